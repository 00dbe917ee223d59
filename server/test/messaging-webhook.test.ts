import { AbuseLimitsService } from '../src/modules/abuse-limits';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { createWhatsAppWebhook, MessagingConsent } from '../src/modules/messages';
import { createLogger } from '../src/shared/logger';
import { hubSignature } from '../src/modules/messages/whatsapp/webhook-signature';
import { metaJson, webhookBody, type WebhookStatus } from '../src/modules/messages/whatsapp/webhook-payloads';
import { consentOf, handshake, outboxRow, postWhatsAppWebhook, sentOutboxMessage, simulatorSecretOf } from './support/messaging';
import { useTestApp } from './support/test-app';

const app = useTestApp({ WHATSAPP_VERIFY_TOKEN: 'meatyhamhock' });

const phoneNumberId = () => app.config.messaging.whatsapp.phoneNumberId;
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
let serial = 0;
const newWamid = () => `wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgS${(serial += 1)}`;

/** A `messages` webhook reporting statuses, as Meta posts it. */
const statuses = (...reports: Array<Partial<WebhookStatus> & Pick<WebhookStatus, 'id' | 'status'>>) =>
  webhookBody(phoneNumberId(), {
    statuses: reports.map((report) => ({ timestamp: seconds(app.clock.now()), recipient_id: '919876543210', ...report })),
  });
/** A `messages` webhook carrying a guest's text. */
/** The consent lines of the audit log that name this number. */
const consentAudit = (phone: string) =>
  app.database.dataSource
    .getRepository(AuditEntry)
    .createQueryBuilder('entry')
    .where('entry.action = :action', { action: 'messaging_consent' })
    .andWhere('entry.detail LIKE :detail', { detail: `%${phone}%` })
    .orderBy('entry.at', 'ASC')
    .getMany();
const inbound = (from: string, text: string, at = app.clock.now()) =>
  webhookBody(phoneNumberId(), {
    contacts: [{ profile: { name: 'Amrita' }, wa_id: from }],
    messages: [{ from, id: newWamid(), timestamp: seconds(at), type: 'text', text: { body: text } }],
  });

