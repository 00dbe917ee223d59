import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { DeviceCookies } from './device-cookies';
import type { RequestCookies, SignInResult } from './admin-auth.service';

/*
 * OWASP's device cookies (docs/admin-sign-in.md): a browser that signed in as an admin is counted
 * in its own budget; untrusted clients per email and address, per email everywhere, per address.
 * How the cookie travels over HTTP is test/admin-sign-in-devices.test.ts.
 */
const harness = useServiceHarness();
const auth = () => harness.services.adminAuth;
const cookiesOf = (result: SignInResult): RequestCookies => ({ [result.deviceCookie.name]: result.deviceCookie.value });
const guess = (email: string, address: string, cookies?: RequestCookies, password = 'not-the-password') =>
  refusal(() => auth().login({ email, password }, address, cookies));
const failuresOf = async (sql: string, values: unknown[]) =>
  (
    await harness.database.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM admin_login_failure ${sql}`, values)
  )[0].n;

describe('a browser that signed in (a device cookie)', () => {
  it('has its own budget: 5 wrong passwords lock that cookie alone, stored by nonce, for 15 minutes', async () => {
    const desk = { email: 'laptop@hotel.test', password: 'laptop-pass-1' };
    await auth().ensureAdmin(desk.email, desk.password);
    const laptop = cookiesOf(await auth().login(desk, '192.0.2.1'));
    const phone = cookiesOf(await auth().login(desk, '192.0.2.2'));
    for (let i = 0; i < 5; i += 1)
      expect(await guess(desk.email, '192.0.2.1', laptop)).toMatchObject({ kind: 'unauthenticated' });
    expect(await refusal(() => auth().login(desk, '192.0.2.1', laptop))).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    const nonce = Object.values(laptop)[0].split('.')[1];
    const lockouts = await harness.database.dataSource.query<{ nonce: string; email: string; locked_until: Date }[]>(
      `SELECT nonce, email, locked_until FROM admin_device_lockout WHERE email = $1`,
      [desk.email],
    );
    expect(lockouts).toEqual([{ nonce, email: desk.email, locked_until: new Date(harness.clock.now().getTime() + 15 * 60_000) }]);
    // The same admin's other browser, and an untrusted client, at the same address: the device's failures are its own.
    await expect(auth().login(desk, '192.0.2.1', phone)).resolves.toHaveProperty('token');
    await expect(auth().login(desk, '192.0.2.1')).resolves.toHaveProperty('token');
    harness.clock.advanceMinutes(16);
    await expect(auth().login(desk, '192.0.2.1', laptop)).resolves.toHaveProperty('token');
  });

  it('is never locked out by others: 10 untrusted failures lock the email for every untrusted client, not for it', async () => {
    const owner = { email: 'target@hotel.test', password: 'target-pass-1' };
    await auth().ensureAdmin(owner.email, owner.password);
    const browser = cookiesOf(await auth().login(owner, '192.0.2.10'));
    for (let i = 0; i < 10; i += 1) await guess(owner.email, `198.51.100.${1 + (i % 2)}`);
    // Two addresses, five each: below each pair's limit, at the email's.
    expect(await refusal(() => auth().login(owner, '192.0.2.99'))).toMatchObject({ kind: 'rate_limited' });
    expect(await refusal(() => auth().login(owner, '192.0.2.10'))).toMatchObject({ kind: 'rate_limited' });
    await expect(auth().login(owner, '192.0.2.10', browser)).resolves.toHaveProperty('token');
    // A trusted browser's failures never counted against the untrusted budgets.
    expect(await failuresOf(`WHERE email = $1 AND device IS NOT NULL`, [owner.email])).toBe(0);
  });

  it('30 parallel wrong passwords from one browser: at most 5 are checked, the rest refused unchecked', async () => {
    const owner = { email: 'burst@hotel.test', password: 'burst-pass-1' };
    await auth().ensureAdmin(owner.email, owner.password);
    const browser = cookiesOf(await auth().login(owner, '192.0.2.30'));
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess(owner.email, '192.0.2.30', browser, `burst-${i}`)),
    );
    const kinds = outcomes.map((error) => error.kind);
    expect(kinds.filter((kind) => kind === 'unauthenticated')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'rate_limited')).toHaveLength(25);
    expect(await failuresOf(`WHERE email = $1 AND device IS NOT NULL`, [owner.email])).toBe(5);
  });

  it('counts only a cookie of ours, for this login, unexpired: any other is an untrusted client', async () => {
    const owner = { email: 'cookies@hotel.test', password: 'cookies-pass-1' };
    const other = { email: 'other@hotel.test', password: 'other-pass-1' };
    await auth().ensureAdmin(owner.email, owner.password);
    await auth().ensureAdmin(other.email, other.password);
    const name = DeviceCookies.nameFor(owner.email);
    const old = (await auth().login(owner, '192.0.2.40')).deviceCookie.value;
    harness.clock.advanceMinutes(366 * 24 * 60);
    const valid = (await auth().login(owner, '192.0.2.40')).deviceCookie.value;
    const othersCookie = (await auth().login(other, '192.0.2.40')).deviceCookie.value;
    const [login, nonce, expires, signature] = valid.split('.');
    for (let i = 0; i < 10; i += 1) await guess(owner.email, `198.51.100.${10 + (i % 2)}`);
    const untrusted = [
      old,
      othersCookie,
      [login, nonce, String(Number(expires) + 3600), signature].join('.'),
      [login, nonce, expires, signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))].join('.'),
      [Buffer.from(other.email).toString('base64url'), nonce, expires, signature].join('.'),
      'garbage',
    ];
    for (const value of untrusted) {
      expect(await refusal(() => auth().login(owner, '192.0.2.40', { [name]: value }))).toMatchObject({ kind: 'rate_limited' });
    }
    await expect(auth().login(owner, '192.0.2.40', { [name]: valid })).resolves.toHaveProperty('token');
  });
});

describe('untrusted clients', () => {
  it('a made-up email is locked exactly like a real one, so that no answer tells them apart', async () => {
    const real = { email: 'real@hotel.test', password: 'real-pass-1' };
    await auth().ensureAdmin(real.email, real.password);
    for (const email of [real.email, 'made-up@hotel.test']) {
      const answers = [];
      for (let i = 0; i < 11; i += 1) answers.push((await guess(email, `203.0.113.${100 + (i % 3)}`)).code);
      expect(answers).toEqual([...Array(10).fill('INVALID_CREDENTIALS'), 'TOO_MANY_ATTEMPTS']);
    }
  });

  it('failures with made-up emails are counted against the address only, never against a known admin', async () => {
    const known = { email: 'known@hotel.test', password: 'known-pass-1' };
    await auth().ensureAdmin(known.email, known.password);
    for (let i = 0; i < 30; i += 1) await guess(`nobody-${i}@hotel.test`, `203.0.113.${120 + (i % 3)}`);
    expect(await failuresOf(`WHERE email = $1`, [known.email])).toBe(0);
    await expect(auth().login(known, '203.0.113.130')).resolves.toHaveProperty('token');
  });
});
