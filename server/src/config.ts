import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { ChannelsConfig, parseChannels } from './config-channels';
import { HotelIdentityDefaults, parseHotelIdentity, parseRatesIncludeGst } from './config-hotel';
import { InventoryLimits, parseInventoryLimits } from './config-inventory';
import { MessagingConfig, parseMessaging } from './config-messaging';

/** The admin password hash's scrypt cost as log2 N: N=2^17, r=8, p=1 is OWASP's scrypt minimum (128 MiB a hash). */
export const DEFAULT_PASSWORD_HASH_COST = 17;

/** Everything the server reads from the environment, read once and typed. */
export interface AppConfig {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  dataDir: string;
  uploadsDir: string;
  /** Photos exactly as uploaded, for the admin only: never served by /uploads. */
  photoOriginalsDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail?: string;
  adminPassword?: string;
  holdMinutes: number;
  seedDemoData: boolean;
  clientDistDir: string;
  publicBaseUrl: string;
  /** Express's `trust proxy`: which proxies may say who the client is (X-Forwarded-For), for `req.ip`. */
  trustProxy: TrustProxy;
  logLevel: string;
  payments: {
    /** Which provider takes the money: PAYMENT_PROVIDER, else Razorpay when its keys are set. */
    provider: PaymentProviderChoice;
    razorpayKeyId?: string;
    razorpayKeySecret?: string;
    razorpayWebhookSecret?: string;
    simulatorSecret: string;
    /** How long the simulator waits before delivering a webhook, as Razorpay takes a moment. */
    simulatorWebhookDelayMs: number;
    /**
     * Where the simulator reaches this server to deliver its webhooks (Razorpay's are set in its
     * dashboard): PORT on the loopback interface. Unset, none are sent, as when nothing listens.
     */
    simulatorWebhookBaseUrl?: string;
    /** ADVANCE_PERCENT: the share of the total a guest may pay now, the rest at the hotel; 0 offers no such choice. */
    advancePercent: number;
  };
  smtpUrl?: string;
  /** WhatsApp (Cloud API or its simulator) and SMS (a DLT gateway or its simulator): config-messaging.ts. */
  messaging: MessagingConfig;
  /** The outbox worker (issue 28): how often it looks for due messages, and how many it takes at a time. */
  messages: { pollSeconds: number; batchSize: number };
  contactFormAction?: string;
  abuseLimits: AbuseLimitsConfig;
  /** ROOM_RATES_INCLUDE_GST: rents entered are what the guest pays (true) or GST is added (false). */
  ratesIncludeGst: boolean;
  /** The HOTEL_* settings: the first values of the admin Settings page. */
  hotelIdentity: HotelIdentityDefaults;
  /** PASSWORD_HASH_COST: scrypt's log2 N for admin passwords; below 17 only in tests. */
  passwordHashCost: number;
  /** DAY_CLOSE_AT as minutes after midnight, hotel time: when the periodic work closes the day (default 04:00); null when `off` (closed by hand only). */
  dayCloseAtMinutes: number | null;
  /** ICAL_POLL_MINUTES and ICAL_ALLOW_PRIVATE (config-channels.ts). */
  channels: ChannelsConfig;
}

/** At most `limit` requests (booking-creating ones, contact messages…) per client address, or per what is counted, in each fixed window. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** With HOLD_RENEWALS, MAX_ROOM_NIGHTS_PER_BOOKING, UNPAID_SHARE and NO_SHOW_AFTER (config-inventory.ts). */
export interface AbuseLimitsConfig extends InventoryLimits {
  /** BOOKING_RATE_LIMIT; null when `off` (benchmarks). */
  bookingRateLimit: RateLimit | null;
  /** EVENT_ENQUIRY_RATE_LIMIT: banquet enquiries per client address, and per email and phone (default 5/h); null when `off`. */
  eventEnquiryRateLimit: RateLimit | null;
  /** CONTACT_RATE_LIMIT: contact messages per client address, and per email (default 5/h); null when `off`. */
  contactRateLimit: RateLimit | null;
  /** GUEST_DETAILS_RATE_LIMIT: anonymous upsertGuest/add_reservation per client address, email and phone (default 10/h); null when `off`. */
  guestDetailsRateLimit: RateLimit | null;
  /** DOCUMENT_DOWNLOAD_RATE_LIMIT: a guest's tax document downloads per booking, and per client address (default 20/h); null when `off`. */
  documentDownloadRateLimit: RateLimit | null;
  maxUnpaidBookingsPerGuest: number;
  payAtHotelMaxNights: number;
  payAtHotelMaxRooms: number;
}

