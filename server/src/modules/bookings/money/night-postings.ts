import { EntityManager } from 'typeorm';
import { addDays, daysBetween } from '../../../shared/dates';
import { NightPosting } from '../../billing';
import { BookingLine } from '../booking-line.entity';
import { BookingStatus } from '../booking-status';

/** Guests in the house that night: checked in, or already left (a close run late). */
const IN_HOUSE: readonly BookingStatus[] = [BookingStatus.CHECKED_IN, BookingStatus.CHECKED_OUT];

/**
 * The in-house room nights of `night`, each at the price and GST it was booked at (the line's
 * nightly prices), for the day close to post to the stays' folios. A line priced before nightly
 * prices were kept has only its totals: its nights share them evenly (the first nights take the
 * odd paise, as the reports spread them), so the nights of a line add up to exactly its amount.
 */
export async function inHouseNights(manager: EntityManager, night: string): Promise<NightPosting[]> {
  const lines = await manager
    .createQueryBuilder(BookingLine, 'line')
    .innerJoin('line.booking', 'booking')
    .where('booking.status IN (:...statuses)', { statuses: IN_HOUSE })
    .andWhere('line.check_in <= :night AND line.check_out > :night', { night })
    .orderBy('line.room_name', 'ASC')
    .getMany();
  return lines.map((line) => nightOf(line, night));
}

function nightOf(line: BookingLine, night: string): NightPosting {
  const base = { bookingId: line.bookingId, roomId: line.roomId, roomName: line.roomName, night };
  const priced = line.nightPrices.find((price) => price.date === night);
  if (priced) {
    return {
      ...base,
      amountPaise: priced.chargedPaise,
      taxablePaise: priced.taxablePaise,
      cgstPaise: priced.cgstPaise,
      sgstPaise: priced.sgstPaise,
    };
  }
  const nights = Math.max(1, daysBetween(line.checkIn, line.checkOut));
  const index = daysBetween(line.checkIn, night);
  const share = (total: number) => Math.floor(total / nights) + (index < total % nights ? 1 : 0);
  const amountPaise = share(line.amountPaise);
  const taxablePaise = Math.min(share(line.taxablePaise), amountPaise);
  const cgstPaise = Math.floor((amountPaise - taxablePaise) / 2);
  return { ...base, amountPaise, taxablePaise, cgstPaise, sgstPaise: amountPaise - taxablePaise - cgstPaise };
}

/** The nights [from, to) as dates. */
export function nightsBetween(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let night = from; night < to; night = addDays(night, 1)) nights.push(night);
  return nights;
}
