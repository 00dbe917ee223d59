import { Alert } from '../../../components/ui/Alert';
import { BookingPaymentStatus, BookingStatus, PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { BOOKING_STATUS_LABELS } from '../../../lib/labels';
import type { PaymentBooking } from '../flow/payment-flow';
import { cancellationRefunds, formatHotelTime, refundSentence } from '../lib/payment-words';

/** What state the booking is in, in a sentence the guest can act on (titled with the status's label). */
export function BookingStatusBanner({ booking, now = new Date() }: { booking: PaymentBooking; now?: Date }) {
  const { status, paymentStatus, paymentMethod, holdExpiresAt } = booking;
  const title = BOOKING_STATUS_LABELS[status];
  // A family's two rooms are "your rooms": one booking, every line a room.
  const several = booking.lines.length > 1;
  const yourRooms = several ? 'Your rooms are' : 'Your room is';
  const onYourRooms = several ? 'your rooms' : 'your room';
  switch (status) {
    case BookingStatus.Cancelled: {
      const refunds = cancellationRefunds(booking.refunds);
      return (
        <Alert tone="danger" title={title}>
          <p>This booking was cancelled.</p>
          {refunds.length > 0 ? (
            refunds.map((refund, index) => <p key={index}>{refundSentence(refund)}</p>)
          ) : (
            <p>
              {paymentStatus === BookingPaymentStatus.Refunded || paymentStatus === BookingPaymentStatus.PartiallyRefunded
                ? 'Refunds reach you in 5-10 business days.'
                : 'Nothing was paid, so there is nothing to refund.'}
            </p>
          )}
        </Alert>
      );
    }
    case BookingStatus.Confirmed:
      return (
        <Alert tone="success" title={title}>
          {paymentStatus === BookingPaymentStatus.Paid
            ? `${yourRooms} booked and paid. We look forward to welcoming you.`
            : paymentStatus === BookingPaymentStatus.PartPaid
              ? `${yourRooms} booked. ${formatRupees(booking.paidAmount)} is paid; please pay the balance of ${formatRupees(booking.balanceDue)} at the hotel.`
              : paymentMethod === PaymentMethod.Cod
                ? `${yourRooms} booked. Please pay at the hotel when you arrive.`
                : `${yourRooms} booked.`}
        </Alert>
      );
    case BookingStatus.CheckedIn:
      return (
        <Alert tone="success" title={title}>
          Welcome! You are checked in. The front desk is open around the clock if you need anything.
        </Alert>
      );
    case BookingStatus.CheckedOut:
      return (
        <Alert tone="info" title={title}>
          Thank you for staying with us. We hope to welcome you again.
        </Alert>
      );
    case BookingStatus.NoShow:
      return (
        <Alert tone="warning" title={title}>
          The hotel recorded that this stay did not take place. Please call the front desk if this is a mistake.
        </Alert>
      );
    case BookingStatus.Held:
    case BookingStatus.Expired: {
      const holdLive = status === BookingStatus.Held && holdExpiresAt && new Date(holdExpiresAt) > now;
      return (
        <Alert tone="warning" title={title}>
          {holdLive
            ? `${yourRooms} held for you until ${formatHotelTime(holdExpiresAt)}. Pay before then to confirm the booking.`
            : `The hold on ${onYourRooms} has ended. Pay now to confirm the booking if ${several ? 'the rooms are' : 'the room is'} still free.`}
        </Alert>
      );
    }
  }
}
