import { Refund } from '../src/modules/billing/payments/refund.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { paidBooking } from './support/payments';
import { useTestApp } from './support/test-app';
import { openDeskShift } from './support/shifts';

const app = useTestApp();
// Cash at the desk needs an open shift (cash-shifts.test.ts is about them).
beforeAll(() => openDeskShift(app));
// The test app's clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { message } booking { id bookCode } } }`;
const BOOKING_FIELDS = `id bookCode status paymentStatus totalPaise lines { roomName checkOut }`;
const CHECK_IN = `mutation ($bookingId: ID!, $registration: CheckInInput!) {
  checkIn(bookingId: $bookingId, registration: $registration) { errors { field code message } booking { ${BOOKING_FIELDS} } }
}`;
const CHECK_OUT = `mutation ($bookingId: ID!) { checkOut(bookingId: $bookingId) { errors { field code message } booking { ${BOOKING_FIELDS} } } }`;
const NO_SHOW = `mutation ($bookingId: ID!) {
  markNoShow(bookingId: $bookingId) { errors { field code message } message booking { ${BOOKING_FIELDS} } }
}`;
const FRONT_DESK = `query ($date: String) {
  frontDesk(date: $date) {
    date
    arrivals { balanceDue booking { bookCode userPhone lines { roomName } } }
    inHouse { booking { bookCode } }
    departures { balanceDue booking { bookCode status } }
    unpaid { balanceDue booking { bookCode } }
    holdsExpiring { booking { bookCode holdExpiresAt } }
    figures { roomsOccupied roomsTotal arrivals departures cashToCollect }
  }
}`;
const REGISTRATION = `query ($id: ID!) {
  booking(id: $id) { registration { idType idNumber adults children nationality passportNumber visaNumber visaValidUntil note recordedBy } }
}`;
const RECORD_PAYMENT = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { errors { message } } }`;

async function payAtHotel(checkIn: string, checkOut: string, rentPerDay = 1200) {
  const room = await createRoom(app.services, { rentPerDay });
  const response = await gql(app, PAY_AT_HOTEL, { quote: quoteFor(room.id, checkIn, checkOut) });
  return response.data.payAtHotel.booking as { id: string; bookCode: string };
}

describe('the front desk over GraphQL', () => {
  it('is for admins only; a guest never sees what check-in recorded', async () => {
    const booking = await payAtHotel(TODAY, '2026-11-22');
    const registration = { idType: 'AADHAAR', idNumber: '123412341234', adults: 1 };
    for (const [query, variables] of [
      [FRONT_DESK, {}],
      [CHECK_IN, { bookingId: booking.id, registration }],
      [CHECK_OUT, { bookingId: booking.id }],
      [NO_SHOW, { bookingId: booking.id }],
    ] as const) {
      const response = await gql(app, query, variables);
      expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const token = await app.adminToken();
    await gql(app, CHECK_IN, { bookingId: booking.id, registration }, { token });
    const anonymous = await gql(app, REGISTRATION, { id: booking.id });
    expect(anonymous.data.booking).toEqual({ registration: null });
    const admin = await gql(app, REGISTRATION, { id: booking.id }, { token });
    expect(admin.data.booking.registration).toMatchObject({ idType: 'AADHAAR', idNumber: '1234', adults: 1 });
  });

  it('runs a stay: check-in with ID and Form C, check-out asks for the balance first, then lets the guest go', async () => {
    const token = await app.adminToken();
    const booking = await payAtHotel(TODAY, '2026-11-22');
    const foreign = {
      adults: 1,
      children: 0,
      nationality: 'French',
      passportNumber: '19AB12345',
      visaNumber: 'FR-998877',
      visaValidUntil: '2027-01-31',
      note: 'Arrived by the night train',
    };
    const refused = await gql(
      app,
      CHECK_IN,
      { bookingId: booking.id, registration: { ...foreign, visaNumber: null } },
      { token },
    );
    expect(refused.data.checkIn).toEqual({
      errors: [
        {
          field: 'visaNumber',
          code: 'REGISTRATION_FORM_C_REQUIRED',
          message: 'A foreign guest’s visa number is required (Form C).',
        },
      ],
      booking: null,
    });
    const checkedIn = await gql(app, CHECK_IN, { bookingId: booking.id, registration: foreign }, { token });
    expect(checkedIn.data.checkIn).toMatchObject({ errors: [], booking: { status: 'CHECKED_IN' } });
    const recorded = await gql(app, REGISTRATION, { id: booking.id }, { token });
    expect(recorded.data.booking.registration).toMatchObject({
      idType: 'PASSPORT',
      idNumber: '19AB12345',
      nationality: 'French',
      passportNumber: '19AB12345',
      visaNumber: 'FR-998877',
      visaValidUntil: '2027-01-31',
      recordedBy: expect.stringContaining('owner@hotel.test'),
    });

    const owing = await gql(app, CHECK_OUT, { bookingId: booking.id }, { token });
    expect(owing.data.checkOut).toEqual({
      errors: [
        {
          field: 'bookingId',
          code: 'BALANCE_DUE_AT_CHECK_OUT',
          message: '₹1,200 is still due. Take the payment before checking out.',
        },
      ],
      booking: null,
    });
    const paid = await gql(app, RECORD_PAYMENT, { input: { bookingId: booking.id, amount: 1200, method: 'CASH' } }, { token });
    expect(paid.data.recordPayment.errors).toEqual([]);
    const out = await gql(app, CHECK_OUT, { bookingId: booking.id }, { token });
    expect(out.data.checkOut).toMatchObject({ errors: [], booking: { status: 'CHECKED_OUT', paymentStatus: 'PAID' } });

    const day = await gql(app, FRONT_DESK, { date: TODAY }, { token });
    expect(day.data.frontDesk.departures).toContainEqual({
      balanceDue: 0,
      booking: { bookCode: booking.bookCode, status: 'CHECKED_OUT' },
    });
  });

  it('refuses illegal steps with the state machine’s messages', async () => {
    const token = await app.adminToken();
    const booking = await payAtHotel(TODAY, '2026-11-22');
    const early = await gql(app, CHECK_OUT, { bookingId: booking.id }, { token });
    expect(early.data.checkOut.errors).toEqual([
      {
        field: 'bookingId',
        code: 'BOOKING_TRANSITION_NOT_ALLOWED',
        message: 'Only a booking that is checked in can be checked out. This one is confirmed.',
      },
    ]);
    await app.services.cancellations.cancel(booking.id);
    const cancelled = await gql(
      app,
      CHECK_IN,
      { bookingId: booking.id, registration: { idType: 'PAN', idNumber: 'ABCDE1234F', adults: 1 } },
      { token },
    );
    expect(cancelled.data.checkIn.errors).toEqual([
      {
        field: 'bookingId',
        code: 'BOOKING_TRANSITION_NOT_ALLOWED',
        message: 'Only a booking that is confirmed can be checked in. This one is cancelled.',
      },
    ]);
    const noShow = await gql(app, NO_SHOW, { bookingId: booking.id }, { token });
    expect(noShow.data.markNoShow.errors[0].message).toBe(
      'Only a booking that is confirmed can be marked as a no-show. This one is cancelled.',
    );
    const unknown = await gql(app, CHECK_OUT, { bookingId: 'not-an-id' }, { token });
    expect(unknown.data.checkOut.errors).toEqual([{ field: null, code: 'BOOKING_NOT_FOUND', message: 'Booking not found' }]);
  });

  it('marks a paid booking a no-show: the policy keeps half, the rest goes back through the provider', async () => {
    const token = await app.adminToken();
    const { bookingId } = await paidBooking(app, TODAY, '2026-11-23', { rentPerDay: 3000 });
    const response = await gql(app, NO_SHOW, { bookingId }, { token });
    expect(response.data.markNoShow).toMatchObject({
      errors: [],
      message: 'The cancellation policy keeps ₹3,000. ₹3,000 is refunded to the guest.',
      booking: { status: 'NO_SHOW', totalPaise: 300_000, lines: [{ checkOut: '2026-11-22' }] },
    });
    const refunds = await app.database.dataSource.getRepository(Refund).findBy({ bookingId });
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: 300_000, providerRefundId: expect.any(String) })]);
  });

  it('answers the day for a date, and refuses a date that is not one', async () => {
    const token = await app.adminToken();
    const booking = await payAtHotel('2026-12-05', '2026-12-07');
    const day = await gql(app, FRONT_DESK, { date: '2026-12-05' }, { token });
    expect(day.data.frontDesk).toMatchObject({
      date: '2026-12-05',
      arrivals: [{ balanceDue: 2400, booking: { bookCode: booking.bookCode, userPhone: expect.stringMatching(/^\+91\d{10}$/) } }],
      figures: { roomsOccupied: 1, arrivals: 1, departures: 0, cashToCollect: 2400 },
    });
    const bad = await gql(app, FRONT_DESK, { date: '05-12-2026' }, { token });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Date must be a calendar date (YYYY-MM-DD).',
      extensions: { code: 'BAD_USER_INPUT', field: 'date' },
    });
  });
});
