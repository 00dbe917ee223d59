import { Booking } from '../src/modules/bookings/booking.entity';
import { BookingLine } from '../src/modules/bookings/booking-line.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { createOrder, mailsAbout, payInCheckout, signedHandler, simulator, verify } from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const bookingRow = (id: string) => app.database.dataSource.getRepository(Booking).findOneByOrFail({ id });
const paymentsOf = (bookingId: string) =>
  app.database.dataSource.getRepository(Payment).find({ where: { bookingId }, order: { createdAt: 'ASC' } });

describe('paying online through the simulated checkout', () => {
  it('creates an order for a quote in paise, with the server’s total, holding the room', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2500 });
    const reply = await createOrder(app, { quote: quoteFor(room.id, '2026-12-01', '2026-12-03', { totalAmount: 1 }) });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      data: { order: { amount: 500000, currency: 'INR' }, keyId: 'rzp_test_simulated' },
    });
    expect(reply.body.data.order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const booking = await bookingRow(reply.body.data.bookingId);
    expect(booking).toMatchObject({ status: 'held', totalPaise: 500000, razorpayOrderId: reply.body.data.order.id });
    expect(reply.body.data.order.receipt).toBe(booking.bookCode);
    expect(await paymentsOf(booking.id)).toMatchObject([
      { status: 'created', amountPaise: 500000, razorpayOrderId: booking.razorpayOrderId },
    ]);
  });

  it('answers the same order while the hold lives: nobody pays twice for one stay', async () => {
    const room = await createRoom(app.services);
    const first = await createOrder(app, { quote: quoteFor(room.id, '2026-12-05', '2026-12-06') });
    const again = await createOrder(app, { bookingId: first.body.data.bookingId });
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    expect(await paymentsOf(first.body.data.bookingId)).toHaveLength(1);
  });

  it('confirms the booking as paid when the checkout answer is signed, once, and mails the guest', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1800 });
    const order = await createOrder(app, { quote: quoteFor(room.id, '2026-12-07', '2026-12-09') });
    const handler = await payInCheckout(app, order.body.data.order.id, 'card');
    const reply = await verify(app, { ...handler, paymentMethod: 'card' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Payment successful',
      data: { booking: { paymentStatus: 'paid', status: 'confirmed', totalAmount: 3600 }, payment: { status: 'paid' } },
    });

    const repeat = await verify(app, handler);
    expect(repeat.status).toBe(200);
    await simulator(app).webhooks.idle();
    const booking = await bookingRow(order.body.data.bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'card', holdExpiresAt: null });
    const payments = await paymentsOf(booking.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'paid', razorpayPaymentId: handler.razorpay_payment_id, amountPaise: 360000 });
    const mails = await mailsAbout(app, booking.bookCode);
    expect(mails.confirmations).toHaveLength(1);
    // Paid in full before the stay: an advance, so its receipt voucher goes out, its PDF attached
    // (the tax invoice follows at check-out).
    expect(mails.documents.map((mail) => mail.headers.get('subject'))).toEqual([
      expect.stringMatching(/^Your receipt voucher RV\/26-27\/\d{4} /),
    ]);
    expect(mails.documents[0].attachments).toEqual([
      expect.objectContaining({ contentType: expect.stringContaining('application/pdf') }),
    ]);
  });

  it.each([
    [
      'a tampered signature',
      (h: Record<string, string>) => ({
        ...h,
        razorpay_signature: h.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ],
    ['a missing signature', (h: Record<string, string>) => ({ ...h, razorpay_signature: '' })],
    ['another payment id', (h: Record<string, string>) => ({ ...h, razorpay_payment_id: 'pay_Forged00000000' })],
    ['an unknown order', (h: Record<string, string>) => ({ ...h, razorpay_order_id: 'order_Unknown0000000' })],
  ])('refuses %s with “Payment verification failed” and changes nothing', async (_label, tamper) => {
    const room = await createRoom(app.services);
    const order = await createOrder(app, { quote: quoteFor(room.id, '2026-12-10', '2026-12-11') });
    // A correctly signed answer (the formula and secret the checkout uses), then tampered with.
    const handler = signedHandler(app, order.body.data.order.id, 'pay_Genuine0000000');
    expect(
      app.services.paymentProvider.checkoutSignatureMatches(
        handler.razorpay_order_id,
        handler.razorpay_payment_id,
        handler.razorpay_signature,
      ),
    ).toBe(true);
    const reply = await verify(app, tamper(handler));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: 'Payment verification failed' });
    expect(await bookingRow(order.body.data.bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect((await paymentsOf(order.body.data.bookingId)).map((p) => p.status)).toEqual(['created']);
  });

  it('refuses a payment of one booking presented for another booking’s order', async () => {
    const [roomA, roomB] = [await createRoom(app.services), await createRoom(app.services)];
    const orderA = await createOrder(app, { quote: quoteFor(roomA.id, '2026-12-12', '2026-12-13') });
    const orderB = await createOrder(app, { quote: quoteFor(roomB.id, '2026-12-12', '2026-12-13') });
    const paidA = await payInCheckout(app, orderA.body.data.order.id);
    const reply = await verify(app, { ...paidA, razorpay_order_id: orderB.body.data.order.id });
    expect(reply.status).toBe(400);
    await simulator(app).webhooks.idle();
    expect(await bookingRow(orderB.body.data.bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
  });

  it('refuses an order for a booking that is already paid', async () => {
    const room = await createRoom(app.services);
    const order = await createOrder(app, { quote: quoteFor(room.id, '2026-12-14', '2026-12-15') });
    await verify(app, await payInCheckout(app, order.body.data.order.id));
    const again = await createOrder(app, { bookingId: order.body.data.bookingId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is already paid.');
  });

  it('answers the spec’s message when no booking is given, and 404 for an unknown one', async () => {
    expect((await createOrder(app, {})).body).toMatchObject({
      success: false,
      message: 'No booking information found. Please start a new booking.',
    });
    expect((await createOrder(app, { bookingId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});

describe('pay at hotel', () => {
  it('confirms the booking with payment pending, records the promise, mails the guest, and is safe to repeat', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2000 });
    const reply = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2026-12-20', '2026-12-23'), paymentMethod: 'cod', paymentStatus: 'pending' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      data: { booking: { status: 'confirmed', paymentStatus: 'pending', totalAmount: 6000 } },
    });
    const bookingId = reply.body.data.bookingId;
    const again = await call(app, 'POST', '/api/payment/cod', {
      json: { bookingId, paymentMethod: 'cod', paymentStatus: 'pending' },
    });
    expect(again.body.data.bookingId).toBe(bookingId);
    expect(await paymentsOf(bookingId)).toMatchObject([
      { provider: 'hotel', method: 'cod', status: 'pending', amountPaise: 600000 },
    ]);
    const booking = await bookingRow(bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', paymentMethod: 'cod', holdExpiresAt: null });
    // Pay at hotel: confirmed, nothing invoiced until the money comes (at check-out at the latest).
    expect(await mailsAbout(app, booking.bookCode)).toMatchObject({ confirmations: [{}], documents: [] });
  });

  it('refuses any method but cod with “Unsupported payment method”', async () => {
    const room = await createRoom(app.services);
    const reply = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2026-12-24', '2026-12-25'), paymentMethod: 'cheque' },
    });
    expect(reply).toMatchObject({ status: 400, body: { success: false, message: 'Unsupported payment method' } });
  });

  it('lets a pay-at-hotel guest pay online later', async () => {
    const room = await createRoom(app.services);
    const cod = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2026-12-26', '2026-12-27'), paymentMethod: 'cod' },
    });
    const order = await createOrder(app, { bookingId: cod.body.data.bookingId });
    expect(order.status).toBe(200);
    const reply = await verify(app, await payInCheckout(app, order.body.data.order.id));
    expect(reply.body.data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('without ADVANCE_PERCENT (the default)', () => {
  it('offers no part payment and refuses one, holding nothing', async () => {
    expect((await call(app, 'GET', '/api/payment/config')).body.data.advancePercent).toBe(0);
    const room = await createRoom(app.services);
    const reply = await call(app, 'POST', '/api/payment/create-order', {
      json: { quote: quoteFor(room.id, '2026-12-13', '2026-12-14'), part: 'advance' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Paying part now is not offered. Please pay in full or at the hotel.');
    expect(await app.database.dataSource.getRepository(BookingLine).countBy({ roomId: room.id })).toBe(0);
  });
});
