import { OutboxMessage } from '../src/modules/messages';
import { CODE_NOT_RIGHT, CODE_SENT, OneTimeCode } from '../src/modules/self-service';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { smsCode } from './support/messaging';
import { useTestApp } from './support/test-app';

const app = useTestApp();
// The test drains the outbox itself, so what is sent when is the test's to say.
beforeAll(() => app.services.outbox.stop());

let addressCounter = 0;
/** Each test speaks from its own address, so that the per-address limits of one do not reach another. */
const newAddress = () => `198.51.100.${++addressCounter}`;
let phoneCounter = 0;
/** A number no other test books with. */
const newPhone = () => String(9_700_000_000 + ++phoneCounter);

const REQUEST = `mutation Request($phone: String!) { requestBookingCode(phone: $phone) { errors { field code message } message } }`;
const BY_CODE = `mutation ByCode($phone: String!, $code: String!) {
  bookingsByCode(phone: $phone, code: $code) { errors { field code message } bookings { bookingId bookCode checkIn checkOut status link } }
}`;

const requestCode = async (phone: string, address: string) =>
  (await gql(app, REQUEST, { phone }, { headers: { 'x-forwarded-for': address } })).data!.requestBookingCode;
const bookingsByCode = async (phone: string, code: string, address: string) =>
  (await gql(app, BY_CODE, { phone, code }, { headers: { 'x-forwarded-for': address } })).data!.bookingsByCode;

async function bookFor(phone: string, checkIn: string, checkOut: string) {
  const room = await createRoom(app.services);
  return app.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut, { phone }) });
}

const codeRows = (phone: string) =>
  app.database.dataSource.getRepository(OneTimeCode).find({ where: { phone: `+91${phone}` }, order: { createdAt: 'ASC' } });
const codeMessages = (phone: string) =>
  app.database.dataSource.getRepository(OutboxMessage).findBy({ kind: 'one_time_code', recipient: `+91${phone}` });

/** Asks for a code from a fresh address, lets the worker send it, and answers the row and the code the SMS carried. */
async function sentCode(phone: string) {
  expect((await requestCode(phone, newAddress())).message).toBe(CODE_SENT);
  await app.services.outbox.drain();
  const rows = await codeRows(phone);
  const row = rows[rows.length - 1];
  return { row, code: smsCode(app, row.id) };
}

