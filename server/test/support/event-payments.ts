import { gql } from './graphql';
import { holdWebhooks, payInCheckout } from './payments';
import type { TestApp } from './test-app';

/** The event payment page's calls (createEventPaymentOrder, verifyEventPayment), as the page makes them. */
export const EVENT_ORDER = `mutation ($reference: String!) {
  createEventPaymentOrder(reference: $reference) { errors { code message } checkout { orderId amount currency receipt keyId step } }
}`;
export const EVENT_VERIFY = `mutation ($input: VerifyEventPaymentInput!) {
  verifyEventPayment(input: $input) {
    errors { code message } outcome message event { status payableNowPaise payableStep plan { paidPaise } documents { number kind } }
  }
}`;

/** Orders, pays in the simulated checkout and verifies an event's next step, as its payment page does. */
export function eventPaymentCalls(app: TestApp) {
  async function order(reference: string) {
    const reply = await gql(app, EVENT_ORDER, { reference });
    const payload = reply.data.createEventPaymentOrder;
    if (!payload.checkout) throw new Error(`order refused: ${JSON.stringify(payload.errors)}`);
    return payload.checkout as { orderId: string; amount: number; receipt: string; step: string };
  }

  function verifyEvent(reference: string, handler: Record<string, string>) {
    return gql(app, EVENT_VERIFY, {
      input: {
        reference,
        razorpayOrderId: handler.razorpay_order_id,
        razorpayPaymentId: handler.razorpay_payment_id,
        razorpaySignature: handler.razorpay_signature,
      },
    });
  }

  /** Pays the next step in the simulated checkout and verifies it, webhooks held until the end. */
  async function payNext(reference: string) {
    const webhooks = holdWebhooks(app);
    const checkout = await order(reference);
    const handler = await payInCheckout(app, checkout.orderId);
    const reply = await verifyEvent(reference, handler);
    await webhooks.deliver();
    return { checkout, handler, payload: reply.data.verifyEventPayment };
  }

  return { order, verifyEvent, payNext };
}
