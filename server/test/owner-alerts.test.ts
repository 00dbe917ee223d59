import { StaffRole } from '../src/modules/admin-auth';
import { publicHotel } from '../src/client-pages/hotel-page-head';
import { HotelProfile } from '../src/modules/hotel-settings/hotel-profile.entity';
import { ALERTS_PHONE_INVALID } from '../src/modules/hotel-settings/hotel-profile-rules';
import { FORM_III_DEADLINE_HOURS } from '../src/modules/guest-register';
import { FORM_III_ALERT_HOURS_LEFT } from '../src/modules/owner-alerts';
import { MessageKind, OutboxMessage, type RenderedMail, type RenderedWhatsApp } from '../src/modules/messages';
import { hmacHex } from '../src/modules/billing/payments/providers/signatures';
import { createTestHall } from './support/banquet';
import { createRoom, quoteFor, visitorAt } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { paidBooking, postRawWebhook, postWebhook, paymentEntity, signBody } from './support/payments';
import { BRITISH, CHECK_IN, CHECK_IN_AT, MARK, registerDesk } from './support/guest-register';
import { useTestApp } from './support/test-app';

/**
 * The owner's alerts (issues 28, 29): a new website booking, a new enquiry, a cancellation, a payment
 * notice that could not be applied and a foreign guest's Form III report due go to the profile's alerts email and, when the owner gave it,
 * their WhatsApp number (alertsPhone: admin-only, E.164, never on a page).
 */
const app = useTestApp();
// Nothing is sent unless a test drains the outbox: what was queued is the test's to read.
beforeAll(() => app.services.outbox.stop());

/** A made-up number (the 98000 series the tests use), not a person's. */
const OWNER_PHONE = '+919800011122';
const ALERTS_EMAIL = 'reservations@anandresidency.example';

const outbox = () => app.database.dataSource.getRepository(OutboxMessage);
const profiles = () => app.database.dataSource.getRepository(HotelProfile);

async function setAlertsPhone(phone: string | null): Promise<void> {
  await app.services.hotelProfile.get();
  await profiles().update({ id: 1 }, { alertsPhone: phone });
}

/** The alert's rows of a kind about a stay, an event or a subject, channel by channel. */
async function alertsOf(kind: MessageKind, subject: string): Promise<Record<string, OutboxMessage>> {
  const rows = await outbox().find({ where: { kind } });
  const about = rows.filter((row) => row.idempotencyKey.split(':')[2] === subject);
  return Object.fromEntries(about.map((row) => [row.channel, row]));
}

const render = <T>(row: OutboxMessage) => app.services.messageRenderers.render(row) as Promise<T>;

