import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { useTestApp } from './support/test-app';
import { openDeskShift } from './support/shifts';

const app = useTestApp();
// Cash at the desk needs an open shift (cash-shifts.test.ts is about them).
beforeAll(() => openDeskShift(app));

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { message } booking { id } } }`;
const CAN_DELETE = `query ($id: ID!) { booking(id: $id) { status paymentStatus canDelete } }`;
const CANCEL = `mutation ($id: ID!) { cancelBooking(id: $id) { errors { code message } } }`;
const DELETE = `mutation ($id: ID!) { deleteBooking(id: $id) { errors { code message } deleted } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { errors { message } payment { id } } }`;
const REVERSE = `mutation ($paymentId: ID!, $reason: String!) { reversePayment(paymentId: $paymentId, reason: $reason) { errors { message } } }`;

async function payAtHotel(): Promise<string> {
  const room = await createRoom(app.services, { rentPerDay: 2500 });
  const response = await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, '2026-12-10', '2026-12-12') });
  return response.data.payAtHotel.booking.id as string;
}

/** canDelete against what deleteBooking then does: the list's Delete button never lies. */
describe('Booking.canDelete over GraphQL', () => {
  it('is for admins only', async () => {
    const id = await payAtHotel();
    const response = await gql(app, CAN_DELETE, { id });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is false for a confirmed booking and true once it is cancelled without money, and deleteBooking agrees', async () => {
    const token = await app.adminToken();
    const id = await payAtHotel();
    expect((await gql(app, CAN_DELETE, { id }, { token })).data.booking).toEqual({
      status: 'CONFIRMED',
      paymentStatus: 'PENDING',
      canDelete: false,
    });
    expect((await gql(app, DELETE, { id }, { token })).data.deleteBooking.deleted).toBeNull();

    expect((await gql(app, CANCEL, { id }, { token })).data.cancelBooking.errors).toEqual([]);
    expect((await gql(app, CAN_DELETE, { id }, { token })).data.booking).toMatchObject({ status: 'CANCELLED', canDelete: true });
    expect((await gql(app, DELETE, { id }, { token })).data.deleteBooking).toEqual({ errors: [], deleted: true });
  });

  it('is false for a cancelled booking whose desk payment was reversed: its payments stay on the record', async () => {
    const token = await app.adminToken();
    const id = await payAtHotel();
    const taken = await gql(app, RECORD, { input: { bookingId: id, amount: 1000, method: 'CASH' } }, { token });
    const paymentId = taken.data.recordPayment.payment.id as string;
    expect(
      (await gql(app, REVERSE, { paymentId, reason: 'Typed the wrong booking' }, { token })).data.reversePayment.errors,
    ).toEqual([]);
    expect((await gql(app, CANCEL, { id }, { token })).data.cancelBooking.errors).toEqual([]);

    const after = (await gql(app, CAN_DELETE, { id }, { token })).data.booking;
    expect(after).toMatchObject({ status: 'CANCELLED', canDelete: false });
    const refused = (await gql(app, DELETE, { id }, { token })).data.deleteBooking;
    expect(refused.deleted).toBeNull();
    expect(refused.errors[0].message).toBe('A booking that took money cannot be deleted: its payments stay on the record.');
  });
});
