import { randomUUID } from 'node:crypto';
import { StaffRole } from '../src/modules/admin-auth';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import {
  ConsentSource,
  formatDay,
  MessageChannel,
  MessageKind,
  MessageStatus,
  OutboxMessage,
  type RenderedSms,
  type RenderedWhatsApp,
} from '../src/modules/messages';
import { GUEST_ACTOR, type Actor } from '../src/shared/actor';
import { createTestHall } from './support/banquet';
import { eventPaymentCalls } from './support/event-payments';
import { aBanquetHall, anEvent, type HallSlots } from './support/events';
import { gql } from './support/graphql';
import { RecordingMailTransport, RecordingPhoneTransport, SendLog } from './support/message-transports';
import { useTestApp } from './support/test-app';

/*
 * A banquet family's messages on every channel they may go by (issue 28): mail to the host's
 * email, WhatsApp to the host's phone when it chose WhatsApp updates. The enquiry's receipt, the
 * hold with its payment link, a payment received, a milestone due (never after its day, at most
 * one a day per family). The channels' providers are recorders; each test drains the outbox.
 */

const mails = new SendLog();
const whatsapp = new RecordingPhoneTransport<RenderedWhatsApp>(MessageChannel.WHATSAPP);
const sms = new RecordingPhoneTransport<RenderedSms>(MessageChannel.SMS);
const app = useTestApp({}, undefined, { messageTransports: [new RecordingMailTransport(mails), whatsapp, sms] });
const { payNext } = eventPaymentCalls(app);
beforeAll(() => app.services.outbox.stop());

const OWNER: Actor = { adminId: randomUUID(), label: 'Owner <owner@hotel.test>', role: StaffRole.OWNER };
const outbox = () => app.database.dataSource.getRepository(OutboxMessage);
const keysOf = async (eventId: string, kind: MessageKind) =>
  (await outbox().find({ where: { eventId, kind }, order: { idempotencyKey: 'ASC' } })).map((row) => row.idempotencyKey);
const row = (key: string) => outbox().findOneByOrFail({ idempotencyKey: key });
const drain = () => app.services.outbox.drain();
const sentWhatsApp = (key: string) => whatsapp.of(key);
const mailed = (key: string) => mails.accepted.find((sent) => sent.key === key)?.mail;
const base = () => app.config.publicBaseUrl.replace(/\/+$/, '');

let slots: HallSlots;
let families = 0;
beforeEach(async () => {
  await app.database.dataSource.query('DELETE FROM abuse_counter');
  slots = await aBanquetHall(app.database.dataSource, `Hall ${Math.random().toString(36).slice(2, 8)}`);
});

/** A family of its own (phone and email), who ticked WhatsApp updates unless `whatsappUpdates` is false. */
async function family(whatsappUpdates = true) {
  families += 1;
  const hostPhone = `+9198140${String(families).padStart(5, '0')}`;
  const hostEmail = `family${families}@example.com`;
  await app.database.dataSource.transaction((manager) =>
    app.services.messagingConsent.recordFormChoice(manager, {
      phone: hostPhone,
      whatsapp: whatsappUpdates,
      source: ConsentSource.ENQUIRY_FORM,
      actor: GUEST_ACTOR,
      subject: 'test family',
    }),
  );
  return { hostPhone, hostEmail };
}

/** A quoted event held through the pipeline, as the owner's "Hold the date" does (the hold's message). */
async function heldEvent(host: { hostPhone: string; hostEmail: string }, session = slots.dinner): Promise<BanquetEvent> {
  const quoted = await anEvent(app.services, app.database.dataSource, slots, { ...host, session, hold: false });
  return app.services.eventPipeline.hold(quoted.id, OWNER);
}

