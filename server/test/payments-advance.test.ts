import { BookingLine } from '../src/modules/bookings/booking-line.entity';
import { Actor } from '../src/shared/actor';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { checkInAndOut } from './support/tax-documents';
import { call } from './support/http';
import { createOrder, mailsAbout, payInCheckout, rows, simulator, verify } from './support/payments';
import { useTestApp } from './support/test-app';

// Pay part now: ADVANCE_PERCENT=30. A night at ₹2,345 is 234500 paise; 30% is 70350 paise,
// rounded up to a whole rupee: ₹704 now, ₹1,641 at the hotel.
const app = useTestApp({ ADVANCE_PERCENT: '30', MAX_UNPAID_BOOKINGS_PER_GUEST: '1' });
const db = () => rows(app);
const idle = () => simulator(app).webhooks.idle();
const desk: Actor = { adminId: null, label: 'Asha Verma <asha@hotel.example>' };

const advanceOrder = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/payment/create-order', { json: { ...body, part: 'advance' } });

const BOOKING_MONEY = `query ($id: ID!) {
  booking(id: $id) { status paymentStatus totalAmount paidAmount balanceDue documents { kind total } }
}`;
const CREATE_ORDER = `mutation ($quote: QuoteInput, $bookingId: ID, $part: PaymentPart) {
  createPaymentOrder(quote: $quote, bookingId: $bookingId, part: $part) {
    errors { field code message }
    checkout { orderId amount part booking { id status totalPaise } }
  }
}`;
const VERIFY = `mutation ($input: VerifyPaymentInput!) {
  verifyPayment(input: $input) { errors { code message } outcome message booking { id status paymentStatus paidAmount balanceDue } }
}`;

async function advancePaidBooking(checkIn: string, checkOut: string, quote: Record<string, unknown> = {}) {
  const room = await createRoom(app.services, { rentPerDay: 2345 });
  const order = await advanceOrder({ quote: quoteFor(room.id, checkIn, checkOut, quote) });
  expect(order.status).toBe(200);
  const handler = await payInCheckout(app, order.body.data.order.id, 'upi');
  const verified = await verify(app, handler);
  expect(verified.status).toBe(200);
  await idle();
  return { room, bookingId: order.body.data.bookingId as string, order: order.body.data.order, handler, verified };
}

