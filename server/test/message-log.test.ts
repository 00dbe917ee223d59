import { randomUUID } from 'node:crypto';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { StaffRole } from '../src/modules/admin-auth';
import { OutboxMessage } from '../src/modules/messages/outbox-message.entity';
import { MessagingConsent } from '../src/modules/messages/messaging-consent.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { aBanquetHall, anEvent } from './support/events';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { TEST_ADMIN, useTestApp } from './support/test-app';

/**
 * The message log (issue 28, item 5) over GraphQL, on outbox rows written here as the worker
 * (part B) leaves them: a stay's, an event's or all messages by status, newest first and paged;
 * recipients masked; the roles the permission table names; Today's failures; and "Send again",
 * which queues a copy with its own key, audited and capped per day.
 */
const app = useTestApp();
// The rows are the test's to write and move: the app's worker would send a resent copy at once.
beforeAll(() => app.services.outbox.stop());
const outbox = () => app.database.dataSource.getRepository(OutboxMessage);
const MINUTE = 60_000;

const MESSAGES = `query ($bookingId: ID, $eventId: ID, $status: MessageStatus, $first: Int, $after: ID) {
  messages(bookingId: $bookingId, eventId: $eventId, status: $status, first: $first, after: $after) {
    id kind channel recipient language status attempts lastError providerMessageId createdAt sentAt statusAt bookingId eventId canSendAgain
  }
}`;
const FAILED = `query ($first: Int!) { failedMessages(first: $first) { total items { id status lastError } } }`;
const RESEND = `mutation ($id: ID!) { resendMessage(id: $id) { id kind channel recipient status attempts bookingId createdAt canSendAgain } }`;

let owner: string;
const tokens = new Map<StaffRole, string>();
let booking: Booking;
let otherBooking: Booking;
let event: BanquetEvent;

