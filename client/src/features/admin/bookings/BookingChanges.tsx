/** Change the booking's dates or room, and edit the guest's details and notes (being built). */
export function BookingChanges(_props: { bookingId: string }) {
  return null;
}
