import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { DEMO_HOTEL } from './support/demo-hotel';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { mailsAbout, paidBooking, rows, simulator } from './support/payments';
import { TestApp, useTestApp } from './support/test-app';

const app = useTestApp();
const db = () => rows(app);

let addressCounter = 0;
/** Each test speaks from its own address, so that the per-address limits of one do not reach another. */
const newAddress = () => `203.0.113.${++addressCounter}`;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

const BOOKING_FIELDS = 'id bookCode userName userEmail userPhone status paymentStatus arrivalTime specialRequest';
const FIND = `query Find($code: String!, $contact: String!) {
  findBooking(code: $code, contact: $contact) { errors { field code message } booking { ${BOOKING_FIELDS} } }
}`;
const QUOTE = `query Quote($id: ID!) {
  cancellationQuote(bookingId: $id) { cancellable refusal paidPaise refundPaise refundPercent rule freeUntil windowHours policy refundTiming }
}`;
const CANCEL = `mutation Cancel($id: ID!, $contact: String, $key: String) {
  cancelMyBooking(bookingId: $id, contact: $contact, key: $key) {
    errors { field code message } refundPaise message booking { status paymentStatus }
  }
}`;
const ARRIVAL = `mutation Arrival($id: ID!, $time: String, $request: String, $contact: String, $key: String) {
  updateMyArrival(bookingId: $id, arrivalTime: $time, specialRequest: $request, contact: $contact, key: $key) {
    errors { field code message } plans { arrivalTime specialRequest }
  }
}`;
const PROVE = `mutation Prove($id: ID!, $contact: String, $key: String) {
  proveMyBooking(bookingId: $id, contact: $contact, key: $key) { errors { field code message } plans { arrivalTime specialRequest } }
}`;
const RESEND = `mutation Resend($id: ID!, $contact: String, $key: String) {
  resendMyConfirmation(bookingId: $id, contact: $contact, key: $key) { errors { field code message } sentTo }
}`;

const NO_MATCH = 'We could not find a booking with that code and email or phone number. Please check both and try again.';
const MISMATCH = 'That email or phone number does not match this booking.';

async function stored(testApp: TestApp, id: string): Promise<Booking> {
  return testApp.database.dataSource.getRepository(Booking).findOneByOrFail({ id });
}

/** A booking confirmed to pay at the hotel, as stored. */
async function payAtHotel(checkIn = '2026-12-10', checkOut = '2026-12-12'): Promise<Booking> {
  const room = await createRoom(app.services);
  const stay = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  return stored(app, stay.id);
}

async function paid(checkIn = '2026-12-01', checkOut = '2026-12-03', rentPerDay = 2500) {
  const order = await paidBooking(app, checkIn, checkOut, { rentPerDay });
  return { ...order, booking: await stored(app, order.bookingId) };
}

function auditOf(bookingId: string): Promise<AuditEntry[]> {
  return app.database.dataSource.getRepository(AuditEntry).find({ where: { bookingId }, order: { at: 'ASC' } });
}