describe("Meta's verification handshake", () => {
  it('echoes hub.challenge with 200 when the mode is subscribe and the token is WHATSAPP_VERIFY_TOKEN, else answers 403', async () => {
    const right = await handshake(app, {
      'hub.mode': 'subscribe',
      'hub.challenge': '1158201444',
      'hub.verify_token': 'meatyhamhock',
    });
    expect(right.status).toBe(200);
    expect(right.body).toBe(1158201444);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
    const wrong: Array<Record<string, string>> = [
      { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444', 'hub.verify_token': 'meatyhamhocks' },
      { 'hub.mode': 'unsubscribe', 'hub.challenge': '1158201444', 'hub.verify_token': 'meatyhamhock' },
      { 'hub.challenge': '1158201444' },
      { 'hub.mode': 'subscribe', 'hub.challenge': '<script>', 'hub.verify_token': 'meatyhamhock' },
    ];
    for (const query of wrong) {
      expect((await handshake(app, query)).status).toBe(403);
    }
  });
});

describe('status webhooks', () => {
  it('move a message forward only: late, repeated and out-of-order reports change nothing', async () => {
    const wamid = newWamid();
    const id = await sentOutboxMessage(app, { providerMessageId: wamid });
    const sentAt = (await outboxRow(app, id)).sentAt;

    app.clock.advanceMinutes(1);
    const delivered = await postWhatsAppWebhook(app, statuses({ id: wamid, status: 'delivered' }));
    expect(delivered).toMatchObject({ status: 200, body: { success: true, statusesApplied: 1, statusesIgnored: 0, optOuts: 0 } });
    expect(await outboxRow(app, id)).toMatchObject({ status: 'delivered', statusAt: app.clock.now(), sentAt });

    app.clock.advanceMinutes(1);
    // One delivery may carry several statuses; here a late "sent" and the "read".
    const batch = await postWhatsAppWebhook(app, statuses({ id: wamid, status: 'sent' }, { id: wamid, status: 'read' }));
    expect(batch.body).toMatchObject({ statusesApplied: 1, statusesIgnored: 1 });
    const read = await outboxRow(app, id);
    expect(read).toMatchObject({ status: 'read', statusAt: app.clock.now() });

    app.clock.advanceMinutes(1);
    for (const status of ['delivered', 'read', 'sent', 'failed'] as const) {
      expect(await postWhatsAppWebhook(app, statuses({ id: wamid, status }))).toMatchObject({
        status: 200,
        body: { statusesApplied: 0 },
      });
    }
    expect(await outboxRow(app, id)).toMatchObject({ status: 'read', statusAt: read.statusAt, lastError: null });
  });

  it('marks a message that was not delivered failed, with the error Meta gives, and nothing moves it on', async () => {
    const wamid = newWamid();
    const id = await sentOutboxMessage(app, { providerMessageId: wamid });
    const failed = await postWhatsAppWebhook(
      app,
      statuses({
        id: wamid,
        status: 'failed',
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            error_data: { details: 'The recipient has not accepted our new Terms of Service' },
          },
        ],
      }),
    );
    expect(failed.body).toMatchObject({ statusesApplied: 1 });
    expect(await outboxRow(app, id)).toMatchObject({
      status: 'failed',
      lastError: 'Message undeliverable: The recipient has not accepted our new Terms of Service (code 131026)',
    });
    await postWhatsAppWebhook(app, statuses({ id: wamid, status: 'delivered' }, { id: wamid, status: 'read' }));
    expect((await outboxRow(app, id)).status).toBe('failed');
  });

  it('answers 200 to a well-signed body about messages it never sent, or for another number, or that is not even JSON', async () => {
    expect(await postWhatsAppWebhook(app, statuses({ id: 'wamid.unknown', status: 'read' }))).toMatchObject({
      status: 200,
      body: { statusesApplied: 0, statusesIgnored: 1 },
    });
    const wamid = newWamid();
    const id = await sentOutboxMessage(app, { providerMessageId: wamid });
    const elsewhere = webhookBody('999999999999999', {
      statuses: [{ id: wamid, status: 'read', timestamp: '1', recipient_id: '91' }],
    });
    expect(await postWhatsAppWebhook(app, elsewhere)).toMatchObject({
      status: 200,
      body: { statusesApplied: 0, statusesIgnored: 0 },
    });
    expect((await outboxRow(app, id)).status).toBe('sent');
    expect(await postWhatsAppWebhook(app, undefined, { raw: '{"object": "whatsapp_business_account", broken' })).toMatchObject({
      status: 200,
    });
  });
});

