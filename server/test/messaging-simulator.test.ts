import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createMessageTransports,
  OutboxMessage,
  renderSms,
  renderWhatsApp,
  SimulatedWhatsAppWebhooks,
  type ChannelTransports,
} from '../src/modules/messages';
import { metaJson } from '../src/modules/messages/whatsapp/webhook-payloads';
import { createLogger } from '../src/shared/logger';
import { consentOf, outboxRow, sentOutboxMessage } from './support/messaging';
import { useTestApp } from './support/test-app';

// The simulator waits a moment before each status, as Meta does: time for the worker's commit.
const app = useTestApp({ SIMULATOR_WEBHOOK_DELAY_MS: '300' });
let transports: ChannelTransports;
beforeAll(() => {
  transports = createMessageTransports({ config: app.config, clock: app.clock.now, logger: createLogger('silent') });
});
afterAll(() => transports.whatsappSimulator?.idle());

const GUEST = '+919876543210';
const outboxDir = () => path.join(app.config.dataDir, 'outbox');
const filesIn = (prefix: string) => readdirSync(outboxDir()).filter((name) => name.startsWith(prefix));
const finishPaying = () =>
  renderWhatsApp(
    'finish_paying',
    'en',
    GUEST,
    {
      guestName: 'Amrita Sharma',
      rooms: 'Deluxe 101',
      hotelName: 'Hotel Anand Residency',
      stayDates: '1–4 Dec 2026',
      heldUntil: '21 Nov, 10:15 AM',
      totalAmount: '₹12,600',
      paymentUrl: `${app.config.publicBaseUrl}/payment?booking=0b7c&key=k1`,
    },
    { publicBaseUrl: app.config.publicBaseUrl },
  );

/** What the worker does once the provider took a message: the row is sent, with the provider's id. */
async function markSent(id: string, providerMessageId: string): Promise<void> {
  await app.database.dataSource
    .getRepository(OutboxMessage)
    .update({ id }, { status: 'sent', providerMessageId, sentAt: app.clock.now() });
}

