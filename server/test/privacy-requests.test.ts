import { StaffRole } from '../src/modules/admin-auth';
import { OneTimeCode } from '../src/modules/self-service';
import { gql } from './support/graphql';
import { CHECK_IN, CHECK_OUT, INDIAN, registerDesk } from './support/guest-register';
import { smsCode } from './support/messaging';
import { useTestApp } from './support/test-app';

/**
 * Guests' rights (issue 29, item 5): a guest proves who they are (a booking code and its contact,
 * or a one-time code to their phone) and asks for their data (answered at once, JSON and PDF), a
 * correction, an erasure or a grievance; the owner or manager answers from the queue; an erasure
 * removes the contact details but keeps the invoice, and says so.
 */
const app = useTestApp();
beforeAll(() => app.services.outbox.stop());
const { stayToCheckIn, tokenFor } = registerDesk(app);

const FILE = `mutation ($input: PrivacyRequestInput!) {
  privacyRequest(input: $input) {
    errors { field code message } request { reference kind status dueAt receivedAt } dataJson jsonUrl pdfUrl
  }
}`;
const QUEUE = `query ($status: PrivacyRequestStatus) { privacyRequests(status: $status) { id reference kind status contact proof bookCodes message dueAt resolution } }`;
const RESOLVE = `mutation ($id: ID!, $outcome: PrivacyRequestStatus!, $note: String) {
  resolvePrivacyRequest(id: $id, outcome: $outcome, note: $note) { errors { field code message } request { status resolution resolvedBy } }
}`;
const REQUEST_CODE = `mutation ($phone: String!) { requestBookingCode(phone: $phone, forPrivacyRequest: true) { errors { message } message } }`;

let addresses = 0;
const from = () => ({ headers: { 'x-forwarded-for': `203.0.113.${++addresses}` } });
const file = async (input: Record<string, unknown>) => (await gql(app, FILE, { input }, from())).data.privacyRequest;

/** A finished stay: paid online, checked in (an Indian guest in the register) and out. */
async function finishedStay() {
  app.clock.reset();
  const { bookingId } = await stayToCheckIn();
  const desk = await tokenFor(StaffRole.FRONT_DESK);
  await gql(app, CHECK_IN, { bookingId, registration: { adults: 1, registerGuests: [INDIAN] } }, { token: desk });
  app.clock.current = new Date(app.clock.current.getTime() + 22 * 3_600_000);
  const out = await gql(app, CHECK_OUT, { bookingId }, { token: await tokenFor(StaffRole.FRONT_DESK) });
  expect(out.data.checkOut.errors).toEqual([]);
  const [booking] = await app.database.dataSource.query(
    `SELECT book_code, user_name, user_email, user_phone FROM booking WHERE id = $1`,
    [bookingId],
  );
  return { bookingId, ...booking } as {
    bookingId: string;
    book_code: string;
    user_name: string;
    user_email: string;
    user_phone: string;
  };
}

