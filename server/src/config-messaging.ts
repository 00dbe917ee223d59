/**
 * The messaging channels' settings (issue 28): WhatsApp through Meta's Cloud API or its simulator,
 * SMS through a DLT gateway (MSG91) or its simulator. Without WHATSAPP_TOKEN the simulator speaks
 * the Cloud API's protocol offline, as the payment simulator speaks Razorpay's.
 */

/** Meta's Graph API base with the version the requests name (v26.0, released 29 July 2026). */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v26.0';
/** MSG91's send-SMS (flow) endpoint: a DLT template id and its variables per recipient. */
export const DEFAULT_MSG91_API_URL = 'https://control.msg91.com/api/v5/flow';
/** The phone number id the WhatsApp simulator sends from when WHATSAPP_PHONE_NUMBER_ID is unset. */
export const SIMULATED_PHONE_NUMBER_ID = '100000000000001';

/**
 * The kinds of message that have a DLT-registered SMS template: one-time codes, and the few a guest
 * must not miss when WhatsApp fails (messages/message-templates.ts has their texts). Each has a
 * setting SMS_DLT_TEMPLATE_<KIND> (and SMS_DLT_TEMPLATE_<KIND>_HI for its Hindi registration).
 */
export const SMS_KINDS = ['one_time_code', 'booking_confirmed', 'booking_cancelled', 'milestone_due'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** Each SMS kind's registered template id: English always, Hindi when the owner registered one. */
export type SmsTemplateIds = Record<SmsKind, { en: string; hi?: string }>;

export type SmsProviderChoice = 'simulator' | 'msg91';

export interface MessagingConfig {
  whatsapp: {
    /** `cloud-api` with WHATSAPP_TOKEN, else `simulator`. */
    mode: 'cloud-api' | 'simulator';
    token?: string;
    /** WHATSAPP_PHONE_NUMBER_ID: the business number messages go from (the simulator's own when unset). */
    phoneNumberId: string;
    /** WHATSAPP_APP_SECRET: Meta signs its webhooks with it (X-Hub-Signature-256). */
    appSecret?: string;
    /** WHATSAPP_API_URL without a trailing slash. */
    apiUrl: string;
    /** WHATSAPP_VERIFY_TOKEN: what Meta's GET handshake must name to subscribe the webhook. */
    verifyToken?: string;
  };
  sms: {
    provider: SmsProviderChoice;
    /** SMS_API_KEY (MSG91's authkey). */
    apiKey?: string;
    /** SMS_SENDER_ID: the 6-letter DLT header. */
    senderId?: string;
    /** SMS_API_URL without a trailing slash. */
    apiUrl: string;
    /** SMS_DLT_TEMPLATE_*: for the simulator, made-up ids (`SIMULATED-<KIND>`) unless set. */
    templateIds: SmsTemplateIds;
  };
  /** MESSAGING_SIMULATOR_SECRET: the WhatsApp simulator signs its webhooks with it, as Meta with the app secret. */
  simulatorSecret: string;
  /** SIMULATOR_WEBHOOK_DELAY_MS: how long the simulators wait before each webhook they deliver. */
  simulatorWebhookDelayMs: number;
  /** Where the WhatsApp simulator reaches this server (PORT on the loopback); unset, it delivers none. */
  simulatorWebhookBaseUrl?: string;
}

type Env = Record<string, string | undefined>;

interface MessagingContext {
  isProduction: boolean;
  port: number;
  simulatorSecret: string;
  simulatorWebhookDelayMs: number;
}

/** Reads the messaging settings; every problem goes to `problems` (the start lists them all at once). */
export function parseMessaging(env: Env, context: MessagingContext, problems: string[]): MessagingConfig {
  return {
    whatsapp: parseWhatsApp(env, context.isProduction, problems),
    sms: parseSms(env, problems),
    simulatorSecret: context.simulatorSecret,
    simulatorWebhookDelayMs: context.simulatorWebhookDelayMs,
    simulatorWebhookBaseUrl: `http://127.0.0.1:${context.port}`,
  };
}

function parseWhatsApp(env: Env, isProduction: boolean, problems: string[]): MessagingConfig['whatsapp'] {
  const token = value(env.WHATSAPP_TOKEN);
  const phoneNumberId = value(env.WHATSAPP_PHONE_NUMBER_ID);
  const appSecret = value(env.WHATSAPP_APP_SECRET);
  const verifyToken = value(env.WHATSAPP_VERIFY_TOKEN);
  if (phoneNumberId && !/^\d{5,20}$/.test(phoneNumberId)) {
    problems.push('WHATSAPP_PHONE_NUMBER_ID must be the number id Meta shows under WhatsApp > API Setup (digits only)');
  }
  if (token && !phoneNumberId) {
    problems.push('WHATSAPP_TOKEN needs WHATSAPP_PHONE_NUMBER_ID: the business number the messages go from');
  }
  if (token && isProduction) {
    if (!appSecret)
      problems.push('WHATSAPP_APP_SECRET is required in production with WHATSAPP_TOKEN: Meta signs its webhooks with it');
    if (!verifyToken) {
      problems.push(
        'WHATSAPP_VERIFY_TOKEN is required in production with WHATSAPP_TOKEN: the webhook cannot be subscribed without it',
      );
    }
  }
  return {
    mode: token ? 'cloud-api' : 'simulator',
    token,
    phoneNumberId: phoneNumberId ?? SIMULATED_PHONE_NUMBER_ID,
    appSecret,
    apiUrl: httpUrl(env.WHATSAPP_API_URL, DEFAULT_WHATSAPP_API_URL, 'WHATSAPP_API_URL', problems),
    verifyToken,
  };
}

function parseSms(env: Env, problems: string[]): MessagingConfig['sms'] {
  const text = value(env.SMS_PROVIDER) ?? 'simulator';
  const provider: SmsProviderChoice = text === 'msg91' ? 'msg91' : 'simulator';
  if (text !== 'msg91' && text !== 'simulator') problems.push('SMS_PROVIDER must be simulator or msg91');
  const apiKey = value(env.SMS_API_KEY);
  const senderId = value(env.SMS_SENDER_ID);
  if (senderId && !/^[A-Z]{6}$/.test(senderId)) {
    problems.push('SMS_SENDER_ID must be the 6-letter header registered on the DLT platform, e.g. ANANDH');
  }
  const templateIds = {} as SmsTemplateIds;
  const missing: string[] = [];
  for (const kind of SMS_KINDS) {
    const name = smsTemplateSetting(kind);
    const [en, hi] = smsTemplateIdsGiven(env)[kind].map(value);
    for (const [setting, id] of [
      [name, en],
      [`${name}_HI`, hi],
    ] as const) {
      if (id && !/^[0-9A-Za-z_-]{1,64}$/.test(id)) problems.push(`${setting} must be a template id (letters, digits, - or _)`);
    }
    if (!en) missing.push(name);
    templateIds[kind] = { en: en ?? `SIMULATED-${kind.toUpperCase()}`, ...(hi ? { hi } : {}) };
  }
  if (provider === 'msg91') {
    if (!apiKey) problems.push('SMS_PROVIDER=msg91 needs SMS_API_KEY (the authkey from the MSG91 panel)');
    if (!senderId) problems.push('SMS_PROVIDER=msg91 needs SMS_SENDER_ID (the DLT header the texts go out under)');
    if (missing.length > 0) {
      problems.push(`SMS_PROVIDER=msg91 needs the id of each SMS template registered on DLT and MSG91: ${missing.join(', ')}`);
    }
  }
  return {
    provider,
    apiKey,
    senderId,
    apiUrl: httpUrl(env.SMS_API_URL, DEFAULT_MSG91_API_URL, 'SMS_API_URL', problems),
    templateIds,
  };
}

/** Each SMS kind's settings as given, English and Hindi: named one by one, so that a search finds them. */
function smsTemplateIdsGiven(env: Env): Record<SmsKind, [string | undefined, string | undefined]> {
  return {
    one_time_code: [env.SMS_DLT_TEMPLATE_ONE_TIME_CODE, env.SMS_DLT_TEMPLATE_ONE_TIME_CODE_HI],
    booking_confirmed: [env.SMS_DLT_TEMPLATE_BOOKING_CONFIRMED, env.SMS_DLT_TEMPLATE_BOOKING_CONFIRMED_HI],
    booking_cancelled: [env.SMS_DLT_TEMPLATE_BOOKING_CANCELLED, env.SMS_DLT_TEMPLATE_BOOKING_CANCELLED_HI],
    milestone_due: [env.SMS_DLT_TEMPLATE_MILESTONE_DUE, env.SMS_DLT_TEMPLATE_MILESTONE_DUE_HI],
  };
}

/** The setting that names an SMS kind's English DLT template id: SMS_DLT_TEMPLATE_ONE_TIME_CODE. */
export function smsTemplateSetting(kind: SmsKind): string {
  return `SMS_DLT_TEMPLATE_${kind.toUpperCase()}`;
}

function value(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** An http(s) URL without its trailing slashes; the default when unset. */
function httpUrl(text: string | undefined, fallback: string, name: string, problems: string[]): string {
  const given = value(text);
  if (!given) return fallback;
  try {
    const url = new URL(given);
    if (url.protocol === 'http:' || url.protocol === 'https:') return given.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http:// or https:// URL`);
  return fallback;
}
