import { DomainError } from '../../../shared/domain-error';

export const PaymentErrorCode = {
  BookingRequired: 'BOOKING_REQUIRED',
  AlreadyPaid: 'ALREADY_PAID',
  BookingCancelled: 'BOOKING_CANCELLED',
  VerificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  ProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  RefundedRoomGone: 'REFUNDED_ROOM_GONE',
  RefundedCancelled: 'REFUNDED_CANCELLED',
  AmountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  NotCaptured: 'PAYMENT_NOT_CAPTURED',
  PayAtHotelTooManyNights: 'PAY_AT_HOTEL_TOO_MANY_NIGHTS',
  PayAtHotelTooManyRooms: 'PAY_AT_HOTEL_TOO_MANY_ROOMS',
  WebhookSignature: 'WEBHOOK_SIGNATURE_INVALID',
  UnsupportedMethod: 'UNSUPPORTED_PAYMENT_METHOD',
  PaymentPartUnknown: 'PAYMENT_PART_NOT_OFFERED',
  AdvancePaid: 'ADVANCE_PAID',
  LedgerStatusInvalid: 'LEDGER_STATUS_INVALID',
  LedgerDateInvalid: 'LEDGER_DATE_INVALID',
  RefundUnknownYet: 'REFUND_UNKNOWN_YET',
  SimulatedOrderUnknown: 'SIMULATED_ORDER_UNKNOWN',
  SimulatedOrderPaid: 'SIMULATED_ORDER_PAID',
} as const;

/** The spec's message for a bad or forged checkout answer. */
export const verificationFailed = () =>
  new DomainError(PaymentErrorCode.VerificationFailed, 'Payment verification failed', 'razorpay_signature');

export const bookingRequired = () =>
  new DomainError(PaymentErrorCode.BookingRequired, 'No booking information found. Please start a new booking.', 'bookingId');

export const alreadyPaid = () =>
  new DomainError(PaymentErrorCode.AlreadyPaid, 'This booking is already paid.', 'bookingId', 'conflict');

export const bookingCancelled = () =>
  new DomainError(
    PaymentErrorCode.BookingCancelled,
    'This booking was cancelled. Please start a new booking.',
    'bookingId',
    'conflict',
  );

export const providerUnavailable = () =>
  new DomainError(PaymentErrorCode.ProviderUnavailable, 'Could not initiate payment', undefined, 'conflict');

/** The provider has the payment, but not as money taken (failed, or still being made). */
export const paymentNotCaptured = () =>
  new DomainError(
    PaymentErrorCode.NotCaptured,
    'Your payment has not been completed yet. Please try again, or choose another payment method.',
    'razorpay_payment_id',
    'conflict',
  );

/** Payment methods a guest can choose at the checkout (pay at hotel has its own call). */
export const unsupportedMethod = () =>
  new DomainError(PaymentErrorCode.UnsupportedMethod, 'Unsupported payment method', 'paymentMethod');

/** The advance is paid: the balance is the front desk's to collect, not another online order's. */
export const advancePaid = () =>
  new DomainError(
    PaymentErrorCode.AdvancePaid,
    'The advance for this booking is paid. Please pay the balance at the hotel.',
    'bookingId',
    'conflict',
  );
