import { EntityManager, In } from 'typeorm';
import { Stay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { priceStay, sumPaise } from './pricing';
import { Room, RoomType } from '../rooms/room.entity';
import { BookingErrorCode } from './booking-errors';
import { ParsedQuote, PaxData } from './quote';

export interface PricedLine {
  roomId: string;
  roomName: string;
  roomType: RoomType;
  ratePaise: number;
  amountPaise: number;
  pax: PaxData[];
}

export interface PricedQuote {
  stay: Stay;
  nights: number;
  totalPaise: number;
  lines: PricedLine[];
}

/**
 * The one quote checker: every room of the quote is open for booking and takes the guests sent
 * for it (adults and children alike), and each line is priced by the server. `priceQuote` shows
 * its answer; placing a hold books exactly it. Nothing is written.
 */
export async function checkQuote(manager: EntityManager, quote: ParsedQuote): Promise<PricedQuote> {
  const rooms = await manager.findBy(Room, { id: In(quote.lines.map((line) => line.roomId)) });
  const lines = quote.lines.map((line, index) => {
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
    const price = priceStay(room.rentPerDayPaise, quote.stay);
    return {
      roomId: room.id,
      roomName: room.name,
      roomType: room.type,
      ratePaise: price.ratePaise,
      amountPaise: price.amountPaise,
      pax: line.pax,
    };
  });
  return {
    stay: quote.stay,
    nights: priceStay(0, quote.stay).nights,
    totalPaise: sumPaise(lines.map((line) => line.amountPaise)),
    lines,
  };
}
