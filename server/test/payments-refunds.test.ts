import { SimulatedPayment } from '../src/modules/billing/payments/simulator/simulated-gateway.entity';
import { addDays, calendarDateAt } from '../src/shared/dates';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import {
  availableRoomIds,
  createOrder,
  heldOrder,
  holdWebhooks,
  newPaymentId,
  mailsAbout,
  paidBooking,
  payInCheckout,
  paymentEntity,
  postWebhook,
  rows,
  simulator,
  verify,
} from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const db = () => rows(app);
const idle = () => simulator(app).webhooks.idle();
const cancel = (id: string, auth = token) => call(app, 'POST', `/api/booking/${id}/cancel`, { token: auth });
const terms = (id: string, auth = token) => call(app, 'GET', `/api/booking/${id}/cancellation`, { token: auth });
const ledger = (query = '', auth = token) => call(app, 'GET', `/api/payments${query}`, { token: auth });
const ROOM_GONE = 'Sorry, this room is no longer available for the selected dates. Please choose another room or other dates.';

describe('the hotel cancels a booking, by its policy', () => {
  it('refunds 100% up to 24 h before check-in: pending, then processed; the room is free again', async () => {
    const paid = await paidBooking(app, '2026-12-01', '2026-12-03', { rentPerDay: 2500 });
    expect(await availableRoomIds(app, '2026-12-01', '2026-12-03')).not.toContain(paid.room.id);
    // refund.processed is held back, so the refund is seen pending first.
    const webhooks = holdWebhooks(app);
    const reply = await cancel(paid.bookingId);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Booking cancelled; ₹5000 refund sent to the guest',
      data: {
        refundPercent: 100,
        booking: { status: 'cancelled', paymentStatus: 'refunded' },
        refunds: [{ amount: 5000, reason: 'cancellation' }],
      },
    });
    const [payment] = await db().payments(paid.bookingId);
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: 500000 });
    const [refund] = await db().refunds(paid.bookingId);
    expect(refund).toMatchObject({
      status: 'pending',
      amountPaise: 500000,
      reason: 'cancellation',
      paymentId: payment.id,
      failureReason: null,
    });
    expect(refund.providerRefundId).toMatch(/^rfnd_/);
    expect(await db().simulatedRefunds(paid.paymentId)).toMatchObject([
      { id: refund.providerRefundId, amountPaise: 500000, idempotencyKey: refund.idempotencyKey },
    ]);
    await webhooks.deliver();
    expect((await db().refunds(paid.bookingId))[0]).toMatchObject({ status: 'processed', processedAt: app.clock.now() });
    expect(await availableRoomIds(app, '2026-12-01', '2026-12-03')).toContain(paid.room.id);
    expect((await createOrder(app, { quote: quoteFor(paid.room.id, '2026-12-01', '2026-12-03') })).status).toBe(200);
  });

  it('refunds 50% later than 24 h before check-in (check-in today at 15:00, now 10:00)', async () => {
    const paid = await paidBooking(app, '2026-11-21', '2026-11-22', { rentPerDay: 1234.57 });
    const reply = await cancel(paid.bookingId);
    expect(reply.body.data).toMatchObject({
      refundPercent: 50,
      booking: { status: 'cancelled', paymentStatus: 'partially_refunded' },
    });
    expect(await db().payments(paid.bookingId)).toMatchObject([{ status: 'partially_refunded', refundedPaise: 61729 }]);
    expect(await db().refunds(paid.bookingId)).toMatchObject([{ amountPaise: 61729 }]);
    expect(await db().simulatedRefunds(paid.paymentId)).toMatchObject([{ amountPaise: 61729 }]);
    expect(await availableRoomIds(app, '2026-11-21', '2026-11-22')).toContain(paid.room.id);
  });

  it('shows the terms before cancelling and changes nothing; groups of 5+ rooms are free only up to 7 days before', async () => {
    const paid = await paidBooking(app, '2026-12-05', '2026-12-06', { rentPerDay: 3000 });
    const reply = await terms(paid.bookingId);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      refundPercent: 100,
      rule: 'free',
      paid: 3000,
      refund: 3000,
      freeUntil: '2026-12-04T09:30:00.000Z',
    });
    expect(await db().booking(paid.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await db().refunds(paid.bookingId)).toEqual([]);
    expect(await db().simulatedRefunds(paid.paymentId)).toEqual([]);

    const rooms = await Promise.all([1, 2, 3, 4, 5].map(() => createRoom(app.services, { rentPerDay: 1000 })));
    const bookingInfo = rooms.map((room, i) => ({
      pax: [{ name: `Member ${i}`, adultStatus: 'adult', gender: 'other', age: 30 }],
      roomType: 'Deluxe',
      roomId: room.id,
      roomAmount: 1,
    }));
    const group = await createOrder(app, { quote: quoteFor(rooms[0].id, '2026-11-25', '2026-11-26', { bookingInfo }) });
    await verify(app, await payInCheckout(app, group.body.data.order.id));
    const single = await paidBooking(app, '2026-11-25', '2026-11-26');
    expect((await terms(group.body.data.bookingId)).body.data).toMatchObject({
      rule: 'late',
      refundPercent: 50,
      paid: 5000,
      refund: 2500,
      freeUntil: '2026-11-18T09:30:00.000Z',
    });
    expect((await terms(single.bookingId)).body.data).toMatchObject({ rule: 'free', refundPercent: 100 });
  });

  it('cancelling twice, even at once, refunds once', async () => {
    const paid = await paidBooking(app, '2026-12-07', '2026-12-08');
    const replies = await Promise.all([cancel(paid.bookingId), cancel(paid.bookingId)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await cancel(paid.bookingId)).toMatchObject({ status: 200, body: { data: { booking: { status: 'cancelled' } } } });
    expect(await db().refunds(paid.bookingId)).toHaveLength(1);
    expect(await db().simulatedRefunds(paid.paymentId)).toHaveLength(1);
    expect(await db().payments(paid.bookingId)).toMatchObject([{ status: 'refunded', refundedPaise: paid.amountPaise }]);
  });

  it('cancelling a pay-at-hotel booking refunds nothing, frees the room and leaves nothing to collect', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1500 });
    const cod = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2026-12-09', '2026-12-10'), paymentMethod: 'cod' },
    });
    const pendingBefore = (await ledger()).body.data.totals.pendingAtHotel;
    const reply = await cancel(cod.body.data.bookingId);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Booking cancelled',
      data: { refunds: [], booking: { status: 'cancelled' } },
    });
    expect(await db().refunds(cod.body.data.bookingId)).toEqual([]);
    expect(await availableRoomIds(app, '2026-12-09', '2026-12-10')).toContain(room.id);
    expect((await createOrder(app, { quote: quoteFor(room.id, '2026-12-09', '2026-12-10') })).status).toBe(200);
    expect((await ledger()).body.data.totals.pendingAtHotel).toBe(pendingBefore - 1500);
  });

  it('is for admins only: 401 without a token, and nothing changes', async () => {
    const paid = await paidBooking(app, '2026-12-11', '2026-12-12');
    for (const reply of [
      await cancel(paid.bookingId, ''),
      await terms(paid.bookingId, ''),
      await ledger('', ''),
      await cancel(paid.bookingId, 'not.a.jwt'),
    ]) {
      expect(reply).toMatchObject({ status: 401, body: { success: false } });
    }
    const graphql = await gql(app, 'mutation($id: ID!) { cancelBooking(id: $id) { errors { code } } }', { id: paid.bookingId });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await db().booking(paid.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await db().refunds(paid.bookingId)).toEqual([]);
  });

  it('keeps a refund the provider refuses pending, and retryPending sends it later with the same idempotency key', async () => {
    const paid = await paidBooking(app, '2026-12-13', '2026-12-14');
    const gateway = app.database.dataSource.getRepository(SimulatedPayment);
    const captured = await gateway.findOneByOrFail({ id: paid.paymentId });
    await gateway.delete({ id: paid.paymentId });
    const refundCalls = jest.spyOn(app.services.paymentProvider, 'refund');
    try {
      expect((await cancel(paid.bookingId)).status).toBe(200);
      expect(await db().booking(paid.bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await availableRoomIds(app, '2026-12-13', '2026-12-14')).toContain(paid.room.id);
      const [pending] = await db().refunds(paid.bookingId);
      expect(pending).toMatchObject({ status: 'pending', providerRefundId: null, failureReason: 'The payment was not captured' });

      await gateway.save(captured);
      expect(await app.services.refunds.retryPending()).toBeGreaterThanOrEqual(1);
      const [sent] = await db().refunds(paid.bookingId);
      expect(sent).toMatchObject({ id: pending.id, failureReason: null, idempotencyKey: pending.idempotencyKey });
      expect(sent.providerRefundId).toMatch(/^rfnd_/);
      expect(await db().simulatedRefunds(paid.paymentId)).toMatchObject([
        { idempotencyKey: pending.idempotencyKey, amountPaise: paid.amountPaise },
      ]);
      const keys = refundCalls.mock.calls
        .filter(([input]) => input.paymentId === paid.paymentId)
        .map(([input]) => input.idempotencyKey);
      expect(keys).toEqual([pending.idempotencyKey, pending.idempotencyKey]);
      await app.services.refunds.retryPending();
      expect(await db().simulatedRefunds(paid.paymentId)).toHaveLength(1);
      await idle();
      expect((await db().refunds(paid.bookingId))[0].status).toBe('processed');
    } finally {
      refundCalls.mockRestore();
    }
  });

  it('refunds money that arrives for a booking the hotel already cancelled', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1800 });
    const held = await heldOrder(app, room, '2026-12-15', '2026-12-16');
    expect((await cancel(held.bookingId)).body.data).toMatchObject({ refunds: [], booking: { status: 'cancelled' } });
    expect(await availableRoomIds(app, '2026-12-15', '2026-12-16')).toContain(room.id);
    const reply = await verify(app, await payInCheckout(app, held.orderId));
    expect(reply).toMatchObject({
      status: 409,
      body: { success: false, message: 'This booking was cancelled, so your payment is being refunded.' },
    });
    expect(await db().refunds(held.bookingId)).toMatchObject([{ reason: 'cancellation', amountPaise: 180000 }]);
    expect(await availableRoomIds(app, '2026-12-15', '2026-12-16')).toContain(room.id);
    expect(await db().booking(held.bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });
});

