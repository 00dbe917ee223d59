import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createMessageTransports, renderSms, renderWhatsApp, SendFailure, type RenderedWhatsApp } from '../src/modules/messages';
import { Msg91SmsTransport } from '../src/modules/messages/sms/msg91-transport';
import { WhatsAppCloudApiTransport } from '../src/modules/messages/whatsapp/cloud-api-transport';
import { createLogger } from '../src/shared/logger';
import { FakeProvider } from './support/messaging';
import { useResource } from './support/use-resource';

const fake = useResource(() => FakeProvider.start(), {
  afterEach: (provider) => provider.reset(),
  close: (provider) => provider.close(),
});

const BASE = 'https://anandresidency.in';
const confirmed: RenderedWhatsApp = renderWhatsApp(
  'booking_confirmed',
  'hi',
  '+919876543210',
  {
    guestName: 'Amrita Sharma',
    bookCode: 'HB7K3QM',
    hotelName: 'Hotel Anand Residency',
    rooms: 'Deluxe 101',
    stayDates: '1–4 Dec 2026',
    checkInTime: '2 PM',
    totalAmount: '₹12,600',
    paidAmount: '₹0',
    bookingUrl: `${BASE}/booking/0b7c?key=abc`,
  },
  { publicBaseUrl: BASE },
);

/** The Cloud API transport against the fake, as configured: its URL ends with the version, as Meta's does. */
const cloudApi = (timeoutMs?: number) =>
  new WhatsAppCloudApiTransport(
    { apiUrl: `${fake.url}/v26.0`, phoneNumberId: '106540352242922', token: 'EAAG-test-token' },
    timeoutMs,
  );

/** What a send refused with (fails the test when it went). */
async function failure(send: Promise<unknown>): Promise<SendFailure> {
  try {
    await send;
  } catch (error) {
    if (error instanceof SendFailure) return error;
    throw error;
  }
  throw new Error('expected the send to fail');
}

describe('the WhatsApp Cloud API transport, against a local fake of the Cloud API', () => {
  it('POSTs the documented template message to /{phone-number-id}/messages with the bearer token, and answers the wamid', async () => {
    fake.answer({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '919876543210', wa_id: '919876543210' }],
        messages: [{ id: 'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQzVGMEI0', message_status: 'accepted' }],
      },
    });
    const report = await cloudApi().send(confirmed);
    expect(report).toEqual({ providerMessageId: 'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQzVGMEI0' });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v26.0/106540352242922/messages' });
    expect(request.headers).toMatchObject({ authorization: 'Bearer EAAG-test-token', 'content-type': 'application/json' });
    expect(request.json).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'booking_confirmed_v1',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              'Amrita Sharma',
              'Hotel Anand Residency',
              'HB7K3QM',
              'Deluxe 101',
              '1–4 Dec 2026',
              '2 PM',
              '₹12,600',
              '₹0',
            ].map((text) => ({ type: 'text', text })),
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'booking/0b7c?key=abc' }] },
        ],
      },
    });
  });

  it('sends a template without a button as its body alone', async () => {
    fake.answer({ status: 200, body: { messages: [{ id: 'wamid.second' }] } });
    const received = renderWhatsApp(
      'payment_received',
      'en',
      '+447911123456',
      { guestName: 'Tom', amount: '₹5,000', paidFor: 'booking HB7K3QM', hotelName: 'Hotel Anand', balanceDue: '₹0' },
      { publicBaseUrl: BASE },
    );
    await cloudApi().send(received);
    expect(fake.requests[0].json).toMatchObject({
      to: '447911123456',
      template: { name: 'payment_received_v1', language: { code: 'en' }, components: [{ type: 'body' }] },
    });
    expect((fake.requests[0].json as { template: { components: unknown[] } }).template.components).toHaveLength(1);
  });

  it('fails for good on a 4xx, with Meta’s error message, details and code for the message log', async () => {
    fake.answer({
      status: 404,
      body: {
        error: {
          message: '(#132001) Template name does not exist in the translation',
          type: 'OAuthException',
          code: 132001,
          error_data: { messaging_product: 'whatsapp', details: 'template name (booking_confirmed_v1) does not exist in hi' },
          fbtrace_id: 'AbCdEf',
        },
      },
    });
    const refused = await failure(cloudApi().send(confirmed));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toBe(
      '(#132001) Template name does not exist in the translation — template name (booking_confirmed_v1) does not exist in hi (code 132001)',
    );
  });

  it('tries again later after a 5xx, a 429, or Meta’s throttling codes whatever their status', async () => {
    fake.answer(
      { status: 500, body: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } } },
      { status: 503, body: undefined },
      { status: 429, body: { error: { message: '(#130429) Rate limit hit', code: 130429 } } },
      {
        status: 400,
        body: { error: { message: '(#131056) (Business Account, Consumer Account) pair rate limit hit', code: 131056 } },
      },
    );
    const failures = [];
    for (let i = 0; i < 4; i += 1) failures.push(await failure(cloudApi().send(confirmed)));
    expect(failures.map((f) => f.retryable)).toEqual([true, true, true, true]);
    expect(failures[0].message).toBe('An unknown error occurred (code 1)');
    expect(failures[1].message).toBe('The WhatsApp Cloud API answered HTTP 503');
    expect(failures[3].message).toContain('(code 131056)');
  });

  it('says what a 4xx without Meta’s error shape was, and fails for good', async () => {
    fake.answer({ status: 401, body: undefined });
    const refused = await failure(cloudApi().send(confirmed));
    expect(refused).toMatchObject({ retryable: false, message: 'The WhatsApp Cloud API answered HTTP 401' });
  });

  it('gives up waiting at its time limit and tries again later; a network error is tried again too', async () => {
    fake.answer({ status: 200, body: { messages: [{ id: 'wamid.late' }] }, delayMs: 1500 });
    const slow = await failure(cloudApi(200).send(confirmed));
    expect(slow).toMatchObject({ retryable: true, message: 'The WhatsApp Cloud API did not answer within 0.2 s' });

    const closed = await FakeProvider.start();
    await closed.close();
    const unreachable = new WhatsAppCloudApiTransport({ apiUrl: closed.url, phoneNumberId: '1', token: 't' });
    const refused = await failure(unreachable.send(confirmed));
    expect(refused.retryable).toBe(true);
    expect(refused.message).toMatch(/^The WhatsApp Cloud API could not be reached \(ECONNREFUSED\)$/);
  });

  it('fails for good when Meta takes the message but names no id (sending again could deliver it twice)', async () => {
    fake.answer({ status: 200, body: { messaging_product: 'whatsapp' } });
    expect(await failure(cloudApi().send(confirmed))).toMatchObject({ retryable: false });
  });
});