describe('Forgot your booking code? A one-time code by SMS, then the number’s bookings', () => {
  it('sends a code by SMS, keeps only its hash, and answers current and upcoming bookings with their keyed links', async () => {
    const phone = newPhone();
    const later = await bookFor(phone, '2026-12-20', '2026-12-22');
    const sooner = await bookFor(phone, '2026-12-05', '2026-12-07');
    await app.services.cancellations.cancel(later.id);

    const { row, code } = await sentCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
    const [message] = await codeMessages(phone);
    expect(message).toMatchObject({ channel: 'sms', status: 'sent', params: {} });
    expect(JSON.stringify(message)).not.toContain(code);

    const answer = await bookingsByCode(`+91 ${phone}`, code, newAddress());
    expect(answer.errors).toEqual([]);
    expect(answer.bookings.map((b: { bookCode: string }) => b.bookCode)).toEqual([sooner.bookCode, later.bookCode]);
    const [first] = answer.bookings;
    expect(first).toMatchObject({ bookingId: sooner.id, checkIn: '2026-12-05', checkOut: '2026-12-07', status: 'CONFIRMED' });
    expect(answer.bookings[1]).toMatchObject({ bookingId: later.id, status: 'CANCELLED' });
    const key = new URL(first.link, app.baseUrl).searchParams.get('key');
    expect(first.link).toBe(`/booking/${sooner.id}?key=${key}`);
    expect(app.services.bookingKeys.matches(sooner.id, key)).toBe(true);

    // A right answer uses the code up.
    expect((await bookingsByCode(phone, code, newAddress())).errors[0]).toMatchObject({ code: 'ONE_TIME_CODE_WRONG' });
  });

  it('answers the same whether or not the number has bookings, and sends nothing to one without', async () => {
    const withBooking = newPhone();
    await bookFor(withBooking, '2026-12-08', '2026-12-09');
    const without = newPhone();
    const pastOnly = newPhone();
    await bookFor(pastOnly, '2026-11-22', '2026-11-23');
    app.clock.advanceMinutes(3 * 24 * 60);

    const answers = await Promise.all([withBooking, without, pastOnly].map((phone) => requestCode(phone, newAddress())));
    expect(answers).toEqual([0, 1, 2].map(() => ({ errors: [], message: CODE_SENT })));
    expect(await codeRows(withBooking)).toHaveLength(1);
    expect(await codeRows(without)).toEqual([]);
    expect(await codeRows(pastOnly)).toEqual([]);
    expect(await codeMessages(without)).toEqual([]);

    // A guess for a number with no code is refused in the same words as a wrong guess for one with a code.
    const refusals = await Promise.all([withBooking, without].map((phone) => bookingsByCode(phone, '000000', newAddress())));
    const wrong = (await codeRows(withBooking))[0].wrongTries;
    expect(refusals.map((refusal) => refusal.errors)).toEqual(
      [0, 1].map(() => [{ field: 'code', code: 'ONE_TIME_CODE_WRONG', message: CODE_NOT_RIGHT }]),
    );
    expect(wrong).toBe(1);
  });

  it('ends a code after five wrong tries, after ten minutes, or when a new one is sent', async () => {
    const phone = newPhone();
    await bookFor(phone, '2026-12-11', '2026-12-12');
    const first = await sentCode(phone);
    const wrong = first.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) expect((await bookingsByCode(phone, wrong, newAddress())).errors).toHaveLength(1);
    expect((await codeRows(phone))[0]).toMatchObject({ wrongTries: 5, endedAt: expect.any(Date) });
    expect((await bookingsByCode(phone, first.code, newAddress())).errors[0].code).toBe('ONE_TIME_CODE_WRONG');

    const second = await sentCode(phone);
    app.clock.advanceMinutes(10);
    expect((await bookingsByCode(phone, second.code, newAddress())).errors[0].code).toBe('ONE_TIME_CODE_WRONG');

    app.clock.advanceMinutes(50);
    const third = await sentCode(phone);
    const fourth = await sentCode(phone);
    expect((await bookingsByCode(phone, third.code, newAddress())).errors[0].code).toBe('ONE_TIME_CODE_WRONG');
    expect((await bookingsByCode(phone, fourth.code, newAddress())).bookings).toHaveLength(1);
  });

  it('refuses a fourth code for a number within the hour, from any address, and an eleventh from one address', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) expect((await requestCode(phone, newAddress())).errors).toEqual([]);
    const refused = await requestCode(phone, newAddress());
    expect(refused.errors[0]).toMatchObject({ field: 'phone', code: 'ONE_TIME_CODE_RATE_LIMITED' });
    expect(refused.errors[0].message).toMatch(/^Too many codes asked for\. Please try again in \d+ minutes?, or call us/);

    const address = newAddress();
    for (let i = 0; i < 10; i += 1) expect((await requestCode(newPhone(), address)).errors).toEqual([]);
    expect((await requestCode(newPhone(), address)).errors[0].code).toBe('ONE_TIME_CODE_RATE_LIMITED');
    app.clock.advanceMinutes(60);
    expect((await requestCode(newPhone(), address)).errors).toEqual([]);
  });

  it('does not send a code the worker reaches after it expired, and refuses a number that is none', async () => {
    const phone = newPhone();
    await bookFor(phone, '2026-12-14', '2026-12-15');
    expect((await requestCode(phone, newAddress())).message).toBe(CODE_SENT);
    app.clock.advanceMinutes(11);
    await app.services.outbox.drain();
    const [message] = await codeMessages(phone);
    expect(message).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: the code expired before it could be sent',
      params: {},
    });

    expect((await requestCode('12345', newAddress())).errors[0]).toMatchObject({
      field: 'phone',
      code: 'ONE_TIME_CODE_PHONE_INVALID',
    });
    expect((await bookingsByCode(phone, '12', newAddress())).errors[0]).toMatchObject({
      field: 'code',
      code: 'ONE_TIME_CODE_REQUIRED',
    });
  });

  it('has REST twins: POST /api/booking/code and /api/booking/by-code', async () => {
    const phone = newPhone();
    const booking = await bookFor(phone, '2026-12-16', '2026-12-18');
    const headers = { 'x-forwarded-for': newAddress() };
    const asked = await call(app, 'POST', '/api/booking/code', { json: { phone }, headers });
    expect(asked).toMatchObject({ status: 200, body: { success: true, message: CODE_SENT } });
    await app.services.outbox.drain();
    const code = smsCode(app, (await codeRows(phone))[0].id);

    const wrong = await call(app, 'POST', '/api/booking/by-code', {
      json: { phone, code: code === '999999' ? '888888' : '999999' },
      headers,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: CODE_NOT_RIGHT });
    const found = await call(app, 'POST', '/api/booking/by-code', { json: { phone, code }, headers });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ bookingId: booking.id, bookCode: booking.bookCode, status: 'confirmed' }),
    ]);
  });
});