describe('the WhatsApp simulator', () => {
  it('writes the exact Cloud API request beside the mails, answers a wamid, and its signed webhooks move the message to read', async () => {
    const id = await sentOutboxMessage(app, { providerMessageId: 'not-yet', status: 'sending', kind: 'finish_paying' });
    const message = finishPaying();
    const report = await transports.whatsapp.send(message, `finish_paying:whatsapp:${id}`);
    await markSent(id, report.providerMessageId);

    expect(report.providerMessageId).toMatch(/^wamid\.[A-Za-z0-9+/]+=*$/);
    expect(path.dirname(report.file!)).toBe(outboxDir());
    const written = JSON.parse(readFileSync(report.file!, 'utf8'));
    expect(written).toMatchObject({
      channel: 'whatsapp',
      provider: 'simulator',
      idempotencyKey: `finish_paying:whatsapp:${id}`,
      sentAt: app.clock.now().toISOString(),
      request: {
        method: 'POST',
        url: `https://graph.facebook.com/v26.0/${app.config.messaging.whatsapp.phoneNumberId}/messages`,
        body: {
          messaging_product: 'whatsapp',
          to: '919876543210',
          type: 'template',
          template: {
            name: 'finish_paying_v1',
            language: { code: 'en' },
            components: [
              { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: 'payment?booking=0b7c&key=k1' }],
              },
            ],
          },
        },
      },
      response: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '919876543210', wa_id: '919876543210' }],
        messages: [{ id: report.providerMessageId }],
      },
    });
    expect(written.preview).toContain(
      'Hello Amrita Sharma, Deluxe 101 at Hotel Anand Residency for 1–4 Dec 2026 is held for you until 21 Nov, 10:15 AM.',
    );
    expect(written.preview).toContain(`[Finish paying: ${app.config.publicBaseUrl}/payment?booking=0b7c&key=k1]`);

    await transports.whatsappSimulator!.idle();
    expect(await outboxRow(app, id)).toMatchObject({ status: 'read', providerMessageId: report.providerMessageId });
  });

  it('answers a message sent again (a retry after a crash) from its file: the same wamid, nothing sent twice', async () => {
    const message = finishPaying();
    const first = await transports.whatsapp.send(message, 'finish_paying:whatsapp:retry');
    await transports.whatsappSimulator!.idle();
    const before = filesIn('whatsapp-').length;
    const follow = jest.spyOn(transports.whatsappSimulator!, 'followSend');
    try {
      const again = await transports.whatsapp.send(message, 'finish_paying:whatsapp:retry');
      expect(again).toEqual(first);
      expect(follow).not.toHaveBeenCalled();
    } finally {
      follow.mockRestore();
    }
    expect(filesIn('whatsapp-')).toHaveLength(before);
    expect(readdirSync(outboxDir()).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('delivers a guest’s STOP through the same signed webhook, escaped as Meta escapes it, and the number is opted out', async () => {
    expect(metaJson({ body: 'रोकें' })).toBe('{"body":"\\u0930\\u094b\\u0915\\u0947\\u0902"}');
    expect(await transports.whatsappSimulator!.simulateInboundMessage('+919811122233', 'रोकें')).toBe(200);
    expect(await consentOf(app, '+919811122233')).toMatchObject({ whatsapp: false, source: 'whatsapp_stop', changedBy: 'guest' });
    expect(await transports.whatsappSimulator!.simulateInboundMessage('+919811122244', 'Thank you!')).toBe(200);
    expect(await consentOf(app, '+919811122244')).toBeNull();
  });

  it('reports a failure with its error, and the route refuses webhooks signed with any other secret', async () => {
    const wamid = 'wamid.simulated-failure';
    const id = await sentOutboxMessage(app, { providerMessageId: wamid });
    const impostor = new SimulatedWhatsAppWebhooks(
      {
        secret: 'not-the-simulator-secret',
        phoneNumberId: app.config.messaging.whatsapp.phoneNumberId,
        delayMs: 0,
        baseUrl: app.baseUrl,
      },
      createLogger('silent'),
      app.clock.now,
    );
    expect(await impostor.deliverStatus(wamid, '919876543210', 'read')).toBe(403);
    expect((await outboxRow(app, id)).status).toBe('sent');

    const failed = await transports.whatsappSimulator!.deliverStatus(wamid, '919876543210', 'failed', {
      code: 131049,
      title: 'This message was not delivered to maintain healthy ecosystem engagement.',
    });
    expect(failed).toBe(200);
    expect(await outboxRow(app, id)).toMatchObject({
      status: 'failed',
      lastError: 'This message was not delivered to maintain healthy ecosystem engagement. (code 131049)',
    });
  });
});

describe('the SMS simulator', () => {
  it('writes the request MSG91 would get and the text beside the mails, and answers the same request id on a retry', async () => {
    const sms = renderSms(
      'one_time_code',
      'en',
      GUEST,
      { code: '482913', hotelName: 'Hotel Anand Residency' },
      app.config.messaging.sms.templateIds,
    );
    const report = await transports.sms.send(sms, 'one_time_code:sms:1');
    expect(report.providerMessageId).toMatch(/^[0-9a-f]{24}$/);
    expect(path.dirname(report.file!)).toBe(outboxDir());
    expect(JSON.parse(readFileSync(report.file!, 'utf8'))).toMatchObject({
      channel: 'sms',
      provider: 'simulator',
      to: GUEST,
      dltTemplateId: 'SIMULATED-ONE_TIME_CODE',
      request: {
        method: 'POST',
        url: 'https://control.msg91.com/api/v5/flow',
        body: {
          template_id: 'SIMULATED-ONE_TIME_CODE',
          sender: 'SIMSMS',
          short_url: '0',
          recipients: [{ mobiles: '919876543210', var1: '482913' }],
        },
      },
      response: { type: 'success', message: report.providerMessageId },
      text: '482913 is your one-time code for Hotel Anand Residency. It is valid for 10 minutes. Do not share it with anyone.',
    });
    expect(await transports.sms.send(sms, 'one_time_code:sms:1')).toEqual(report);
    expect(filesIn('sms-')).toHaveLength(1);
  });
});