describe('findBooking: the booking code with its email or phone', () => {
  it('finds the booking by code and phone (typed as people type it), with the contact details masked', async () => {
    const booking = await payAtHotel();
    // Kept as +91 and the ten digits; typed with a space after +91 and a dash in the middle.
    const phone = `+91 ${booking.userPhone.slice(3, 8)}-${booking.userPhone.slice(8)}`;
    const reply = await gql(app, FIND, { code: ` ${booking.bookCode.toLowerCase()} `, contact: phone }, from(newAddress()));
    expect(reply.data.findBooking.errors).toEqual([]);
    const found = reply.data.findBooking.booking;
    expect(found).toMatchObject({ id: booking.id, bookCode: booking.bookCode, userName: booking.userName });
    expect(found.userEmail).toBe(`${booking.userEmail!.slice(0, 2)}***@example.com`);
    expect(found.userPhone).toBe(`******${booking.userPhone.slice(-4)}`);
    expect(found).toMatchObject({ arrivalTime: null, specialRequest: null });

    const byEmail = await gql(
      app,
      FIND,
      { code: booking.bookCode, contact: booking.userEmail!.toUpperCase() },
      from(newAddress()),
    );
    expect(byEmail.data.findBooking.booking.id).toBe(booking.id);
  });

  it('finds a booking made with a number abroad, typed with its + code or as it is dialled there', async () => {
    const room = await createRoom(app.services);
    const quote = {
      ...quoteFor(room.id, '2026-12-16', '2026-12-17'),
      userEmail: 'nikhil.uk@example.com',
      phone: '+44 7911 123456',
    };
    const booking = await stored(app, (await app.services.payments.payAtHotel({ quote })).id);
    expect(booking.userPhone).toBe('+447911123456');
    for (const contact of ['+44 7911 123456', '07911 123456', '0044 7911 123456']) {
      const reply = await gql(app, FIND, { code: booking.bookCode, contact }, from(newAddress()));
      expect({ contact, errors: reply.data.findBooking.errors }).toEqual({ contact, errors: [] });
      expect(reply.data.findBooking.booking.userPhone).toBe('+44 ******3456');
    }
    const wrong = await gql(app, FIND, { code: booking.bookCode, contact: '07911 123457' }, from(newAddress()));
    expect(wrong.data.findBooking.errors).toEqual([expect.objectContaining({ message: NO_MATCH })]);
  });

  it('says one plain thing for a wrong contact, a wrong code or both, never which', async () => {
    const booking = await payAtHotel();
    const other = await payAtHotel('2026-12-14', '2026-12-15');
    const address = newAddress();
    for (const [code, contact] of [
      [booking.bookCode, other.userEmail],
      ['HBZZZZZ', booking.userEmail],
      [booking.bookCode, '9999999999'],
    ]) {
      const reply = await gql(app, FIND, { code, contact }, from(address));
      expect(reply.data.findBooking).toEqual({
        errors: [{ field: null, code: 'BOOKING_LOOKUP_NO_MATCH', message: NO_MATCH }],
        booking: null,
      });
    }
    const rest = await call(app, 'POST', '/api/booking/find', {
      json: { code: booking.bookCode, contact: other.userPhone },
      ...from(address),
    });
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ success: false, message: NO_MATCH, code: 'BOOKING_LOOKUP_NO_MATCH' });
  });

  it('has a REST twin that answers the masked booking', async () => {
    const booking = await payAtHotel();
    const reply = await call(app, 'POST', '/api/booking/find', {
      json: { code: booking.bookCode, contact: booking.userEmail },
      ...from(newAddress()),
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      bookingId: booking.id,
      data: { _id: booking.id, bookCode: booking.bookCode },
    });
    expect(reply.body.data.userEmail).toMatch(/^\w{2}\*\*\*@example\.com$/);
    expect(reply.body.data.userPhone).toMatch(/^\*{6}\d{4}$/);
  });

  it('limits tries per address (10 in 10 minutes): the 11th is refused even when right (429 / typed error)', async () => {
    const booking = await payAtHotel();
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) await gql(app, FIND, { code: 'HBAAAA2', contact: booking.userEmail }, from(address));
    const limited = await gql(app, FIND, { code: booking.bookCode, contact: booking.userEmail }, from(address));
    expect(limited.data.findBooking.booking).toBeNull();
    expect(limited.data.findBooking.errors[0]).toMatchObject({ code: 'BOOKING_LOOKUP_RATE_LIMITED' });
    expect(limited.data.findBooking.errors[0].message).toMatch(/^Too many tries\. Please try again in \d+ minutes?/);
    const rest = await call(app, 'POST', '/api/booking/find', {
      json: { code: booking.bookCode, contact: booking.userEmail },
      ...from(address),
    });
    expect(rest.status).toBe(429);
    // Another address is not held back.
    const elsewhere = await gql(app, FIND, { code: booking.bookCode, contact: booking.userEmail }, from(newAddress()));
    expect(elsewhere.data.findBooking.booking.id).toBe(booking.id);
  });

  it('slows guesses at one code from many addresses once 10 were wrong in an hour, and never locks out its guest', async () => {
    const booking = await payAtHotel();
    const stranger = newAddress();
    for (let i = 0; i < 10; i += 1) {
      const guess = await gql(
        app,
        FIND,
        { code: booking.bookCode, contact: `98765${i}0000` },
        from(i < 5 ? stranger : newAddress()),
      );
      expect(guess.data.findBooking.errors[0]).toMatchObject({ code: 'BOOKING_LOOKUP_NO_MATCH' });
    }
    // The code is guarded now: an address that guessed wrong at it may not try again this hour…
    const again = await gql(app, FIND, { code: booking.bookCode, contact: booking.userEmail }, from(stranger));
    expect(again.data.findBooking.errors[0]).toMatchObject({ code: 'BOOKING_LOOKUP_RATE_LIMITED' });
    // …a new one gets three wrong guesses before it is stopped too…
    const another = newAddress();
    for (let i = 0; i < 3; i += 1) {
      const guess = await gql(app, FIND, { code: booking.bookCode, contact: `91234${i}0000` }, from(another));
      expect(guess.data.findBooking.errors[0]).toMatchObject({ code: 'BOOKING_LOOKUP_NO_MATCH' });
    }
    const stopped = await gql(app, FIND, { code: booking.bookCode, contact: booking.userPhone }, from(another));
    expect(stopped.data.findBooking.errors[0]).toMatchObject({ code: 'BOOKING_LOOKUP_RATE_LIMITED' });
    // …and the guest, who knows the email or phone, is never refused for what strangers did.
    const guest = await gql(app, FIND, { code: booking.bookCode, contact: booking.userEmail }, from(newAddress()));
    expect(guest.data.findBooking.booking.id).toBe(booking.id);
    const guestAgain = await call(app, 'POST', '/api/booking/find', {
      json: { code: booking.bookCode, contact: booking.userPhone },
      ...from(newAddress()),
    });
    expect(guestAgain.status).toBe(200);
    app.clock.advanceMinutes(61);
    const later = await gql(app, FIND, { code: booking.bookCode, contact: booking.userEmail }, from(stranger));
    expect(later.data.findBooking.booking.id).toBe(booking.id);
  });
});

