import { DomainError } from '../../shared/domain-error';
import { BookingErrorCode } from './booking-errors';
import { Booking } from './booking.entity';

/**
 * How long after its first hold a guest may still renew a lapsed hold: one request cannot keep
 * rooms for longer, however often it is repeated.
 */
export const HOLD_RENEWAL_WINDOW_MINUTES = 60;

/**
 * Refuses a guest's renewal of a lapsed hold (a new payment window, or pay at hotel for it) once
 * it was renewed `maxRenewals` times (HOLD_RENEWALS) or more than HOLD_RENEWAL_WINDOW_MINUTES
 * after the booking first held its rooms. The desk and signed-in staff are not asked.
 */
export function assertHoldRenewable(booking: Pick<Booking, 'firstHeldAt' | 'holdRenewals'>, now: Date, maxRenewals: number) {
  if (booking.holdRenewals >= maxRenewals) {
    throw holdNotRenewable(
      maxRenewals === 0
        ? 'The time to pay for this booking has run out, so its rooms can no longer be held.'
        : `This booking was held ${maxRenewals + 1} times without being paid for, so its rooms can no longer be held.`,
    );
  }
  const firstHeldAt = booking.firstHeldAt?.getTime() ?? now.getTime();
  if (now.getTime() - firstHeldAt > HOLD_RENEWAL_WINDOW_MINUTES * 60_000) {
    throw holdNotRenewable(
      'This booking was first held more than an hour ago without being paid for, so its rooms can no longer be held.',
    );
  }
}

function holdNotRenewable(why: string): DomainError {
  return new DomainError(
    BookingErrorCode.HoldNotRenewable,
    `${why} Please start a new booking if the rooms are still free.`,
    'bookingId',
    'conflict',
  );
}
