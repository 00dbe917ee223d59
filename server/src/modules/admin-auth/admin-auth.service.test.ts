import { randomBytes, scryptSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Admin } from './admin.entity';
import { AdminAuthService } from './admin-auth.service';
import { PasswordHasher, verifyPassword } from './password';
import { RevokedToken } from './revoked-token.entity';

// Hashes at the tests' low cost; the real cost's own tests are in password.test.ts and below.
const harness = useServiceHarness();
const owner = { email: 'owner@hotel.test', password: 'tandoori-nights' };
const ip = '127.0.0.1';

beforeAll(() => harness.services.adminAuth.ensureAdmin(owner.email, owner.password, 'Owner'));

describe('passwords', () => {
  it('are stored as salted scrypt hashes, at the configured cost, that verify only the right password', async () => {
    const stored = await harness.database.dataSource.getRepository(Admin).findOneByOrFail({ email: owner.email });
    expect(stored.passwordHash).toMatch(new RegExp(`^scrypt\\$${2 ** harness.config.passwordHashCost}\\$8\\$1\\$`));
    expect(stored.passwordHash).not.toContain(owner.password);
    expect(await verifyPassword(owner.password, stored.passwordHash!)).toBe(true);
    expect(await verifyPassword('tandoori-night', stored.passwordHash!)).toBe(false);
    const hasher = new PasswordHasher(harness.config.passwordHashCost);
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
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

  it('locks an email from one address (only that pair) for 15 minutes after 5 failures, even with the right password', async () => {
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

describe('failed sign-ins are counted per email and address', () => {
  const stranger = '198.51.100.9';

  it('a stranger locks only their own address out: the owner still signs in from theirs', async () => {
    await harness.services.adminAuth.ensureAdmin('front@hotel.test', 'front-desk-pass');
    for (let i = 0; i < 5; i += 1) {
      await refusal(() => harness.services.adminAuth.login({ email: 'front@hotel.test', password: `guess-${i}` }, stranger));
    }
    expect(
      await refusal(() => harness.services.adminAuth.login({ email: 'front@hotel.test', password: 'front-desk-pass' }, stranger)),
    ).toMatchObject({ kind: 'rate_limited' });
    await expect(
      harness.services.adminAuth.login({ email: 'front@hotel.test', password: 'front-desk-pass' }, '192.0.2.10'),
    ).resolves.toHaveProperty('token');
  });

  it('an address that failed 20 times, over any emails, is locked for every email', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < 20; i += 1) {
      await refusal(() =>
        harness.services.adminAuth.login({ email: `nobody${i % 4}@hotel.test`, password: 'guessing' }, address),
      );
    }
    expect(await refusal(() => harness.services.adminAuth.login(owner, address))).toMatchObject({ kind: 'rate_limited' });
    await expect(harness.services.adminAuth.login(owner, '192.0.2.20')).resolves.toHaveProperty('token');
  });

  it('30 parallel wrong passwords from one address: at most 5 are checked, the rest are refused unchecked', async () => {
    const address = '198.51.100.30';
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        refusal(() => harness.services.adminAuth.login({ email: owner.email, password: `burst-${i}` }, address)),
      ),
    );
    const kinds = outcomes.map((error) => error.kind);
    expect(kinds.filter((kind) => kind === 'unauthenticated')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'rate_limited')).toHaveLength(25);
    const recorded = await harness.database.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM admin_login_failure WHERE ip = $1`,
      [address],
    );
    expect(recorded[0].n).toBe(5);
  });
});

describe('password hashes', () => {
  it('an older, weaker hash (N=2^14) is rewritten at N=2^17 at the next sign-in', async () => {
    // The service at the cost a deployment has.
    const { dataSource } = harness.database;
    const deployed = new AdminAuthService(
      dataSource,
      harness.clock.now,
      harness.config.jwtSecret,
      harness.config.jwtExpiresIn,
      undefined,
      new PasswordHasher(17),
    );
    const repository = dataSource.getRepository(Admin);
    await deployed.ensureAdmin('legacy@hotel.test', 'legacy-pass');
    const salt = randomBytes(16);
    const oldHash = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64'),
      scryptSync('legacy-pass', salt, 64, { N: 16384 }).toString('base64'),
    ].join('$');
    await repository.update({ email: 'legacy@hotel.test' }, { passwordHash: oldHash });

    await deployed.login({ email: 'legacy@hotel.test', password: 'legacy-pass' }, ip);
    const upgraded = (await repository.findOneByOrFail({ email: 'legacy@hotel.test' })).passwordHash!;
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('legacy-pass', upgraded)).toBe(true);
  });
});

describe('signing out', () => {
  it('revokes that token until it would expire; other sessions go on', async () => {
    const first = await harness.services.adminAuth.login(owner, ip);
    const second = await harness.services.adminAuth.login(owner, ip);
    await harness.services.adminAuth.signOut(first.token);
    expect(await refusal(() => harness.services.adminAuth.authenticate(first.token))).toMatchObject({
      kind: 'unauthenticated',
      code: 'SIGNED_OUT',
      message: 'You have signed out. Please sign in again.',
    });
    expect((await harness.services.adminAuth.authenticate(second.token)).email).toBe(owner.email);
    const { jti, exp } = jwt.decode(first.token) as { jti: string; exp: number };
    const stored = await harness.database.dataSource.getRepository(RevokedToken).findOneByOrFail({ jti });
    expect(stored.expiresAt.getTime()).toBe(exp * 1000);
  });

  it('refuses a token without an id (jti), which could not be revoked', async () => {
    const { admin } = await harness.services.adminAuth.login(owner, ip);
    const now = Math.floor(harness.clock.now().getTime() / 1000);
    const withoutId = jwt.sign({ sub: admin.id, exp: now + 3600 }, harness.config.jwtSecret);
    expect(await refusal(() => harness.services.adminAuth.authenticate(withoutId))).toMatchObject({ kind: 'unauthenticated' });
  });
});

describe('changing the password', () => {
  const desk = { email: 'desk@hotel.test', password: 'desk-password-1' };
  let admin: Admin;
  beforeAll(async () => {
    await harness.services.adminAuth.ensureAdmin(desk.email, desk.password);
    admin = await harness.database.dataSource.getRepository(Admin).findOneByOrFail({ email: desk.email });
  });

  it.each([
    [{ currentPassword: '', newPassword: 'a-long-new-password' }, 'CURRENT_PASSWORD_REQUIRED', 'currentPassword'],
    [{ currentPassword: desk.password, newPassword: 'short-one' }, 'NEW_PASSWORD_TOO_SHORT', 'newPassword'],
    [{ currentPassword: desk.password, newPassword: desk.password }, 'NEW_PASSWORD_UNCHANGED', 'newPassword'],
    [{ currentPassword: 'not-my-password', newPassword: 'a-long-new-password' }, 'CURRENT_PASSWORD_WRONG', 'currentPassword'],
  ])('refuses %p with %s and keeps the password', async (input, code, field) => {
    expect(await refusal(() => harness.services.adminAuth.changePassword(admin, input, '192.0.2.50'))).toMatchObject({
      code,
      field,
      kind: 'invalid',
    });
    await expect(harness.services.adminAuth.login(desk, ip)).resolves.toHaveProperty('token');
  });

  it('changes it: the new one signs in, the old one does not, and other sessions end', async () => {
    const other = await harness.services.adminAuth.login(desk, ip);
    harness.clock.advanceMinutes(1);
    const session = await harness.services.adminAuth.changePassword(
      admin,
      { currentPassword: desk.password, newPassword: 'a-much-longer-one' },
      ip,
    );
    expect((await harness.services.adminAuth.authenticate(session.token)).email).toBe(desk.email);
    expect(await refusal(() => harness.services.adminAuth.authenticate(other.token))).toMatchObject({
      kind: 'unauthenticated',
      code: 'PASSWORD_CHANGED',
    });
    expect(await refusal(() => harness.services.adminAuth.login(desk, '192.0.2.51'))).toMatchObject({ kind: 'unauthenticated' });
    await expect(
      harness.services.adminAuth.login({ email: desk.email, password: 'a-much-longer-one' }, ip),
    ).resolves.toHaveProperty('token');
    const stored = await harness.database.dataSource.getRepository(Admin).findOneByOrFail({ email: desk.email });
    expect(stored.passwordChangedAt?.getTime()).toBe(harness.clock.now().getTime());
  });
});
