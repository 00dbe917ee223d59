import { todayInHotel } from '../../shared/dates';
import { Booking, BookingStatus } from '../bookings';
import { MessageNoLongerApplies, type OutboxMessage } from '../messages';

/** Where the booking's page asks the guest when they expect to arrive (its self-service section). */
export const ARRIVAL_SECTION = 'self-arrival-title';

/** The booking's signed link, opened at its arrival section. */
export function arrivalUrl(bookingUrl: string): string {
  return `${bookingUrl}#${ARRIVAL_SECTION}`;
}

/**
 * A pre-arrival message goes only for the arrival it was queued for: the booking still confirmed
 * (not cancelled, not already checked in), still arriving on that date, and that date not past.
 */
export function preArrivalStillDue(booking: Pick<Booking, 'status' | 'checkIn'>, message: OutboxMessage, now: Date): void {
  if (booking.status !== BookingStatus.CONFIRMED) throw new MessageNoLongerApplies(`the booking is ${booking.status} now`);
  const queuedFor = String(message.params.checkIn);
  if (booking.checkIn !== queuedFor) {
    throw new MessageNoLongerApplies(`the stay now starts on ${booking.checkIn}, not ${queuedFor}`);
  }
  if (queuedFor < todayInHotel(now)) throw new MessageNoLongerApplies(`the arrival on ${queuedFor} is past`);
}
