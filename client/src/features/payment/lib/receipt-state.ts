import {
  PaymentMethod,
  type BookingPaymentStatus,
  type PaymentBookingFieldsFragment,
  type PaymentRecordFieldsFragment,
} from '../../../graphql/generated';
import { BOOKING_PAYMENT_STATUS_LABELS, isLabelled } from '../../../lib/labels';
import { ENGLISH_MY_BOOKING_WORDS, type MyBookingWords } from '../my-booking-words';

/** What /receipt needs in navigation state (spec section 2): the booking and its payment. */
export interface ReceiptPayment {
  method: PaymentMethod | null;
  status: BookingPaymentStatus;
  razorpayOrderId?: string | null;
  razorpayPaymentId?: string | null;
  paidAt?: string | null;
}

export interface ReceiptState {
  booking: PaymentBookingFieldsFragment;
  payment: ReceiptPayment;
}

/**
 * The payment shown with a booking. The verified payment (with the provider's references) comes
 * along from the payment page; otherwise the booking's own method and status tell it.
 */
export function paymentForBooking(
  booking: PaymentBookingFieldsFragment,
  verified?: PaymentRecordFieldsFragment | null,
): ReceiptPayment {
  if (verified && verified.bookingId === booking.id) {
    return {
      method: verified.method ?? booking.paymentMethod,
      status: booking.paymentStatus,
      razorpayOrderId: verified.razorpayOrderId,
      razorpayPaymentId: verified.razorpayPaymentId,
      paidAt: verified.paidAt,
    };
  }
  return { method: booking.paymentMethod, status: booking.paymentStatus };
}

/** How the guest paid, or that no method is chosen yet. */
export function paymentMethodText(
  method: PaymentMethod | null | undefined,
  { mybooking: words }: MyBookingWords = ENGLISH_MY_BOOKING_WORDS,
): string {
  return method ? words.t('methodLabel', { method }) : words.t('methodNotChosen');
}

/** The verified payment handed from /payment to /booking/{id}, if any. */
export function verifiedPaymentFromState(state: unknown): PaymentRecordFieldsFragment | undefined {
  const payment = state && typeof state === 'object' ? (state as { payment?: unknown }).payment : undefined;
  return payment && typeof payment === 'object' && typeof (payment as { bookingId?: unknown }).bookingId === 'string'
    ? (payment as PaymentRecordFieldsFragment)
    : undefined;
}

/** The receipt's state, or undefined when the page was opened without it (a reload of a new tab). */
export function receiptFromState(state: unknown): ReceiptState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { booking, payment } = state as { booking?: Partial<PaymentBookingFieldsFragment>; payment?: Partial<ReceiptPayment> };
  const bookingOk =
    booking &&
    typeof booking.id === 'string' &&
    typeof booking.bookCode === 'string' &&
    Array.isArray(booking.lines) &&
    typeof booking.totalAmount === 'number';
  const paymentOk = payment && isLabelled(BOOKING_PAYMENT_STATUS_LABELS, payment.status);
  return bookingOk && paymentOk ? (state as ReceiptState) : undefined;
}

/** "2 adults, 1 child": everyone on the booking's rooms (as the server counts them). */
export function guestsText(
  guests: PaymentBookingFieldsFragment['guests'],
  { mybooking: words }: MyBookingWords = ENGLISH_MY_BOOKING_WORDS,
): string | undefined {
  return guests ? words.t('guestsCount', { adults: guests.adults, children: guests.children }) : undefined;
}

/**
 * The payment reference a guest quotes: the online payment's id (the one just verified, else the
 * server's latest), or "Pay at hotel"; undefined while nothing is paid or promised.
 */
export function paymentReferenceText(
  booking: PaymentBookingFieldsFragment,
  payment: ReceiptPayment,
  { mybooking: words }: MyBookingWords = ENGLISH_MY_BOOKING_WORDS,
): string | undefined {
  const reference = payment.razorpayPaymentId ?? booking.paymentReference;
  if (reference) return reference;
  return payment.method === PaymentMethod.Cod ? words.t('payAtHotel') : undefined;
}