describe('the MSG91 SMS transport, against a local fake of MSG91', () => {
  const ids = {
    one_time_code: { en: '64f0c0de1234567890abcdef' },
    booking_confirmed: { en: '64f0c0de1234567890abcde0' },
    booking_cancelled: { en: '64f0c0de1234567890abcde1' },
    milestone_due: { en: '64f0c0de1234567890abcde2' },
  };
  const code = renderSms('one_time_code', 'en', '+919876543210', { code: '482913', hotelName: 'Hotel Anand Residency' }, ids);
  const msg91 = () => new Msg91SmsTransport({ apiUrl: `${fake.url}/api/v5/flow`, apiKey: 'authkey-123', senderId: 'ANANDH' });

  it('POSTs the template id, the sender and the variables with the authkey, and answers MSG91’s request id', async () => {
    fake.answer({ status: 200, body: { type: 'success', message: '3763646c3058373530393138' } });
    expect(await msg91().send(code)).toEqual({ providerMessageId: '3763646c3058373530393138' });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(request.headers).toMatchObject({ authkey: 'authkey-123', 'content-type': 'application/json' });
    expect(request.json).toEqual({
      template_id: '64f0c0de1234567890abcdef',
      sender: 'ANANDH',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', var1: '482913' }],
    });
  });

  it('fails for good when MSG91 refuses (even with HTTP 200) or on a 4xx, and tries again after a 5xx', async () => {
    fake.answer(
      { status: 200, body: { type: 'error', message: 'Template ID Missing or Invalid Template' } },
      { status: 401, body: { type: 'error', message: 'Authentication failure' } },
      { status: 502, body: undefined },
    );
    const refused = await failure(msg91().send(code));
    expect(refused).toMatchObject({
      retryable: false,
      message: 'MSG91 refused the SMS: Template ID Missing or Invalid Template',
    });
    expect(await failure(msg91().send(code))).toMatchObject({
      retryable: false,
      message: 'MSG91 answered HTTP 401: Authentication failure',
    });
    expect(await failure(msg91().send(code))).toMatchObject({ retryable: true, message: 'MSG91 answered HTTP 502' });
  });
});

