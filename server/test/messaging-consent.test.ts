import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { StaffRole } from '../src/modules/admin-auth';
import { Booking } from '../src/modules/bookings/booking.entity';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { MessagingConsent } from '../src/modules/messages/messaging-consent.entity';
import { createTestHall, TestHall } from './support/banquet';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { createOrder } from './support/payments';
import { useTestApp } from './support/test-app';

/**
 * A guest's WhatsApp choice (issue 28, item 4), over HTTP: the booking form's, the enquiry's and
 * the desk's box kept in their booking's or enquiry's transaction (and nowhere when it rolls back),
 * the last choice winning, the signed opt-out link (a forged one changes nothing), and the staff's
 * change at the guest's request, refused to the roles the permission table leaves out.
 */
// One guest books several times here (the unpaid limit is tested elsewhere).
const app = useTestApp({ MAX_UNPAID_BOOKINGS_PER_GUEST: '20' });
const consents = () => app.database.dataSource.getRepository(MessagingConsent);
const choiceOf = (phone: string) => consents().findOneBy({ phone });
const auditOf = (detail: string) =>
  app.database.dataSource
    .getRepository(AuditEntry)
    .createQueryBuilder('entry')
    .where('entry.action = :action', { action: 'messaging_consent' })
    .andWhere('entry.detail LIKE :detail', { detail: `%${detail}%` })
    .orderBy('entry.at', 'ASC')
    .getMany();

const CREATE_BOOKING = `mutation ($quote: QuoteInput!) {
  createBooking(quote: $quote) { errors { field code message } booking { id bookCode userPhone } }
}`;
const SET_CONSENT = `mutation ($phone: String!, $whatsapp: Boolean!, $reason: String!) {
  setMessagingConsent(phone: $phone, whatsapp: $whatsapp, reason: $reason) {
    errors { field code message }
    consent { phone whatsapp source changedBy }
  }
}`;
const READ_CONSENT = `query ($phone: String!) { messagingConsent(phone: $phone) { phone whatsapp source changedBy bookingId eventId } }`;
const DESK_BOOKING = `mutation ($input: DeskBookingInput!) {
  createDeskBooking(input: $input) { errors { field code message } booking { id bookCode } }
}`;

