/** The booking's tax documents for the owner (being built). */
export function BookingDocumentsPanel(_props: { bookingId: string }) {
  return null;
}
