/** Check in (with ID proof), check out, no-show for one booking, and what check-in recorded (being built). */
export function DeskActions(_props: { bookingId: string }) {
  return null;
}