let owner: string;
const tokens = new Map<StaffRole, string>();
let hall: TestHall;
let nights = 0;
/** A new stay each time, so no two bookings want the same nights. */
function nextStay(): [string, string] {
  nights += 1;
  const start = new Date(Date.UTC(2026, 11, 1 + nights * 2));
  const end = new Date(start.getTime() + 86_400_000);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

beforeAll(async () => {
  owner = await app.adminToken();
  for (const role of [StaffRole.FRONT_DESK, StaffRole.ACCOUNTANT, StaffRole.HOUSEKEEPING]) {
    const email = `${role.replace('_', '-')}.consent@hotel.test`;
    await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Staff ${role}`, role);
    tokens.set(role, (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.7')).token);
  }
  hall = await createTestHall(app.database.dataSource);
});

async function book(phone: string, whatsappUpdates?: boolean) {
  const room = await createRoom(app.services);
  const quote = quoteFor(room.id, ...nextStay(), { phone, ...(whatsappUpdates === undefined ? {} : { whatsappUpdates }) });
  const reply = await gql(app, CREATE_BOOKING, { quote });
  expect(reply.data.createBooking.errors).toEqual([]);
  return reply.data.createBooking.booking as { id: string; bookCode: string; userPhone: string };
}

describe('the booking form’s box', () => {
  it('keeps a ticked box as the number’s choice, with the booking, its time and source, and audits it', async () => {
    const booking = await book('98111 00001', true);
    const consent = await choiceOf('+919811100001');
    expect(consent).toMatchObject({
      whatsapp: true,
      source: 'booking_form',
      changedBy: 'guest',
      bookingId: booking.id,
      eventId: null,
      changedAt: app.clock.now(),
    });
    const [entry] = await auditOf('+919811100001');
    expect(entry).toMatchObject({
      actor: 'guest',
      bookingId: booking.id,
      detail: `Booking ${booking.bookCode}: WhatsApp updates on for +919811100001 (the booking form)`,
    });
  });

  it('travels on the REST quote too (create-order), and a quote without the box records nothing', async () => {
    const room = await createRoom(app.services);
    const order = await createOrder(app, {
      quote: quoteFor(room.id, ...nextStay(), { phone: '9811100002', whatsappUpdates: true }),
    });
    expect(order.status).toBe(200);
    expect(await choiceOf('+919811100002')).toMatchObject({ whatsapp: true, bookingId: order.body.data.bookingId });

    await book('9811100003');
    expect(await choiceOf('+919811100003')).toBeNull();
  });

  it('refuses a box that is neither true nor false on REST, and books nothing', async () => {
    const room = await createRoom(app.services);
    const order = await createOrder(app, {
      quote: quoteFor(room.id, ...nextStay(), { phone: '9811100004', whatsappUpdates: 'yes' }),
    });
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ success: false, message: 'The WhatsApp updates box is true or false' });
    expect(await app.database.dataSource.getRepository(Booking).countBy({ userPhone: '+919811100004' })).toBe(0);
    expect(await choiceOf('+919811100004')).toBeNull();
  });

  it('stores no choice when the booking is rolled back (its room taken)', async () => {
    const room = await createRoom(app.services);
    const stay = nextStay();
    expect((await gql(app, CREATE_BOOKING, { quote: quoteFor(room.id, ...stay) })).data.createBooking.errors).toEqual([]);
    const refused = await gql(app, CREATE_BOOKING, {
      quote: quoteFor(room.id, ...stay, { phone: '9811100005', whatsappUpdates: true }),
    });
    expect(refused.data.createBooking.errors).toEqual([expect.objectContaining({ code: 'DATES_UNAVAILABLE' })]);
    expect(await choiceOf('+919811100005')).toBeNull();
    expect(await auditOf('+919811100005')).toEqual([]);
  });
});

describe('the desk’s box (the guest is asked)', () => {
  const walkIn = (roomId: string, overrides: Record<string, unknown>) => {
    const [checkIn, checkOut] = nextStay();
    return {
      checkIn,
      checkOut,
      rooms: [{ roomId, adults: 1 }],
      guest: { name: 'Mohan Lal', phone: '9811100010' },
      channel: 'PHONE',
      payment: { option: 'PAY_LATER' },
      ...overrides,
    };
  };

  it('records the choice as the desk member’s, with the booking', async () => {
    const room = await createRoom(app.services);
    const reply = await gql(
      app,
      DESK_BOOKING,
      { input: walkIn(room.id, { whatsappUpdates: true }) },
      { token: tokens.get(StaffRole.FRONT_DESK) },
    );
    expect(reply.data.createDeskBooking.errors).toEqual([]);
    expect(await choiceOf('+919811100010')).toMatchObject({
      whatsapp: true,
      source: 'booking_form',
      changedBy: 'Staff front_desk <front-desk.consent@hotel.test>',
      bookingId: reply.data.createDeskBooking.booking.id,
    });
  });

  it('keeps nothing when the desk’s booking is rolled back in its transaction (more money than the stay costs)', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2000 });
    const input = walkIn(room.id, {
      guest: { name: 'Mohan Lal', phone: '9811100011' },
      whatsappUpdates: true,
      payment: { option: 'PAY_AT_DESK_NOW', method: 'CASH', amount: 999_999 },
    });
    const reply = await gql(app, DESK_BOOKING, { input }, { token: owner });
    expect(reply.data.createDeskBooking.errors).toEqual([expect.objectContaining({ field: 'payment.amount' })]);
    expect(await app.database.dataSource.getRepository(Booking).countBy({ userPhone: '+919811100011' })).toBe(0);
    expect(await choiceOf('+919811100011')).toBeNull();
  });
});

describe('the banquet enquiry’s box', () => {
  it('keeps the choice with the enquiry, its audit line in the event’s history', async () => {
    const reply = await gql(
      app,
      `mutation ($input: RequestEventInput!) { requestEvent(input: $input) { errors { field message } enquiry { reference } } }`,
      {
        input: {
          hallId: hall.hall.id,
          sessionId: hall.dinner.id,
          eventDate: '2026-12-12',
          occasion: 'Wedding reception',
          expectedGuests: 180,
          name: 'Meera Sharma',
          phone: '+91 98111 00020',
          email: 'meera@example.com',
          whatsappUpdates: true,
        },
      },
    );
    expect(reply.data.requestEvent.errors).toEqual([]);
    const { reference } = reply.data.requestEvent.enquiry;
    const event = await app.database.dataSource.getRepository(BanquetEvent).findOneByOrFail({ reference });
    expect(await choiceOf('+919811100020')).toMatchObject({
      whatsapp: true,
      source: 'enquiry_form',
      eventId: event.id,
      bookingId: null,
    });
    const history = await app.services.audit.forEvent(reference);
    expect(history.map((entry) => entry.detail)).toContain(
      `${reference}: WhatsApp updates on for +919811100020 (the banquet enquiry form)`,
    );
  });
});

describe('the last choice wins', () => {
  it('ticked, then stopped by the link, then an unticked box withdraws nothing, then ticked again', async () => {
    const phone = '+919811100030';
    const first = await book('9811100030', true);
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: true, bookingId: first.id });

    app.clock.advanceMinutes(10);
    expect((await fetch(app.services.messagingLinks.optOutUrl(phone))).status).toBe(200);
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: false, source: 'opt_out_link', bookingId: null });

    app.clock.advanceMinutes(10);
    await book('9811100030', false);
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: false, source: 'opt_out_link' });

    app.clock.advanceMinutes(10);
    const again = await book('9811100030', true);
    expect(await choiceOf(phone)).toMatchObject({
      whatsapp: true,
      source: 'booking_form',
      bookingId: again.id,
      changedAt: app.clock.now(),
    });
    // Each change is a line of the audit log; the unticked box changed nothing and left none.
    expect((await auditOf(phone)).map((entry) => entry.detail.replace(/^Booking \w+: /, ''))).toEqual([
      `WhatsApp updates on for ${phone} (the booking form)`,
      `WhatsApp updates off for ${phone} (the opt-out link)`,
      `WhatsApp updates on for ${phone} (the booking form)`,
    ]);
  });

  it('an unticked box is kept when the number has no choice yet (asked, and said no)', async () => {
    const booking = await book('9811100031', false);
    expect(await choiceOf('+919811100031')).toMatchObject({ whatsapp: false, source: 'booking_form', bookingId: booking.id });
  });
});

describe('the opt-out link', () => {
  const phone = '+919811100040';
  const link = () => new URL(app.services.messagingLinks.optOutUrl(phone));

  beforeEach(async () => {
    await book('9811100040', true);
  });

  it('is signed for one number: its page records the opt-out and offers the undo, which records it again', async () => {
    const url = link();
    expect(url.pathname).toBe('/messages/opt-out');
    expect(url.searchParams.get('to')).toBe('919811100040');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const hotel = (await app.services.hotelProfile.get()).name.replace(/&/g, '&amp;');
    expect(html).toContain(`<h1>You will no longer get WhatsApp messages from ${hotel}</h1>`);
    // The page names the number masked; only the undo's hidden field carries the link's own digits.
    expect(html).toContain('We will not send WhatsApp messages to ******0040 any more.');
    expect(html.replace(/<input[^>]*>/g, '')).not.toContain('9811100040');
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: false, source: 'opt_out_link', changedBy: 'guest' });

    const undo = await fetch(new URL('/messages/opt-out', app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ to: url.searchParams.get('to')!, key: url.searchParams.get('key')!, whatsapp: 'on' }),
    });
    expect(undo.status).toBe(200);
    expect(await undo.text()).toContain('You will get updates on WhatsApp from');
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: true, source: 'opt_out_link' });
  });

  it('changes nothing when forged, cut short, made for another number, or only looked at (HEAD)', async () => {
    const url = link();
    const key = url.searchParams.get('key')!;
    const forged = [
      `to=919811100040&key=${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
      `to=919811100040&key=${key.slice(0, 10)}`,
      'to=919811100040',
      `to=919811100041&key=${key}`,
      `to=919811100040&key=${key}&key=${key}`,
    ];
    for (const query of forged) {
      const page = await fetch(`${app.baseUrl}/messages/opt-out?${query}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('This link does not work');
    }
    const post = await fetch(`${app.baseUrl}/messages/opt-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ to: '919811100040', key: 'A'.repeat(22), whatsapp: 'off' }),
    });
    expect(post.status).toBe(400);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: true, source: 'booking_form' });
  });
});

