import { Writable } from 'node:stream';
import { createLogger } from '../src/shared/logger';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call, Reply } from './support/http';
import { TEST_ADMIN, useTestApp } from './support/test-app';

/*
 * Sign-in that others cannot switch off, over HTTP (the budgets themselves are
 * src/modules/admin-auth/sign-in-budgets.test.ts): the device cookie a browser earns, the lockout
 * from one address that it survives, IPv6 clients counted by /64, and the warning about a proxy
 * TRUST_PROXY does not trust. TRUST_PROXY is its default, loopback: X-Forwarded-For names the client.
 */

/** The JSON lines at warn level and above that an app writes. */
function warnings() {
  const lines: { msg: string; [field: string]: unknown }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('warn', sink) };
}

const logs = warnings();
const app = useTestApp({ BOOKING_RATE_LIMIT: '3/10m' }, logs.logger);

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (body: unknown, headers: Record<string, string>) => call(app, 'POST', '/api/admin/login', { json: body, headers });
const LOGIN = `mutation ($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { errors { code } token } }`;

/** The device cookie a sign-in set, as the browser sends it back to a sign-in path. */
function cookieHeader(reply: Reply): string {
  const [first] = reply.headers.getSetCookie();
  expect(first).toBeDefined();
  return first.split(';')[0];
}

/** Twenty failed sign-ins with made-up emails, each answered 401. */
async function madeUpFailures(addressOf: (i: number) => string) {
  for (let i = 0; i < 20; i += 1) {
    const reply = await login({ email: `made-up-${i}@example.com`, password: 'guessing-1' }, from(addressOf(i)));
    expect(reply.status).toBe(401);
  }
}

describe('the device cookie of a successful sign-in', () => {
  it('is HttpOnly, SameSite=Strict, for the sign-in paths only, kept a year, Secure over https, over REST and GraphQL; a failure sets none', async () => {
    const reply = await login(TEST_ADMIN, from('192.0.2.50'));
    expect(reply.status).toBe(200);
    const cookies = reply.headers.getSetCookie().map((cookie) => cookie.split('; '));
    expect(cookies.map((attributes) => attributes.find((a) => a.startsWith('Path=')))).toEqual([
      'Path=/api/admin/login',
      'Path=/graphql',
    ]);
    for (const attributes of cookies) {
      expect(attributes[0]).toMatch(/^admin_device_[0-9a-f]{16}=[\w-]+\.[\w-]{24}\.\d+\.[\w-]{43}$/);
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Max-Age=31536000']));
      expect(attributes).not.toContain('Secure');
    }
    const overHttps = await login(TEST_ADMIN, { ...from('192.0.2.50'), 'x-forwarded-proto': 'https' });
    expect(overHttps.headers.getSetCookie().every((cookie) => cookie.split('; ').includes('Secure'))).toBe(true);
    // GraphQL's adminLogin sets the same cookies.
    const overGraphql = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from('192.0.2.50') },
      body: JSON.stringify({ query: LOGIN, variables: TEST_ADMIN }),
    });
    expect(overGraphql.headers.getSetCookie().map((cookie) => /Path=[^;]+/.exec(cookie)?.[0])).toEqual([
      'Path=/api/admin/login',
      'Path=/graphql',
    ]);
    const failed = await login({ ...TEST_ADMIN, password: 'not-the-password' }, from('192.0.2.50'));
    expect(failed.status).toBe(401);
    expect(failed.headers.getSetCookie()).toEqual([]);
  });
});

describe('failed sign-ins from one address', () => {
  it('twenty with made-up emails lock neither the admin’s browser there nor the admin anywhere else', async () => {
    const attacker = '203.0.113.80';
    const browser = cookieHeader(await login(TEST_ADMIN, from(attacker)));
    await madeUpFailures(() => attacker);
    // Untrusted clients at that address (the attacker among them) have used up its budget.
    expect((await login(TEST_ADMIN, from(attacker))).status).toBe(429);
    const signedIn = await login(TEST_ADMIN, { ...from(attacker), cookie: browser });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    const overGraphql = await gql(app, LOGIN, TEST_ADMIN, { headers: { ...from(attacker), cookie: browser } });
    expect(overGraphql.data.adminLogin).toEqual({ errors: [], token: expect.any(String) });
    expect((await login(TEST_ADMIN, from('198.51.100.80'))).status).toBe(200);
  });

  it('a browser’s wrong passwords lock only its own cookie', async () => {
    const desk = { email: 'desk-devices@hotel.test', password: 'desk-devices-1' };
    await app.services.adminAuth.ensureAdmin(desk.email, desk.password);
    const address = '203.0.113.81';
    const laptop = cookieHeader(await login(desk, from(address)));
    const phone = cookieHeader(await login(desk, from(address)));
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ ...desk, password: `guess-${i}-x` }, { ...from(address), cookie: laptop })).status).toBe(401);
    }
    expect((await login(desk, { ...from(address), cookie: laptop })).status).toBe(429);
    expect((await login(desk, { ...from(address), cookie: phone })).status).toBe(200);
    expect((await login(desk, from(address))).status).toBe(200);
  });
});

describe('IPv6 clients are counted by their /64', () => {
  it('sign-in: twenty addresses of one /64 share its budget; the next /64 has its own', async () => {
    await madeUpFailures((i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await login({ email: 'made-up@example.com', password: 'guessing-1' }, from('2001:db8:1:2:ffff::1'))).status).toBe(
      429,
    );
    expect((await login({ email: 'made-up@example.com', password: 'guessing-1' }, from('2001:db8:1:3::1'))).status).toBe(401);
    // An IPv4-mapped address is its IPv4 address.
    await login({ email: 'mapped@example.com', password: 'guessing-1' }, from('::ffff:198.51.100.91'));
    const [recorded] = await app.database.dataSource.query<{ ip: string }[]>(
      `SELECT ip FROM admin_login_failure WHERE email = 'mapped@example.com'`,
    );
    expect(recorded.ip).toBe('198.51.100.91');
  });

  it('abuse limits: BOOKING_RATE_LIMIT (3 here) counts the /64, not each address in it', async () => {
    const book = async (address: string) => {
      const room = await createRoom(app.services);
      return call(app, 'POST', '/api/booking', { json: quoteFor(room.id, '2026-12-01', '2026-12-02'), headers: from(address) });
    };
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:abcd::3'])
      expect((await book(address)).status).toBe(201);
    expect((await book('2001:db8:5:6:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await book('2001:db8:5:7::1')).status).toBe(201);
  });

  it('no warning about the proxy: loopback is trusted here', () => {
    expect(logs.lines.filter((line) => /X-Forwarded-For/.test(line.msg))).toEqual([]);
  });
});

describe('X-Forwarded-For from a peer TRUST_PROXY does not trust', () => {
  const proxied = warnings();
  const behindProxy = useTestApp({ TRUST_PROXY: '192.0.2.1' }, proxied.logger);

  it('is warned about once, with the TRUST_PROXY value to set', async () => {
    await call(behindProxy, 'GET', '/healthz');
    expect(proxied.lines).toEqual([]);
    for (const address of ['203.0.113.5', '203.0.113.6']) await call(behindProxy, 'GET', '/healthz', { headers: from(address) });
    expect(proxied.lines).toEqual([
      expect.objectContaining({
        level: 40,
        peer: '127.0.0.1',
        msg: expect.stringContaining('set TRUST_PROXY=192.0.2.1, 127.0.0.1 (its address or subnet'),
      }),
    ]);
  });
});
