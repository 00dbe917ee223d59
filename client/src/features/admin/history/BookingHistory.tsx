/** The booking's audit trail: who did what and when (being built). */
export function BookingHistory(_props: { bookingId: string }) {
  return null;
}
