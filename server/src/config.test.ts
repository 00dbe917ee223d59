import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

let dataDir: string;
beforeAll(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-config-'))));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const trustProxyOf = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts only a proxy on the same machine unless told otherwise', () => {
    expect(trustProxyOf(undefined)).toBe('loopback');
    expect(trustProxyOf('')).toBe('loopback');
  });

  it('reads true and false as yes and no, a whole number as hops, and anything else as addresses', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('takes what Express takes: names, addresses and subnets of either family, in a comma list', () => {
    expect(trustProxyOf('uniquelocal')).toBe('uniquelocal');
    expect(trustProxyOf('203.0.113.7,::1 , fe80::/10,linklocal')).toBe('203.0.113.7, ::1, fe80::/10, linklocal');
  });

  it.each([
    ['a word Express does not know', 'yes', 'invalid IP address: yes'],
    ['a subnet past its address size', '10.0.0.0/33', 'invalid range on address: 10.0.0.0/33'],
    ['an empty entry in a list', 'loopback,,10.0.0.1', 'invalid IP address: '],
  ])('stops the start on %s, saying what it takes', (_label, value, reason) => {
    expect(() => trustProxyOf(value)).toThrow(
      `TRUST_PROXY "${value}" cannot be used (${reason}). Give true, false, the number of proxies in front of the app, or addresses, subnets and names (loopback, linklocal, uniquelocal) separated by commas, e.g. TRUST_PROXY=loopback, 10.0.0.0/8`,
    );
  });
});

