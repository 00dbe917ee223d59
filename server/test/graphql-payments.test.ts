import { Booking } from '../src/modules/bookings/booking.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { payInCheckout, signedHandler, simulator } from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const CREATE_ORDER = `mutation ($quote: QuoteInput, $bookingId: ID) {
  createPaymentOrder(quote: $quote, bookingId: $bookingId) {
    errors { field code message }
    checkout { orderId amount currency receipt keyId booking { id bookCode status totalPaise } }
  }
}`;
const VERIFY = `mutation ($input: VerifyPaymentInput!) {
  verifyPayment(input: $input) { errors { code message } outcome message booking { id status paymentStatus } payment { status razorpayPaymentId amountPaise } }
}`;
const PAY_AT_HOTEL = `mutation ($quote: QuoteInput, $bookingId: ID) {
  payAtHotel(quote: $quote, bookingId: $bookingId) { errors { field code message } booking { id status paymentStatus paymentMethod totalAmount } }
}`;

describe('payments over GraphQL', () => {
  it('tells the browser which checkout to load', async () => {
    const response = await gql(app, '{ paymentConfig { provider keyId checkoutScriptUrl } }');
    expect(response.data.paymentConfig).toEqual({
      provider: 'SIMULATED',
      keyId: 'rzp_test_simulated',
      checkoutScriptUrl: '/payments/simulated-checkout.js',
    });
  });

  it('creates the order for a quote, reuses it, and confirms after a signed checkout answer', async () => {
    const room = await createRoom(app.services, { rentPerDay: 999.5 });
    const created = await gql(app, CREATE_ORDER, { quote: quoteFor(room.id, '2026-12-01', '2026-12-03', { totalAmount: 1 }) });
    const checkout = created.data.createPaymentOrder.checkout;
    expect(created.data.createPaymentOrder.errors).toEqual([]);
    expect(checkout).toMatchObject({
      amount: 199900,
      currency: 'INR',
      keyId: 'rzp_test_simulated',
      booking: { status: 'HELD', totalPaise: 199900 },
    });
    expect(checkout.receipt).toBe(checkout.booking.bookCode);

    const again = await gql(app, CREATE_ORDER, { bookingId: checkout.booking.id });
    expect(again.data.createPaymentOrder.checkout.orderId).toBe(checkout.orderId);

    const handler = await payInCheckout(app, checkout.orderId, 'netbanking');
    const verified = await gql(app, VERIFY, { input: { ...handler, paymentMethod: 'NETBANKING' } });
    expect(verified.data.verifyPayment).toMatchObject({
      errors: [],
      outcome: 'CONFIRMED',
      booking: { status: 'CONFIRMED', paymentStatus: 'PAID' },
      payment: { status: 'PAID', razorpayPaymentId: handler.razorpay_payment_id, amountPaise: 199900 },
    });
    await simulator(app).webhooks.idle();
    expect(await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: checkout.booking.id })).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'netbanking',
    });
    // The payment's booking is the hotel's to read (the ledger); a guest's answer leaves it out.
    const again2 = await gql(
      app,
      `mutation ($input: VerifyPaymentInput!) { verifyPayment(input: $input) { payment { booking { id } } } }`,
      {
        input: { ...handler, paymentMethod: 'NETBANKING' },
      },
    );
    expect(again2.data.verifyPayment.payment).toEqual({ booking: null });
  });

  it('answers a forged checkout answer with the spec’s user error and changes nothing', async () => {
    const room = await createRoom(app.services);
    const created = await gql(app, CREATE_ORDER, { quote: quoteFor(room.id, '2026-12-05', '2026-12-06') });
    const { orderId, booking } = created.data.createPaymentOrder.checkout;
    const forged = { ...signedHandler(app, orderId, 'pay_Genuine0000000'), razorpay_payment_id: 'pay_Other00000000' };
    const verified = await gql(app, VERIFY, { input: forged });
    expect(verified.data.verifyPayment.errors).toEqual([
      { code: 'PAYMENT_VERIFICATION_FAILED', message: 'Payment verification failed' },
    ]);
    expect(await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: booking.id })).toMatchObject({
      status: 'held',
      paymentStatus: 'pending',
    });
  });

  it('answers a taken room with DATES_UNAVAILABLE and writes nothing', async () => {
    const room = await createRoom(app.services);
    await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, '2026-12-08', '2026-12-10') });
    const before = await app.database.dataSource.getRepository(Booking).count();
    const second = await gql(app, CREATE_ORDER, { quote: quoteFor(room.id, '2026-12-09', '2026-12-11') });
    expect(second.data.createPaymentOrder.errors[0]).toMatchObject({ code: 'DATES_UNAVAILABLE' });
    expect(await app.database.dataSource.getRepository(Booking).count()).toBe(before);
  });

  it('confirms pay-at-hotel bookings with payment pending', async () => {
    const room = await createRoom(app.services, { rentPerDay: 1500 });
    const response = await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, '2026-12-12', '2026-12-14') });
    expect(response.data.payAtHotel).toMatchObject({
      errors: [],
      booking: { status: 'CONFIRMED', paymentStatus: 'PENDING', paymentMethod: 'COD', totalAmount: 3000 },
    });
  });

  it('reports a missing booking with the spec’s message', async () => {
    const response = await gql(app, CREATE_ORDER, {});
    expect(response.data.createPaymentOrder.errors).toEqual([
      { field: 'bookingId', code: 'BOOKING_REQUIRED', message: 'No booking information found. Please start a new booking.' },
    ]);
  });

  it('prices a quote on the server without booking anything', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2200 });
    const before = await app.database.dataSource.getRepository(Booking).count();
    const response = await gql(
      app,
      `query ($quote: QuoteInput!) { priceQuote(quote: $quote) { nights totalPaise totalAmount lines { roomId ratePaise amountPaise } } }`,
      {
        quote: quoteFor(room.id, '2026-12-01', '2026-12-04', { totalAmount: 1 }),
      },
    );
    expect(response.data.priceQuote).toEqual({
      nights: 3,
      totalPaise: 660000,
      totalAmount: 6600,
      lines: [{ roomId: room.id, ratePaise: 220000, amountPaise: 660000 }],
    });
    expect(await app.database.dataSource.getRepository(Booking).count()).toBe(before);
    const bad = await gql(app, `query ($quote: QuoteInput!) { priceQuote(quote: $quote) { nights } }`, {
      quote: quoteFor(room.id, '2026-12-04', '2026-12-01'),
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Check Out must be after Check In',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
