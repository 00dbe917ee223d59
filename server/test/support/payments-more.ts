import { randomBytes } from 'node:crypto';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { BookingLine } from '../../src/modules/bookings/booking-line.entity';
import { Payment } from '../../src/modules/payments/payment.entity';
import { hmacHex } from '../../src/modules/payments/providers/signatures';
import { Refund } from '../../src/modules/payments/refund.entity';
import { SimulatedPayment, SimulatedRefund } from '../../src/modules/payments/simulator/simulated-gateway.entity';
import { WebhookEvent } from '../../src/modules/payments/webhook-event.entity';
import { Room } from '../../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './fixtures';
import { call } from './http';
import { createOrder, payInCheckout, simulator, verify } from './payments';
import { TestApp } from './test-app';

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

/** A Razorpay event envelope around a payload. */
export function envelope(event: string, payload: Record<string, unknown>) {
  return { entity: 'event', account_id: 'acc_Test', event, contains: Object.keys(payload), payload, created_at: 1_795_000_000 };
}

/** order.paid as Razorpay sends it: the payment and the order. */
export function orderPaidPayload(orderId: string, paymentId: string, amountPaise: number) {
  return {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount: amountPaise,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        method: 'upi',
        captured: true,
      },
    },
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

/** The gateway captured one more payment for this order (a guest paying twice in two tabs). */
export async function captureAtGateway(app: TestApp, orderId: string, amountPaise: number): Promise<string> {
  const id = `pay_${randomBytes(7).toString('hex')}`;
  await app.database.dataSource
    .getRepository(SimulatedPayment)
    .save({ id, orderId, amountPaise, method: 'upi', status: 'captured', refundedPaise: 0 });
  return id;
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

/** The IST calendar date of an instant, as the ledger's from/to filters read it. */
export const istDate = (instant: Date) => new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
