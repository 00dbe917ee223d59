/** The booking's money at the desk: balance due, take a payment, receipts, reversals, goodwill refunds (being built). */
export function BookingMoneyPanel(_props: { bookingId: string }) {
  return null;
}