describe('signatures: over the raw bytes, before anything is parsed', () => {
  it('refuses a missing signature with 401 and a wrong one with 403, and changes nothing', async () => {
    const wamid = newWamid();
    const id = await sentOutboxMessage(app, { providerMessageId: wamid });
    const body = webhookBody(phoneNumberId(), {
      statuses: [{ id: wamid, status: 'read', timestamp: seconds(app.clock.now()), recipient_id: '919876543210' }],
      messages: [
        { from: '919876543210', id: newWamid(), timestamp: seconds(app.clock.now()), type: 'text', text: { body: 'STOP' } },
      ],
    });
    const compact = metaJson(body);
    const spaced = JSON.stringify(body, null, 2);
    const refused = [
      await postWhatsAppWebhook(app, body, { secret: null }),
      await postWhatsAppWebhook(app, body, { signature: '' }),
      await postWhatsAppWebhook(app, body, { secret: 'someone-elses-app-secret' }),
      // The same content in other bytes: a signature is over the bytes.
      await postWhatsAppWebhook(app, body, { raw: spaced, signature: hubSignature(simulatorSecretOf(app), compact) }),
      await postWhatsAppWebhook(app, body, {
        signature: hubSignature(simulatorSecretOf(app), compact).replace('sha256=', 'sha1='),
      }),
      await postWhatsAppWebhook(app, body, { signature: 'sha256=not-hex' }),
    ];
    expect(refused.map((reply) => reply.status)).toEqual([401, 401, 403, 403, 403, 403]);
    for (const reply of refused) expect(reply.body).toMatchObject({ success: false });
    expect((await outboxRow(app, id)).status).toBe('sent');
    expect(await consentOf(app, '+919876543210')).toBeNull();

    const genuine = await postWhatsAppWebhook(app, body, {
      raw: spaced,
      signature: hubSignature(simulatorSecretOf(app), spaced),
    });
    expect(genuine).toMatchObject({ status: 200, body: { statusesApplied: 1, optOuts: 1 } });
    expect((await outboxRow(app, id)).status).toBe('read');
  });

  it('refuses a body over 1 MB before reading it', async () => {
    const huge = `{"object":"whatsapp_business_account","padding":"${'x'.repeat(1_100_000)}"}`;
    expect((await postWhatsAppWebhook(app, undefined, { raw: huge })).status).toBe(413);
  });
});

describe('with the Cloud API (WHATSAPP_TOKEN set)', () => {
  /** The webhook as the app builds it for the Cloud API, with this app secret. */
  const cloudApiWebhook = (appSecret: string | undefined) => {
    const { messaging } = app.config;
    const config = {
      ...app.config,
      messaging: { ...messaging, whatsapp: { ...messaging.whatsapp, mode: 'cloud-api' as const, appSecret } },
    };
    const { dataSource } = app.database;
    const context = { dataSource, config, clock: app.clock.now, logger: createLogger('silent') };
    return createWhatsAppWebhook(context, new AbuseLimitsService(dataSource, app.clock.now, null), app.services.messagingConsent);
  };
  const origin = { address: '203.0.113.9', admin: false };

  it('checks the signature with WHATSAPP_APP_SECRET, not the simulator’s secret, and takes nothing without one', async () => {
    const wamid = newWamid();
    const id = await sentOutboxMessage(app, { providerMessageId: wamid });
    const raw = Buffer.from(metaJson(statuses({ id: wamid, status: 'delivered' })));
    const webhook = cloudApiWebhook('meta-app-secret');
    expect(await webhook.receive(raw, hubSignature(simulatorSecretOf(app), raw), origin)).toMatchObject({
      accepted: false,
      status: 403,
    });
    expect(await cloudApiWebhook(undefined).receive(raw, hubSignature('meta-app-secret', raw), origin)).toEqual({
      accepted: false,
      status: 403,
      message: 'WHATSAPP_APP_SECRET is not set: webhooks cannot be checked',
    });
    expect((await outboxRow(app, id)).status).toBe('sent');
    expect(await webhook.receive(raw, hubSignature('meta-app-secret', raw), origin)).toMatchObject({
      accepted: true,
      statusesApplied: 1,
    });
    expect((await outboxRow(app, id)).status).toBe('delivered');
  });
});