describe('pay part now (ADVANCE_PERCENT) over REST', () => {
  it('offers the advance percent in the payment configuration', async () => {
    const reply = await call(app, 'GET', '/api/payment/config');
    expect(reply.body.data.advancePercent).toBe(30);
  });

  it('orders the advance in paise, rounded up to a whole rupee; paying it confirms the booking with the balance due', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2345 });
    const order = await advanceOrder({ quote: quoteFor(room.id, '2026-12-01', '2026-12-02', { totalAmount: 1 }) });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ part: 'advance', order: { amount: 70400, currency: 'INR' } });
    const bookingId = order.body.data.bookingId;
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', totalPaise: 234500, orderAmountPaise: 70400 });
    expect(await db().payments(bookingId)).toMatchObject([{ status: 'created', amountPaise: 70400 }]);

    const handler = await payInCheckout(app, order.body.data.order.id, 'upi');
    const verified = await verify(app, { ...handler, paymentMethod: 'upi' });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: 'Payment successful',
      data: { booking: { status: 'confirmed', paymentStatus: 'part_paid' }, payment: { status: 'paid', amount: 704 } },
    });
    await idle();
    expect(await db().booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'part_paid', holdExpiresAt: null });
    const money = await gql(app, BOOKING_MONEY, { id: bookingId });
    // The advance gets a receipt voucher; the invoice waits for check-out.
    expect(money.data.booking).toEqual({
      status: 'CONFIRMED',
      paymentStatus: 'PART_PAID',
      totalAmount: 2345,
      paidAmount: 704,
      balanceDue: 1641,
      documents: [{ kind: 'RECEIPT_VOUCHER', total: 704 }],
    });
    expect((await mailsAbout(app, (await db().booking(bookingId)).bookCode)).confirmations).toHaveLength(1);
  });

  it('confirms the booking when the advance arrives by webhook only', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2345 });
    const order = await advanceOrder({ quote: quoteFor(room.id, '2026-12-03', '2026-12-04') });
    await payInCheckout(app, order.body.data.order.id, 'card');
    await idle();
    expect(await db().booking(order.body.data.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'part_paid' });
  });

  it('takes a retry on the advance order after a failed attempt as the advance, not as a wrong amount', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2345 });
    const order = await advanceOrder({ quote: quoteFor(room.id, '2026-12-05', '2026-12-06') });
    await call(app, 'POST', '/api/payment/simulator/fail', { json: { order_id: order.body.data.order.id, method: 'upi' } });
    await idle();
    const retry = await verify(app, await payInCheckout(app, order.body.data.order.id, 'upi'));
    expect(retry.body).toMatchObject({ success: true, data: { booking: { paymentStatus: 'part_paid' } } });
    await idle();
    expect((await db().payments(order.body.data.bookingId)).map((p) => [p.status, p.amountPaise, p.mismatchReason])).toEqual([
      ['failed', 70400, null],
      ['paid', 70400, null],
    ]);
  });

  it('lets the guest switch between the advance and full payment before paying; a stale order paid later goes back', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2345 });
    const advance = await advanceOrder({ quote: quoteFor(room.id, '2026-12-07', '2026-12-08') });
    const bookingId = advance.body.data.bookingId;
    const again = await advanceOrder({ bookingId });
    expect(again.body.data.order.id).toBe(advance.body.data.order.id);
    const full = await createOrder(app, { bookingId });
    expect(full.body.data).toMatchObject({ part: 'full', order: { amount: 234500 } });
    expect(full.body.data.order.id).not.toBe(advance.body.data.order.id);

    const paidFull = await verify(app, await payInCheckout(app, full.body.data.order.id, 'card'));
    expect(paidFull.body.data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // The advance's checkout was left open in another window and is paid too: refunded whole.
    const stale = await verify(app, await payInCheckout(app, advance.body.data.order.id, 'upi'));
    expect(stale.body).toMatchObject({
      success: true,
      message: 'This booking was already paid; the second payment is being refunded.',
    });
    await idle();
    expect(await db().booking(bookingId)).toMatchObject({ paymentStatus: 'paid' });
    expect(await db().refunds(bookingId)).toMatchObject([{ amountPaise: 70400, reason: 'duplicate_payment' }]);
  });

  it('refunds a full order paid after the advance, and keeps the booking part paid', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2345 });
    const full = await createOrder(app, { quote: quoteFor(room.id, '2026-12-09', '2026-12-10') });
    const bookingId = full.body.data.bookingId;
    const advance = await advanceOrder({ bookingId });
    await verify(app, await payInCheckout(app, advance.body.data.order.id, 'upi'));
    const stale = await verify(app, await payInCheckout(app, full.body.data.order.id, 'card'));
    expect(stale.body.message).toBe('This booking was already paid; the second payment is being refunded.');
    await idle();
    expect(await db().booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'part_paid' });
    expect(await db().refunds(bookingId)).toMatchObject([{ amountPaise: 234500, reason: 'duplicate_payment' }]);
  });

  it('makes no second online order once the advance is paid: the desk collects the balance, and check-out invoices the stay', async () => {
    const { bookingId } = await advancePaidBooking('2026-12-11', '2026-12-12');
    const again = await createOrder(app, { bookingId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: 'The advance for this booking is paid. Please pay the balance at the hotel.',
    });
    await expect(app.services.deskPayments.record(desk, { bookingId, amount: 1642, method: 'CASH' })).rejects.toThrow(
      'The balance due is ₹1,641; the desk cannot take more than that.',
    );
    await app.services.deskPayments.record(desk, { bookingId, amount: 1641, method: 'CASH' });
    const money = await gql(app, BOOKING_MONEY, { id: bookingId });
    expect(money.data.booking).toMatchObject({
      paymentStatus: 'PAID',
      paidAmount: 2345,
      balanceDue: 0,
      documents: [
        { kind: 'RECEIPT_VOUCHER', total: 704 },
        { kind: 'RECEIPT_VOUCHER', total: 1641 },
      ],
    });
    await checkInAndOut(app, { id: bookingId, checkIn: '2026-12-11' });
    const after = await gql(app, BOOKING_MONEY, { id: bookingId });
    expect(after.data.booking.documents).toEqual([
      { kind: 'RECEIPT_VOUCHER', total: 704 },
      { kind: 'RECEIPT_VOUCHER', total: 1641 },
      { kind: 'INVOICE', total: 2345 },
    ]);
  });

  it('refuses an unknown part, and a part payment of what is not a booking, changing nothing', async () => {
    const room = await createRoom(app.services);
    const reply = await call(app, 'POST', '/api/payment/create-order', {
      json: { quote: quoteFor(room.id, '2026-12-13', '2026-12-14'), part: 'half' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: 'Choose to pay in full or the advance.' });
    expect(await app.database.dataSource.getRepository(BookingLine).countBy({ roomId: room.id })).toBe(0);
  });
});

