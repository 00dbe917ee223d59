import { Writable } from 'node:stream';
import { createLogger } from '../src/shared/logger';
import { pdfText } from './support/document-pdfs';
import { gql } from './support/graphql';
import { paidBooking } from './support/payments';
import { useTestApp } from './support/test-app';

/** Every line the app logs, at every level, kept for the test to read. */
const logged: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});
const app = useTestApp({}, createLogger('trace', sink));

const FULL = '2345 6789 4321';
/** The stays begin on this day; the desk works on it (the test app's session is from then too). */
const ARRIVAL = '2026-12-01';
/** The number's first eight digits, however it was spaced. */
const FIRST_EIGHT = /2345[\s-]*6789/;

const CHECK_IN = `mutation ($bookingId: ID!, $registration: CheckInInput!) {
  checkIn(bookingId: $bookingId, registration: $registration) {
    errors { field code message }
    booking { status registration { idType idNumber note } history { detail } }
  }
}`;
const CHECK_OUT = `mutation ($bookingId: ID!) { checkOut(bookingId: $bookingId) { errors { message } booking { status } } }`;
const BOOKING = `query ($id: ID!) { booking(id: $id) { registration { idType idNumber note } history { action detail } } }`;

async function adminGet(path: string, token: string): Promise<Buffer> {
  const response = await fetch(app.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('an Aadhaar given in full at check-in', () => {
  it('is kept as its last four digits: the response, the history, the exports, the invoice and the logs never hold it', async () => {
    const { bookingId } = await paidBooking(app, ARRIVAL, '2026-12-02');
    // The arrival day (a session from before would have expired by then).
    app.clock.current = new Date(`${ARRIVAL}T06:30:00Z`);
    const token = await app.adminToken();
    const registration = { idType: 'AADHAAR', idNumber: FULL, adults: 9, note: `Aadhaar ${FULL} seen` };
    logged.length = 0;

    // Refused first (the room sleeps fewer): the refusal does not repeat the number either.
    const refused = await gql(app, CHECK_IN, { bookingId, registration }, { token });
    expect(refused.data.checkIn.errors).toEqual([expect.objectContaining({ code: 'REGISTRATION_PARTY_TOO_LARGE' })]);
    const answered = await gql(app, CHECK_IN, { bookingId, registration: { ...registration, adults: 1 } }, { token });
    expect(answered.data.checkIn.errors).toEqual([]);
    expect(answered.data.checkIn.booking.registration).toEqual({
      idType: 'AADHAAR',
      idNumber: '4321',
      note: 'Aadhaar XXXX XXXX 4321 seen',
    });
    expect(answered.data.checkIn.booking.history.map((entry: { detail: string }) => entry.detail)).toContainEqual(
      expect.stringContaining('Aadhaar ending 4321'),
    );
    const [row] = await app.database.dataSource.query(
      `SELECT id_type, id_number, note FROM guest_registration WHERE booking_id = $1`,
      [bookingId],
    );
    expect(row).toEqual({ id_type: 'aadhaar', id_number: '4321', note: 'Aadhaar XXXX XXXX 4321 seen' });

    const out = await gql(app, CHECK_OUT, { bookingId }, { token });
    expect(out.data.checkOut).toEqual({ errors: [], booking: { status: 'CHECKED_OUT' } });
    const shown = await gql(app, BOOKING, { id: bookingId }, { token });
    const bookingsCsv = (await adminGet('/api/admin/export/bookings.csv', token)).toString('utf8');
    const paymentsCsv = (await adminGet('/api/admin/export/payments.csv', token)).toString('utf8');
    const invoice = pdfText(await adminGet(`/api/booking/${bookingId}/invoice`, token));
    expect(invoice).toContain('Tax Invoice');

    for (const [what, text] of [
      ['the check-in responses', JSON.stringify([refused, answered])],
      ['the booking page', JSON.stringify(shown)],
      ['the bookings export', bookingsCsv],
      ['the payments export', paymentsCsv],
      ['the invoice', invoice],
      ['the logs', logged.join('')],
    ]) {
      expect([what, text.match(FIRST_EIGHT)?.[0] ?? 'never']).toEqual([what, 'never']);
    }
    expect(logged.length).toBeGreaterThan(0);
    const [stored] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_entry WHERE detail ~ '2345[ -]*6789'`,
    );
    expect(stored.count).toBe(0);
  });

  it('takes the masked forms a guest may show', async () => {
    const bookingIds: string[] = [];
    for (let i = 0; i < 3; i += 1) bookingIds.push((await paidBooking(app, ARRIVAL, '2026-12-02')).bookingId);
    app.clock.current = new Date(`${ARRIVAL}T06:30:00Z`);
    const token = await app.adminToken();
    for (const [i, idNumber] of ['XXXX XXXX 1234', 'xxxx-xxxx-1234', '1234'].entries()) {
      const bookingId = bookingIds[i];
      const answered = await gql(
        app,
        CHECK_IN,
        { bookingId, registration: { idType: 'AADHAAR', idNumber, adults: 1 } },
        { token },
      );
      expect(answered.data.checkIn).toMatchObject({
        errors: [],
        booking: { status: 'CHECKED_IN', registration: { idType: 'AADHAAR', idNumber: '1234' } },
      });
    }
  });
});
