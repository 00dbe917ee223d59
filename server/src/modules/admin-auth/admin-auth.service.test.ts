import jwt from 'jsonwebtoken';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Admin } from './admin.entity';
import { hashPassword, verifyPassword } from './password';

const harness = useServiceHarness();
const owner = { email: 'owner@hotel.test', password: 'tandoori-nights' };
const ip = '127.0.0.1';

beforeAll(() => harness.services.adminAuth.ensureAdmin(owner.email, owner.password, 'Owner'));

describe('passwords', () => {
  it('are stored as salted scrypt hashes that verify only the right password', async () => {
    const stored = await harness.database.dataSource.getRepository(Admin).findOneByOrFail({ email: owner.email });
    expect(stored.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored.passwordHash).not.toContain(owner.password);
    expect(await verifyPassword(owner.password, stored.passwordHash)).toBe(true);
    expect(await verifyPassword('tandoori-night', stored.passwordHash)).toBe(false);
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('login', () => {
  it.each([
    [{ password: 'whatever' }, 'Email is required'],
    [{ email: '  ', password: 'whatever' }, 'Email is required'],
    [{ email: 'owner@', password: 'whatever' }, 'Please enter a valid email address'],
    [{ email: owner.email, password: '' }, 'Password is required'],
    [{ email: owner.email, password: '12345' }, 'Password must be at least 6 characters long'],
  ])('refuses %p with “%s”', async (input, message) => {
    expect(await refusal(() => harness.services.adminAuth.login(input, ip))).toMatchObject({ kind: 'invalid', message });
  });

  it('signs in with any letter case of the email and answers a token that expires', async () => {
    const result = await harness.services.adminAuth.login({ email: ' OWNER@hotel.test', password: owner.password }, ip);
    const claims = jwt.decode(result.token) as { sub: string; exp: number; iat: number };
    expect(claims.sub).toBe(result.admin.id);
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect((await harness.services.adminAuth.authenticate(result.token)).email).toBe(owner.email);
  });

  it('answers 401-kind for a wrong password and an unknown email alike', async () => {
    const wrong = await refusal(() =>
      harness.services.adminAuth.login({ email: owner.email, password: 'not-the-one' }, '127.0.0.2'),
    );
    const unknown = await refusal(() =>
      harness.services.adminAuth.login({ email: 'nobody@hotel.test', password: 'not-the-one' }, '127.0.0.2'),
    );
    expect(wrong).toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid email or password. Please check your credentials.',
    });
    expect(unknown.message).toBe(wrong.message);
  });

  it('locks an email (only that one) for 15 minutes after 5 failures, even with the right password', async () => {
    await harness.services.adminAuth.ensureAdmin('manager@hotel.test', 'manager-pass');
    for (let i = 0; i < 5; i += 1) {
      await refusal(() => harness.services.adminAuth.login({ email: 'manager@hotel.test', password: 'guess-' + i }, '127.0.0.3'));
    }
    const locked = await refusal(() =>
      harness.services.adminAuth.login({ email: 'manager@hotel.test', password: 'manager-pass' }, '127.0.0.3'),
    );
    expect(locked).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    // Only that email is locked: another admin signs in from the same address.
    await expect(harness.services.adminAuth.login(owner, '127.0.0.3')).resolves.toHaveProperty('token');
    harness.clock.advanceMinutes(16);
    await expect(
      harness.services.adminAuth.login({ email: 'manager@hotel.test', password: 'manager-pass' }, '127.0.0.3'),
    ).resolves.toHaveProperty('token');
  });

  it('refuses a deactivated admin with 403-kind, at login and with a token issued before', async () => {
    await harness.services.adminAuth.ensureAdmin('former@hotel.test', 'former-pass');
    const { token } = await harness.services.adminAuth.login({ email: 'former@hotel.test', password: 'former-pass' }, ip);
    await harness.database.dataSource.getRepository(Admin).update({ email: 'former@hotel.test' }, { isActive: false });
    const forbidden = { kind: 'forbidden', message: 'Your account has been deactivated. Please contact administrator.' };
    expect(
      await refusal(() => harness.services.adminAuth.login({ email: 'former@hotel.test', password: 'former-pass' }, ip)),
    ).toMatchObject(forbidden);
    expect(await refusal(() => harness.services.adminAuth.authenticate(token))).toMatchObject(forbidden);
  });
});

describe('tokens', () => {
  it('refuses a missing, forged, tampered, "none"-algorithm or expired token', async () => {
    const { token, admin } = await harness.services.adminAuth.login(owner, ip);
    const forged = jwt.sign({ sub: admin.id }, 'someone-elses-secret', { expiresIn: '1h' });
    const [header, , signature] = token.split('.');
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ sub: admin.id, exp: 4102444800 })).toString('base64url'),
      signature,
    ].join('.');
    const unsigned = jwt.sign({ sub: admin.id }, '', { algorithm: 'none' });
    for (const bad of [undefined, 'garbage', forged, tampered, unsigned]) {
      expect(await refusal(() => harness.services.adminAuth.authenticate(bad))).toMatchObject({ kind: 'unauthenticated' });
    }
    harness.clock.advanceMinutes(12 * 60 + 1);
    expect(await refusal(() => harness.services.adminAuth.authenticate(token))).toMatchObject({
      kind: 'unauthenticated',
      message: 'Your session has expired. Please sign in again.',
    });
  });
});