/** An enquiry through the public form (requestEvent), the WhatsApp box as given. */
async function requestEvent(phone: string, email: string, whatsappUpdates?: boolean) {
  const hall = await createTestHall(app.database.dataSource);
  const input = {
    hallId: hall.hall.id,
    sessionId: hall.lunch.id,
    eventDate: `2027-03-${String(6 + families++).padStart(2, '0')}`,
    occasion: 'Wedding reception',
    expectedGuests: 120,
    menuPackageId: hall.veg.id,
    name: 'Meera Sharma',
    phone,
    email,
    ...(whatsappUpdates === undefined ? {} : { whatsappUpdates }),
  };
  const reply = await gql(
    app,
    `mutation R($input: RequestEventInput!) { requestEvent(input: $input) { errors { message } enquiry { reference } } }`,
    { input },
  );
  expect(reply.data.requestEvent.errors).toEqual([]);
  const { reference } = reply.data.requestEvent.enquiry;
  return app.database.dataSource.getRepository(BanquetEvent).findOneByOrFail({ reference });
}

describe('the enquiry’s receipt', () => {
  it('goes by WhatsApp beside the mail when the enquiry form’s box was ticked, the choice counting for the receipt itself', async () => {
    const event = await requestEvent('98765 01234', 'meera.enquiry@example.com', true);
    expect(await keysOf(event.id, MessageKind.ENQUIRY_RECEIVED)).toEqual([
      `enquiry_received:email:${event.id}`,
      `enquiry_received:whatsapp:${event.id}`,
    ]);

    await drain();

    expect(mailed(`enquiry_received:email:${event.id}`)).toMatchObject({ to: 'meera.enquiry@example.com' });
    const hotel = await app.services.hotelProfile.get();
    expect(sentWhatsApp(`enquiry_received:whatsapp:${event.id}`)).toEqual({
      channel: 'whatsapp',
      to: '+919876501234',
      template: 'enquiry_received_v1',
      language: 'en',
      parameters: [
        'Meera Sharma',
        event.reference,
        'Shagun Banquet Hall, Lunch',
        formatDay(event.eventDate, 'en'),
        hotel.frontDeskPhone,
      ],
    });
  });

  it('goes by mail only to a family that did not tick the box', async () => {
    const event = await requestEvent('98765 01235', 'meera.mail@example.com');
    expect(await keysOf(event.id, MessageKind.ENQUIRY_RECEIVED)).toEqual([`enquiry_received:email:${event.id}`]);
  });
});

describe('the hold', () => {
  it('sends the payment link and the advance by WhatsApp and mail while the hold stands', async () => {
    const host = await family();
    const event = await heldEvent(host);
    const keys = await keysOf(event.id, MessageKind.EVENT_HOLD);
    expect(keys.map((key) => key.split(':')[1])).toEqual(['email', 'whatsapp']);

    await drain();

    const sent = sentWhatsApp(keys[1])!;
    expect(sent).toMatchObject({
      template: 'event_hold_v1',
      to: host.hostPhone,
      buttonUrlSuffix: `event/${event.reference}/pay`,
    });
    // Guest name, hall and session, date, reference, held until, the 25% advance.
    expect(sent.parameters).toEqual([
      'Ritu Sharma',
      `${slots.hall.name}, Dinner`,
      'Sun, 14 Feb 2027',
      event.reference,
      expect.stringMatching(/2026|2027/),
      '₹43,261',
    ]);
    expect(mailed(keys[0])?.text).toContain(`${base()}/event/${event.reference}/pay`);
  });

  it('is not sent once the family paid before it could go', async () => {
    const host = await family();
    const event = await heldEvent(host);
    await payNext(event.reference);
    const keys = await keysOf(event.id, MessageKind.EVENT_HOLD);

    await drain();

    for (const key of keys) {
      expect(await row(key)).toMatchObject({
        status: MessageStatus.FAILED,
        lastError: expect.stringMatching(/^Not sent: .*confirmed/),
      });
      expect(sentWhatsApp(key) ?? mailed(key)).toBeUndefined();
    }
  });
});

