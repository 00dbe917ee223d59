import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { useTestApp } from './support/test-app';
import { openDeskShift } from './support/shifts';

const app = useTestApp();
// Cash at the desk needs an open shift (cash-shifts.test.ts is about them).
beforeAll(() => openDeskShift(app));

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { message } booking { id bookCode } } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) {
  recordPayment(input: $input) {
    errors { field code message }
    payment { id receiptNumber method amountPaise status reference }
    booking { id status paymentStatus paidAmount balanceDue }
  }
}`;
const REVERSE = `mutation ($paymentId: ID!, $reason: String!) {
  reversePayment(paymentId: $paymentId, reason: $reason) {
    errors { field code message }
    payment { status amountPaise reversesPaymentId }
    booking { id paymentStatus balanceDue }
  }
}`;
const GOODWILL = `mutation ($input: GoodwillRefundInput!) {
  refundGoodwill(input: $input) { errors { field code message } refunds { amountPaise reason status } booking { id paidAmount balanceDue } }
}`;
const RECEIPT = `query ($paymentId: ID!) {
  receipt(paymentId: $paymentId) {
    receiptNumber bookCode guestName amount amountInWords method reference receivedBy paidAtText hotelName hotelAddress
    reversal { note by }
  }
}`;
const TOTALS = `{ payments(limit: 1) { totals { receivedPaise pendingAtHotelPaise byMethod { method amount amountPaise entries } } } }`;
const LEDGER = `query ($bookingId: ID!) {
  payments(bookingId: $bookingId) {
    entries { receiptNumber methodReference receivedPaise dueAtHotelPaise payment { status method amountPaise recordedBy } }
    totals { pendingAtHotelPaise }
  }
}`;

async function payAtHotel(rentPerDay = 2500) {
  const room = await createRoom(app.services, { rentPerDay });
  const response = await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, '2026-12-10', '2026-12-12') });
  return response.data.payAtHotel.booking as { id: string; bookCode: string };
}

describe('desk money over GraphQL', () => {
  it('is for admins only', async () => {
    const booking = await payAtHotel();
    const input = { bookingId: booking.id, amount: 100, method: 'CASH' };
    for (const [query, variables] of [
      [RECORD, { input }],
      [REVERSE, { paymentId: booking.id, reason: 'x' }],
      [GOODWILL, { input: { bookingId: booking.id, amount: 1, reason: 'x' } }],
      [RECEIPT, { paymentId: booking.id }],
    ] as const) {
      const response = await gql(app, query, variables);
      expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const totals = await gql(app, `{ booking(id: "${booking.id}") { paidAmount balanceDue } }`);
    // The guest's own booking page may show what is still due: amounts, nobody's details.
    expect(totals.data.booking).toEqual({ paidAmount: 0, balanceDue: 5000 });
  });

  it('answers bad input with errors naming the field, and changes nothing', async () => {
    const token = await app.adminToken();
    const booking = await payAtHotel();
    const bad = await gql(
      app,
      RECORD,
      { input: { bookingId: booking.id, amount: 12.345, method: 'UPI', reference: 'r'.repeat(65) } },
      { token },
    );
    expect(bad.data.recordPayment).toEqual({
      errors: [
        {
          field: 'amount',
          code: 'DESK_AMOUNT_INVALID',
          message: 'Enter an amount in rupees greater than zero, with at most two decimals.',
        },
        { field: 'reference', code: 'DESK_REFERENCE_TOO_LONG', message: 'The reference can be at most 64 characters.' },
      ],
      payment: null,
      booking: null,
    });
    const over = await gql(app, RECORD, { input: { bookingId: booking.id, amount: 6000, method: 'CASH' } }, { token });
    expect(over.data.recordPayment.errors).toEqual([
      {
        field: 'amount',
        code: 'DESK_AMOUNT_OVER_BALANCE',
        message: 'The balance due is ₹5,000; the desk cannot take more than that.',
      },
    ]);
    const wrongMethod = await gql(app, RECORD, { input: { bookingId: booking.id, amount: 10, method: 'COD' } }, { token });
    expect(wrongMethod.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const noReason = await gql(app, REVERSE, { paymentId: booking.id, reason: ' ' }, { token });
    expect(noReason.data.reversePayment.errors).toEqual([
      { field: 'reason', code: 'DESK_REASON_REQUIRED', message: 'Please give a reason.' },
    ]);
    const unknownReceipt = await gql(app, RECEIPT, { paymentId: booking.id }, { token });
    expect(unknownReceipt.errors?.[0]).toMatchObject({ message: 'Payment not found', extensions: { code: 'BAD_USER_INPUT' } });
    const totals = await gql(app, `{ booking(id: "${booking.id}") { paidAmount balanceDue } }`, {}, { token });
    expect(totals.data.booking).toEqual({ paidAmount: 0, balanceDue: 5000 });
  });

  it('takes, prints, reverses and refunds desk money, and the ledger counts it by method', async () => {
    const token = await app.adminToken();
    const before = (await gql(app, TOTALS, {}, { token })).data.payments.totals;
    const booking = await payAtHotel();

    const upi = await gql(
      app,
      RECORD,
      { input: { bookingId: booking.id, amount: 2000, method: 'UPI', reference: 'UTR-990099' } },
      { token },
    );
    expect(upi.data.recordPayment).toMatchObject({
      errors: [],
      payment: { method: 'UPI', amountPaise: 200000, status: 'PAID', reference: 'UTR-990099' },
      booking: { status: 'CONFIRMED', paymentStatus: 'PART_PAID', paidAmount: 2000, balanceDue: 3000 },
    });
    const cash = await gql(app, RECORD, { input: { bookingId: booking.id, amount: 3000, method: 'CASH' } }, { token });
    expect(cash.data.recordPayment.booking).toMatchObject({ paymentStatus: 'PAID', paidAmount: 5000, balanceDue: 0 });

    const receipt = await gql(app, RECEIPT, { paymentId: upi.data.recordPayment.payment.id }, { token });
    expect(receipt.data.receipt).toMatchObject({
      receiptNumber: upi.data.recordPayment.payment.receiptNumber,
      bookCode: booking.bookCode,
      amount: 2000,
      amountInWords: 'Rupees Two Thousand only',
      method: 'UPI',
      reference: 'UTR-990099',
      receivedBy: expect.any(String),
      reversal: null,
    });

    const middle = (await gql(app, TOTALS, {}, { token })).data.payments.totals;
    expect(middle.pendingAtHotelPaise - before.pendingAtHotelPaise).toBe(0);

    const reversed = await gql(
      app,
      REVERSE,
      { paymentId: cash.data.recordPayment.payment.id, reason: 'Counted twice' },
      { token },
    );
    expect(reversed.data.reversePayment).toMatchObject({
      errors: [],
      payment: { status: 'REVERSAL', amountPaise: -300000, reversesPaymentId: cash.data.recordPayment.payment.id },
      booking: { paymentStatus: 'PART_PAID', balanceDue: 3000 },
    });
    const again = await gql(app, REVERSE, { paymentId: cash.data.recordPayment.payment.id, reason: 'again' }, { token });
    expect(again.data.reversePayment.errors[0]).toMatchObject({ code: 'DESK_PAYMENT_ALREADY_REVERSED' });
    const reversedReceipt = await gql(app, RECEIPT, { paymentId: cash.data.recordPayment.payment.id }, { token });
    expect(reversedReceipt.data.receipt.reversal.note).toContain('Counted twice');

    const goodwill = await gql(app, GOODWILL, { input: { bookingId: booking.id, amount: 500, reason: 'Noisy room' } }, { token });
    expect(goodwill.data.refundGoodwill).toMatchObject({
      errors: [],
      refunds: [{ amountPaise: 50000, reason: 'GOODWILL', status: 'PROCESSED' }],
      booking: { paidAmount: 1500, balanceDue: 3000 },
    });

    const after = (await gql(app, TOTALS, {}, { token })).data.payments.totals;
    const delta = (method: string) =>
      (after.byMethod.find((total: { method: string }) => total.method === method)?.amountPaise ?? 0) -
      (before.byMethod.find((total: { method: string }) => total.method === method)?.amountPaise ?? 0);
    // The cash and its reversal cancel out; the UPI stays (its goodwill refund is counted as refunded).
    expect([delta('UPI'), delta('CASH')]).toEqual([200000, 0]);
    expect(after.receivedPaise - before.receivedPaise).toBe(200000);
    // Still due on this pay-at-hotel booking: ₹3,000, not the ₹5,000 of its promise.
    expect(after.pendingAtHotelPaise - before.pendingAtHotelPaise).toBe(300000);
  });

  it('shows the pay-at-hotel promise as a promise, kept when the desk takes the balance and open again on a reversal', async () => {
    const token = await app.adminToken();
    const booking = await payAtHotel();
    const ledger = async () => (await gql(app, LEDGER, { bookingId: booking.id }, { token })).data.payments;
    const promise = {
      receiptNumber: null,
      methodReference: null,
      receivedPaise: 0,
      payment: { method: 'COD', amountPaise: 500000, recordedBy: null },
    };
    expect(await ledger()).toEqual({
      entries: [{ ...promise, dueAtHotelPaise: 500000, payment: { ...promise.payment, status: 'PENDING' } }],
      totals: { pendingAtHotelPaise: 500000 },
    });

    const cash = await gql(
      app,
      RECORD,
      { input: { bookingId: booking.id, amount: 5000, method: 'CASH', reference: 'Till 2' } },
      { token },
    );
    const kept = await ledger();
    expect(kept.totals).toEqual({ pendingAtHotelPaise: 0 });
    expect(kept.entries).toEqual(
      expect.arrayContaining([
        { ...promise, dueAtHotelPaise: null, payment: { ...promise.payment, status: 'FULFILLED' } },
        {
          receiptNumber: cash.data.recordPayment.payment.receiptNumber,
          methodReference: 'Till 2',
          receivedPaise: 500000,
          dueAtHotelPaise: null,
          payment: { status: 'PAID', method: 'CASH', amountPaise: 500000, recordedBy: expect.stringContaining('<') },
        },
      ]),
    );

    await gql(app, REVERSE, { paymentId: cash.data.recordPayment.payment.id, reason: 'Wrong booking' }, { token });
    const reopened = await ledger();
    expect(reopened.totals).toEqual({ pendingAtHotelPaise: 500000 });
    expect(reopened.entries.find((entry: { payment: { method: string } }) => entry.payment.method === 'COD')).toMatchObject({
      dueAtHotelPaise: 500000,
      payment: { status: 'PENDING' },
    });
    expect(
      reopened.entries.map((entry: { receivedPaise: number }) => entry.receivedPaise).sort((a: number, b: number) => a - b),
    ).toEqual([-500000, 0, 500000]);
    const onlyKept = await gql(app, `{ payments(status: FULFILLED) { entries { payment { id } } } }`, {}, { token });
    expect(onlyKept.errors).toBeUndefined();
  });

  it('adds up the money of a list of bookings', async () => {
    const token = await app.adminToken();
    const booking = await payAtHotel(1000);
    await gql(
      app,
      RECORD,
      { input: { bookingId: booking.id, amount: 250.5, method: 'CARD', reference: 'AUTH-250500' } },
      { token },
    );
    const list = await gql(app, '{ bookings { items { id paidAmount balanceDue } } }', {}, { token });
    const ours = list.data.bookings.items.find((item: { id: string }) => item.id === booking.id);
    expect(ours).toEqual({ id: booking.id, paidAmount: 250.5, balanceDue: 1749.5 });
    expect(list.data.bookings.items.length).toBeGreaterThan(1);
  });
});
