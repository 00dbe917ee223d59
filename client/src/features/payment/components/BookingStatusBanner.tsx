import { Alert } from '../../../components/ui/Alert';
import type { PaymentBooking } from '../flow/payment-flow';
import { formatHotelTime } from '../lib/payment-words';

/** What state the booking is in, in a sentence the guest can act on. */
export function BookingStatusBanner({ booking, now = new Date() }: { booking: PaymentBooking; now?: Date }) {
  const { status, paymentStatus, paymentMethod, holdExpiresAt } = booking;
  if (status === 'cancelled') {
    return (
      <Alert tone="danger" title="Cancelled">
        This booking was cancelled.
        {paymentStatus === 'refunded' || paymentStatus === 'partially_refunded'
          ? ' Refunds reach you in 5-10 business days.'
          : ''}
      </Alert>
    );
  }
  if (status === 'confirmed') {
    const text =
      paymentStatus === 'paid'
        ? 'Your room is booked and paid. We look forward to welcoming you.'
        : paymentMethod === 'cod'
          ? 'Your room is booked. Please pay at the hotel when you arrive.'
          : 'Your room is booked.';
    return (
      <Alert tone="success" title="Confirmed">
        {text}
      </Alert>
    );
  }
  const holdLive = status === 'held' && holdExpiresAt && new Date(holdExpiresAt) > now;
  return (
    <Alert tone="warning" title="Waiting for payment">
      {holdLive
        ? `Your room is held for you until ${formatHotelTime(holdExpiresAt)}. Pay before then to confirm the booking.`
        : 'The hold on your room has ended. Pay now to confirm the booking if the room is still free.'}
    </Alert>
  );
}
