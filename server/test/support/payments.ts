import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkoutSignature, hmacHex } from '../../src/modules/payments/providers/signatures';
import { SimulatedProvider } from '../../src/modules/payments/simulator/simulated-provider';
import { call, Reply } from './http';
import { TestApp } from './test-app';

export function simulator(app: TestApp): SimulatedProvider {
  if (!(app.services.paymentProvider instanceof SimulatedProvider))
    throw new Error('the test app should use the simulated provider');
  return app.services.paymentProvider;
}

/** POST /api/payment/create-order with a quote or a booking id. */
export function createOrder(app: TestApp, body: { quote?: unknown; bookingId?: string }): Promise<Reply> {
  return call(app, 'POST', '/api/payment/create-order', { json: body });
}

/** The guest pays in the simulated checkout; answers what its handler receives. */
export async function payInCheckout(app: TestApp, orderId: string, method = 'upi') {
  const reply = await call(app, 'POST', '/api/payment/simulator/pay', { json: { order_id: orderId, method } });
  if (reply.status !== 200) throw new Error(`simulated payment refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** What the checkout handler would receive for this order and payment id, signed as Razorpay does. */
export function signedHandler(app: TestApp, orderId: string, paymentId: string) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(app.config.payments.simulatorSecret, orderId, paymentId),
  };
}

export function verify(app: TestApp, handlerResponse: Record<string, unknown>): Promise<Reply> {
  return call(app, 'POST', '/api/payment/verify', { json: handlerResponse });
}

/** Posts a webhook the way Razorpay does: raw JSON, signed with the (simulator's) secret. */
export async function postWebhook(
  app: TestApp,
  event: string,
  payload: Record<string, unknown>,
  options: { eventId?: string; secret?: string; signature?: string } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = options.signature ?? hmacHex(options.secret ?? app.config.payments.simulatorSecret, body);
  const response = await fetch(`${app.baseUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': options.eventId ?? `evt_${randomBytes(7).toString('hex')}`,
    },
    body,
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** A payment entity as Razorpay puts it in webhooks. */
export function paymentEntity(
  orderId: string,
  paymentId: string,
  amountPaise: number,
  status: 'captured' | 'failed',
  method = 'card',
) {
  return {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount: amountPaise,
        currency: 'INR',
        status,
        order_id: orderId,
        method,
        captured: status === 'captured',
        error_description: status === 'failed' ? 'Card declined by the bank' : null,
      },
    },
  };
}

export function newPaymentId(): string {
  return `pay_${randomBytes(7).toString('hex')}`;
}

/** Confirmation mails written to DATA_DIR/outbox. */
export function outboxMails(app: TestApp): string[] {
  const dir = path.join(app.config.dataDir, 'outbox');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    : [];
}