type Env = Record<string, string | undefined>;

export type PaymentProviderChoice = 'razorpay' | 'simulated';

/** `true` (every proxy), a number of hops, or addresses and names such as `loopback, 10.0.0.0/8`. */
export type TrustProxy = boolean | number | string;

export class ConfigError extends Error {}

/**
 * Reads the configuration. Secrets that are missing outside production are generated once and
 * kept in DATA_DIR, so restarts keep sessions and signatures valid; production refuses to start
 * without them and lists every missing variable at once.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const problems: string[] = [];

  const port = parseInteger(env.PORT, 4000, 'PORT', problems);
  const holdMinutes = parseInteger(env.HOLD_MINUTES, 15, 'HOLD_MINUTES', problems);
  const simulatorWebhookDelayMs = parseInteger(env.SIMULATOR_WEBHOOK_DELAY_MS, 1500, 'SIMULATOR_WEBHOOK_DELAY_MS', problems);
  if (holdMinutes < 1 || holdMinutes > 120) problems.push('HOLD_MINUTES must be between 1 and 120');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const advancePercent = parseInteger(env.ADVANCE_PERCENT, 0, 'ADVANCE_PERCENT', problems);
  if (advancePercent < 0 || advancePercent > 99) {
    problems.push('ADVANCE_PERCENT must be a whole number from 1 to 99 (the share paid now), or 0 to offer no part payment');
  }
  const abuseLimits = parseAbuseLimits(env, problems);
  const ratesIncludeGst = parseRatesIncludeGst(env.ROOM_RATES_INCLUDE_GST, problems);
  const hotelIdentity = parseHotelIdentity(env, problems);
  const passwordHashCost = parsePasswordHashCost(env.PASSWORD_HASH_COST, nodeEnv, problems);
  const dayCloseAtMinutes = parseDayCloseAt(env.DAY_CLOSE_AT, problems);
  const messages = parseMessages(env, problems);
  const channels = parseChannels(env, problems);

  const razorpayKeyId = env.RAZORPAY_KEY_ID || undefined;
  const razorpayKeySecret = env.RAZORPAY_KEY_SECRET || undefined;
  if (Boolean(razorpayKeyId) !== Boolean(razorpayKeySecret)) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  const provider = parsePaymentProvider(env.PAYMENT_PROVIDER, Boolean(razorpayKeyId && razorpayKeySecret), problems);
  const jwtSecret = env.JWT_SECRET || persistedSecret(dataDir, 'jwt-secret', problems);
  const simulatorSecret = env.PAYMENT_SIMULATOR_SECRET || persistedSecret(dataDir, 'payment-simulator-secret', problems);
  const messaging = parseMessaging(
    env,
    {
      isProduction,
      port,
      simulatorWebhookDelayMs,
      simulatorSecret: env.MESSAGING_SIMULATOR_SECRET || persistedSecret(dataDir, 'messaging-simulator-secret', problems),
    },
    problems,
  );

  if (isProduction) {
    if (!env.JWT_SECRET) problems.push('JWT_SECRET is required in production');
    else if (env.JWT_SECRET.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
    if (!env.DATABASE_URL && env.ALLOW_EMBEDDED_DATABASE !== 'true') {
      problems.push('DATABASE_URL is required in production (or ALLOW_EMBEDDED_DATABASE=true)');
    }
    if (provider === 'razorpay' && !env.RAZORPAY_WEBHOOK_SECRET) {
      problems.push(
        'RAZORPAY_WEBHOOK_SECRET is required in production with Razorpay keys: copy it from the webhook set up in the Razorpay dashboard',
      );
    }
    if (provider === 'simulated' && env.PAYMENT_PROVIDER?.trim() !== 'simulated') {
      problems.push(
        'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required in production (or PAYMENT_PROVIDER=simulated for a demo that takes no real money)',
      );
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }

  return {
    nodeEnv,
    port,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    photoOriginalsDir: path.join(dataDir, 'photo-originals'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '12h',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    holdMinutes,
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !isProduction,
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR || path.join(__dirname, '..', '..', 'client', 'dist')),
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    payments: {
      provider,
      razorpayKeyId,
      razorpayKeySecret,
      razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
      simulatorSecret,
      simulatorWebhookDelayMs,
      simulatorWebhookBaseUrl: `http://127.0.0.1:${port}`,
      advancePercent,
    },
    smtpUrl: env.SMTP_URL || undefined,
    messaging,
    messages,
    contactFormAction: env.CONTACT_FORM_ACTION || undefined,
    abuseLimits,
    ratesIncludeGst,
    hotelIdentity,
    passwordHashCost,
    dayCloseAtMinutes,
    channels,
  };
}

/**
 * scrypt's cost as log2 N: 17 (OWASP's minimum) to 20, each step doubling the time and memory of
 * a sign-in. Tests may go down to 10 so that the hundreds of test apps do not spend minutes
 * hashing; any other NODE_ENV refuses that, so a lowered cost never reaches a deployment.
 */