beforeAll(async () => {
  owner = await app.adminToken();
  for (const role of [StaffRole.FRONT_DESK, StaffRole.ACCOUNTANT, StaffRole.HOUSEKEEPING]) {
    const email = `${role.replace('_', '-')}.log@hotel.test`;
    await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Staff ${role}`, role);
    tokens.set(role, (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.8')).token);
  }
  const room = await createRoom(app.services);
  booking = await app.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12', { phone: '9876542233' }));
  otherBooking = await app.services.bookings.createHold(quoteFor(room.id, '2026-12-14', '2026-12-15'));
  event = await anEvent(app.services, app.database.dataSource, await aBanquetHall(app.database.dataSource));
});

beforeEach(async () => {
  await outbox().createQueryBuilder().delete().execute();
});

/** An outbox row as the worker leaves it, `minutesAgo` before the test clock's now. */
async function message(minutesAgo: number, fields: Partial<OutboxMessage> = {}): Promise<OutboxMessage> {
  const at = new Date(app.clock.now().getTime() - minutesAgo * MINUTE);
  const status = fields.status ?? 'sent';
  return outbox().save(
    outbox().create({
      idempotencyKey: `test:${randomUUID()}`,
      kind: 'booking_confirmed',
      channel: 'email',
      recipient: 'amrita.sharma@example.in',
      language: 'en',
      bookingId: booking.id,
      eventId: null,
      params: {},
      attempts: status === 'queued' ? 0 : 1,
      // A queued message here waits for a later try: the app's outbox worker must not send it.
      nextAttemptAt: status === 'queued' ? new Date(app.clock.now().getTime() + 60 * MINUTE) : at,
      createdAt: at,
      statusAt: at,
      sentAt: ['sent', 'delivered', 'read'].includes(status) ? at : null,
      ...fields,
      status,
    }),
  );
}

const list = (variables: Record<string, unknown>, token?: string) => gql(app, MESSAGES, variables, { token: token ?? owner });

describe('messages(bookingId, eventId, status)', () => {
  it('lists a stay’s messages newest first, with what the provider said, the recipient masked (in the errors too)', async () => {
    const mail = await message(30, {
      providerMessageId: '<7f3c@hotel.test>',
      attempts: 2,
      lastError: '421 4.4.2 <amrita.sharma@example.in>: connection timed out',
    });
    const whatsapp = await message(20, {
      channel: 'whatsapp',
      recipient: '+919876542233',
      status: 'delivered',
      providerMessageId: 'wamid.HBgMOTE5ODc2NTQyMjMzFQIAERgSQ0E',
    });
    const failed = await message(10, {
      channel: 'sms',
      recipient: '+919876542233',
      status: 'failed',
      lastError: 'Number +91 98765 42233 is in DND: DLT template mismatch',
    });
    await message(5, { bookingId: otherBooking.id });
    await message(5, { bookingId: null, eventId: event.id, kind: 'enquiry_received' });

    const reply = await list({ bookingId: booking.id });
    expect(reply.errors).toBeUndefined();
    const rows = reply.data.messages;
    expect(rows.map((row: { id: string }) => row.id)).toEqual([failed.id, whatsapp.id, mail.id]);
    expect(rows[0]).toMatchObject({
      kind: 'BOOKING_CONFIRMED',
      channel: 'SMS',
      recipient: '******2233',
      status: 'FAILED',
      lastError: 'Number ******2233 is in DND: DLT template mismatch',
      bookingId: booking.id,
      eventId: null,
      canSendAgain: true,
    });
    expect(rows[1]).toMatchObject({
      channel: 'WHATSAPP',
      recipient: '******2233',
      providerMessageId: 'wamid.HBgMOTE5ODc2NTQyMjMzFQIAERgSQ0E',
    });
    expect(rows[2]).toMatchObject({
      channel: 'EMAIL',
      recipient: 'am***@example.in',
      language: 'EN',
      attempts: 2,
      // The provider's words keep no more of the guest's address than the masked one.
      lastError: '421 4.4.2 <am***@example.in>: connection timed out',
    });
    expect(JSON.stringify(rows)).not.toContain('amrita.sharma');
    expect(JSON.stringify(rows)).not.toContain('9876542233');
  });

  it('filters by event and by status, and pages newest first with first and after', async () => {
    const forEvent = await message(40, { bookingId: null, eventId: event.id, kind: 'milestone_due' });
    const ids: string[] = [];
    for (let minutes = 35; minutes >= 10; minutes -= 5) ids.unshift((await message(minutes, { status: 'failed' })).id);
    await message(1, { status: 'queued' });

    const ofEvent = await list({ eventId: event.id });
    expect(ofEvent.data.messages).toEqual([
      expect.objectContaining({ id: forEvent.id, kind: 'MILESTONE_DUE', eventId: event.id }),
    ]);

    const first = await list({ status: 'FAILED', first: 4 });
    expect(first.data.messages.map((row: { id: string }) => row.id)).toEqual(ids.slice(0, 4));
    const next = await list({ status: 'FAILED', first: 4, after: ids[3] });
    expect(next.data.messages.map((row: { id: string }) => row.id)).toEqual(ids.slice(4));
    const queued = await list({ status: 'QUEUED' });
    expect(queued.data.messages).toEqual([expect.objectContaining({ status: 'QUEUED', canSendAgain: false })]);
  });

  it('refuses a filter that is no id and a page of no size, with a clear message', async () => {
    for (const [variables, message] of [
      [{ bookingId: 'BK123' }, 'bookingId must be an id'],
      [{ first: 0 }, 'Ask for 1 to 100 messages'],
      [{ first: 101 }, 'Ask for 1 to 100 messages'],
      [{ after: randomUUID() }, 'That message is not in the log'],
    ] as const) {
      const reply = await list(variables);
      expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('is for the desk and the accountant; housekeeping and anonymous callers are refused', async () => {
    await message(5);
    expect((await list({}, tokens.get(StaffRole.FRONT_DESK))).data.messages).toHaveLength(1);
    expect((await list({}, tokens.get(StaffRole.ACCOUNTANT))).data.messages).toHaveLength(1);
    expect((await list({}, tokens.get(StaffRole.HOUSEKEEPING))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(app, MESSAGES, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('failedMessages (the Today board)', () => {
  it('counts the failed and the queued still failing after an hour, from the last 7 days, not those sent again', async () => {
    const failed = await message(30, { status: 'failed', lastError: 'Recipient phone number not on WhatsApp' });
    const stuck = await message(90, { status: 'queued', attempts: 4, lastError: 'connect ETIMEDOUT' });
    await message(30, { status: 'queued', attempts: 1, lastError: 'connect ETIMEDOUT' });
    await message(90, { status: 'queued' });
    await message(8 * 24 * 60, { status: 'failed', lastError: 'old' });
    const resent = await message(60, { status: 'failed', lastError: 'mailbox full' });
    await message(50, { idempotencyKey: `resend:${resent.id}:1`, status: 'sent' });

    const reply = await gql(app, FAILED, { first: 10 }, { token: tokens.get(StaffRole.FRONT_DESK) });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.failedMessages).toEqual({
      total: 2,
      items: [
        { id: failed.id, status: 'FAILED', lastError: 'Recipient phone number not on WhatsApp' },
        { id: stuck.id, status: 'QUEUED', lastError: 'connect ETIMEDOUT' },
      ],
    });
    expect((await gql(app, FAILED, { first: 1 }, { token: owner })).data.failedMessages.total).toBe(2);
    const refused = await gql(app, FAILED, { first: 10 }, { token: tokens.get(StaffRole.HOUSEKEEPING) });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('resendMessage', () => {
  const resend = (id: string, token = owner) => gql(app, RESEND, { id }, { token });
  const resendAudit = () =>
    app.database.dataSource.getRepository(AuditEntry).find({ where: { action: 'message_resent' }, order: { at: 'ASC' } });

  it('queues a copy with its own key, due now, for the worker to send; audited with the person', async () => {
    await app.database.dataSource.getRepository(AuditEntry).delete({ action: 'message_resent' });
    const original = await message(120, { status: 'failed', lastError: 'mailbox full', params: { documentId: 'd1' } });
    const reply = await resend(original.id, tokens.get(StaffRole.FRONT_DESK));
    expect(reply.errors).toBeUndefined();
    const answered = reply.data.resendMessage;
    expect(answered).toMatchObject({
      kind: 'BOOKING_CONFIRMED',
      channel: 'EMAIL',
      recipient: 'am***@example.in',
      status: 'QUEUED',
      attempts: 0,
    });
    expect(answered.id).not.toBe(original.id);

    const copy = await outbox().findOneByOrFail({ id: answered.id });
    expect(copy).toMatchObject({
      idempotencyKey: `resend:${original.id}:1`,
      kind: 'booking_confirmed',
      channel: 'email',
      recipient: 'amrita.sharma@example.in',
      bookingId: booking.id,
      params: { documentId: 'd1' },
      status: 'queued',
      attempts: 0,
      lastError: null,
      providerMessageId: null,
      nextAttemptAt: app.clock.now(),
      createdAt: app.clock.now(),
    });
    expect(await outbox().findOneByOrFail({ id: original.id })).toMatchObject({ status: 'failed', lastError: 'mailbox full' });
    expect(await resendAudit()).toEqual([
      expect.objectContaining({
        actor: 'Staff front_desk <front-desk.log@hotel.test>',
        bookingId: booking.id,
        detail: `Booking ${booking.bookCode}: Sent again: booking confirmed by email to am***@example.in`,
      }),
    ]);
  });

  it('sends a message again at most 3 times in 24 hours, numbering each copy', async () => {
    const original = await message(120, { status: 'delivered' });
    for (let n = 1; n <= 3; n += 1) {
      expect((await resend(original.id)).errors).toBeUndefined();
      app.clock.advanceMinutes(60);
    }
    const capped = await resend(original.id);
    expect(capped.errors?.[0]).toMatchObject({
      message: 'This message was sent again 3 times in the last 24 hours: try again tomorrow, or call the guest.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'MESSAGE_RESEND_LIMITED' },
    });
    app.clock.advanceMinutes(22 * 60);
    // A day on, the first copy is more than 24 hours old (and the morning's session has expired).
    const tomorrow = (await app.services.adminAuth.login(TEST_ADMIN, '10.0.0.8')).token;
    expect((await resend(original.id, tomorrow)).errors).toBeUndefined();
    const keys = (await outbox().find({ order: { createdAt: 'ASC' } }))
      .map((row) => row.idempotencyKey)
      .filter((key) => key.startsWith('resend:'));
    expect(keys).toEqual([1, 2, 3, 4].map((n) => `resend:${original.id}:${n}`));
  });

  it('two clicks at once queue two numbered copies, never one key twice', async () => {
    const original = await message(120, { status: 'failed' });
    const replies = await Promise.all([resend(original.id), resend(original.id)]);
    expect(replies.map((reply) => reply.errors)).toEqual([undefined, undefined]);
    const keys = (await outbox().findBy({ bookingId: booking.id }))
      .map((row) => row.idempotencyKey)
      .filter((key) => key.startsWith('resend:'));
    expect(keys.sort()).toEqual([`resend:${original.id}:1`, `resend:${original.id}:2`]);
  });

  it('refuses a message on its way, a one-time code, and WhatsApp to a number not opted in; nothing is queued', async () => {
    const queued = await message(5, { status: 'queued' });
    const code = await message(5, { kind: 'one_time_code', channel: 'sms', recipient: '+919876542233', status: 'sent' });
    const whatsapp = await message(5, { channel: 'whatsapp', recipient: '+919876542233', status: 'failed' });
    for (const [id, words] of [
      [queued.id, 'This message is still on its way: it is tried again by itself.'],
      [code.id, 'A one-time code is not sent again: the guest asks for a new one.'],
      [whatsapp.id, 'The guest does not take WhatsApp updates now (never opted in, or opted out): it cannot go on WhatsApp.'],
      [randomUUID(), 'That message is not in the log'],
    ]) {
      expect((await resend(id)).errors?.[0]).toMatchObject({ message: words, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await outbox().count()).toBe(3);

    await app.database.dataSource.getRepository(MessagingConsent).save({
      phone: '+919876542233',
      whatsapp: true,
      source: 'booking_form',
      changedAt: app.clock.now(),
      changedBy: 'guest',
      bookingId: booking.id,
      eventId: null,
    });
    expect((await resend(whatsapp.id)).data.resendMessage).toMatchObject({ channel: 'WHATSAPP', status: 'QUEUED' });
  });

  it('names the event’s reference in the audit log for an event’s message', async () => {
    const original = await message(30, { bookingId: null, eventId: event.id, kind: 'milestone_due', status: 'failed' });
    expect((await resend(original.id)).errors).toBeUndefined();
    const history = await app.services.audit.forEvent(event.reference);
    expect(history.map((entry) => entry.detail)).toContain(
      `${event.reference}: Sent again: milestone due by email to am***@example.in`,
    );
  });

  it('is for the desk: the accountant and housekeeping are refused, and nothing is queued', async () => {
    const original = await message(30, { status: 'failed' });
    for (const role of [StaffRole.ACCOUNTANT, StaffRole.HOUSEKEEPING]) {
      expect((await resend(original.id, tokens.get(role))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await outbox().count()).toBe(1);
  });
});