describe('the opt-out page in English and Hindi', () => {
  const phone = '+919811100045';
  const link = () => new URL(app.services.messagingLinks.optOutUrl(phone));
  const undo = (url: URL, lang: string) =>
    fetch(new URL('/messages/opt-out', app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ to: url.searchParams.get('to')!, key: url.searchParams.get('key')!, whatsapp: 'on', lang }),
    });

  it('is in Hindi for ?lang=hi or a browser that prefers Hindi, with a button to the English page', async () => {
    await book('9811100045', true);
    const hotel = (await app.services.hotelProfile.get()).name.replace(/&/g, '&amp;');
    const url = link();
    url.searchParams.set('lang', 'hi');
    const byQuery = await fetch(url);
    expect(byQuery.headers.get('content-language')).toBe('hi');
    const html = await byQuery.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`<h1>अब आपको ${hotel} से WhatsApp पर मैसेज नहीं मिलेंगे</h1>`);
    expect(html).toContain('हम अब ******0045 पर WhatsApp मैसेज नहीं भेजेंगे।');
    expect(html).toContain('वापस चालू करें: मुझे WhatsApp पर अपडेट भेजते रहें');
    // The switch to English posts the choice just made again, in English.
    expect(html).toMatch(/class="other">[\s\S]*name="whatsapp" value="off"[\s\S]*name="lang" value="en"[\s\S]*Read in English/);
    expect(html.replace(/<input[^>]*>/g, '')).not.toContain('9811100045');

    const byBrowser = await fetch(link(), { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(await byBrowser.text()).toContain('<html lang="hi">');
    const inEnglish = await (await fetch(link(), { headers: { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.5' } })).text();
    expect(inEnglish).toContain('<html lang="en">');
    expect(inEnglish).toMatch(/name="lang" value="hi">\s*<button type="submit" lang="hi">हिंदी में पढ़ें<\/button>/);
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: false, source: 'opt_out_link' });
  });

  it('keeps the language through the undo, whose switch of language posts the same choice again', async () => {
    const reply = await undo(link(), 'hi');
    const html = await reply.text();
    expect(html).toContain('अब आपको');
    expect(html).toContain('WhatsApp पर फिर से अपडेट मिलेंगे');
    expect(html).toContain('<button type="submit">WhatsApp मैसेज बंद करें</button>');
    // The switch to English is a form posting "on" (a GET of the link would stop the messages again).
    expect(html).toMatch(
      /<form method="post" action="\/messages\/opt-out" class="other">[\s\S]*name="whatsapp" value="on"[\s\S]*name="lang" value="en"[\s\S]*Read in English/,
    );
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: true, source: 'opt_out_link' });
    expect(await (await undo(link(), 'en')).text()).toContain('You will get updates on WhatsApp from');
    expect(await choiceOf(phone)).toMatchObject({ whatsapp: true });

    const broken = await fetch(`${app.baseUrl}/messages/opt-out?to=919811100045&lang=hi`);
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('<h1>यह लिंक काम नहीं कर रहा</h1>');
  });
});

