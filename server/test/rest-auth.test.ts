import jwt from 'jsonwebtoken';
import { Admin } from '../src/modules/admin-auth/admin.entity';
import { LoginFailure } from '../src/modules/admin-auth/login-failure.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, images, quoteFor } from './support/fixtures';
import { call, CallOptions, expectFailure, filesIn, multipart } from './support/http';
import { TEST_ADMIN, useTestApp } from './support/test-app';

const app = useTestApp();
let adminId: string;
beforeAll(async () => {
  adminId = (await app.database.dataSource.getRepository(Admin).findOneByOrFail({ email: TEST_ADMIN.email })).id;
});

const login = (body: unknown) => call(app, 'POST', '/api/admin/login', { json: body });
const failureCount = () => app.database.dataSource.getRepository(LoginFailure).count();
const clockSeconds = () => Math.floor(app.clock.now().getTime() / 1000);
/** A token for the test admin with `exp` an hour after (or, negative, before) the app's clock. */
const tokenSigned = (secret: string, expInSeconds = 3600) =>
  jwt.sign({ sub: adminId, email: TEST_ADMIN.email, exp: clockSeconds() + expInSeconds }, secret, {
    algorithm: 'HS256',
    noTimestamp: true,
  });

describe('POST /api/admin/login', () => {
  it('signs in: success, message, token and data.admin; the token opens admin routes', async () => {
    const reply = await login(TEST_ADMIN);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: expect.any(String), token: expect.any(String) });
    expect(reply.body.data.admin).toMatchObject({ _id: adminId, email: TEST_ADMIN.email });
    expect(reply.body.data.admin).not.toHaveProperty('passwordHash');
    const admin = await app.database.dataSource.getRepository(Admin).findOneByOrFail({ id: adminId });
    expect(admin.lastLoginAt?.toISOString()).toBe(app.clock.now().toISOString());
    expect((await call(app, 'GET', '/api/users', { token: reply.body.token })).status).toBe(200);
  });

  it.each([
    ['email missing', { password: 'secret-enough' }, 'Email is required'],
    ['email blank', { email: '   ', password: 'secret-enough' }, 'Email is required'],
    ['email malformed', { email: 'owner-at-hotel', password: 'secret-enough' }, 'Please enter a valid email address'],
    ['password missing', { email: TEST_ADMIN.email }, 'Password is required'],
    ['password short', { email: TEST_ADMIN.email, password: '12345' }, 'Password must be at least 6 characters long'],
  ])('%s → 400 with the spec message, no token, not counted as a failed attempt', async (_label, body, message) => {
    const before = await failureCount();
    const reply = await login(body);
    expectFailure(reply, 400, message);
    expect(reply.body.token).toBeUndefined();
    expect(await failureCount()).toBe(before);
  });

  it.each([
    ['a wrong password', TEST_ADMIN.email],
    ['an unknown email', 'nobody@hotel.test'],
  ])('401 for %s, no token, and the failure is recorded', async (_label, email) => {
    const before = await failureCount();
    const reply = await login({ email, password: 'wrong-password' });
    expectFailure(reply, 401, 'Invalid email or password. Please check your credentials.');
    expect(reply.body.token).toBeUndefined();
    expect(await failureCount()).toBe(before + 1);
  });

  it('403 for a deactivated admin, at login and with a token issued before', async () => {
    await app.services.adminAuth.ensureAdmin('desk@hotel.test', 'desk-password-1');
    const before = await login({ email: 'desk@hotel.test', password: 'desk-password-1' });
    expect(before.status).toBe(200);
    await app.database.dataSource.query(`UPDATE admin SET is_active = false WHERE email = $1`, ['desk@hotel.test']);
    const reply = await login({ email: 'desk@hotel.test', password: 'desk-password-1' });
    expectFailure(reply, 403, 'Your account has been deactivated. Please contact administrator.');
    expect(reply.body.token).toBeUndefined();
    expectFailure(await call(app, 'GET', '/api/users', { token: before.body.token }), 403);
  });

  it('429 after 5 failed attempts for one email, even with the right password; other admins still sign in', async () => {
    await app.services.adminAuth.ensureAdmin('night@hotel.test', 'night-password-1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ email: 'night@hotel.test', password: `guess-${attempt}` })).status).toBe(401);
    }
    const blocked = await login({ email: 'night@hotel.test', password: 'night-password-1' });
    expectFailure(blocked, 429);
    expect(blocked.body.token).toBeUndefined();
    expect((await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })).status).toBe(200);
    app.clock.advanceMinutes(16);
    expect((await login({ email: 'night@hotel.test', password: 'night-password-1' })).status).toBe(200);
  });

  it('a token the app issued stops working when its 12 hours (on the app clock) are over', async () => {
    const { token } = (await login(TEST_ADMIN)).body;
    expect((await call(app, 'GET', '/api/users', { token })).status).toBe(200);
    app.clock.advanceMinutes(12 * 60 + 1);
    expectFailure(await call(app, 'GET', '/api/users', { token }), 401);
  });
});