describe('late money: the guest pays after the hold expired', () => {
  // Here the browser's verify comes first: the simulator's webhooks are let in after it.
  let webhooks: ReturnType<typeof holdWebhooks>;
  beforeEach(() => (webhooks = holdWebhooks(app)));
  afterEach(() => webhooks.deliver());

  /** Guest A's order; A's hold expires; guest B takes the same room and dates. */
  async function holdTakenOver(type: string, checkIn: string, checkOut: string) {
    const room = await createRoom(app.services, { type, rentPerDay: 2000 });
    const a = await heldOrder(app, room, checkIn, checkOut);
    app.clock.advanceMinutes(16);
    const b = await heldOrder(app, room, checkIn, checkOut);
    return { room, a, b, bBefore: await db().booking(b.bookingId) };
  }

  it('moves A to another free room of the same type, at the price A paid', async () => {
    const { room, a, b } = await holdTakenOver('Suite', '2026-12-17', '2026-12-18');
    const other = await createRoom(app.services, { type: 'Suite', rentPerDay: 2600 });
    const handler = await payInCheckout(app, a.orderId);
    const reply = await verify(app, handler);
    const moved = 'Payment successful. Your room was taken meanwhile, so we moved you to another room of the same type.';
    expect(reply).toMatchObject({ status: 200, body: { success: true, message: moved } });
    expect(reply.body.data.booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: 2000,
      bookingInfo: [{ roomId: other.id, roomName: other.name }],
    });
    expect(await db().lines(a.bookingId)).toMatchObject([{ roomId: other.id, blocksRoom: true, ratePaise: 200000 }]);
    expect(await db().lines(b.bookingId)).toMatchObject([{ roomId: room.id, blocksRoom: true }]);
    expect(await db().booking(b.bookingId)).toMatchObject({ status: 'held' });
    await webhooks.deliver();
    expect((await mailsAbout(app, reply.body.data.booking.bookCode)).confirmations).toHaveLength(1);
    // The browser retries (or the webhook came first): A is still told about the move.
    expect((await verify(app, handler)).body).toMatchObject({
      success: true,
      message: moved,
      data: { booking: { bookingInfo: [{ roomId: other.id }] } },
    });
  });

  it('moves only the rooms that were taken', async () => {
    const [taken, kept, spare] = await Promise.all(
      [3000, 2000, 2500].map((rent, i) =>
        createRoom(app.services, { type: 'DoubleAC', rentPerDay: rent, name: `DoubleAC late ${i}` }),
      ),
    );
    const bookingInfo = [taken, kept].map((room) => ({
      pax: [{ name: `Pax ${room.name}`, adultStatus: 'adult', gender: 'other', age: 30 }],
      roomType: 'DoubleAC',
      roomId: room.id,
      roomAmount: 1,
    }));
    const a = await createOrder(app, { quote: quoteFor(taken.id, '2026-12-19', '2026-12-20', { bookingInfo }) });
    app.clock.advanceMinutes(16);
    await heldOrder(app, taken, '2026-12-19', '2026-12-20');
    const before = await db().lines(a.body.data.bookingId);
    expect((await verify(app, await payInCheckout(app, a.body.data.order.id))).status).toBe(200);
    const after = await db().lines(a.body.data.bookingId);
    expect(after.find((line) => line.id === before.find((l) => l.roomId === kept.id)!.id)!.roomId).toBe(kept.id);
    expect(after.find((line) => line.id === before.find((l) => l.roomId === taken.id)!.id)!.roomId).toBe(spare.id);
  });

  it('refunds A in full (late_payment) and cancels A when no room of that type is free; B is untouched', async () => {
    const { a, b, bBefore } = await holdTakenOver('Family', '2026-12-21', '2026-12-22');
    const handler = await payInCheckout(app, a.orderId);
    const reply = await verify(app, handler);
    const gone =
      'Your payment arrived after the room hold expired and the room was booked by someone else, so the full amount is being refunded.';
    expect(reply).toMatchObject({
      status: 409,
      body: { success: false, message: gone, data: { refunds: [{ reason: 'late_payment', amount: 2000 }] } },
    });
    expect(await db().booking(a.bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await db().refunds(a.bookingId)).toMatchObject([{ reason: 'late_payment', amountPaise: 200000 }]);
    expect(await db().simulatedRefunds(handler.razorpay_payment_id)).toMatchObject([{ amountPaise: 200000 }]);
    expect(await db().booking(b.bookingId)).toEqual(bBefore);
    expect(await db().lines(b.bookingId)).toMatchObject([{ blocksRoom: true }]);
    await webhooks.deliver();
    expect(await db().refunds(a.bookingId)).toMatchObject([{ status: 'processed' }]);
    // The guest's browser retries: the same answer as the first time, not "Payment successful".
    expect(await verify(app, handler)).toMatchObject({ status: 409, body: { success: false, message: gone } });
  });

  it('tells the guest the same, refunds once, when the verify and the webhook settle late money at the same moment', async () => {
    const gone =
      'Your payment arrived after the room hold expired and the room was booked by someone else, so the full amount is being refunded.';
    const { a } = await holdTakenOver('Standard', '2026-12-25', '2026-12-26');
    const handler = await payInCheckout(app, a.orderId);
    const [, reply] = await Promise.all([webhooks.deliver(), verify(app, handler)]);
    expect(reply).toMatchObject({ status: 409, body: { success: false, message: gone } });
    expect(await db().refunds(a.bookingId)).toMatchObject([{ reason: 'late_payment', amountPaise: 200000 }]);
    expect(await db().simulatedRefunds(handler.razorpay_payment_id)).toHaveLength(1);
    expect(await db().payments(a.bookingId)).toMatchObject([{ settlementOutcome: 'refunded_room_gone' }]);

    webhooks = holdWebhooks(app);
    const { a: moved } = await holdTakenOver('Deluxe', '2026-12-27', '2026-12-28');
    await createRoom(app.services, { type: 'Deluxe', rentPerDay: 2100 });
    const movedHandler = await payInCheckout(app, moved.orderId);
    const [, movedReply] = await Promise.all([webhooks.deliver(), verify(app, movedHandler)]);
    expect(movedReply.body.message).toBe(
      'Payment successful. Your room was taken meanwhile, so we moved you to another room of the same type.',
    );
    expect(await db().payments(moved.bookingId)).toMatchObject([{ settlementOutcome: 'relocated' }]);
  });

  it('just confirms a late payment when the room stayed free', async () => {
    const room = await createRoom(app.services);
    const a = await heldOrder(app, room, '2026-12-23', '2026-12-24');
    app.clock.advanceMinutes(16);
    expect(await availableRoomIds(app, '2026-12-23', '2026-12-24')).toContain(room.id);
    const reply = await verify(app, await payInCheckout(app, a.orderId));
    expect(reply).toMatchObject({
      status: 200,
      body: {
        message: 'Payment successful',
        data: { booking: { status: 'confirmed', paymentStatus: 'paid', bookingInfo: [{ roomId: room.id }] } },
      },
    });
    expect(await availableRoomIds(app, '2026-12-23', '2026-12-24')).not.toContain(room.id);
  });

  it('refuses a new order for A’s booking once the room is taken, changing nothing', async () => {
    const { a, b, bBefore } = await holdTakenOver('Deluxe', '2026-12-25', '2026-12-26');
    const reply = await createOrder(app, { bookingId: a.bookingId });
    expect(reply).toMatchObject({ status: 409, body: { success: false, message: ROOM_GONE } });
    expect((await db().booking(a.bookingId)).status).not.toBe('held');
    expect(await db().booking(b.bookingId)).toEqual(bBefore);
  });
});

