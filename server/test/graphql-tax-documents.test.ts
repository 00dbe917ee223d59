import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { checkInAndOut } from './support/tax-documents';
import { TEST_ADMIN, useTestApp } from './support/test-app';
import { openDeskShift } from './support/shifts';

const app = useTestApp();
// Cash at the desk needs an open shift (cash-shifts.test.ts is about them).
beforeAll(() => openDeskShift(app));
/** A token signed at the clock's time now (app.adminToken keeps the first one). */
const signInNow = async () => (await app.services.adminAuth.login(TEST_ADMIN, '127.0.0.1')).token;

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { message } booking { id } } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { errors { message } payment { id } } }`;
const REFUND = `mutation ($input: GoodwillRefundInput!) { refundGoodwill(input: $input) { errors { message } } }`;
const DOCUMENTS = `query ($id: ID!) {
  booking(id: $id) { documents { id kind number issueDate totalPaise total originalNumber reason } }
}`;
const LIST = `{ bookings(first: 10) { items { id documents { kind number } } } }`;

async function payAtHotel(checkIn: string, checkOut: string): Promise<string> {
  const room = await createRoom(app.services, { rentPerDay: 2500 });
  const response = await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, checkIn, checkOut) });
  return response.data.payAtHotel.booking.id as string;
}

describe('Booking.documents over GraphQL', () => {
  it('lists a booking’s documents to whoever holds its id, oldest first, with no one’s details', async () => {
    const token = await app.adminToken();
    const bookingId = await payAtHotel('2026-12-10', '2026-12-12');
    expect((await gql(app, DOCUMENTS, { id: bookingId })).data.booking.documents).toEqual([]);

    for (const amount of [2000, 3000]) {
      const paid = await gql(app, RECORD, { input: { bookingId, amount, method: 'CASH' } }, { token });
      expect(paid.data.recordPayment.errors).toEqual([]);
    }
    await checkInAndOut(app, { id: bookingId, checkIn: '2026-12-10' });
    // Signed in again: check-out moved the clock past the first token's expiry.
    const deskToken = await signInNow();
    const refunded = await gql(app, REFUND, { input: { bookingId, amount: 500, reason: 'Noisy room' } }, { token: deskToken });
    expect(refunded.data.refundGoodwill.errors).toEqual([]);

    const { data, errors } = await gql(app, DOCUMENTS, { id: bookingId });
    expect(errors).toBeUndefined();
    expect(data.booking.documents).toEqual([
      {
        id: expect.any(String),
        kind: 'RECEIPT_VOUCHER',
        number: 'RV/26-27/0001',
        issueDate: '2026-11-21',
        totalPaise: 200000,
        total: 2000,
        originalNumber: null,
        reason: null,
      },
      expect.objectContaining({ kind: 'RECEIPT_VOUCHER', number: 'RV/26-27/0002', total: 3000, originalNumber: null }),
      expect.objectContaining({ kind: 'INVOICE', number: 'AR/26-27/0001', issueDate: '2026-12-10', total: 5000 }),
      expect.objectContaining({
        kind: 'CREDIT_NOTE',
        number: 'CN/26-27/0001',
        total: 500,
        originalNumber: 'AR/26-27/0001',
        reason: 'Goodwill refund after the invoice',
      }),
    ]);
  });

  it('reads the documents of a page of bookings for the admin', async () => {
    const token = await app.adminToken();
    const first = await payAtHotel('2026-12-14', '2026-12-15');
    const second = await payAtHotel('2026-12-16', '2026-12-17');
    await gql(app, RECORD, { input: { bookingId: second, amount: 2500, method: 'UPI', reference: '612345678904' } }, { token });
    await checkInAndOut(app, { id: second, checkIn: '2026-12-16' });
    const { data, errors } = await gql(app, LIST, {}, { token: await signInNow() });
    expect(errors).toBeUndefined();
    const byId = new Map(data.bookings.items.map((item: { id: string; documents: unknown[] }) => [item.id, item.documents]));
    expect(byId.get(first)).toEqual([]);
    expect(byId.get(second)).toEqual([
      { kind: 'RECEIPT_VOUCHER', number: expect.stringMatching(/^RV\/26-27\/\d{4}$/) },
      { kind: 'INVOICE', number: expect.stringMatching(/^AR\/26-27\/\d{4}$/) },
    ]);
  });
});