describe('the signed key from the confirmation mail', () => {
  it('is in the mail’s link, proves its own booking, and a tampered or another booking’s key does not', async () => {
    const { booking } = await paid('2026-12-05', '2026-12-06');
    const [mail] = (await mailsAbout(app, booking.bookCode)).confirmations;
    const key = app.services.bookingKeys.keyFor(booking.id);
    expect(mail.text).toContain(`/booking/${booking.id}?key=${key}`);
    expect(mail.text).toContain(`Confirmation sent to ${booking.userEmail}`);
    expect(mail.text).toContain('/find-booking');

    const address = newAddress();
    const good = await gql(app, PROVE, { id: booking.id, key }, from(address));
    expect(good.data.proveMyBooking).toEqual({ errors: [], plans: { arrivalTime: null, specialRequest: null } });

    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    const other = await payAtHotel();
    for (const wrongKey of [tampered, app.services.bookingKeys.keyFor(other.id), '']) {
      const reply = await gql(app, PROVE, { id: booking.id, key: wrongKey }, from(address));
      expect(reply.data.proveMyBooking.plans).toBeNull();
      expect(reply.data.proveMyBooking.errors[0]).toMatchObject({ code: 'GUEST_PROOF_REQUIRED', field: 'contact' });
    }
    // The key opens the documents too, with no contact typed.
    const [document] = await app.database.dataSource.query<{ id: string }[]>(
      `SELECT id FROM tax_document WHERE booking_id = $1 LIMIT 1`,
      [booking.id],
    );
    const pdf = await fetch(`${app.baseUrl}/api/booking/${booking.id}/documents/${document.id}/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ key }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const refused = await fetch(`${app.baseUrl}/api/booking/${booking.id}/documents/${document.id}/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ key: tampered }),
    });
    expect(refused.status).toBe(400);
  });
});

