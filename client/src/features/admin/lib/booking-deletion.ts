import { BookingPaymentStatus, BookingStatus } from '../../../graphql/generated';

/** Bookings that never became a stay (the server's rule; it refuses the others anyway). */
const DELETABLE_STATUSES: readonly BookingStatus[] = [BookingStatus.Held, BookingStatus.Expired, BookingStatus.Cancelled];

/** Payment statuses that say no money came. */
const NO_MONEY: readonly BookingPaymentStatus[] = [
  BookingPaymentStatus.Pending,
  BookingPaymentStatus.Failed,
  BookingPaymentStatus.Void,
];

/**
 * Nothing disappears: Delete is offered only for a hold, an expired hold or a cancelled booking
 * that took no money. A confirmed or paid booking is cancelled instead, and stays on the record.
 */
export function canDeleteBooking(booking: { status: BookingStatus; paymentStatus: BookingPaymentStatus }): boolean {
  return DELETABLE_STATUSES.includes(booking.status) && NO_MONEY.includes(booking.paymentStatus);
}
