import { EntityManager, In } from 'typeorm';
import { daysBetween, formatStayDate, Stay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { sumPaise } from '../../shared/money';
import { Room, RoomType } from '../rooms';
import { BookingErrorCode } from './booking-errors';
import type { Booking } from './booking.entity';
import { ParsedQuote, PaxData } from './quote';
import { PricedNight, RoomPricing } from '../pricing';

export interface PricedLine {
  roomId: string;
  roomName: string;
  roomType: RoomType;
  /** The first night's price, GST included. */
  ratePaise: number;
  /** The nights added up, GST included. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  nightPrices: PricedNight[];
  pax: PaxData[];
}

/** A rent agreed at the desk (a rate override): per room per night before GST, who agreed it and why. */
export interface AgreedRent {
  rentPaise: number;
  /** The person's name, as documents name people. */
  by: string;
  reason: string;
}

export interface PricedQuote {
  stay: Stay;
  nights: number;
  totalPaise: number;
  ratesIncludeGst: boolean;
  lines: PricedLine[];
  /** Priced at a rent agreed at the desk instead of the owner's rates; the booking keeps it. */
  agreed?: AgreedRent;
}

/** The booking's columns of the rent its quote was priced at: the agreed one, or none (the owner's rates). */
export function agreedRentColumns(quote: Pick<PricedQuote, 'agreed'>): {
  agreedRentPaise: number | null;
  rentAgreedBy: string | null;
  rentAgreedReason: string | null;
} {
  const { agreed } = quote;
  return {
    agreedRentPaise: agreed?.rentPaise ?? null,
    rentAgreedBy: agreed ? agreed.by.slice(0, 120) : null,
    rentAgreedReason: agreed ? agreed.reason.slice(0, 200) : null,
  };
}

/** The rent a booking was agreed at, when it was (its columns as a quote carries them). */
export function agreedRentOf(
  booking: Pick<Booking, 'agreedRentPaise' | 'rentAgreedBy' | 'rentAgreedReason'>,
): AgreedRent | undefined {
  if (booking.agreedRentPaise === null) return undefined;
  return { rentPaise: booking.agreedRentPaise, by: booking.rentAgreedBy ?? '', reason: booking.rentAgreedReason ?? '' };
}

/**
 * The one quote checker: every room of the quote is open for booking and takes the guests sent
 * for it (adults and children alike), the stay is as long as any season it touches asks, and each
 * line is priced night by night by the owner's rates, GST included. `priceQuote` shows its answer;
 * placing a hold books exactly it. Nothing is written.
 */
export async function checkQuote(manager: EntityManager, quote: ParsedQuote, pricing: RoomPricing): Promise<PricedQuote> {
  const rooms = await manager.findBy(Room, { id: In(quote.lines.map((line) => line.roomId)) });
  const rules = await pricing.rulesFor(manager, rooms);
  const lines = quote.lines.map((line, index): PricedLine => {
    const room = rooms.find((candidate) => candidate.id === line.roomId);
    if (!room || !room.isAvailable) {
      throw new DomainError(BookingErrorCode.RoomNotBookable, 'This room is not open for booking', 'bookingInfo', 'conflict');
    }
    if (line.pax.length > room.maxCount) {
      throw new DomainError(
        BookingErrorCode.TooManyGuests,
        `${room.name} takes at most ${room.maxCount} ${room.maxCount === 1 ? 'guest' : 'guests'}`,
        `bookingInfo.${index}.pax`,
      );
    }
    const price = pricing.priceStay(room, quote.stay, rules);
    if (price.minimumStay) throw minimumStayNotMet(price.minimumStay, quote.stay);
    return {
      roomId: room.id,
      roomName: room.name,
      roomType: room.type,
      ratePaise: price.nights[0].chargedPaise,
      amountPaise: price.chargedPaise,
      taxablePaise: price.taxablePaise,
      cgstPaise: price.cgstPaise,
      sgstPaise: price.sgstPaise,
      nightPrices: price.nights,
      pax: line.pax,
    };
  });
  return {
    stay: quote.stay,
    nights: Math.max(1, daysBetween(quote.stay.checkIn, quote.stay.checkOut)),
    totalPaise: sumPaise(lines.map((line) => line.amountPaise)),
    ratesIncludeGst: pricing.ratesIncludeGst,
    lines,
  };
}

function minimumStayNotMet(minimum: { nights: number; seasonName: string }, stay: Stay): DomainError {
  return new DomainError(
    BookingErrorCode.MinimumStay,
    `Stays in ${minimum.seasonName} need at least ${minimum.nights} nights: please choose a check-out date after ${formatStayDate(stay.checkIn)} that gives ${minimum.nights} nights`,
    'checkOutDate',
  );
}

/**
 * The quote at a nightly rent agreed at the desk (a rate override): every room, every night at
 * `rentPaise` before GST, GST added by the night's slab (the pricing module's). The checks of the
 * quote (rooms open, guests fit, minimum stays) were made on the owner's rates before.
 */
export function atAgreedRent(priced: PricedQuote, agreed: AgreedRent, pricing: RoomPricing): PricedQuote {
  const lines = priced.lines.map((line): PricedLine => {
    const price = pricing.priceAgreedStay(priced.stay, agreed.rentPaise);
    return {
      ...line,
      ratePaise: price.nights[0].chargedPaise,
      amountPaise: price.chargedPaise,
      taxablePaise: price.taxablePaise,
      cgstPaise: price.cgstPaise,
      sgstPaise: price.sgstPaise,
      nightPrices: price.nights,
    };
  });
  // The agreed rent is before GST: the booking says its rents exclude GST, whatever the owner's do.
  return { ...priced, lines, totalPaise: sumPaise(lines.map((line) => line.amountPaise)), ratesIncludeGst: false, agreed };
}
