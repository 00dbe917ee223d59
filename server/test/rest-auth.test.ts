import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Admin } from '../src/modules/admin-auth/admin.entity';
import { LoginFailure } from '../src/modules/admin-auth/login-failure.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { refusedTokens, testAdminId } from './support/auth';
import { createRoom, images, quoteFor, visitorAt } from './support/fixtures';
import { call, CallOptions, expectFailure, filesIn, multipart } from './support/http';
import { TEST_ADMIN, useTestApp } from './support/test-app';

/*
 * The sign-in rules (messages, lockout, token expiry) are the admin-auth service's tests; here,
 * how /api answers them: status, envelope, token, and that every admin route asks for a token.
 */

const app = useTestApp();
let adminId: string;
beforeAll(async () => (adminId = await testAdminId(app)));

const login = (body: unknown, headers?: Record<string, string>) => call(app, 'POST', '/api/admin/login', { json: body, headers });
const failures = () => app.database.dataSource.getRepository(LoginFailure);

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

  it('400 with the spec message for a form it cannot take, no token, not counted as a failed attempt', async () => {
    const before = await failures().count();
    const reply = await login({ email: 'owner-at-hotel', password: 'secret-enough' });
    expectFailure(reply, 400, 'Please enter a valid email address');
    expect(reply.body.token).toBeUndefined();
    expect(await failures().count()).toBe(before);
  });

  it('401 for a wrong password, no token, and the failure is recorded with the client’s address', async () => {
    const before = await failures().countBy({ email: TEST_ADMIN.email });
    const reply = await login({ email: TEST_ADMIN.email, password: 'wrong-password' });
    expectFailure(reply, 401, 'Invalid email or password. Please check your credentials.');
    expect(reply.body.token).toBeUndefined();
    expect(await failures().countBy({ email: TEST_ADMIN.email, ip: '127.0.0.1' })).toBe(before + 1);
  });

  it('takes the client’s address from X-Forwarded-For only from a trusted proxy (TRUST_PROXY, loopback here)', async () => {
    await login({ email: 'proxied@hotel.test', password: 'wrong-password' }, { 'x-forwarded-for': '203.0.113.7' });
    expect(await failures().findOneByOrFail({ email: 'proxied@hotel.test' })).toMatchObject({ ip: '203.0.113.7' });
  });

  it('403 for a deactivated admin, at login and with a token issued before', async () => {
    await app.services.adminAuth.ensureAdmin('desk@hotel.test', 'desk-password-1');
    const before = await login({ email: 'desk@hotel.test', password: 'desk-password-1' });
    expect(before.status).toBe(200);
    await app.database.dataSource.getRepository(Admin).update({ email: 'desk@hotel.test' }, { isActive: false });
    const reply = await login({ email: 'desk@hotel.test', password: 'desk-password-1' });
    expectFailure(reply, 403, 'Your account has been deactivated. Please contact administrator.');
    expect(reply.body.token).toBeUndefined();
    expectFailure(await call(app, 'GET', '/api/users', { token: before.body.token }), 403);
  });

  it('429 once an email is locked after 5 failed attempts, even with the right password', async () => {
    await app.services.adminAuth.ensureAdmin('night@hotel.test', 'night-password-1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ email: 'night@hotel.test', password: `guess-${attempt}` })).status).toBe(401);
    }
    const blocked = await login({ email: 'night@hotel.test', password: 'night-password-1' });
    expectFailure(blocked, 429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(blocked.body.token).toBeUndefined();
  });
});

describe('admin-only routes refuse without a valid token and change nothing', () => {
  const fixture = { roomId: '', guestId: '', bookingId: '' };

  beforeAll(async () => {
    const room = await createRoom(app.services, { rentPerDay: 2500 });
    const booking = await app.services.bookings.createHold(
      quoteFor(room.id, '2026-12-10', '2026-12-12', { userEmail: 'held@example.com' }),
    );
    const guest = await app.services.guests.register({ name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9812345678' });
    await app.services.contact.send(
      { name: 'Meera', email: 'meera@example.com', message: 'Do you host weddings?' },
      'landing',
      visitorAt('203.0.113.63'),
    );
    Object.assign(fixture, { roomId: room.id, guestId: guest.id, bookingId: booking.id });
  });

  /** What the refused calls could have changed. */
  const snapshot = async () => {
    const db = app.database.dataSource;
    return {
      room: await db.getRepository(Room).findOneBy({ id: fixture.roomId }),
      rooms: await db.getRepository(Room).count({ withDeleted: true }),
      guest: await db.getRepository(Guest).existsBy({ id: fixture.guestId }),
      booking: await db.getRepository(Booking).existsBy({ id: fixture.bookingId }),
      messages: await db.getRepository(ContactMessage).count(),
      uploads: filesIn(app.config.uploadsDir),
    };
  };

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

  it('accepts a token signed with the app secret and a future exp (control)', async () => {
    const token = jwt.sign({ sub: adminId, exp: Math.floor(app.clock.now().getTime() / 1000) + 3600 }, app.config.jwtSecret, {
      jwtid: randomUUID(),
    });
    expect((await call(app, 'GET', '/api/users', { token })).status).toBe(200);
  });

  it.each(routes)('%s without a token → 401, nothing changed', async (_route, build) => {
    const before = await snapshot();
    const [method, path, options] = build();
    const reply = await call(app, method, path, options);
    expectFailure(reply, 401, 'Please sign in to continue');
    expect(reply.body).not.toHaveProperty('data');
    expect(reply.body).not.toHaveProperty('reservations');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 with the reason for every kind of token it refuses', async () => {
    for (const { label, token, message } of refusedTokens(app, adminId)) {
      const reply = await call(app, 'DELETE', `/api/users/${fixture.guestId}`, { token });
      expect({ label, status: reply.status, body: reply.body }).toEqual({
        label,
        status: 401,
        body: expect.objectContaining({ success: false, message }),
      });
    }
    expect((await snapshot()).guest).toBe(true);
  });
});