describe('cancellationQuote and cancelMyBooking', () => {
  it('quotes a full refund before the free window ends, then cancels and refunds through the provider', async () => {
    const { booking, paymentId } = await paid('2026-12-01', '2026-12-03', 2500);
    const quote = await gql(app, QUOTE, { id: booking.id });
    expect(quote.data.cancellationQuote).toMatchObject({
      cancellable: true,
      refusal: null,
      paidPaise: 500000,
      refundPaise: 500000,
      refundPercent: 100,
      rule: 'FREE',
      windowHours: 24,
      refundTiming: 'Refunds reach you in 5-10 business days.',
    });
    expect(quote.data.cancellationQuote.policy).toMatch(/^Free cancellation until 30 Nov 2026, 3:00 PM/);

    const reply = await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail }, from(newAddress()));
    expect(reply.data.cancelMyBooking).toMatchObject({
      errors: [],
      refundPaise: 500000,
      message: 'Your booking is cancelled. ₹5,000 is on its way back to you. Refunds reach you in 5-10 business days.',
      booking: { status: 'CANCELLED', paymentStatus: 'REFUNDED' },
    });
    expect(await stored(app, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [refund] = await db().refunds(booking.id);
    expect(refund).toMatchObject({ amountPaise: 500000, reason: 'cancellation' });
    expect(await db().simulatedRefunds(paymentId)).toMatchObject([{ amountPaise: 500000 }]);
    await simulator(app).webhooks.idle();
    const audit = await auditOf(booking.id);
    expect(audit.at(-1)).toMatchObject({ actor: 'guest', action: 'cancel' });
    expect(audit.at(-1)!.detail).toContain('proved with the email');
    expect(audit.at(-1)!.detail).toContain('₹5,000 of ₹5,000 refunded (100%');

    const again = await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail }, from(newAddress()));
    expect(again.data.cancelMyBooking.errors).toEqual([
      { field: 'bookingId', code: 'SELF_CANCEL_NOT_ALLOWED', message: 'This booking is already cancelled.' },
    ]);
    expect((await gql(app, QUOTE, { id: booking.id })).data.cancellationQuote).toMatchObject({
      cancellable: false,
      refusal: 'This booking is already cancelled.',
    });
  });

  it('refunds half within 24 hours of check-in, and the quote says so first', async () => {
    const { booking, paymentId } = await paid('2026-11-21', '2026-11-22', 1234.57);
    const quote = (await gql(app, QUOTE, { id: booking.id })).data.cancellationQuote;
    expect(quote).toMatchObject({ refundPercent: 50, refundPaise: 61729, paidPaise: 123457, rule: 'LATE' });
    expect(quote.policy).toMatch(/^Free cancellation ended on 20 Nov 2026, 3:00 PM/);
    const reply = await gql(app, CANCEL, { id: booking.id, contact: booking.userPhone }, from(newAddress()));
    expect(reply.data.cancelMyBooking).toMatchObject({ refundPaise: 61729, booking: { paymentStatus: 'PARTIALLY_REFUNDED' } });
    expect(await db().simulatedRefunds(paymentId)).toMatchObject([{ amountPaise: 61729 }]);
  });

  it('cancels a pay-at-hotel booking with nothing to refund', async () => {
    const booking = await payAtHotel();
    expect((await gql(app, QUOTE, { id: booking.id })).data.cancellationQuote).toMatchObject({
      cancellable: true,
      paidPaise: 0,
      refundPaise: 0,
    });
    const reply = await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail }, from(newAddress()));
    expect(reply.data.cancelMyBooking).toMatchObject({
      refundPaise: 0,
      message: 'Your booking is cancelled. Nothing was paid, so there is nothing to refund.',
      booking: { status: 'CANCELLED', paymentStatus: 'VOID' },
    });
    expect(await db().refunds(booking.id)).toEqual([]);
  });

  it('changes nothing for a wrong contact, and refuses a checked-in stay clearly', async () => {
    const { booking } = await paid('2026-12-20', '2026-12-21');
    const address = newAddress();
    const wrong = await gql(app, CANCEL, { id: booking.id, contact: 'someone@example.com' }, from(address));
    expect(wrong.data.cancelMyBooking).toEqual({
      errors: [{ field: 'contact', code: 'GUEST_PROOF_MISMATCH', message: MISMATCH }],
      refundPaise: null,
      message: null,
      booking: null,
    });
    const none = await gql(app, CANCEL, { id: booking.id }, from(address));
    expect(none.data.cancelMyBooking.errors[0]).toMatchObject({
      code: 'GUEST_PROOF_REQUIRED',
      message: 'Enter the email address or phone number you booked with.',
    });
    expect(await stored(app, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await db().refunds(booking.id)).toEqual([]);

    await app.database.dataSource.query(`UPDATE booking SET status = 'checked_in' WHERE id = $1`, [booking.id]);
    const checkedIn = await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail }, from(address));
    expect(checkedIn.data.cancelMyBooking.errors[0]).toMatchObject({
      code: 'SELF_CANCEL_NOT_ALLOWED',
      message: 'You are checked in, so this booking can no longer be cancelled online. Please speak to the front desk.',
    });
    expect(await stored(app, booking.id)).toMatchObject({ status: 'checked_in' });
  });

  it('guards a booking after 10 wrong proofs in 10 minutes against the addresses that guessed, not against its guest', async () => {
    const booking = await payAtHotel();
    const stranger = newAddress();
    for (let i = 0; i < 10; i += 1) await gql(app, PROVE, { id: booking.id, contact: `98765${i}1111` }, from(stranger));
    const limited = await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail }, from(stranger));
    expect(limited.data.cancelMyBooking.errors[0]).toMatchObject({ code: 'GUEST_PROOF_RATE_LIMITED', field: 'contact' });
    expect(await stored(app, booking.id)).toMatchObject({ status: 'confirmed' });
    // The guest proves it from their own address with the email…
    const plans = await gql(app, PROVE, { id: booking.id, contact: booking.userPhone }, from(newAddress()));
    expect(plans.data.proveMyBooking.errors).toEqual([]);
    // …and the key from the mail is never held back.
    const withKey = await gql(app, CANCEL, { id: booking.id, key: app.services.bookingKeys.keyFor(booking.id) }, from(stranger));
    expect(withKey.data.cancelMyBooking.booking).toMatchObject({ status: 'CANCELLED' });
  });

  it('refuses to cancel online once the arrival day is over, and says whom to call', async () => {
    const booking = await payAtHotel('2026-11-22', '2026-11-24');
    // The arrival day itself: still cancellable (the late rule).
    app.clock.advanceMinutes(24 * 60 + 13 * 60);
    expect((await gql(app, QUOTE, { id: booking.id })).data.cancellationQuote).toMatchObject({
      cancellable: true,
      refusal: null,
    });
    // 00:05 the next morning in Kolkata: the arrival day is over.
    app.clock.advanceMinutes(60 + 5);
    const refusal = `Your arrival day, Sun, 22 Nov 2026, is over, so this booking can no longer be cancelled online. Please call us on ${DEMO_HOTEL.frontDeskPhone}.`;
    expect((await gql(app, QUOTE, { id: booking.id })).data.cancellationQuote).toMatchObject({ cancellable: false, refusal });
    const reply = await gql(app, CANCEL, { id: booking.id, contact: booking.userEmail }, from(newAddress()));
    expect(reply.data.cancelMyBooking.errors).toEqual([
      { field: 'bookingId', code: 'SELF_CANCEL_NOT_ALLOWED', message: refusal },
    ]);
    expect(await stored(app, booking.id)).toMatchObject({ status: 'confirmed' });
    expect(await db().refunds(booking.id)).toEqual([]);
  });
});