describe('privacyRequest (public)', () => {
  it('answers an access request at once with the guest’s data, as JSON and a PDF behind signed links, and nothing of another guest', async () => {
    const stay = await finishedStay();
    const other = await finishedStay();
    const reply = await file({ kind: 'ACCESS', bookCode: stay.book_code, contact: stay.user_email });
    expect(reply.errors).toEqual([]);
    expect(reply.request).toMatchObject({ kind: 'ACCESS', status: 'DONE', reference: expect.stringMatching(/^PR[2-9A-Z]{6}$/) });
    const data = JSON.parse(reply.dataJson);
    const bookings = data.sections.find((section: { title: string }) => section.title === 'Bookings').rows;
    expect(bookings).toEqual([expect.objectContaining({ code: stay.book_code, name: stay.user_name, email: stay.user_email })]);
    const register = data.sections.find((section: { title: string }) => section.title === 'Guest register').rows;
    expect(register).toEqual([expect.objectContaining({ name: 'Rahul Verma', idType: 'aadhaar', idAsKept: '4321' })]);
    expect(reply.dataJson).not.toContain(other.book_code);

    const pdf = await fetch(app.baseUrl + reply.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const json = await fetch(app.baseUrl + reply.jsonUrl);
    expect(JSON.parse(await json.text()).sections[0].rows[0].code).toBe(stay.book_code);

    // A changed key, or the link after its 30 minutes, gives nothing.
    const forged = (reply.pdfUrl as string).replace(/key=.(.)/, (_all, second) => `key=${second === 'A' ? 'B' : 'A'}${second}`);
    expect((await fetch(app.baseUrl + forged)).status).toBe(404);
    app.clock.current = new Date(app.clock.current.getTime() + 31 * 60_000);
    expect((await fetch(app.baseUrl + reply.jsonUrl)).status).toBe(404);
  });

  it('refuses a wrong proof the same way whether or not the booking exists, and files nothing', async () => {
    const stay = await finishedStay();
    const wrongContact = await file({ kind: 'ACCESS', bookCode: stay.book_code, contact: 'someone.else@example.com' });
    const noBooking = await file({ kind: 'ACCESS', bookCode: 'HBZZZZZ', contact: stay.user_email });
    expect(wrongContact.errors).toEqual(noBooking.errors);
    expect(wrongContact.request).toBeNull();
    const correction = await file({ kind: 'CORRECTION', bookCode: stay.book_code, contact: stay.user_email, message: '  ' });
    expect(correction.errors).toEqual([
      expect.objectContaining({ field: 'message', message: 'Tell us what is wrong and what it should say.' }),
    ]);
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM privacy_request WHERE book_codes ? $1`,
      [stay.book_code],
    );
    expect(count).toBe(0);
  });
});

describe('an erasure, proved by a one-time code', () => {
  it('removes the contact details, keeps the tax documents and the register, and says so; the queue is the owner’s and the manager’s', async () => {
    const stay = await finishedStay();
    const phone = stay.user_phone.startsWith('+') ? stay.user_phone : `+91${stay.user_phone}`;
    expect((await gql(app, REQUEST_CODE, { phone }, from())).data.requestBookingCode.errors).toEqual([]);
    await app.services.outbox.drain();
    const [codeRow] = await app.database.dataSource
      .getRepository(OneTimeCode)
      .find({ where: { phone }, order: { createdAt: 'DESC' } });
    const code = smsCode(app, codeRow.id);

    const filed = await file({ kind: 'ERASURE', phone, code, message: 'Please delete my details.' });
    expect(filed.errors).toEqual([]);
    expect(filed.request.status).toBe('OPEN');
    expect(new Date(filed.request.dueAt).getTime() - new Date(filed.request.receivedAt).getTime()).toBe(90 * 86_400_000);
    expect(filed.dataJson).toBeNull();

    // The front desk does not see the queue; the owner does.
    const desk = await gql(app, QUEUE, { status: 'OPEN' }, { token: await tokenFor(StaffRole.FRONT_DESK) });
    expect(desk.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const owner = await tokenFor(StaffRole.OWNER);
    const queue = (await gql(app, QUEUE, { status: 'OPEN' }, { token: owner })).data.privacyRequests;
    const request = queue.find((row: { reference: string }) => row.reference === filed.request.reference);
    expect(request).toMatchObject({ kind: 'ERASURE', contact: phone, proof: 'one-time code', bookCodes: [stay.book_code] });

    const documentsBefore = await app.database.dataSource.query(`SELECT number FROM tax_document WHERE booking_id = $1`, [
      stay.bookingId,
    ]);
    expect(documentsBefore.length).toBeGreaterThan(0);
    const resolved = (await gql(app, RESOLVE, { id: request.id, outcome: 'DONE', note: 'Done as you asked.' }, { token: owner }))
      .data.resolvePrivacyRequest;
    expect(resolved.errors).toEqual([]);
    expect(resolved.request.status).toBe('DONE');
    expect(resolved.request.resolution).toContain('Erased:\n- Your name, email and phone on 1 booking');
    expect(resolved.request.resolution).toMatch(/Kept, and why:[\s\S]*tax document[\s\S]*CGST Act s\.36/);
    expect(resolved.request.resolution).toContain('guest register');

    const [after] = await app.database.dataSource.query(`SELECT user_name, user_email, user_phone FROM booking WHERE id = $1`, [
      stay.bookingId,
    ]);
    expect(after).toEqual({ user_name: 'Removed', user_email: `removed-${stay.bookingId}@invalid`, user_phone: '0000000000' });
    expect(
      await app.database.dataSource.query(`SELECT number FROM tax_document WHERE booking_id = $1`, [stay.bookingId]),
    ).toEqual(documentsBefore);
    const again = (await gql(app, RESOLVE, { id: request.id, outcome: 'REFUSED', note: 'x' }, { token: owner })).data
      .resolvePrivacyRequest;
    expect(again.errors).toEqual([expect.objectContaining({ code: 'PRIVACY_REQUEST_CLOSED' })]);
  });
});