describe('which transports the settings choose', () => {
  const dataDir = useResource(async () => ({ path: mkdtempSync(path.join(os.tmpdir(), 'hotel-messaging-')) }), {
    close: async (dir) => rmSync(dir.path, { recursive: true, force: true }),
  });
  const transports = (env: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir.path, ...env });
    return createMessageTransports({ config, clock: () => new Date(), logger: createLogger('silent') });
  };

  it('simulates both channels by default, and signs with a secret generated once into DATA_DIR', () => {
    const chosen = transports({});
    expect([chosen.whatsapp.name, chosen.sms.name]).toEqual(['simulator', 'simulator']);
    expect(chosen.whatsappSimulator).toBeDefined();
    const secret = readFileSync(path.join(dataDir.path, 'secrets', 'messaging-simulator-secret'), 'utf8');
    expect(loadConfig({ DATA_DIR: dataDir.path }).messaging.simulatorSecret).toBe(secret);
    expect(loadConfig({ DATA_DIR: dataDir.path, MESSAGING_SIMULATOR_SECRET: 'given' }).messaging.simulatorSecret).toBe('given');
  });

  it('uses the Cloud API with WHATSAPP_TOKEN and MSG91 with SMS_PROVIDER=msg91', () => {
    const chosen = transports({
      WHATSAPP_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      SMS_PROVIDER: 'msg91',
      SMS_API_KEY: 'key',
      SMS_SENDER_ID: 'ANANDH',
      SMS_DLT_TEMPLATE_ONE_TIME_CODE: '1',
      SMS_DLT_TEMPLATE_BOOKING_CONFIRMED: '2',
      SMS_DLT_TEMPLATE_BOOKING_CANCELLED: '3',
      SMS_DLT_TEMPLATE_MILESTONE_DUE: '4',
      SMS_DLT_TEMPLATE_MILESTONE_DUE_HI: '5',
    });
    expect([chosen.whatsapp.name, chosen.sms.name, chosen.whatsappSimulator]).toEqual(['cloud-api', 'msg91', undefined]);
  });
});

describe('the messaging settings', () => {
  const dataDir = useResource(async () => ({ path: mkdtempSync(path.join(os.tmpdir(), 'hotel-messaging-')) }), {
    close: async (dir) => rmSync(dir.path, { recursive: true, force: true }),
  });
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir.path, ...env });
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    DATABASE_URL: 'postgres://h@db/h',
    PAYMENT_PROVIDER: 'simulated',
  };

  it('start from Meta’s Graph API v26.0 and MSG91’s flow endpoint, without a trailing slash when given one', () => {
    const { whatsapp, sms } = load({}).messaging;
    expect([whatsapp.mode, whatsapp.apiUrl, sms.provider, sms.apiUrl]).toEqual([
      'simulator',
      'https://graph.facebook.com/v26.0',
      'simulator',
      'https://control.msg91.com/api/v5/flow',
    ]);
    expect(load({ WHATSAPP_API_URL: 'http://127.0.0.1:9/v26.0/' }).messaging.whatsapp.apiUrl).toBe('http://127.0.0.1:9/v26.0');
  });

  it('refuse a token without the number it sends from anywhere, and in production without the app secret and verify token', () => {
    expect(() => load({ WHATSAPP_TOKEN: 'EAAG' })).toThrow(/WHATSAPP_TOKEN needs WHATSAPP_PHONE_NUMBER_ID/);
    const half = { ...production, WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
    expect(() => load(half)).toThrow(
      /WHATSAPP_APP_SECRET is required in production[\s\S]*WHATSAPP_VERIFY_TOKEN is required in production/,
    );
    const whole = load({ ...half, WHATSAPP_APP_SECRET: 'app-secret', WHATSAPP_VERIFY_TOKEN: 'verify' }).messaging.whatsapp;
    expect(whole).toMatchObject({ mode: 'cloud-api', appSecret: 'app-secret', verifyToken: 'verify' });
    expect(load(production).messaging.whatsapp.mode).toBe('simulator');
  });

  it('refuse MSG91 without its key, sender id and every English template id, naming each', () => {
    expect(() => load({ SMS_PROVIDER: 'msg91', SMS_DLT_TEMPLATE_ONE_TIME_CODE: '1' })).toThrow(
      /SMS_API_KEY[\s\S]*SMS_SENDER_ID[\s\S]*SMS_DLT_TEMPLATE_BOOKING_CONFIRMED, SMS_DLT_TEMPLATE_BOOKING_CANCELLED, SMS_DLT_TEMPLATE_MILESTONE_DUE$/,
    );
  });

  it('refuse values that cannot work, saying what they take', () => {
    expect(() => load({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be simulator or msg91');
    expect(() => load({ SMS_SENDER_ID: 'Anand' })).toThrow(/SMS_SENDER_ID must be the 6-letter header/);
    expect(() => load({ WHATSAPP_API_URL: 'graph.facebook.com' })).toThrow('WHATSAPP_API_URL must be an http:// or https:// URL');
    expect(() => load({ WHATSAPP_PHONE_NUMBER_ID: '+91 98765' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID must be the number id/);
    expect(() => load({ SMS_DLT_TEMPLATE_ONE_TIME_CODE_HI: 'id with spaces' })).toThrow(
      /SMS_DLT_TEMPLATE_ONE_TIME_CODE_HI must be a template id/,
    );
  });
});
