import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import {
  CreateEventPaymentOrderDocument,
  VerifyEventPaymentDocument,
  type EventPaymentPageFieldsFragment,
} from '../../../graphql/generated';
import { loadCheckoutScript } from '../../../lib/checkout-script';
import { useHotel } from '../../../lib/hotel';
import { openRazorpayCheckout, type CheckoutSuccess } from '../../../lib/razorpay-checkout';
import { siteConfig } from '../../../lib/site-config';

export type EventPage = EventPaymentPageFieldsFragment;

export type EventCheckoutState =
  | { step: 'idle'; note?: string }
  | { step: 'loading' | 'awaiting-checkout' | 'verifying' }
  | { step: 'paid'; message: string }
  | { step: 'error'; message: string };

const MESSAGES = {
  scriptFailed: 'Failed to load the payment provider. Check your connection and try again.',
  orderFailed: 'Could not start the payment. Please try again.',
  verifyFailed: 'We could not confirm your payment yet. If money left your account, it is safe: please call us.',
  dismissed: 'The checkout was closed. Nothing was paid.',
};

const THEME_COLOR = '#1d4ed8';

/**
 * Paying an event's next step: the usual checkout (Razorpay's, or the simulated one offline)
 * for the order the server makes, then the server checks the signature. `onUpdated` receives the
 * event as it stands after paying (the plan with this payment).
 */
export function useEventCheckout(reference: string, onUpdated: (page: EventPage) => void) {
  const hotel = useHotel();
  const [createOrder] = useMutation(CreateEventPaymentOrderDocument);
  const [verify] = useMutation(VerifyEventPaymentDocument);
  const [state, setState] = useState<EventCheckoutState>({ step: 'idle' });
  const running = useRef(false);

  const finish = useCallback((next: EventCheckoutState) => {
    running.current = false;
    setState(next);
  }, []);

  const verifyPayment = useCallback(
    async (response: CheckoutSuccess) => {
      setState({ step: 'verifying' });
      try {
        const { data } = await verify({
          variables: {
            input: {
              reference,
              razorpayOrderId: response.razorpay_order_id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
            },
          },
        });
        const payload = data?.verifyEventPayment;
        if (payload?.event) onUpdated(payload.event);
        const refused = payload?.errors[0];
        if (refused) return finish({ step: 'error', message: refused.message });
        if (!payload?.message) return finish({ step: 'error', message: MESSAGES.verifyFailed });
        finish({ step: 'paid', message: payload.message });
      } catch {
        finish({ step: 'error', message: MESSAGES.verifyFailed });
      }
    },
    [finish, onUpdated, reference, verify],
  );

  const pay = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ step: 'loading' });
    try {
      await loadCheckoutScript(siteConfig().checkoutScriptUrl);
    } catch {
      return finish({ step: 'error', message: MESSAGES.scriptFailed });
    }
    let checkout;
    try {
      const { data } = await createOrder({ variables: { reference } });
      const refused = data?.createEventPaymentOrder.errors[0];
      if (refused) return finish({ step: 'error', message: refused.message });
      checkout = data?.createEventPaymentOrder.checkout;
    } catch {
      checkout = undefined;
    }
    if (!checkout) return finish({ step: 'error', message: MESSAGES.orderFailed });
    setState({ step: 'awaiting-checkout' });
    try {
      openRazorpayCheckout(
        {
          key: checkout.keyId,
          amount: checkout.amount,
          currency: checkout.currency,
          orderId: checkout.orderId,
          name: `${hotel.shortName} — Banquet Hall`,
          description: `${checkout.step} · Event ${checkout.receipt}`,
          prefill: {},
          themeColor: THEME_COLOR,
        },
        {
          onSuccess: (response) => void verifyPayment(response),
          onDismiss: () => finish({ step: 'idle', note: MESSAGES.dismissed }),
          // Razorpay keeps its window open after a failed attempt: the customer can try again there.
          onFailure: () => undefined,
        },
      );
    } catch {
      finish({ step: 'error', message: MESSAGES.scriptFailed });
    }
  }, [createOrder, finish, hotel.shortName, reference, verifyPayment]);

  return { state, busy: running.current || ['loading', 'awaiting-checkout', 'verifying'].includes(state.step), pay };
}
