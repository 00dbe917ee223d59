import { createRoom } from './support/fixtures';
import {
  availableRoomIds,
  captureAtGateway,
  envelope,
  heldOrder,
  newPaymentId,
  orderPaidPayload,
  mailsAbout,
  paidBooking,
  payInCheckout,
  paymentEntity,
  postRawWebhook,
  postWebhook,
  rows,
  signBody,
  signedHandler,
  simulator,
  verify,
} from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const db = () => rows(app);
/** The booking confirmations mailed about a booking (its tax documents go in mails of their own). */
const mailsFor = async (bookCode: string) => (await mailsAbout(app, bookCode)).confirmations;

/** A held booking with an order, nobody has paid yet. */
async function unpaid(checkIn: string, checkOut: string) {
  const room = await createRoom(app.services, { rentPerDay: 2100 });
  return { room, ...(await heldOrder(app, room, checkIn, checkOut)) };
}

describe('webhook signatures: over the raw bytes, before anything is parsed', () => {
  it('refuses bad signatures with 401 and changes nothing; the genuine delivery of that event id still counts', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2026-12-01', '2026-12-02');
    const paymentId = newPaymentId();
    const compact = JSON.stringify(envelope('payment.captured', paymentEntity(orderId, paymentId, amountPaise, 'captured')));
    const spaced = JSON.stringify(JSON.parse(compact), null, 2);
    const eventId = 'evt_SignatureTest01';
    const forged = [
      await postRawWebhook(app, spaced, signBody(app, compact), eventId), // same content, other bytes
      await postRawWebhook(app, compact, signBody(app, spaced), eventId),
      await postRawWebhook(app, compact, undefined, eventId),
      await postRawWebhook(app, compact, 'not-hex', eventId),
      await postWebhook(app, 'payment.captured', paymentEntity(orderId, paymentId, amountPaise, 'captured'), {
        eventId,
        secret: 'someone-elses-secret',
      }),
      // Not even JSON: refused for its signature, not for its syntax.
      await postRawWebhook(app, '{"event": "payment.captured", broken', 'ab'.repeat(32), eventId),
    ];
    for (const reply of forged) expect(reply).toMatchObject({ status: 401, body: { success: false } });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect((await db().payments(bookingId)).map((p) => p.status)).toEqual(['created']);
    expect(await db().webhookEvents(eventId)).toBe(0);

    const genuine = await postRawWebhook(app, spaced, signBody(app, spaced), eventId);
    expect(genuine).toMatchObject({ status: 200, body: { success: true, status: 'processed' } });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('webhooks confirm a booking whose browser never came back', () => {
  it('payment.captured confirms the booking as paid and mails the guest once; the late verify changes nothing', async () => {
    const { bookingId, orderId, amountPaise, room } = await unpaid('2026-12-03', '2026-12-05');
    const paymentId = await captureAtGateway(app, orderId, amountPaise);
    const reply = await postWebhook(
      app,
      'payment.captured',
      paymentEntity(orderId, paymentId, amountPaise, 'captured', 'netbanking'),
    );
    expect(reply).toMatchObject({ status: 200, body: { success: true, status: 'processed' } });
    const booking = await db().booking(bookingId);
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'netbanking',
      holdExpiresAt: null,
    });
    expect(await db().payments(bookingId)).toMatchObject([
      { status: 'paid', razorpayPaymentId: paymentId, amountPaise, method: 'netbanking', paidAt: app.clock.now() },
    ]);
    expect(await mailsFor(booking.bookCode)).toHaveLength(1);
    expect(await availableRoomIds(app, '2026-12-03', '2026-12-05')).not.toContain(room.id);

    // The guest's browser comes back after all: same answer, no second mail or ledger row.
    expect((await verify(app, signedHandler(app, orderId, paymentId))).body).toMatchObject({
      success: true,
      data: { booking: { paymentStatus: 'paid' } },
    });
    expect(await db().payments(bookingId)).toHaveLength(1);
    expect(await mailsFor(booking.bookCode)).toHaveLength(1);
  });

  it('records the method the provider reports when the browser’s verify named none', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2026-12-03', '2026-12-04');
    const paymentId = await captureAtGateway(app, orderId, amountPaise);
    expect((await verify(app, signedHandler(app, orderId, paymentId))).status).toBe(200);
    expect(await db().payments(bookingId)).toMatchObject([{ status: 'paid', razorpayPaymentId: paymentId, method: 'upi' }]);
    expect(await db().booking(bookingId)).toMatchObject({ paymentMethod: 'upi' });
  });

  it('answers a repeated event id with status duplicate and changes nothing, even delivered at the same time', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2026-12-06', '2026-12-07');
    const payload = paymentEntity(orderId, newPaymentId(), amountPaise, 'captured');
    const first = await postWebhook(app, 'payment.captured', payload, { eventId: 'evt_RepeatedEvent01' });
    expect(first.body).toMatchObject({ success: true, status: 'processed' });
    const before = await db().booking(bookingId);
    const again = await postWebhook(app, 'payment.captured', payload, { eventId: 'evt_RepeatedEvent01' });
    expect(again).toMatchObject({ status: 200, body: { success: true, status: 'duplicate' } });
    expect((await db().booking(bookingId)).updatedAt).toEqual(before.updatedAt);
    expect(await db().payments(bookingId)).toHaveLength(1);
    expect(await db().webhookEvents('evt_RepeatedEvent01')).toBe(1);
    expect(await mailsFor(before.bookCode)).toHaveLength(1);

    const other = await unpaid('2026-12-06', '2026-12-07');
    const twin = paymentEntity(other.orderId, newPaymentId(), other.amountPaise, 'captured');
    const replies = await Promise.all(
      [1, 2, 3].map(() => postWebhook(app, 'payment.captured', twin, { eventId: 'evt_RepeatedEvent02' })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await db().payments(other.bookingId)).toMatchObject([{ status: 'paid' }]);
    expect(await mailsFor((await db().booking(other.bookingId)).bookCode)).toHaveLength(1);
  });

  it('order.paid after payment.captured for the same payment leaves one paid ledger row; order.paid alone confirms', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2026-12-08', '2026-12-09');
    const paymentId = newPaymentId();
    await postWebhook(app, 'payment.captured', paymentEntity(orderId, paymentId, amountPaise, 'captured'));
    const paid = await postWebhook(app, 'order.paid', orderPaidPayload(orderId, paymentId, amountPaise));
    expect(paid.status).toBe(200);
    expect(await db().payments(bookingId)).toMatchObject([{ status: 'paid', razorpayPaymentId: paymentId }]);
    expect(await db().refunds(bookingId)).toEqual([]);

    const alone = await unpaid('2026-12-08', '2026-12-09');
    expect(
      (await postWebhook(app, 'order.paid', orderPaidPayload(alone.orderId, newPaymentId(), alone.amountPaise))).body.status,
    ).toBe('processed');
    expect(await db().booking(alone.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('failures, in any order', () => {
  it('payment.failed then payment.captured for the same payment: confirmed', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2026-12-10', '2026-12-11');
    const paymentId = newPaymentId();
    await postWebhook(app, 'payment.failed', paymentEntity(orderId, paymentId, amountPaise, 'failed'));
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held' });
    await postWebhook(app, 'payment.captured', paymentEntity(orderId, paymentId, amountPaise, 'captured'));
    expect(await db().booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await db().payments(bookingId)).toMatchObject([{ status: 'paid', razorpayPaymentId: paymentId, failureReason: null }]);
  });

  it('payment.captured then a late payment.failed: stays paid', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2026-12-12', '2026-12-13');
    const paymentId = newPaymentId();
    await postWebhook(app, 'payment.captured', paymentEntity(orderId, paymentId, amountPaise, 'captured'));
    const late = await postWebhook(app, 'payment.failed', paymentEntity(orderId, paymentId, amountPaise, 'failed'));
    expect(late.status).toBe(200);
    expect(await db().booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await db().payments(bookingId)).toMatchObject([{ status: 'paid', failureReason: null }]);
  });

  it('payment.failed alone: the ledger row is failed with the reason, the booking still holds the room', async () => {
    const { bookingId, orderId, amountPaise, room } = await unpaid('2026-12-14', '2026-12-15');
    const paymentId = newPaymentId();
    const reply = await postWebhook(app, 'payment.failed', paymentEntity(orderId, paymentId, amountPaise, 'failed', 'card'));
    expect(reply).toMatchObject({ status: 200, body: { status: 'processed' } });
    expect(await db().payments(bookingId)).toMatchObject([
      { status: 'failed', razorpayPaymentId: paymentId, method: 'card', failureReason: 'Card declined by the bank' },
    ]);
    const booking = await db().booking(bookingId);
    expect(booking.status).toBe('held');
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThan(app.clock.now().getTime());
    expect(await availableRoomIds(app, '2026-12-14', '2026-12-15')).not.toContain(room.id);
    expect(await mailsFor(booking.bookCode)).toHaveLength(0);
  });

  it('a webhook for an order we never made, or an event we do not use, answers 200 ignored', async () => {
    const unknown = await postWebhook(
      app,
      'payment.captured',
      paymentEntity('order_Unknown0000000', newPaymentId(), 1000, 'captured'),
    );
    expect(unknown).toMatchObject({ status: 200, body: { success: true, status: 'ignored' } });
    const failed = await postWebhook(
      app,
      'payment.failed',
      paymentEntity('order_Unknown0000001', newPaymentId(), 1000, 'failed'),
    );
    expect(failed).toMatchObject({ status: 200 });
    expect(
      (await postWebhook(app, 'payment.authorized', paymentEntity('order_Unknown0000002', newPaymentId(), 1000, 'captured'))).body
        .status,
    ).toBe('ignored');
    const payments = await app.database.dataSource.query(
      `SELECT count(*)::int AS n FROM payment WHERE razorpay_order_id LIKE 'order_Unknown%'`,
    );
    expect(payments[0].n).toBe(0);
  });
});

describe('the simulator’s own webhooks', () => {
  it('confirm the booking after the guest paid in the checkout, without any verify call', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2026-12-16', '2026-12-18');
    const handler = await payInCheckout(app, orderId, 'wallet');
    await simulator(app).webhooks.idle();
    const booking = await db().booking(bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'wallet' });
    expect(await db().payments(bookingId)).toMatchObject([
      { status: 'paid', razorpayPaymentId: handler.razorpay_payment_id, amountPaise, method: 'wallet' },
    ]);
    expect(await mailsFor(booking.bookCode)).toHaveLength(1);
  });

  it('refund a second successful payment for a booking already paid, as a duplicate', async () => {
    const first = await paidBooking(app, '2026-12-19', '2026-12-20', { rentPerDay: 3100 });
    const second = await captureAtGateway(app, first.orderId, first.amountPaise);
    const reply = await postWebhook(app, 'payment.captured', paymentEntity(first.orderId, second, first.amountPaise, 'captured'));
    expect(reply).toMatchObject({ status: 200, body: { status: 'processed' } });

    expect(await db().booking(first.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const payments = await db().payments(first.bookingId);
    expect(payments.map((p) => [p.razorpayPaymentId, p.status])).toEqual([
      [first.paymentId, 'paid'],
      [second, 'refunded'],
    ]);
    const refunds = await db().refunds(first.bookingId);
    expect(refunds).toMatchObject([{ paymentId: payments[1].id, amountPaise: 310000, reason: 'duplicate_payment' }]);
    expect(refunds[0].providerRefundId).toMatch(/^rfnd_/);
    expect(await db().simulatedRefunds(second)).toMatchObject([
      { id: refunds[0].providerRefundId, amountPaise: 310000, idempotencyKey: refunds[0].idempotencyKey },
    ]);
    expect(await db().simulatedRefunds(first.paymentId)).toEqual([]);
    await simulator(app).webhooks.idle();
    expect((await db().refunds(first.bookingId))[0]).toMatchObject({ status: 'processed' });
    expect(await mailsFor((await db().booking(first.bookingId)).bookCode)).toHaveLength(1);
  });
});