describe('setMessagingConsent and messagingConsent (admin)', () => {
  it('changes the choice at the guest’s request, audited with the reason, and reads it back', async () => {
    await book('9811100050', true);
    const reply = await gql(
      app,
      SET_CONSENT,
      { phone: '98111 00050', whatsapp: false, reason: 'Guest phoned: too many messages' },
      { token: tokens.get(StaffRole.FRONT_DESK) },
    );
    expect(reply.data.setMessagingConsent).toEqual({
      errors: [],
      consent: {
        phone: '+919811100050',
        whatsapp: false,
        source: 'STAFF',
        changedBy: 'Staff front_desk <front-desk.consent@hotel.test>',
      },
    });
    const [, staffEntry] = await auditOf('+919811100050');
    expect(staffEntry).toMatchObject({
      actor: 'Staff front_desk <front-desk.consent@hotel.test>',
      detail: 'WhatsApp updates off for +919811100050 at the guest’s request: Guest phoned: too many messages',
    });

    const read = await gql(app, READ_CONSENT, { phone: '+919811100050' }, { token: tokens.get(StaffRole.ACCOUNTANT) });
    expect(read.data.messagingConsent).toMatchObject({ whatsapp: false, source: 'STAFF', bookingId: null });
    const none = await gql(app, READ_CONSENT, { phone: '9811100059' }, { token: owner });
    expect(none.data.messagingConsent).toBeNull();
  });

  it('refuses a change without the guest’s words, or for no number, and changes nothing', async () => {
    await book('9811100051', true);
    for (const [variables, field] of [
      [{ phone: '9811100051', whatsapp: false, reason: ' ' }, 'reason'],
      [{ phone: '12345', whatsapp: false, reason: 'Guest asked at the desk' }, 'phone'],
    ] as const) {
      const reply = await gql(app, SET_CONSENT, variables, { token: owner });
      expect(reply.data.setMessagingConsent.errors).toEqual([expect.objectContaining({ field })]);
    }
    expect(await choiceOf('+919811100051')).toMatchObject({ whatsapp: true, source: 'booking_form' });
  });

  it('refuses the roles the permission table leaves out, and changes nothing', async () => {
    await book('9811100052', true);
    for (const role of [StaffRole.ACCOUNTANT, StaffRole.HOUSEKEEPING]) {
      const reply = await gql(
        app,
        SET_CONSENT,
        { phone: '9811100052', whatsapp: false, reason: 'Guest asked at the desk' },
        { token: tokens.get(role) },
      );
      expect(reply.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const housekeeping = await gql(app, READ_CONSENT, { phone: '9811100052' }, { token: tokens.get(StaffRole.HOUSEKEEPING) });
    expect(housekeeping.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(app, READ_CONSENT, { phone: '9811100052' });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await choiceOf('+919811100052')).toMatchObject({ whatsapp: true, source: 'booking_form' });
  });
});
