import { daysBetween, Stay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { BookingErrorCode } from './booking-errors';

/**
 * MAX_ROOM_NIGHTS_PER_BOOKING: one anonymous booking holds at most this many rooms × nights, so
 * that no single request can empty the hotel for weeks. A larger stay is booked with the
 * reservations desk (`reservationsPhone` answers " on {phone}", or nothing); the desk and signed-in staff are exempt.
 */
export async function assertRoomNightsWithin(
  max: number,
  quote: { stay: Stay; lines: unknown[] },
  reservationsPhone: () => Promise<string>,
): Promise<void> {
  const roomNights = quote.lines.length * daysBetween(quote.stay.checkIn, quote.stay.checkOut);
  if (roomNights <= max) return;
  const phone = await reservationsPhone();
  throw new DomainError(
    BookingErrorCode.TooManyRoomNights,
    `A booking on the website can be for at most ${max} room-nights (rooms × nights), and this one is for ${roomNights}. For a larger stay, please call our reservations desk${phone} and we will book it for you.`,
    'bookingInfo',
    'invalid',
  );
}
