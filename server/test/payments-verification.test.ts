import { SimulatedPayment } from '../src/modules/billing/payments/simulator/simulated-gateway.entity';
import { createRoom } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import {
  captureAtGateway,
  heldOrder,
  newPaymentId,
  payInCheckout,
  paymentEntity,
  postWebhook,
  rows,
  signedHandler,
  simulator,
  verify,
} from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const db = () => rows(app);

/** A held booking with its order, nobody has paid yet. */
async function unpaid(checkIn: string, checkOut: string) {
  const room = await createRoom(app.services, { rentPerDay: 2400 });
  return heldOrder(app, room, checkIn, checkOut);
}

/** One more payment in the simulator's books for this order, as the gateway would hold it. */
async function atGateway(orderId: string, amountPaise: number, status: 'captured' | 'failed' | 'authorized' = 'captured') {
  const id = newPaymentId();
  await app.database.dataSource
    .getRepository(SimulatedPayment)
    .save({ id, orderId, amountPaise, method: 'card', status, refundedPaise: 0 });
  return id;
}

const LEDGER = /* GraphQL */ `
  query Ledger {
    payments {
      entries {
        payment {
          razorpayPaymentId
          status
          amountPaise
          currency
          mismatchReason
        }
      }
    }
  }
`;

describe('the simulator answers a payment fetch as Razorpay does', () => {
  it('gives the payment entity of a payment made in its checkout, and null for one it never saw', async () => {
    const { orderId, amountPaise } = await unpaid('2027-01-04', '2027-01-05');
    const handler = await payInCheckout(app, orderId, 'netbanking');
    expect(await simulator(app).fetchPayment(handler.razorpay_payment_id)).toEqual(
      expect.objectContaining({
        id: handler.razorpay_payment_id,
        entity: 'payment',
        amount: amountPaise,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        method: 'netbanking',
      }),
    );
    expect(await simulator(app).fetchPayment(newPaymentId())).toBeNull();
    await simulator(app).webhooks.idle();
  });
});

