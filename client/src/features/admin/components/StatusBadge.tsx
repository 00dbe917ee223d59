import { StatusBadge, type Tone } from '../../../components/admin/StatusBadge';
import { BookingPaymentStatus, BookingStatus, PaymentAttemptStatus, PaymentMethod } from '../../../graphql/generated';
import { BOOKING_STATUS_LABELS, bookingPaymentLabel, PAYMENT_ATTEMPT_STATUS_LABELS } from '../../../lib/labels';

const BOOKING_TONES: Record<BookingStatus, Tone> = {
  [BookingStatus.Held]: 'warning',
  [BookingStatus.Confirmed]: 'success',
  [BookingStatus.CheckedIn]: 'success',
  [BookingStatus.CheckedOut]: 'neutral',
  [BookingStatus.Cancelled]: 'danger',
  [BookingStatus.Expired]: 'neutral',
  [BookingStatus.NoShow]: 'danger',
};

const BOOKING_PAYMENT_TONES: Record<BookingPaymentStatus, Tone> = {
  [BookingPaymentStatus.Pending]: 'warning',
  [BookingPaymentStatus.Paid]: 'success',
  [BookingPaymentStatus.PartPaid]: 'warning',
  [BookingPaymentStatus.Failed]: 'danger',
  [BookingPaymentStatus.Refunded]: 'info',
  [BookingPaymentStatus.PartiallyRefunded]: 'info',
  [BookingPaymentStatus.Void]: 'neutral',
};

const ATTEMPT_TONES: Record<PaymentAttemptStatus, Tone> = {
  [PaymentAttemptStatus.Paid]: 'success',
  [PaymentAttemptStatus.Pending]: 'warning',
  [PaymentAttemptStatus.Fulfilled]: 'neutral',
  [PaymentAttemptStatus.Created]: 'neutral',
  [PaymentAttemptStatus.Failed]: 'danger',
  [PaymentAttemptStatus.Refunded]: 'info',
  [PaymentAttemptStatus.PartiallyRefunded]: 'info',
  [PaymentAttemptStatus.Cancelled]: 'neutral',
  [PaymentAttemptStatus.Reversal]: 'danger',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge tone={BOOKING_TONES[status]}>{BOOKING_STATUS_LABELS[status]}</StatusBadge>;
}

export function BookingPaymentBadge({ status, method }: { status: BookingPaymentStatus; method?: PaymentMethod | null }) {
  return <StatusBadge tone={BOOKING_PAYMENT_TONES[status]}>{bookingPaymentLabel(status, method)}</StatusBadge>;
}

export function AttemptStatusBadge({ status }: { status: PaymentAttemptStatus }) {
  return <StatusBadge tone={ATTEMPT_TONES[status]}>{PAYMENT_ATTEMPT_STATUS_LABELS[status]}</StatusBadge>;
}