describe('cancelling a booking whose advance is paid: the policy applies to what was paid', () => {
  let token: string;
  beforeAll(async () => (token = await app.adminToken()));

  it('refunds the whole advance in the free window', async () => {
    const { bookingId } = await advancePaidBooking('2026-12-20', '2026-12-21');
    const reply = await call(app, 'POST', `/api/booking/${bookingId}/cancel`, { token });
    expect(reply.body.data).toMatchObject({ refundPercent: 100, booking: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect(await db().refunds(bookingId)).toMatchObject([{ amountPaise: 70400, reason: 'cancellation' }]);
  });

  it('refunds half the advance within 24 hours of check-in, and nothing more is owed', async () => {
    const { bookingId } = await advancePaidBooking('2026-11-21', '2026-11-22');
    const reply = await call(app, 'POST', `/api/booking/${bookingId}/cancel`, { token });
    expect(reply.body.data).toMatchObject({
      refundPercent: 50,
      booking: { status: 'cancelled', paymentStatus: 'partially_refunded' },
    });
    expect(await db().refunds(bookingId)).toMatchObject([{ amountPaise: 35200 }]);
    expect((await gql(app, BOOKING_MONEY, { id: bookingId })).data.booking).toMatchObject({ paidAmount: 352, balanceDue: 0 });
  });
});

describe('the abuse limits: a paid advance is money down, not an unpaid booking', () => {
  it('lets a guest whose bookings have their advance paid book again (MAX_UNPAID_BOOKINGS_PER_GUEST=1)', async () => {
    const guest = { userEmail: 'advance.guest@example.com', phone: '9811122233' };
    await advancePaidBooking('2027-01-05', '2027-01-06', guest);
    await advancePaidBooking('2027-01-07', '2027-01-08', guest);
    const room = await createRoom(app.services);
    const third = await createOrder(app, { quote: quoteFor(room.id, '2027-01-09', '2027-01-10', guest) });
    expect(third.status).toBe(200);
    // That hold is unpaid while it lives: the next one is refused.
    const fourthRoom = await createRoom(app.services);
    const fourth = await advanceOrder({ quote: quoteFor(fourthRoom.id, '2027-01-11', '2027-01-12', guest) });
    expect(fourth.status).toBe(429);
  });

  it('takes an advance for a stay longer than pay at hotel allows (PAY_AT_HOTEL_MAX_NIGHTS 7)', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1000 });
    const quote = quoteFor(room.id, '2027-02-01', '2027-02-11');
    const cod = await call(app, 'POST', '/api/payment/cod', { json: { quote, paymentMethod: 'cod', paymentStatus: 'pending' } });
    expect(cod.status).toBe(400);
    const order = await advanceOrder({ quote });
    expect(order.body.data.order.amount).toBe(300000);
  });
});

describe('pay part now over GraphQL', () => {
  it('tells the percent, orders the advance and verifies it', async () => {
    expect((await gql(app, '{ paymentConfig { advancePercent } }')).data.paymentConfig).toEqual({ advancePercent: 30 });
    const room = await createRoom(app.services, { rentPerDay: 2345 });
    const created = await gql(app, CREATE_ORDER, { quote: quoteFor(room.id, '2027-03-01', '2027-03-02'), part: 'ADVANCE' });
    const checkout = created.data.createPaymentOrder.checkout;
    expect(checkout).toMatchObject({ amount: 70400, part: 'ADVANCE', booking: { status: 'HELD', totalPaise: 234500 } });
    const handler = await payInCheckout(app, checkout.orderId, 'upi');
    const verified = await gql(app, VERIFY, { input: { ...handler, paymentMethod: 'UPI' } });
    expect(verified.data.verifyPayment).toMatchObject({
      errors: [],
      outcome: 'CONFIRMED',
      booking: { status: 'CONFIRMED', paymentStatus: 'PART_PAID', paidAmount: 704, balanceDue: 1641 },
    });
    await idle();
    // The guest's payment reference is the provider's id of the payment that paid.
    const reference = await gql(app, 'query ($id: ID!) { booking(id: $id) { paymentReference guests { adults children } } }', {
      id: checkout.booking.id,
    });
    expect(reference.data.booking).toEqual({
      paymentReference: handler.razorpay_payment_id,
      guests: { adults: 1, children: 0 },
    });
    const again = await gql(app, CREATE_ORDER, { bookingId: checkout.booking.id });
    expect(again.data.createPaymentOrder.errors).toEqual([
      {
        field: 'bookingId',
        code: 'ADVANCE_PAID',
        message: 'The advance for this booking is paid. Please pay the balance at the hotel.',
      },
    ]);
  });
});