describe('verify asks the provider before confirming', () => {
  it('refuses a signed answer for a payment the provider does not have, and changes nothing', async () => {
    const { bookingId, orderId } = await unpaid('2027-01-06', '2027-01-07');
    const reply = await verify(app, signedHandler(app, orderId, newPaymentId()));
    expect(reply).toMatchObject({ status: 400, body: { success: false, message: 'Payment verification failed' } });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect((await db().payments(bookingId)).map((p) => p.status)).toEqual(['created']);
  });

  it('does not confirm a payment the provider reports as failed', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2027-01-08', '2027-01-09');
    const paymentId = await atGateway(orderId, amountPaise, 'failed');
    const reply = await verify(app, signedHandler(app, orderId, paymentId));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, code: 'PAYMENT_NOT_CAPTURED' });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect((await db().payments(bookingId)).map((p) => p.status)).toEqual(['created']);
  });

  it('confirms an authorized payment (captured automatically after)', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2027-01-10', '2027-01-11');
    const paymentId = await atGateway(orderId, amountPaise, 'authorized');
    expect((await verify(app, signedHandler(app, orderId, paymentId))).status).toBe(200);
    expect(await db().booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('money that does not match its order confirms nothing and is flagged for the owner', () => {
  it('verify of a payment for less than the order: kept as it arrived, flagged, the booking stays held', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2027-01-12', '2027-01-14');
    const paymentId = await atGateway(orderId, 100);
    const reply = await verify(app, signedHandler(app, orderId, paymentId));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      success: false,
      message: expect.stringContaining('does not match this booking'),
      data: { booking: { status: 'held' } },
    });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    const [payment] = await db().payments(bookingId);
    expect(payment).toMatchObject({
      razorpayPaymentId: paymentId,
      status: 'paid',
      amountPaise: 100,
      currency: 'INR',
      settlementOutcome: 'amount_mismatch',
    });
    expect(payment.mismatchReason).toBe(
      `Received INR 1.00 for an order of INR ${(amountPaise / 100).toFixed(2)}: the booking was not confirmed. Refund this payment to the guest.`,
    );

    // A repeat, and the webhook of the same payment, answer the same and confirm nothing.
    expect((await verify(app, signedHandler(app, orderId, paymentId))).status).toBe(409);
    await postWebhook(app, 'payment.captured', paymentEntity(orderId, paymentId, 100, 'captured'));
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
  });

  it('a captured webhook in another currency: recorded as it came, flagged in the ledger, booking untouched', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2027-01-15', '2027-01-16');
    const paymentId = newPaymentId();
    const entity = paymentEntity(orderId, paymentId, amountPaise, 'captured');
    entity.payment.entity.currency = 'USD';
    expect(await postWebhook(app, 'payment.captured', entity)).toMatchObject({ status: 200 });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect(await db().payments(bookingId)).toMatchObject([
      { razorpayPaymentId: paymentId, status: 'paid', currency: 'USD', amountPaise, settlementOutcome: 'amount_mismatch' },
    ]);

    const token = await app.adminToken();
    const ledger = await gql(app, LEDGER, {}, { token });
    const entry = ledger.data.payments.entries.find(
      (e: { payment: { razorpayPaymentId: string } }) => e.payment.razorpayPaymentId === paymentId,
    );
    expect(entry.payment).toMatchObject({ currency: 'USD', mismatchReason: expect.stringMatching(/^Received USD /) });
    const rest = await call(app, 'GET', '/api/payments', { token });
    expect(rest.body.data.payments.find((p: { razorpayPaymentId: string }) => p.razorpayPaymentId === paymentId)).toMatchObject({
      mismatchReason: expect.stringContaining('Refund this payment'),
    });
  });

  it('a matching payment after a mismatched one still confirms the booking', async () => {
    const { bookingId, orderId, amountPaise } = await unpaid('2027-01-17', '2027-01-18');
    await verify(app, signedHandler(app, orderId, await atGateway(orderId, amountPaise - 1)));
    const good = await captureAtGateway(app, orderId, amountPaise);
    expect((await verify(app, signedHandler(app, orderId, good))).status).toBe(200);
    expect(await db().booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('the payment method is one the checkout offers', () => {
  it.each([['cheque'], [{ method: 'upi' }], ['cod']])('verify refuses %p with 400 and changes nothing', async (method) => {
    const { bookingId, orderId, amountPaise } = await unpaid('2027-01-19', '2027-01-20');
    const paymentId = await captureAtGateway(app, orderId, amountPaise);
    const reply = await verify(app, { ...signedHandler(app, orderId, paymentId), paymentMethod: method });
    expect(reply).toMatchObject({ status: 400, body: { success: false, message: 'Unsupported payment method' } });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
  });

  it('pay at hotel refuses a method that is not cod, even one that is not text', async () => {
    const { bookingId } = await unpaid('2027-01-21', '2027-01-22');
    const reply = await call(app, 'POST', '/api/payment/cod', { json: { bookingId, paymentMethod: ['cod'] } });
    expect(reply).toMatchObject({ status: 400, body: { success: false, message: 'Unsupported payment method' } });
    expect(await db().booking(bookingId)).toMatchObject({ status: 'held' });
  });

  it('GraphQL’s verifyPayment answers a pay-at-hotel method as a user error', async () => {
    const { orderId, amountPaise } = await unpaid('2027-01-23', '2027-01-24');
    const paymentId = await captureAtGateway(app, orderId, amountPaise);
    const response = await gql(
      app,
      `mutation Verify($input: VerifyPaymentInput!) { verifyPayment(input: $input) { errors { code message } } }`,
      { input: { ...signedHandler(app, orderId, paymentId), paymentMethod: 'COD' } },
    );
    expect(response.data.verifyPayment.errors).toEqual([
      { code: 'UNSUPPORTED_PAYMENT_METHOD', message: 'Unsupported payment method' },
    ]);
  });
});
