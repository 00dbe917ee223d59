import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PaymentMethod, PaymentPart, SettlementOutcome } from '../../../graphql/generated';
import { ADVANCE_CHOICE, type AdvanceChoice } from '../lib/advance';
import { useHotel } from '../../../lib/hotel';
import { linkInLocale, useLocale } from '../../../i18n';
import { clearPendingPayment, markBookingInPaymentUrl, PaymentSource, rememberPendingBooking } from '../lib/pending-payment';
import { usePaymentWords, type PaymentWords } from '../lib/page-words';
import { isOnlineMethod, OnlineMethod } from '../lib/payment-words';
import type { CheckoutEvents, CheckoutRequest } from '../../../lib/razorpay-checkout';
import { checkoutMethod } from '../lib/checkout-method';
import { CHECKOUT_THEME_COLOR, REDIRECT_DELAY_MS } from './messages';
import {
  CheckoutOrder,
  CheckoutSuccess,
  AS_SAID_CODES,
  CHOOSE_AGAIN_CODES,
  flowReducer,
  FlowState,
  IDLE,
  isBusy,
  PaymentEffects,
  PaymentStepError,
} from './payment-flow';

/** Who pays, to fill the checkout in; a booking looked up by id shows only masked contact details, so those stay unknown. */
export interface PayingGuest {
  name: string;
  email?: string;
  phone?: string;
}

interface Options {
  source: PaymentSource;
  guest: PayingGuest;
  effects: PaymentEffects;
}

export interface PaymentFlow {
  state: FlowState;
  busy: boolean;
  /** Pays with a method card's method (online, UPI, card, net banking, wallet, COD), or the advance. */
  start(method: PaymentMethod | AdvanceChoice): void;
  /** Try Again: clears the error. */
  reset(): void;
}

/** Runs a step; anything that is not already a guest-facing PaymentStepError gets the step's message. */
async function step<T>(run: () => Promise<T>, fallbackMessage: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof PaymentStepError ? error : new PaymentStepError(fallbackMessage);
  }
}

/** The checkout's line under the hotel's name: "2 nights · Deluxe 201 · Booking HB7K3QM", in the page's language. */
function checkoutDescription(order: CheckoutOrder, { payment: words }: PaymentWords): string {
  const { nights, lines, bookCode } = order.booking;
  const rooms = lines.map((line) => line.roomName).join(', ');
  return [words.t('checkoutNights', { nights }), rooms, words.t('checkoutBooking', { bookCode })].filter(Boolean).join(' · ');
}

const contactNumber = (phone: string | undefined) => (phone && /^[6-9]\d{9}$/.test(phone) ? `+91${phone}` : phone);

/**
 * The payment page's state machine: idle → loading-script → creating-order → awaiting-checkout →
 * verifying → success | error, or idle → confirming → success | error for Pay at Hotel.
 * Success clears the pending booking and goes to /booking/{id} after 1.5 s.
 */