describe('admin-only routes refuse without a valid token and change nothing', () => {
  const fixture = { roomId: '', roomName: '', guestId: '', bookingId: '' };

  beforeAll(async () => {
    const room = await createRoom(app.services, { rentPerDay: 2500 });
    const booking = await app.services.bookings.createHold(
      quoteFor(room.id, '2026-12-10', '2026-12-12', { userEmail: 'held@example.com' }),
    );
    const guest = await app.services.guests.upsert({ name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9812345678' });
    await app.services.contact.send({ name: 'Meera', email: 'meera@example.com', message: 'Do you host weddings?' }, 'landing');
    Object.assign(fixture, { roomId: room.id, roomName: room.name, guestId: guest.id, bookingId: booking.id });
  });

  const roomForm = () =>
    multipart(
      { name: 'Sneaky Room', rentPerDay: '100', type: 'Single', maxCount: '1', description: 'Should never be created here.' },
      [{ bytes: images.png(), fileName: 'x.png', type: 'image/png' }],
    );
  const routes: [string, () => [string, string, CallOptions]][] = [
    ['GET /api/users', () => ['GET', '/api/users', {}]],
    ['DELETE /api/users/:id', () => ['DELETE', `/api/users/${fixture.guestId}`, {}]],
    ['GET /api/booking/list_all_reservations', () => ['GET', '/api/booking/list_all_reservations', {}]],
    ['DELETE /api/booking/delete_reservation/:id', () => ['DELETE', `/api/booking/delete_reservation/${fixture.bookingId}`, {}]],
    ['POST /api/rooms/create', () => ['POST', '/api/rooms/create', { form: roomForm() }]],
    ['PUT /api/rooms/:id', () => ['PUT', `/api/rooms/${fixture.roomId}`, { json: { name: 'Hijacked', rentPerDay: 1 } }]],
    ['DELETE /api/rooms/:id', () => ['DELETE', `/api/rooms/${fixture.roomId}`, {}]],
    ['POST /api/upload/multiple', () => ['POST', '/api/upload/multiple', { form: roomForm() }]],
    ['GET /api/contact-messages', () => ['GET', '/api/contact-messages', {}]],
  ];
  const credentials: [string, () => Pick<CallOptions, 'authorization'>][] = [
    ['no token', () => ({})],
    [
      'a forged token (another secret)',
      () => ({ authorization: `Bearer ${tokenSigned('not-the-hotel-secret-at-all-0123456789')}` }),
    ],
    ['an expired token', () => ({ authorization: `Bearer ${tokenSigned(app.config.jwtSecret, -60)}` })],
    [
      'an unsigned token (alg none)',
      () => ({ authorization: `Bearer ${jwt.sign({ sub: adminId, exp: clockSeconds() + 3600 }, '', { algorithm: 'none' })}` }),
    ],
  ];

  it('a token signed with the app secret and a future exp is accepted (control)', async () => {
    const reply = await call(app, 'GET', '/api/users', { authorization: `Bearer ${tokenSigned(app.config.jwtSecret)}` });
    expect(reply.status).toBe(200);
  });

  it.each(routes.flatMap(([route, build]) => credentials.map(([kind, auth]) => [route, kind, build, auth] as const)))(
    '%s with %s → 401',
    async (_route, _kind, build, auth) => {
      const [method, path, options] = build();
      const reply = await call(app, method, path, { ...options, ...auth() });
      expectFailure(reply, 401);
      expect(reply.body).not.toHaveProperty('data');
      expect(reply.body).not.toHaveProperty('reservations');
    },
  );

  it('after every refused call, nothing changed', async () => {
    const db = app.database.dataSource;
    const room = await db.getRepository(Room).findOneByOrFail({ id: fixture.roomId });
    expect({ name: room.name, rentPerDayPaise: room.rentPerDayPaise }).toEqual({
      name: fixture.roomName,
      rentPerDayPaise: 250000,
    });
    expect(await db.getRepository(Room).count()).toBe(1);
    expect(await db.getRepository(Guest).existsBy({ id: fixture.guestId })).toBe(true);
    expect(await db.getRepository(Booking).existsBy({ id: fixture.bookingId })).toBe(true);
    expect(await db.getRepository(ContactMessage).count()).toBe(1);
    expect(filesIn(app.config.uploadsDir)).toEqual([]);
  });
});
