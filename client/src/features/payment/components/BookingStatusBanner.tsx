import { Alert } from '../../../components/ui/Alert';
import { BookingPaymentStatus, BookingStatus, PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import type { PaymentBooking } from '../flow/payment-flow';
import { cancellationRefunds } from '../lib/payment-words';
import { holdTimeText, useMyBookingWords, type MyBookingWords } from '../my-booking-words';

type BookingRefund = PaymentBooking['refunds'][number];

/** A cancellation's refund in the guest's words: how much, back to what, when, and its reference. */
function refundSentence({ mybooking: { t, locale } }: MyBookingWords, refund: BookingRefund): string {
  const amount = formatRupees(refund.amount, locale);
  if (refund.atDesk) return t('refundAtDesk', { amount });
  const reference = refund.reference ? t('refundReference', { reference: refund.reference }) : '';
  return t('refundTo', { amount, method: refund.method ?? 'other' }) + reference;
}

/** What state the booking is in, in a sentence the guest can act on (titled with the status's label). */
export function BookingStatusBanner({ booking, now = new Date() }: { booking: PaymentBooking; now?: Date }) {
  const words = useMyBookingWords();
  const { t, locale } = words.mybooking;
  const { status, paymentStatus, paymentMethod, holdExpiresAt } = booking;
  const title = t('statusLabel', { status });
  // A family's two rooms are "your rooms": one booking, every line a room.
  const rooms = booking.lines.length;
  switch (status) {
    case BookingStatus.Cancelled: {
      const refunds = cancellationRefunds(booking.refunds);
      return (
        <Alert tone="danger" title={title}>
          <p>{t('cancelledLead')}</p>
          {refunds.length > 0 ? (
            refunds.map((refund, index) => <p key={index}>{refundSentence(words, refund)}</p>)
          ) : (
            <p>
              {paymentStatus === BookingPaymentStatus.Refunded || paymentStatus === BookingPaymentStatus.PartiallyRefunded
                ? t('refundsArrive')
                : t('nothingWasPaid')}
            </p>
          )}
        </Alert>
      );
    }
    case BookingStatus.Confirmed:
      return (
        <Alert tone="success" title={title}>
          {paymentStatus === BookingPaymentStatus.Paid
            ? t('bookedAndPaid', { rooms })
            : paymentStatus === BookingPaymentStatus.PartPaid
              ? t('bookedPartPaid', {
                  rooms,
                  paid: formatRupees(booking.paidAmount, locale),
                  balance: formatRupees(booking.balanceDue, locale),
                })
              : paymentMethod === PaymentMethod.Cod
                ? t('bookedPayAtHotel', { rooms })
                : t('booked', { rooms })}
        </Alert>
      );
    case BookingStatus.CheckedIn:
      return (
        <Alert tone="success" title={title}>
          {t('checkedIn')}
        </Alert>
      );
    case BookingStatus.CheckedOut:
      return (
        <Alert tone="info" title={title}>
          {t('checkedOut')}
        </Alert>
      );
    case BookingStatus.NoShow:
      return (
        <Alert tone="warning" title={title}>
          {t('noShow')}
        </Alert>
      );
    case BookingStatus.Held:
    case BookingStatus.Expired: {
      const holdLive = status === BookingStatus.Held && holdExpiresAt && new Date(holdExpiresAt) > now;
      return (
        <Alert tone="warning" title={title}>
          {holdLive ? t('heldUntil', { rooms, time: holdTimeText(holdExpiresAt, locale) }) : t('holdEnded', { rooms })}
        </Alert>
      );
    }
  }
}