describe('arrival time and special request', () => {
  it('stores them for the hotel only, audited, and answers them to the proved guest', async () => {
    const booking = await payAtHotel();
    const reply = await gql(
      app,
      ARRIVAL,
      { id: booking.id, time: '16:30', request: '  Ground floor please\u0007  ', contact: booking.userPhone },
      from(newAddress()),
    );
    expect(reply.data.updateMyArrival).toEqual({
      errors: [],
      plans: { arrivalTime: '16:30', specialRequest: 'Ground floor please' },
    });
    expect(await stored(app, booking.id)).toMatchObject({ arrivalTime: '16:30', specialRequest: 'Ground floor please' });
    const publicView = await gql(app, `query B($id: ID!) { booking(id: $id) { arrivalTime specialRequest } }`, {
      id: booking.id,
    });
    expect(publicView.data.booking).toEqual({ arrivalTime: null, specialRequest: null });
    const adminView = await gql(
      app,
      `query B($id: ID!) { booking(id: $id) { arrivalTime specialRequest } }`,
      { id: booking.id },
      { token: await app.adminToken() },
    );
    expect(adminView.data.booking).toEqual({ arrivalTime: '16:30', specialRequest: 'Ground floor please' });
    const proved = await gql(app, PROVE, { id: booking.id, contact: booking.userEmail }, from(newAddress()));
    expect(proved.data.proveMyBooking.plans).toEqual({ arrivalTime: '16:30', specialRequest: 'Ground floor please' });
    expect((await auditOf(booking.id)).at(-1)).toMatchObject({
      actor: 'guest',
      action: 'arrival_plans',
      detail: 'The guest (proved with the phone) set arrival around 4:30 PM; request: “Ground floor please”.',
    });
  });

  it('refuses a time that is not a time of day and a request over 500 characters, changing nothing', async () => {
    const booking = await payAtHotel();
    const reply = await gql(
      app,
      ARRIVAL,
      { id: booking.id, time: '25:00', request: 'x'.repeat(501), contact: booking.userEmail },
      from(newAddress()),
    );
    expect(reply.data.updateMyArrival).toEqual({
      errors: [
        { field: 'arrivalTime', code: 'ARRIVAL_TIME_INVALID', message: 'Enter the arrival time as a time of day, e.g. 16:30' },
        {
          field: 'specialRequest',
          code: 'SPECIAL_REQUEST_TOO_LONG',
          message: 'Please keep your request to 500 characters (it has 501).',
        },
      ],
      plans: null,
    });
    expect(await stored(app, booking.id)).toMatchObject({ arrivalTime: null, specialRequest: null });
    const blank = await gql(
      app,
      ARRIVAL,
      { id: booking.id, time: '', request: '  ', contact: booking.userEmail },
      from(newAddress()),
    );
    expect(blank.data.updateMyArrival.plans).toEqual({ arrivalTime: null, specialRequest: null });
  });
});