function parsePasswordHashCost(value: string | undefined, nodeEnv: AppConfig['nodeEnv'], problems: string[]): number {
  const cost = parseInteger(value, DEFAULT_PASSWORD_HASH_COST, 'PASSWORD_HASH_COST', problems);
  const lowest = nodeEnv === 'test' ? 10 : DEFAULT_PASSWORD_HASH_COST;
  if (cost < lowest || cost > 20) {
    problems.push(
      nodeEnv === 'test'
        ? 'PASSWORD_HASH_COST must be from 10 to 20 in tests'
        : `PASSWORD_HASH_COST must be from ${DEFAULT_PASSWORD_HASH_COST} to 20 (lower only in tests, NODE_ENV=test)`,
    );
  }
  return cost;
}

function parseAbuseLimits(env: Env, problems: string[]): AbuseLimitsConfig {
  const atLeastOne = (name: string, fallback: number) => {
    const value = parseInteger(env[name], fallback, name, problems);
    if (value < 1) problems.push(`${name} must be at least 1`);
    return value;
  };
  return {
    bookingRateLimit: parseRateLimit(env.BOOKING_RATE_LIMIT, 'BOOKING_RATE_LIMIT', problems),
    eventEnquiryRateLimit: parseRateLimit(env.EVENT_ENQUIRY_RATE_LIMIT || '5/h', 'EVENT_ENQUIRY_RATE_LIMIT', problems),
    contactRateLimit: parseRateLimit(env.CONTACT_RATE_LIMIT || '5/h', 'CONTACT_RATE_LIMIT', problems),
    guestDetailsRateLimit: parseRateLimit(env.GUEST_DETAILS_RATE_LIMIT || '10/h', 'GUEST_DETAILS_RATE_LIMIT', problems),
    documentDownloadRateLimit: parseRateLimit(
      env.DOCUMENT_DOWNLOAD_RATE_LIMIT || '20/h',
      'DOCUMENT_DOWNLOAD_RATE_LIMIT',
      problems,
    ),
    maxUnpaidBookingsPerGuest: atLeastOne('MAX_UNPAID_BOOKINGS_PER_GUEST', 2),
    payAtHotelMaxNights: atLeastOne('PAY_AT_HOTEL_MAX_NIGHTS', 7),
    payAtHotelMaxRooms: atLeastOne('PAY_AT_HOTEL_MAX_ROOMS', 2),
    ...parseInventoryLimits(env, problems),
  };
}

/**
 * MESSAGES_POLL_SECONDS (1–300, default 5): how often the outbox worker looks for due messages
 * (retries, and what other instances queued; its own instance's messages go at once).
 * MESSAGES_BATCH_SIZE (1–100, default 10): messages one instance takes and sends side by side.
 */
