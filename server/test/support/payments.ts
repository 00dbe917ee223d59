import { parseMail, ParsedMail } from './mail';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { BookingLine } from '../../src/modules/bookings/booking-line.entity';
import { Payment } from '../../src/modules/billing/payments/payment.entity';
import { checkoutSignature, hmacHex } from '../../src/modules/billing/payments/providers/signatures';
import { Refund } from '../../src/modules/billing/payments/refund.entity';
import { SimulatedPayment, SimulatedRefund } from '../../src/modules/billing/payments/simulator/simulated-gateway.entity';
import { SimulatedProvider } from '../../src/modules/billing/payments/simulator/simulated-provider';
import { WebhookEvent } from '../../src/modules/billing/payments/webhook-event.entity';
import { Room } from '../../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './fixtures';
import { call, Reply } from './http';
import { TestApp } from './test-app';

export function simulator(app: TestApp): SimulatedProvider {
  if (!(app.services.paymentProvider instanceof SimulatedProvider))
    throw new Error('the test app should use the simulated provider');
  return app.services.paymentProvider;
}

// ------------------------------------------------------------------------------ the guest's calls

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

/** A held booking with its provider order, for one room. */
export async function heldOrder(app: TestApp, room: Room, checkIn: string, checkOut: string) {
  const reply = await createOrder(app, { quote: quoteFor(room.id, checkIn, checkOut) });
  if (reply.status !== 200) throw new Error(`create-order refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return {
    bookingId: reply.body.data.bookingId as string,
    orderId: reply.body.data.order.id as string,
    amountPaise: reply.body.data.order.amount as number,
  };
}

/** A booking paid in the simulated checkout and verified, with the simulator's webhooks delivered. */
export async function paidBooking(
  app: TestApp,
  checkIn: string,
  checkOut: string,
  roomOverrides: Parameters<typeof createRoom>[1] = {},
) {
  const room = await createRoom(app.services, roomOverrides);
  const order = await heldOrder(app, room, checkIn, checkOut);
  const handler = await payInCheckout(app, order.orderId, 'card');
  const reply = await verify(app, handler);
  if (reply.status !== 200) throw new Error(`verify refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  await simulator(app).webhooks.idle();
  return { ...order, room, paymentId: handler.razorpay_payment_id, handler };
}

/** Ids of the rooms GET /api/rooms/available lists for these dates. */
export async function availableRoomIds(app: TestApp, checkIn: string, checkOut: string): Promise<string[]> {
  const reply = await call(app, 'GET', `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`);
  if (reply.status !== 200) throw new Error(`availability refused: ${reply.status}`);
  return (reply.body.data as { id: string }[]).map((room) => room.id);
}

// ---------------------------------------------------------------------------------------- webhooks

/** A Razorpay event envelope around a payload. */
export function envelope(event: string, payload: Record<string, unknown>) {
  return { entity: 'event', account_id: 'acc_Test', event, contains: Object.keys(payload), payload, created_at: 1_795_000_000 };
}

/** Signs bytes as Razorpay (and the simulator) sign a webhook body. */
export const signBody = (app: TestApp, body: string) => hmacHex(app.config.payments.simulatorSecret, body);

/** Posts exactly these bytes with this signature: for bodies signed over other bytes. */
export async function postRawWebhook(
  app: TestApp,
  body: string,
  signature: string | undefined,
  eventId = `evt_${randomBytes(7).toString('hex')}`,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-event-id': eventId };
  if (signature !== undefined) headers['x-razorpay-signature'] = signature;
  const response = await fetch(`${app.baseUrl}/api/payment/webhook`, { method: 'POST', headers, body });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** Posts a webhook the way Razorpay does: raw JSON, signed with the (simulator's) secret. */
export function postWebhook(
  app: TestApp,
  event: string,
  payload: Record<string, unknown>,
  options: { eventId?: string; secret?: string } = {},
) {
  const body = JSON.stringify(envelope(event, payload));
  return postRawWebhook(app, body, hmacHex(options.secret ?? app.config.payments.simulatorSecret, body), options.eventId);
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

/** order.paid as Razorpay sends it: the payment and the order. */
export function orderPaidPayload(orderId: string, paymentId: string, amountPaise: number) {
  const payment = paymentEntity(orderId, paymentId, amountPaise, 'captured', 'upi');
  return {
    ...payment,
    order: {
      entity: {
        id: orderId,
        entity: 'order',
        amount: amountPaise,
        amount_paid: amountPaise,
        amount_due: 0,
        currency: 'INR',
        status: 'paid',
      },
    },
  };
}

export function newPaymentId(): string {
  return `pay_${randomBytes(7).toString('hex')}`;
}

/** The gateway captured one more payment for this order (a guest paying twice in two tabs). */
export async function captureAtGateway(app: TestApp, orderId: string, amountPaise: number): Promise<string> {
  const id = newPaymentId();
  await app.database.dataSource
    .getRepository(SimulatedPayment)
    .save({ id, orderId, amountPaise, method: 'upi', status: 'captured', refundedPaise: 0 });
  return id;
}

/**
 * Keeps the simulator's webhooks back until `deliver()`, so that a test sees what the app did
 * before they came (a refund still pending, the browser's verify confirming), then lets them in
 * and waits until they are handled.
 */
export function holdWebhooks(app: TestApp) {
  const dispatcher = simulator(app).webhooks;
  const held: Parameters<typeof dispatcher.send>[] = [];
  const send = jest.spyOn(dispatcher, 'send').mockImplementation((...args) => void held.push(args));
  return {
    async deliver() {
      send.mockRestore();
      for (const args of held.splice(0)) dispatcher.send(...args);
      await dispatcher.idle();
    },
  };
}

/**
 * holdWebhooks around every test of the block: the page's own verify is what confirms; after the
 * test (and `beforeDelivering`, e.g. closing its page) the held webhooks go in.
 */
export function holdWebhooksInEachTest(appOf: () => TestApp, beforeDelivering: () => Promise<unknown>): void {
  let webhooks: ReturnType<typeof holdWebhooks> | undefined;
  beforeEach(() => {
    webhooks = holdWebhooks(appOf());
  });
  afterEach(async () => {
    await beforeDelivering();
    await webhooks?.deliver();
  });
}

// ------------------------------------------------------------------------------- what was stored

/** What the database holds now, read straight from the tables. */
export function rows(app: TestApp) {
  const repo = app.database.dataSource.getRepository.bind(app.database.dataSource);
  return {
    booking: (id: string) => repo(Booking).findOneByOrFail({ id }),
    lines: (bookingId: string) => repo(BookingLine).find({ where: { bookingId }, order: { roomName: 'ASC' } }),
    payments: (bookingId: string) => repo(Payment).find({ where: { bookingId }, order: { createdAt: 'ASC' } }),
    refunds: (bookingId: string) => repo(Refund).find({ where: { bookingId }, order: { createdAt: 'ASC' } }),
    simulatedRefunds: (paymentId: string) => repo(SimulatedRefund).findBy({ paymentId }),
    webhookEvents: (id: string) => repo(WebhookEvent).countBy({ id }),
  };
}

/** The outbox's mails about one booking, by what they are: confirmations and tax documents (PDF attached). */
export async function mailsAbout(
  app: TestApp,
  bookCode: string,
): Promise<{ confirmations: ParsedMail[]; documents: ParsedMail[] }> {
  const mails = (await outboxMails(app)).filter((mail) => mail.includes(bookCode)).map((mail) => parseMail(mail));
  const subject = (mail: ParsedMail) => mail.headers.get('subject') ?? '';
  return {
    confirmations: mails.filter((mail) => subject(mail).startsWith('Booking confirmed')),
    documents: mails.filter((mail) => subject(mail).startsWith('Your ')),
  };
}

/**
 * The mails in DATA_DIR/outbox, oldest first, once the message outbox has sent everything due
 * (the app's worker sends them a moment after the act that queued them commits).
 */
export async function outboxMails(app: Pick<TestApp, 'services' | 'config'>): Promise<string[]> {
  await app.services.outbox.drain();
  const dir = path.join(app.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => ({ file: path.join(dir, f), at: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => a.at - b.at || a.file.localeCompare(b.file))
    .map(({ file }) => readFileSync(file, 'utf8'));
}
