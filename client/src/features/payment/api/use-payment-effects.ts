import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  CreatePaymentOrderDocument,
  PayAtHotelDocument,
  VerifyPaymentDocument,
  type UserErrorCode,
} from '../../../graphql/generated';
import { siteConfig } from '../../../lib/site-config';
import { PAYMENT_MESSAGES } from '../flow/messages';
import { PaymentEffects, PaymentStepError } from '../flow/payment-flow';
import { loadCheckoutScript } from '../../../lib/checkout-script';
import { sourceVariables } from '../lib/pending-payment';
import { openRazorpayCheckout } from '../../../lib/razorpay-checkout';

/** The server refused: its own message (the spec's text for that case) and code. */
function refusal(errors: ReadonlyArray<{ code: UserErrorCode; message: string }> | undefined): PaymentStepError | undefined {
  const first = errors?.[0];
  return first ? new PaymentStepError(first.message, first.code) : undefined;
}

/**
 * The real effects of the payment flow: the provider's checkout script and the GraphQL
 * mutations. A network or server failure is left to the flow, which gives each step its message.
 */
export function usePaymentEffects(): PaymentEffects {
  const [createOrder] = useMutation(CreatePaymentOrderDocument);
  const [verify] = useMutation(VerifyPaymentDocument);
  const [payAtHotel] = useMutation(PayAtHotelDocument);

  return useMemo<PaymentEffects>(
    () => ({
      loadScript: () => loadCheckoutScript(siteConfig().checkoutScriptUrl),
      openCheckout: openRazorpayCheckout,
      async createOrder(source, part) {
        const { data } = await createOrder({ variables: { ...sourceVariables(source), part } });
        const payload = data?.createPaymentOrder;
        const refused = refusal(payload?.errors);
        if (refused) throw refused;
        if (!payload?.checkout) throw new PaymentStepError(PAYMENT_MESSAGES.orderFailed);
        return payload.checkout;
      },
      async verify(response, method) {
        const { data } = await verify({ variables: { input: { ...response, paymentMethod: method } } });
        const payload = data?.verifyPayment;
        // A refund outcome comes with the server's explanation; a bad signature is the spec's text.
        const refused = refusal(payload?.errors);
        if (refused) throw refused;
        if (!payload?.booking) throw new PaymentStepError(PAYMENT_MESSAGES.verificationContactSupport);
        return { outcome: payload.outcome, message: payload.message, booking: payload.booking, payment: payload.payment };
      },
      async payAtHotel(source) {
        const { data } = await payAtHotel({ variables: sourceVariables(source) });
        const payload = data?.payAtHotel;
        const refused = refusal(payload?.errors);
        if (refused) throw refused;
        if (!payload?.booking) throw new PaymentStepError(PAYMENT_MESSAGES.codFailed);
        return payload.booking;
      },
    }),
    [createOrder, verify, payAtHotel],
  );
}