describe('the payments ledger', () => {
  it('lists attempts with booking code and guest, filters by status and dates, and its totals add up', async () => {
    const paid = await paidBooking(app, '2026-12-27', '2026-12-28');
    const refunded = await paidBooking(app, '2026-12-27', '2026-12-28', { rentPerDay: 1700 });
    await cancel(refunded.bookingId);
    const failed = await heldOrder(app, await createRoom(app.services), '2026-12-27', '2026-12-28');
    await postWebhook(app, 'payment.failed', paymentEntity(failed.orderId, newPaymentId(), failed.amountPaise, 'failed'));
    const booking = await db().booking(paid.bookingId);
    const all = await ledger();
    expect(all.status).toBe(200);
    const entries: { bookingId: string; status: string; amount: number; refunded: number; createdAt: string }[] =
      all.body.data.payments;
    expect(entries.find((p) => p.bookingId === paid.bookingId)).toMatchObject({
      bookCode: booking.bookCode,
      guestName: booking.userName,
      status: 'paid',
      amount: 2500,
      refunds: [],
    });
    expect(entries.find((p) => p.bookingId === refunded.bookingId)).toMatchObject({
      status: 'refunded',
      amount: 1700,
      refunded: 1700,
      refunds: [{ amount: 1700, reason: 'cancellation' }],
    });
    const paise = (rupees: number) => Math.round(rupees * 100);
    const sum = (list: typeof entries, field: 'amount' | 'refunded') => list.reduce((total, p) => total + paise(p[field]), 0);
    const received = sum(
      entries.filter((p) => ['paid', 'refunded', 'partially_refunded'].includes(p.status)),
      'amount',
    );
    const totals = all.body.data.totals;
    expect([totals.received, totals.refunded, totals.net, totals.pendingAtHotel].map(paise)).toEqual([
      received,
      sum(entries, 'refunded'),
      received - sum(entries, 'refunded'),
      sum(
        entries.filter((p) => p.status === 'pending'),
        'amount',
      ),
    ]);
    expect(totals.attempts).toBe(entries.length);

    const onlyFailed = (await ledger('?status=failed')).body.data;
    expect(onlyFailed.payments.map((p: { bookingId: string }) => p.bookingId)).toContain(failed.bookingId);
    expect(onlyFailed.payments.every((p: { status: string }) => p.status === 'failed')).toBe(true);
    expect(onlyFailed.totals).toMatchObject({ received: 0, attempts: onlyFailed.payments.length });

    const day = calendarDateAt(new Date(entries.find((p) => p.bookingId === paid.bookingId)!.createdAt));
    const [next, prev] = [addDays(day, 1), addDays(day, -1)];
    expect((await ledger(`?from=${day}&to=${day}`)).body.data.payments.map((p: { bookingId: string }) => p.bookingId)).toContain(
      paid.bookingId,
    );
    expect((await ledger(`?from=${next}`)).body.data).toMatchObject({ payments: [], totals: { attempts: 0, received: 0 } });
    expect((await ledger(`?to=${prev}`)).body.data.payments).toEqual([]);
    expect((await ledger('?status=stolen')).status).toBe(400);
    expect((await ledger('?from=yesterday')).status).toBe(400);
  });

  it('answers the same through GraphQL: cancellationTerms, cancelBooking and payments', async () => {
    const paid = await paidBooking(app, '2026-12-29', '2026-12-30', { rentPerDay: 4000 });
    const asAdmin = (query: string, variables: Record<string, unknown> = {}) => gql(app, query, variables, { token });
    const quote = await asAdmin(
      'query($id: ID!) { cancellationTerms(bookingId: $id) { refundPercent paidPaise refundPaise rule freeUntil } }',
      { id: paid.bookingId },
    );
    expect(quote.data.cancellationTerms).toEqual({
      refundPercent: 100,
      paidPaise: 400000,
      refundPaise: 400000,
      rule: 'FREE',
      freeUntil: '2026-12-28T09:30:00.000Z',
    });
    expect(
      (await gql(app, 'query($id: ID!) { cancellationTerms(bookingId: $id) { rule } }', { id: paid.bookingId })).errors?.[0]
        ?.extensions?.code,
    ).toBe('UNAUTHENTICATED');

    const mutation =
      'mutation($id: ID!) { cancelBooking(id: $id) { errors { code } booking { status paymentStatus } refunds { amountPaise reason status } terms { refundPercent } message } }';
    const cancelled = await asAdmin(mutation, { id: paid.bookingId });
    expect(cancelled.data.cancelBooking).toEqual({
      errors: [],
      booking: { status: 'CANCELLED', paymentStatus: 'REFUNDED' },
      refunds: [{ amountPaise: 400000, reason: 'CANCELLATION', status: 'PENDING' }],
      terms: { refundPercent: 100 },
      message: 'Booking cancelled; ₹4000 refund sent to the guest',
    });
    expect((await asAdmin(mutation, { id: '00000000-0000-4000-8000-000000000000' })).data.cancelBooking.errors).toEqual([
      { code: 'BOOKING_NOT_FOUND' },
    ]);
    expect(await db().simulatedRefunds(paid.paymentId)).toHaveLength(1);

    const list = await asAdmin(
      '{ payments(status: REFUNDED) { entries { payment { bookingId status amountPaise refundedPaise booking { bookCode userName } } refunds { amountPaise reason } } totals { receivedPaise refundedPaise netPaise attempts } } }',
    );
    const entry = list.data.payments.entries.find(
      (e: { payment: { bookingId: string } }) => e.payment.bookingId === paid.bookingId,
    );
    const booking = await db().booking(paid.bookingId);
    expect(entry).toEqual({
      payment: {
        bookingId: paid.bookingId,
        status: 'REFUNDED',
        amountPaise: 400000,
        refundedPaise: 400000,
        booking: { bookCode: booking.bookCode, userName: booking.userName },
      },
      refunds: [{ amountPaise: 400000, reason: 'CANCELLATION' }],
    });
    const { totals, entries } = list.data.payments;
    expect(totals.attempts).toBe(entries.length);
    expect(totals.netPaise).toBe(totals.receivedPaise - totals.refundedPaise);
    expect((await gql(app, '{ payments { totals { attempts } } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