describe('a guest writing STOP', () => {
  it('opts the number out of WhatsApp, however it is written, and only for a STOP', async () => {
    const cases: Array<[string, string, boolean]> = [
      ['919811100001', '  stop ', true],
      ['919811100002', 'Stop All!', true],
      ['919811100003', 'रोकें', true],
      ['919811100004', 'बंद  करें।', true],
      ['919811100005', 'UNSUBSCRIBE', true],
      ['919811100006', 'Please stop by the desk', false],
      ['919811100007', 'STOP? what is this', false],
    ];
    for (const [from, text, stops] of cases) {
      const reply = await postWhatsAppWebhook(app, inbound(from, text));
      expect([text, reply.status, reply.body.optOuts]).toEqual([text, 200, stops ? 1 : 0]);
      const consent = await consentOf(app, `+${from}`);
      if (stops) {
        expect(consent).toMatchObject({
          whatsapp: false,
          source: 'whatsapp_stop',
          changedBy: 'guest',
          changedAt: app.clock.now(),
          bookingId: null,
        });
      } else {
        expect(consent).toBeNull();
      }
    }
  });

  it('turns an opt-in made before the STOP into an opt-out, but a STOP delivered late never undoes a later opt-in', async () => {
    const consents = app.database.dataSource.getRepository(MessagingConsent);
    const optIn = (phone: string, changedAt: Date) =>
      consents.save({
        phone,
        whatsapp: true,
        source: 'booking_form',
        changedAt,
        changedBy: 'guest',
        bookingId: null,
        eventId: null,
      });
    const writtenAt = app.clock.now();

    await optIn('+919811100011', new Date(writtenAt.getTime() - 60_000));
    await postWhatsAppWebhook(app, inbound('919811100011', 'STOP', writtenAt));
    expect(await consentOf(app, '+919811100011')).toMatchObject({
      whatsapp: false,
      source: 'whatsapp_stop',
      changedAt: writtenAt,
    });

    await optIn('+919811100012', new Date(writtenAt.getTime() + 60_000));
    const late = await postWhatsAppWebhook(app, inbound('919811100012', 'STOP', writtenAt));
    expect(late).toMatchObject({ status: 200, body: { optOuts: 0 } });
    expect(await consentOf(app, '+919811100012')).toMatchObject({ whatsapp: true, source: 'booking_form' });
    expect(await consentAudit('+919811100012')).toEqual([]);
  });

  it('writes the audit line when a STOP changes the choice, and none for a STOP that changes nothing', async () => {
    const phone = '+919811100021';
    await app.services.messagingConsent.recordByLink(phone, true);
    expect(await consentAudit(phone)).toHaveLength(1);

    expect((await postWhatsAppWebhook(app, inbound('919811100021', 'STOP'))).body.optOuts).toBe(1);
    const lines = await consentAudit(phone);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      action: 'messaging_consent',
      actor: 'guest',
      detail: `WhatsApp updates off for ${phone} (STOP on WhatsApp)`,
    });

    // Already off: the STOP is on record again, and the log has nothing new to say.
    app.clock.advanceMinutes(1);
    expect((await postWhatsAppWebhook(app, inbound('919811100021', 'stop'))).body.optOuts).toBe(1);
    expect(await consentAudit(phone)).toHaveLength(2);

    // A number with no choice on record: its first choice is the STOP, audited.
    await postWhatsAppWebhook(app, inbound('919811100022', 'STOP'));
    expect((await consentAudit('+919811100022')).map((line) => line.detail)).toEqual([
      'WhatsApp updates off for +919811100022 (STOP on WhatsApp)',
    ]);
  });
});

describe('refused requests from one address', () => {
  it('are answered 429 after 20 in 10 minutes, before any signature is checked, until the window ends', async () => {
    const wamid = newWamid();
    const id = await sentOutboxMessage(app, { providerMessageId: wamid });
    const body = statuses({ id: wamid, status: 'delivered' });
    // A window of its own: the tests above were refused a few times from this address too.
    app.clock.advanceMinutes(10);
    const forged = [];
    for (let i = 0; i < 20; i += 1) forged.push((await postWhatsAppWebhook(app, body, { secret: 'guess' })).status);
    expect(new Set(forged)).toEqual(new Set([403]));
    expect((await postWhatsAppWebhook(app, body)).status).toBe(429);
    expect(
      (await handshake(app, { 'hub.mode': 'subscribe', 'hub.challenge': '1', 'hub.verify_token': 'meatyhamhock' })).status,
    ).toBe(429);
    expect((await outboxRow(app, id)).status).toBe('sent');

    app.clock.advanceMinutes(10);
    expect(await postWhatsAppWebhook(app, body)).toMatchObject({ status: 200, body: { statusesApplied: 1 } });
  });
});