describe('payments in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    DATABASE_URL: 'postgres://hotel@db/hotel',
  };
  const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'razorpay-secret' };
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('needs RAZORPAY_WEBHOOK_SECRET with real Razorpay keys, and then uses Razorpay', () => {
    expect(() => load({ ...production, ...razorpay })).toThrow(/RAZORPAY_WEBHOOK_SECRET is required in production/);
    expect(load({ ...production, ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'whsec' }).payments.provider).toBe('razorpay');
  });

  it('runs the simulator only when PAYMENT_PROVIDER=simulated says so', () => {
    expect(() => load(production)).toThrow(/or PAYMENT_PROVIDER=simulated for a demo/);
    expect(() => load({ ...production, PAYMENT_SIMULATOR_SECRET: 'simulator-secret' })).toThrow(/PAYMENT_PROVIDER=simulated/);
    expect(load({ ...production, PAYMENT_PROVIDER: 'simulated' }).payments.provider).toBe('simulated');
  });

  it('outside production picks Razorpay when its keys are set, else the simulator; PAYMENT_PROVIDER overrides', () => {
    expect(load({}).payments.provider).toBe('simulated');
    expect(load(razorpay).payments.provider).toBe('razorpay');
    expect(load({ ...razorpay, PAYMENT_PROVIDER: 'simulated' }).payments.provider).toBe('simulated');
    expect(() => load({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID/);
    expect(() => load({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be razorpay or simulated/);
  });
});

describe('secrets kept in DATA_DIR', () => {
  it('refuses to start on an empty secret file, saying which file and what to do', () => {
    const ownDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-config-secrets-'));
    try {
      mkdirSync(path.join(ownDir, 'secrets'));
      writeFileSync(path.join(ownDir, 'secrets', 'jwt-secret'), '\n');
      writeFileSync(path.join(ownDir, 'secrets', 'payment-simulator-secret'), '');
      const start = () => loadConfig({ DATA_DIR: ownDir });
      expect(start).toThrow(/secrets\/jwt-secret is empty: delete it to have a new secret generated/);
      expect(start).toThrow(/secrets\/payment-simulator-secret is empty/);
      rmSync(path.join(ownDir, 'secrets', 'jwt-secret'));
      rmSync(path.join(ownDir, 'secrets', 'payment-simulator-secret'));
      expect(loadConfig({ DATA_DIR: ownDir }).jwtSecret).toHaveLength(64);
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});

describe('the hotel on its invoices', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('starts from the demo identity and adds GST to nothing unless ROOM_RATES_INCLUDE_GST=false says so', () => {
    const config = load({});
    expect(config.hotelIdentity).toMatchObject({ gstin: '09ABKFA4521M1Z7', stateCode: '09', invoicePrefix: 'AR' });
    expect(config.ratesIncludeGst).toBe(true);
    expect(load({ ROOM_RATES_INCLUDE_GST: 'false' }).ratesIncludeGst).toBe(false);
    expect(() => load({ ROOM_RATES_INCLUDE_GST: 'maybe' })).toThrow('ROOM_RATES_INCLUDE_GST must be true or false');
  });

  it('refuses a GSTIN with a wrong check character or of another state, and a long invoice prefix', () => {
    expect(load({ HOTEL_GSTIN: '27AAPFU0939F1ZV', HOTEL_STATE_CODE: '27' }).hotelIdentity.gstin).toBe('27AAPFU0939F1ZV');
    expect(() => load({ HOTEL_GSTIN: '27AAPFU0939F1ZW', HOTEL_STATE_CODE: '27' })).toThrow(/HOTEL_GSTIN must be a valid/);
    expect(() => load({ HOTEL_GSTIN: '27AAPFU0939F1ZV' })).toThrow(/starts with HOTEL_STATE_CODE/);
    expect(() => load({ INVOICE_PREFIX: 'HOTEL' })).toThrow('INVOICE_PREFIX must be 1 to 4 letters or digits');
  });
});

describe('ADVANCE_PERCENT', () => {
  const advanceOf = (value?: string) =>
    loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { ADVANCE_PERCENT: value }) }).payments.advancePercent;

  it('is off (0) unless set, and takes a whole percent from 1 to 99', () => {
    expect(advanceOf()).toBe(0);
    expect(advanceOf('0')).toBe(0);
    expect(advanceOf('30')).toBe(30);
    expect(advanceOf('99')).toBe(99);
  });

  it.each(['100', '-5', '30.5', 'thirty'])('refuses %s at start', (value) => {
    expect(() => advanceOf(value)).toThrow(/ADVANCE_PERCENT must be a whole number/);
  });
});

describe('the message outbox', () => {
  const messagesOf = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env }).messages;

  it('looks for due messages every 5 seconds and takes 10 at a time unless told otherwise', () => {
    expect(messagesOf()).toEqual({ pollSeconds: 5, batchSize: 10 });
    expect(messagesOf({ MESSAGES_POLL_SECONDS: '30', MESSAGES_BATCH_SIZE: '50' })).toEqual({ pollSeconds: 30, batchSize: 50 });
  });

  it('refuses a poll interval or batch size out of range at start', () => {
    expect(() => messagesOf({ MESSAGES_POLL_SECONDS: '0' })).toThrow(/MESSAGES_POLL_SECONDS must be from 1 to 300/);
    expect(() => messagesOf({ MESSAGES_POLL_SECONDS: '2.5' })).toThrow(/MESSAGES_POLL_SECONDS must be a whole number/);
    expect(() => messagesOf({ MESSAGES_BATCH_SIZE: '101' })).toThrow(/MESSAGES_BATCH_SIZE must be from 1 to 100/);
  });
});

describe('PASSWORD_HASH_COST', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), DATABASE_URL: 'postgres://hotel@db/hotel' };
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'simulated', ...env }).passwordHashCost;

  it('is 17 (scrypt N = 2^17) unless set, and may go up to 20 anywhere', () => {
    expect(load({})).toBe(17);
    expect(load(production)).toBe(17);
    expect(load({ ...production, PASSWORD_HASH_COST: '18' })).toBe(18);
    expect(load({ PASSWORD_HASH_COST: '20' })).toBe(20);
    expect(() => load({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST must be from 17 to 20/);
  });

  it('goes below 17 only in tests (NODE_ENV=test), down to 10', () => {
    expect(load({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' })).toBe(10);
    expect(() => load({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toThrow(
      'PASSWORD_HASH_COST must be from 10 to 20 in tests',
    );
    expect(() => load({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(
      'PASSWORD_HASH_COST must be from 17 to 20 (lower only in tests, NODE_ENV=test)',
    );
    expect(() => load({ PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST must be from 17 to 20/);
    expect(() => load({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST must be a whole number/);
  });
});