describe('a payment received', () => {
  it('tells the family by WhatsApp what came and what is left', async () => {
    const host = await family();
    const event = await heldEvent(host);
    await drain();
    await payNext(event.reference);
    const [email, phone] = await keysOf(event.id, MessageKind.PAYMENT_RECEIVED);
    expect([email.split(':')[1], phone.split(':')[1]]).toEqual(['email', 'whatsapp']);

    await drain();

    expect(sentWhatsApp(phone)).toMatchObject({
      template: 'payment_received_v1',
      parameters: [
        'Ritu Sharma',
        '₹43,261',
        `your event ${event.reference}`,
        (await app.services.hotelProfile.get()).name,
        '₹1,29,781.50',
      ],
    });
  });
});

describe('a milestone due', () => {
  /** Confirms the event with its advance, then runs the reminders on `date` (hotel time, 10 AM). */
  const at = (date: string) => (app.clock.current = new Date(`${date}T04:30:00Z`));

  it('is told three days before and on the day, by WhatsApp and mail, with the amount and the payment link', async () => {
    const host = await family();
    const event = await heldEvent(host);
    await payNext(event.reference);
    at('2027-01-12');
    await app.services.eventReminders.sendDue();
    at('2027-01-15');
    await app.services.eventReminders.sendDue();
    const keys = await keysOf(event.id, MessageKind.MILESTONE_DUE);
    expect(keys).toEqual([
      `milestone_due:email:${event.id}:2027-01-15-ahead`,
      `milestone_due:email:${event.id}:2027-01-15-due`,
      `milestone_due:whatsapp:${event.id}:2027-01-15-ahead`,
      `milestone_due:whatsapp:${event.id}:2027-01-15-due`,
    ]);

    await drain();

    expect(sentWhatsApp(keys[3])).toMatchObject({
      template: 'milestone_due_v1',
      parameters: ['Ritu Sharma', '₹86,521', event.reference, 'Sun, 14 Feb 2027', 'Fri, 15 Jan 2027'],
      buttonUrlSuffix: `event/${event.reference}/pay`,
    });
  });

  it('is never told after its day, nor once it is paid', async () => {
    const host = await family();
    const late = await heldEvent(host);
    await payNext(late.reference);
    // The periodic work did not run between the 12th and the 15th: on the 16th nothing is sent late.
    at('2027-01-16');
    await app.services.eventReminders.sendDue();
    expect(await keysOf(late.id, MessageKind.MILESTONE_DUE)).toEqual([]);

    const paid = await heldEvent(await family(), slots.lunch);
    await payNext(paid.reference);
    at('2027-01-12');
    await app.services.eventReminders.sendDue();
    await payNext(paid.reference);
    await drain();
    for (const key of await keysOf(paid.id, MessageKind.MILESTONE_DUE)) {
      expect(await row(key)).toMatchObject({
        status: MessageStatus.FAILED,
        lastError: expect.stringMatching(/^Not sent: .*is paid/),
      });
    }
  });

  it('reminds a family with two events once a day on each channel', async () => {
    const host = await family();
    const lunch = await heldEvent(host, slots.lunch);
    const dinner = await heldEvent(host, slots.dinner);
    await payNext(lunch.reference);
    await payNext(dinner.reference);
    at('2027-01-12');
    await app.services.eventReminders.sendDue();
    const both = [
      ...(await keysOf(lunch.id, MessageKind.MILESTONE_DUE)),
      ...(await keysOf(dinner.id, MessageKind.MILESTONE_DUE)),
    ];
    expect(both.map((key) => key.split(':')[1]).sort()).toEqual(['email', 'whatsapp']);
    // On the day, once more: one message for both events again.
    at('2027-01-15');
    await app.services.eventReminders.sendDue();
    const recipients = await outbox().findBy({ kind: MessageKind.MILESTONE_DUE, recipient: host.hostPhone });
    expect(recipients).toHaveLength(2);
  });
});