describe('resendMyConfirmation', () => {
  it('mails the confirmation again, three times an hour per booking, then says when to try again', async () => {
    const booking = await payAtHotel();
    const before = (await mailsAbout(app, booking.bookCode)).confirmations.length;
    const key = app.services.bookingKeys.keyFor(booking.id);
    for (let i = 0; i < 3; i += 1) {
      const reply = await gql(app, RESEND, { id: booking.id, key }, from(newAddress()));
      expect(reply.data.resendMyConfirmation).toEqual({ errors: [], sentTo: `${booking.userEmail!.slice(0, 2)}***@example.com` });
    }
    expect((await mailsAbout(app, booking.bookCode)).confirmations).toHaveLength(before + 3);
    const limited = await gql(app, RESEND, { id: booking.id, key }, from(newAddress()));
    expect(limited.data.resendMyConfirmation.errors[0]).toMatchObject({ code: 'CONFIRMATION_RESEND_LIMITED' });
    expect((await mailsAbout(app, booking.bookCode)).confirmations).toHaveLength(before + 3);
    expect((await auditOf(booking.id)).filter((entry) => entry.action === 'mail_resent')).toHaveLength(3);
  });

  it('refuses a held booking: it has no confirmation yet', async () => {
    const room = await createRoom(app.services);
    const held = await app.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-11'), {
      address: newAddress(),
      admin: false,
    });
    const reply = await gql(app, RESEND, { id: held.id, contact: held.userEmail }, from(newAddress()));
    expect(reply.data.resendMyConfirmation.errors[0]).toMatchObject({ code: 'CONFIRMATION_NOT_CONFIRMED' });
  });
});