function parseMessages(env: Env, problems: string[]): AppConfig['messages'] {
  const pollSeconds = parseInteger(env.MESSAGES_POLL_SECONDS, 5, 'MESSAGES_POLL_SECONDS', problems);
  if (pollSeconds < 1 || pollSeconds > 300) problems.push('MESSAGES_POLL_SECONDS must be from 1 to 300');
  const batchSize = parseInteger(env.MESSAGES_BATCH_SIZE, 10, 'MESSAGES_BATCH_SIZE', problems);
  if (batchSize < 1 || batchSize > 100) problems.push('MESSAGES_BATCH_SIZE must be from 1 to 100');
  return { pollSeconds, batchSize };
}

const WINDOW_UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** `10/10m` (10 requests per 10 minutes), `30/h`, `5/30s`; `off` for none. Default `10/10m`. */
function parseRateLimit(value: string | undefined, name: string, problems: string[]): RateLimit | null {
  const text = value?.trim().toLowerCase() || '10/10m';
  if (text === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d*)\s*([smh])$/.exec(text);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2] || 1) * WINDOW_UNIT_SECONDS[(match?.[3] ?? 's') as keyof typeof WINDOW_UNIT_SECONDS];
  if (!match || limit < 1 || windowSeconds < 1) {
    problems.push(`${name} must look like 10/10m (requests per seconds s, minutes m or hours h), or be off`);
    return null;
  }
  return { limit, windowSeconds };
}

function parseNodeEnv(value: string | undefined): AppConfig['nodeEnv'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function parseInteger(value: string | undefined, fallback: number, name: string, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) {
    problems.push(`${name} must be a whole number`);
    return fallback;
  }
  return parsed;
}

/**
 * What Express's `trust proxy` takes: true/false, a hop count, or a comma list of addresses,
 * subnets and the names loopback, linklocal and uniquelocal. Express reads a string as such a
 * list, so "true" and "2" become the boolean and the hop count they mean; a list is compiled
 * here with the package Express uses, so a value it cannot use stops the start.
 */
function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return 'loopback';
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((entry) => entry.trim());
  try {
    proxyaddr.compile(list);
  } catch (error) {
    problems.push(
      `TRUST_PROXY "${text}" cannot be used (${(error as Error).message}). Give true, false, the number of proxies in ` +
        'front of the app, or addresses, subnets and names (loopback, linklocal, uniquelocal) separated by commas, ' +
        'e.g. TRUST_PROXY=loopback, 10.0.0.0/8',
    );
  }
  return list.join(', ');
}

/** PAYMENT_PROVIDER: `razorpay` or `simulated`; unset, Razorpay when its keys are set. */
function parsePaymentProvider(value: string | undefined, hasRazorpayKeys: boolean, problems: string[]): PaymentProviderChoice {
  const text = value?.trim() ?? '';
  if (text === '') return hasRazorpayKeys ? 'razorpay' : 'simulated';
  if (text !== 'razorpay' && text !== 'simulated') {
    problems.push('PAYMENT_PROVIDER must be razorpay or simulated');
    return 'simulated';
  }
  if (text === 'razorpay' && !hasRazorpayKeys)
    problems.push('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  return text;
}

/** A secret kept in DATA_DIR/secrets; an empty file (a failed copy, a full disk) is refused, never used. */
function persistedSecret(dataDir: string, name: string, problems: string[]): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (!secret) problems.push(`${file} is empty: delete it to have a new secret generated, or write the secret into it`);
    return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * DAY_CLOSE_AT: `HH:MM` hotel time (IST) when the day closes by itself, default 04:00. A time
 * before noon closes the day before (the night audit after midnight); from noon on, the same day.
 * `off`: the day is closed by hand only.
 */
function parseDayCloseAt(value: string | undefined, problems: string[]): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return 4 * 60;
  if (text === 'off') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) {
    problems.push('DAY_CLOSE_AT must be a time in hotel time (IST) as HH:MM on the 24-hour clock, e.g. 04:00, or off');
    return 4 * 60;
  }
  return Number(match[1]) * 60 + Number(match[2]);
}
