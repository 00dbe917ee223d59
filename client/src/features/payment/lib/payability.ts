import { BookingPaymentStatus, BookingStatus, type PaymentBookingFieldsFragment } from '../../../graphql/generated';

/**
 * What a guest can still pay for a booking: a hold (live or lapsed: paying holds the room again
 * when it is still free), a stay confirmed to pay at the hotel (online now instead), or nothing.
 */
export type Payability = 'awaiting-payment' | 'due-at-hotel' | 'nothing-to-pay';

export function payability(booking: Pick<PaymentBookingFieldsFragment, 'status' | 'paymentStatus'>): Payability {
  if (booking.status === BookingStatus.Held || booking.status === BookingStatus.Expired) return 'awaiting-payment';
  if (booking.status === BookingStatus.Confirmed && booking.paymentStatus === BookingPaymentStatus.Pending) return 'due-at-hotel';
  return 'nothing-to-pay';
}
