import { HOTEL } from '../../shared/hotel';
import { Paise } from '../../shared/money';

const HOUR_MS = 3_600_000;
export const GROUP_BOOKING_ROOMS = 5;

export interface CancellationTerms {
  /** Share of what was paid that goes back, in percent. */
  refundPercent: 100 | 50;
  refundPaise: Paise;
  /** Until when cancelling is free. */
  freeUntil: Date;
  rule: 'free' | 'group_free' | 'late';
}

/** Check-in is at 15:00 in Kolkata (UTC+05:30, no daylight saving) on the check-in date. */
export function checkInInstant(checkIn: string): Date {
  return new Date(`${checkIn}T${String(HOTEL.checkInHour).padStart(2, '0')}:00:00+05:30`);
}

/**
 * The hotel's policy (spec section 9): free cancellation up to 24 h before check-in, 50% refund
 * after that; group bookings of 5 rooms or more cancel free up to 7 days before check-in.
 * Refunds are whole paise; a half paisa goes to the guest.
 */
export function cancellationTerms(input: { checkIn: string; rooms: number; paidPaise: Paise; now: Date }): CancellationTerms {
  const group = input.rooms >= GROUP_BOOKING_ROOMS;
  const freeUntil = new Date(checkInInstant(input.checkIn).getTime() - (group ? 7 * 24 : 24) * HOUR_MS);
  if (input.now.getTime() <= freeUntil.getTime()) {
    return { refundPercent: 100, refundPaise: input.paidPaise, freeUntil, rule: group ? 'group_free' : 'free' };
  }
  return { refundPercent: 50, refundPaise: Math.ceil(input.paidPaise / 2), freeUntil, rule: 'late' };
}