describe("alertsPhone on the hotel's profile", () => {
  const PUBLIC = `name shortName ownerLine street locality city state pincode country mapUrl
    frontDeskPhone frontDeskHours reservationsPhone reservationsHours reservationsEmail banquetEmail infoEmail
    checkInTime checkOutTime facebookUrl instagramUrl xUrl heroText aboutTitle aboutText
    highlights { value label } features { title text } gallery { image category title description alt }`;
  const UPDATE = `mutation ($input: HotelProfileInput!) {
    updateHotelProfile(input: $input) { errors { field message } profile { alertsPhone } }
  }`;

  async function tokenOf(role: StaffRole): Promise<string> {
    const email = `${role.replace('_', '-')}.alerts@hotel.test`;
    await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Staff ${role}`, role);
    return (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.7')).token;
  }

  it('is saved in E.164 by the owner, refused when invalid with a clear message, and kept to management', async () => {
    const owner = await app.adminToken();
    const input = { ...(await gql(app, `{ hotelProfile { ${PUBLIC} alertsEmail } }`, {}, { token: owner })).data.hotelProfile };

    const saved = await gql(app, UPDATE, { input: { ...input, alertsPhone: ' 98000 11122 ' } }, { token: owner });
    expect(saved.data.updateHotelProfile).toEqual({ errors: [], profile: { alertsPhone: OWNER_PHONE } });
    expect((await profiles().findOneByOrFail({ id: 1 })).alertsPhone).toBe(OWNER_PHONE);

    for (const wrong of ['12345', '+91 58125 00000', 'call me']) {
      const refused = await gql(app, UPDATE, { input: { ...input, alertsPhone: wrong } }, { token: owner });
      expect(refused.data.updateHotelProfile).toEqual({
        errors: [{ field: 'alertsPhone', message: ALERTS_PHONE_INVALID }],
        profile: null,
      });
    }
    expect((await profiles().findOneByOrFail({ id: 1 })).alertsPhone).toBe(OWNER_PHONE);

    const manager = await tokenOf(StaffRole.MANAGER);
    expect((await gql(app, '{ hotelProfile { alertsPhone } }', {}, { token: manager })).data.hotelProfile.alertsPhone).toBe(
      OWNER_PHONE,
    );
    for (const role of [StaffRole.FRONT_DESK, StaffRole.ACCOUNTANT, StaffRole.HOUSEKEEPING]) {
      const token = await tokenOf(role);
      expect(errorCodes(await gql(app, '{ hotelProfile { alertsPhone } }', {}, { token }))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await gql(app, UPDATE, { input: { ...input, alertsPhone: '' } }, { token }))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await gql(app, '{ hotelProfile { alertsPhone } }'))).toEqual(['UNAUTHENTICATED']);

    const cleared = await gql(app, UPDATE, { input: { ...input, alertsPhone: '' } }, { token: owner });
    expect(cleared.data.updateHotelProfile).toEqual({ errors: [], profile: { alertsPhone: null } });
  });

  it('is not in the hotel data pages carry or anonymous callers read', async () => {
    await setAlertsPhone(OWNER_PHONE);
    const shown = publicHotel(await app.services.hotelProfile.shown());
    expect(shown).not.toHaveProperty('alertsPhone');
    expect(shown).not.toHaveProperty('alertsEmail');
    expect(JSON.stringify(shown)).not.toContain('9800011122');
    const anonymous = await gql(app, `{ hotelProfile { ${PUBLIC} } }`);
    expect(JSON.stringify(anonymous.data)).not.toContain('9800011122');
  });
});

describe('a new booking', () => {
  it('alerts the owner once by mail and WhatsApp when a website booking is confirmed to pay at the hotel, not on a resend', async () => {
    await setAlertsPhone(OWNER_PHONE);
    const room = await createRoom(app.services, { rentPerDay: 3150 });
    const quote = quoteFor(room.id, '2026-12-01', '2026-12-04', { phone: '9876542233', name: 'Amrita Sharma' });
    const booking = await app.services.payments.payAtHotel({ quote });
    // Asked again (a repeat of the request) and the guest's own resend of the confirmation: no new alert.
    await app.services.payments.payAtHotel({ bookingId: booking.id });
    await app.services.selfService.resendConfirmation(booking.id, { contact: quote.userEmail }, visitorAt('10.3.3.3'));

    const alerts = await alertsOf(MessageKind.OWNER_NEW_BOOKING, booking.id);
    expect(Object.keys(alerts).sort()).toEqual(['email', 'whatsapp']);
    expect(alerts.email).toMatchObject({ recipient: ALERTS_EMAIL, bookingId: booking.id, language: 'en' });
    expect(alerts.whatsapp).toMatchObject({ recipient: OWNER_PHONE, bookingId: booking.id });
    expect(await outbox().countBy({ bookingId: booking.id, kind: MessageKind.BOOKING_CONFIRMED, channel: 'email' })).toBe(2);

    const whatsapp = await render<RenderedWhatsApp>(alerts.whatsapp);
    expect(whatsapp).toMatchObject({
      template: 'owner_new_booking_v1',
      to: OWNER_PHONE,
      parameters: [
        booking.bookCode,
        'Amrita Sharma',
        '******2233',
        room.name,
        '1 Dec – 4 Dec 2026',
        '₹9,450',
        'to pay at the hotel',
      ],
      buttonUrlSuffix: `admin/booking/${booking.id}`,
    });
    const mail = await render<RenderedMail>(alerts.email);
    expect(mail.to).toBe(ALERTS_EMAIL);
    expect(mail.subject).toBe(`New booking ${booking.bookCode}: 1 Dec – 4 Dec 2026, Amrita Sharma`);
    expect(mail.text).toContain(`${app.config.publicBaseUrl.replace(/\/+$/, '')}/admin/booking/${booking.id}`);
    expect(mail.text).toContain('Total:    ₹9,450, to pay at the hotel');
    expect(mail.text).not.toContain('9876542233');

    // The outbox sends both (WhatsApp through the simulator).
    await app.services.outbox.drain();
    for (const row of Object.values(await alertsOf(MessageKind.OWNER_NEW_BOOKING, booking.id)))
      expect(['sent', 'delivered', 'read']).toContain(row.status);
  });

  it('alerts by mail only when the profile has no WhatsApp number; a paid online booking says it is paid', async () => {
    await setAlertsPhone(null);
    const { bookingId } = await paidBooking(app, '2026-12-10', '2026-12-11');
    const alerts = await alertsOf(MessageKind.OWNER_NEW_BOOKING, bookingId);
    expect(Object.keys(alerts)).toEqual(['email']);
    expect((await render<RenderedMail>(alerts.email)).text).toMatch(/Total: {4}₹[\d,]+, paid in full online/);
  });

  it("does not alert for a booking the hotel's own desk made", async () => {
    await setAlertsPhone(OWNER_PHONE);
    const room = await createRoom(app.services);
    const reply = await gql(
      app,
      `mutation ($input: DeskBookingInput!) { createDeskBooking(input: $input) { errors { message } booking { id status } } }`,
      {
        input: {
          checkIn: '2026-12-20',
          checkOut: '2026-12-21',
          rooms: [{ roomId: room.id, adults: 1 }],
          guest: { name: 'Mohan Lal', phone: '7300000999' },
          channel: 'PHONE',
          payment: { option: 'PAY_LATER' },
        },
      },
      { token: await app.adminToken() },
    );
    expect(reply.data.createDeskBooking.errors).toEqual([]);
    const { id, status } = reply.data.createDeskBooking.booking;
    expect(status).toBe('CONFIRMED');
    expect(await alertsOf(MessageKind.OWNER_NEW_BOOKING, id)).toEqual({});
  });
});

describe('a cancellation', () => {
  it('alerts the owner once with the refund, by mail and WhatsApp', async () => {
    await setAlertsPhone(OWNER_PHONE);
    const { bookingId } = await paidBooking(app, '2026-12-14', '2026-12-16', { rentPerDay: 2000 });
    const cancelled = await app.services.cancellations.cancel(bookingId);
    await app.services.cancellations.cancel(bookingId);

    const alerts = await alertsOf(MessageKind.OWNER_CANCELLATION, bookingId);
    expect(Object.keys(alerts).sort()).toEqual(['email', 'whatsapp']);
    const refund = `₹${(cancelled.terms.refundPaise / 100).toLocaleString('en-IN')}`;
    expect(cancelled.terms.refundPaise).toBeGreaterThan(0);
    expect(await render<RenderedWhatsApp>(alerts.whatsapp)).toMatchObject({
      template: 'owner_cancellation_v1',
      parameters: [cancelled.booking.bookCode, cancelled.booking.userName, '14 Dec – 16 Dec 2026', refund],
      buttonUrlSuffix: `admin/booking/${bookingId}`,
    });
    const mail = await render<RenderedMail>(alerts.email);
    expect(mail.subject).toContain(`Booking ${cancelled.booking.bookCode} cancelled`);
    expect(mail.text).toContain(`Refund:   ${refund}`);
  });
});

describe('a new banquet enquiry', () => {
  it('alerts the owner by mail and, with a number, on WhatsApp; by mail only without', async () => {
    const { hall, dinner, veg } = await createTestHall(app.database.dataSource);
    const enquire = (eventDate: string, phone: string) =>
      app.services.eventEnquiries.request(
        {
          hallId: hall.id,
          sessionId: dinner.id,
          eventDate,
          occasion: 'Wedding reception',
          expectedGuests: 180,
          menuPackageId: veg.id,
          name: 'Meera Sharma',
          phone,
          email: 'meera.sharma@example.com',
        },
        visitorAt('10.4.4.4'),
      );
    await setAlertsPhone(OWNER_PHONE);
    const withPhone = (await enquire('2026-12-12', '98765 43210')).event;
    const eventId = withPhone.id;
    const alerts = await alertsOf(MessageKind.OWNER_NEW_ENQUIRY, eventId);
    expect(Object.keys(alerts).sort()).toEqual(['email', 'whatsapp']);
    expect(await render<RenderedWhatsApp>(alerts.whatsapp)).toMatchObject({
      template: 'owner_new_enquiry_v1',
      to: OWNER_PHONE,
      parameters: [withPhone.reference, 'Meera Sharma', '******3210', 'Shagun Banquet Hall, Dinner', 'Sat, 12 Dec 2026', '180'],
      buttonUrlSuffix: `admin/events/${eventId}`,
    });
    expect((await render<RenderedMail>(alerts.email)).subject).toContain(`New banquet enquiry ${withPhone.reference}`);

    await setAlertsPhone(null);
    const without = (await enquire('2026-12-19', '98765 43211')).event;
    expect(Object.keys(await alertsOf(MessageKind.OWNER_NEW_ENQUIRY, without.id))).toEqual(['email']);
  });
});

describe('a payment notice that cannot be applied', () => {
  const failed = () => outbox().find({ where: { kind: MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED }, order: { createdAt: 'ASC' } });
  const BROKEN = '{"event": "payment.captured", "payload": ';

  it('alerts nothing when unsigned or wrongly signed; a signed one alerts once an hour, by mail and WhatsApp', async () => {
    await setAlertsPhone(OWNER_PHONE);
    const forged = [
      await postRawWebhook(app, BROKEN, undefined, 'evt_Forged1'),
      await postRawWebhook(app, BROKEN, 'ab'.repeat(32), 'evt_Forged2'),
      await postRawWebhook(app, BROKEN, hmacHex('someone-elses-secret', BROKEN), 'evt_Forged3'),
    ];
    for (const reply of forged) expect(reply.status).toBe(401);
    // A well-signed notice for an order nobody has is not a failure either.
    const ignored = await postWebhook(app, 'payment.captured', paymentEntity('order_Nobody1', 'pay_Nobody1', 100, 'captured'));
    expect(ignored).toMatchObject({ status: 200, body: { status: 'ignored' } });
    expect(await failed()).toEqual([]);

    expect((await postRawWebhook(app, BROKEN, signBody(app, BROKEN), 'evt_Broken1')).status).toBe(500);
    const first = await failed();
    expect(first.map((row) => [row.channel, row.recipient])).toEqual(
      expect.arrayContaining([
        ['email', ALERTS_EMAIL],
        ['whatsapp', OWNER_PHONE],
      ]),
    );
    expect(first).toHaveLength(2);
    expect(first[0].idempotencyKey).toMatch(/^owner_payment_webhook_failed:(email|whatsapp):evt_Broken1:2026-11-21T10$/);
    expect(await render<RenderedWhatsApp>(first.find((row) => row.channel === 'whatsapp')!)).toMatchObject({
      template: 'owner_payment_webhook_failed_v1',
      parameters: ['21 Nov 2026, 10:00 AM', 'its content could not be read'],
      buttonUrlSuffix: 'admin/payment',
    });
    const mail = await render<RenderedMail>(first.find((row) => row.channel === 'email')!);
    expect(mail.text).toContain('Notice:   evt_Broken1');
    expect(mail.text).toContain('/admin/payment');

    // The provider retries, and other notices fail too: nothing more within the hour.
    app.clock.advanceMinutes(30);
    expect((await postRawWebhook(app, BROKEN, signBody(app, BROKEN), 'evt_Broken1')).status).toBe(500);
    expect((await postRawWebhook(app, BROKEN, signBody(app, BROKEN), 'evt_Broken2')).status).toBe(500);
    expect(await failed()).toHaveLength(2);

    app.clock.advanceMinutes(31);
    expect((await postRawWebhook(app, BROKEN, signBody(app, BROKEN), 'evt_Broken1')).status).toBe(500);
    const later = await failed();
    expect(later).toHaveLength(4);
    expect(later.slice(2).every((row) => row.idempotencyKey.endsWith(':evt_Broken1:2026-11-21T11'))).toBe(true);
  });
});

describe("foreign guests' Form III reports (issue 29)", () => {
  const { stayToCheckIn, tokenFor } = registerDesk(app);
  const hours = (count: number) => new Date(CHECK_IN_AT.getTime() + count * 3_600_000);

  it('alerts the owner when a report opens and once more four hours before its deadline, and not once it is reported', async () => {
    await setAlertsPhone(OWNER_PHONE);
    const { bookingId } = await stayToCheckIn();
    const desk = await tokenFor(StaffRole.FRONT_DESK);
    const checkIn = await gql(
      app,
      CHECK_IN,
      { bookingId, registration: { adults: 1, registerGuests: [BRITISH] } },
      { token: desk },
    );
    expect(checkIn.errors).toBeUndefined();
    const alerts = () =>
      outbox().find({ where: { kind: MessageKind.OWNER_FORM_III_DUE, bookingId }, order: { createdAt: 'ASC' } });

    // Opened at check-in: one alert on each channel, however often the periodic work asks.
    expect(await app.services.ownerAlerts.formIIIDue()).toBe(1);
    expect(await app.services.ownerAlerts.formIIIDue()).toBe(0);
    const opened = await alerts();
    const deadline = hours(FORM_III_DEADLINE_HOURS).getTime();
    expect(opened.map((row) => [row.channel, row.recipient, row.idempotencyKey.split(':')[3]]).sort()).toEqual([
      ['email', ALERTS_EMAIL, `arrival-${deadline}`],
      ['whatsapp', OWNER_PHONE, `arrival-${deadline}`],
    ]);
    const booking = await app.services.bookings.get(bookingId);
    expect(await render<RenderedWhatsApp>(opened.find((row) => row.channel === 'whatsapp')!)).toMatchObject({
      template: 'owner_form_iii_due_v1',
      parameters: ["1 foreign guest's arrival", booking.bookCode, '2 Dec 2026, 12:00 PM'],
      buttonUrlSuffix: 'admin/form-iii',
    });
    const mail = await render<RenderedMail>(opened.find((row) => row.channel === 'email')!);
    expect(mail.subject).toBe(`Form III due by 2 Dec 2026, 12:00 PM: 1 foreign guest's arrival (${booking.bookCode})`);
    expect(mail.text).toContain('/admin/form-iii');

    // Nothing more until four hours are left; then once.
    app.clock.current = hours(FORM_III_DEADLINE_HOURS - FORM_III_ALERT_HOURS_LEFT - 1);
    expect(await app.services.ownerAlerts.formIIIDue()).toBe(0);
    app.clock.current = hours(FORM_III_DEADLINE_HOURS - FORM_III_ALERT_HOURS_LEFT);
    expect(await app.services.ownerAlerts.formIIIDue()).toBe(1);
    expect(await app.services.ownerAlerts.formIIIDue()).toBe(0);
    expect((await alerts()).map((row) => row.idempotencyKey.split(':')[3]).sort()).toEqual([
      `arrival-${deadline}`,
      `arrival-${deadline}`,
      `arrival-${deadline}-soon`,
      `arrival-${deadline}-soon`,
    ]);

    // Reported on the portal: the owner hears no more of it.
    const [report] = await app.database.dataSource.query(
      `SELECT r.id FROM form_iii_report r JOIN register_entry e ON e.id = r.register_entry_id WHERE e.booking_id = $1`,
      [bookingId],
    );
    const reportedAt = hours(FORM_III_DEADLINE_HOURS - 1).toISOString();
    app.clock.current = hours(FORM_III_DEADLINE_HOURS - 1);
    const token = await tokenFor(StaffRole.FRONT_DESK);
    expect(
      (await gql(app, MARK, { id: report.id, reference: 'BOI-77', reportedAt }, { token })).data.markFormIIIReported.errors,
    ).toEqual([]);
    app.clock.current = hours(FORM_III_DEADLINE_HOURS + 2);
    expect(await app.services.ownerAlerts.formIIIDue()).toBe(0);
    expect(await alerts()).toHaveLength(4);
  });
});
