/** Takes money at the desk for a booking (being built: the form lands with recordPayment). */
export function TakePaymentForm(_props: { bookingId: string; balanceDuePaise: number; onRecorded?: () => void }) {
  return null;
}