export function usePaymentFlow({ source, guest, effects }: Options): PaymentFlow {
  const hotel = useHotel();
  const [state, dispatch] = useReducer(flowReducer, IDLE);
  const navigate = useNavigate();
  const locale = useLocale();
  // The words the flow started with, kept so its steps stay the same functions: a page's language
  // is its address's, and another address is another page.
  const words = useRef(usePaymentWords()).current;
  const { t } = words.payment;
  // A second tap while a method runs must not start another payment.
  const running = useRef(false);
  // Once a quote has become a booking, every later attempt pays that booking: paying the quote
  // again would collide with the guest's own hold on the room.
  const createdBookingId = useRef<string | undefined>(undefined);
  const currentSource = useCallback(
    (): PaymentSource => (createdBookingId.current ? { kind: 'booking', bookingId: createdBookingId.current } : source),
    [source],
  );

  const fail = useCallback(
    (method: PaymentMethod, error: unknown) => {
      running.current = false;
      const reason = error instanceof Error ? error.message : String(error);
      const code = error instanceof PaymentStepError ? error.code : undefined;
      const chooseAgain = code !== undefined && CHOOSE_AGAIN_CODES.has(code);
      const asSaid = chooseAgain || (code !== undefined && AS_SAID_CODES.has(code));
      dispatch({ type: 'failed', method, chooseAgain, message: asSaid ? reason : t('failedToProcess', { method, reason }) });
    },
    [t],
  );

  const verify = useCallback(
    async (method: OnlineMethod, response: CheckoutSuccess) => {
      dispatch({ type: 'step', step: 'verifying', method });
      try {
        const verified = await step(() => effects.verify(response, method), t('verificationContactSupport'));
        clearPendingPayment({ bookingId: verified.booking.id, source });
        const extra =
          verified.outcome === SettlementOutcome.Confirmed || verified.outcome === SettlementOutcome.AlreadySettled
            ? undefined
            : (verified.message ?? undefined);
        dispatch({
          type: 'succeeded',
          method,
          message: t('paidRedirecting'),
          detail: extra,
          booking: verified.booking,
          payment: verified.payment,
        });
      } catch (error) {
        fail(method, error);
      }
    },
    [effects, fail, source, t],
  );

  const payOnline = useCallback(
    async (method: OnlineMethod, part: PaymentPart = PaymentPart.Full) => {
      dispatch({ type: 'step', step: 'loading-script', method });
      await step(() => effects.loadScript(), t('scriptFailed'));
      dispatch({ type: 'step', step: 'creating-order', method });
      const order = await step(() => effects.createOrder(currentSource(), part), t('orderFailed'));
      createdBookingId.current = order.booking.id;
      rememberPendingBooking(order.booking.id);
      markBookingInPaymentUrl(order.booking.id);
      const { holdExpiresAt } = order.booking;
      dispatch({ type: 'step', step: 'awaiting-checkout', method, holdExpiresAt, roomsHeld: order.roomsHeld });
      const request: CheckoutRequest = {
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        orderId: order.orderId,
        name: hotel.bookingTitle,
        description: checkoutDescription(order, words),
        prefill: {
          name: guest.name,
          email: guest.email,
          contact: contactNumber(guest.phone),
          method: checkoutMethod(method),
        },
        themeColor: CHECKOUT_THEME_COLOR,
      };
      const events: CheckoutEvents = {
        onSuccess: (response) => void verify(method, response),
        onDismiss: () => {
          running.current = false;
          dispatch({ type: 'dismissed' });
        },
        onFailure: (reason) => dispatch({ type: 'checkout-failed', reason }),
      };
      await step(() => Promise.resolve().then(() => effects.openCheckout(request, events)), t('scriptFailed'));
    },
    [currentSource, effects, guest, hotel.bookingTitle, verify, t, words],
  );

  const payAtHotel = useCallback(async () => {
    dispatch({ type: 'step', step: 'confirming', method: PaymentMethod.Cod });
    const booking = await step(() => effects.payAtHotel(currentSource()), t('codFailed'));
    markBookingInPaymentUrl(booking.id);
    clearPendingPayment({ bookingId: booking.id, source });
    dispatch({ type: 'succeeded', method: PaymentMethod.Cod, message: t('codRedirecting'), booking, payment: null });
  }, [currentSource, effects, source, t]);

  const start = useCallback(
    (choice: PaymentMethod | AdvanceChoice) => {
      if (running.current) return;
      running.current = true;
      // The advance is paid in the same checkout as any online payment, for part of the total.
      const method = choice === ADVANCE_CHOICE ? PaymentMethod.Online : choice;
      const run = isOnlineMethod(method)
        ? payOnline(method, choice === ADVANCE_CHOICE ? PaymentPart.Advance : PaymentPart.Full)
        : method === PaymentMethod.Cod
          ? payAtHotel()
          : Promise.reject(new PaymentStepError(t('unsupportedMethod')));
      run.catch((error: unknown) => fail(method, error));
    },
    [fail, payAtHotel, payOnline, t],
  );

  const reset = useCallback(() => {
    running.current = false;
    dispatch({ type: 'reset' });
  }, []);

  useEffect(() => {
    if (state.step !== 'success') return;
    const { booking, payment } = state;
    const details = linkInLocale(`/booking/${booking.id}`, locale);
    const timer = setTimeout(() => void navigate(details, { state: { payment } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, locale]);

  return { state, busy: isBusy(state), start, reset };
}
