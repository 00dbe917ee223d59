import type { PaymentBooking } from '../flow/payment-flow';

/** The booking's tax documents for the guest to download (being built). */
export function BookingDocuments(_props: { booking: PaymentBooking }) {
  return null;
}
