import { Booking } from '../src/modules/bookings/booking.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { call, expectFailure } from './support/http';
import { useTestApp } from './support/test-app';

const UNKNOWN_ID = '7d1f8a4e-2b1c-4c3d-9e8f-0a1b2c3d4e5f';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository(entity);
const addReservation = (body: unknown, options: { token?: string } = {}) =>
  call(app, 'POST', '/api/users/add_reservation', { json: body, ...options });
/** add_reservation by a signed-in admin: the one caller whose details are stored (a visitor's are not). */
const addGuest = (body: unknown) => addReservation(body, { token });
const listUsers = async () => {
  const reply = await call(app, 'GET', '/api/users', { token });
  expect(reply.status).toBe(200);
  expect(reply.body.success).toBe(true);
  return reply.body.data as { _id: string; name: string; email: string; phone: string; address: Record<string, string | null> }[];
};

describe('POST /api/users/add_reservation', () => {
  it('answers success and the _id only, storing nothing for a visitor; an admin’s call adds the guest under that same _id', async () => {
    const asha = {
      name: ' Asha Verma ',
      email: 'Asha.Verma@Example.com',
      phone: '98765 43210',
      address: { city: 'Lucknow', country: 'India' },
    };
    const first = await addReservation(asha);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Guest details saved',
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      data: { _id: first.body._id },
    });
    expect(await repo(Guest).countBy({ email: 'asha.verma@example.com' })).toBe(0);
    const added = await addGuest(asha);
    expect(added.body._id).toBe(first.body._id);
    const second = await addReservation({ name: 'Asha V.', email: 'ASHA.VERMA@EXAMPLE.COM', phone: '9123456789' });
    expect(second.status).toBe(200);
    expect(second.body._id).toBe(first.body._id);

    const listed = (await listUsers()).filter((user) => user.email === 'asha.verma@example.com');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+919876543210' });
    expect(listed[0].address).toMatchObject({ city: 'Lucknow', country: 'India', street: null });
  });

  // The guest rules, each with its message, are the guests service's test.
  it('a broken rule → 400 with the spec message, nothing stored', async () => {
    const before = await repo(Guest).count();
    expectFailure(
      await addReservation({ name: 'A', email: 'a@example.com', phone: '5876543210' }),
      400,
      'Phone number must start with 6-9 and be exactly 10 digits',
    );
    expect(await repo(Guest).count()).toBe(before);
  });

  it('takes a number abroad in the same field, kept in E.164; a wrong one → 400 in plain words', async () => {
    const saved = await addGuest({ name: 'Sara', email: 'sara.dubai@example.com', phone: '+971 50 123 4567' });
    expect(saved.status).toBe(200);
    expect(await repo(Guest).findOneByOrFail({ id: saved.body._id })).toMatchObject({ phone: '+971501234567' });
    expectFailure(
      await addReservation({ name: 'Sara', email: 'sara.dubai@example.com', phone: '+971 11 123 4567' }),
      400,
      'This is not a valid number for United Arab Emirates',
    );
  });
});

describe('GET /api/users and DELETE /api/users/{id}', () => {
  it('lists guests with _id, name, email, phone and address', async () => {
    await addGuest({
      name: 'Kabir Singh',
      email: 'kabir@example.com',
      phone: '7012345678',
      address: { city: 'Kanpur', zip: '208001' },
    });
    const kabir = (await listUsers()).find((user) => user.email === 'kabir@example.com');
    expect(kabir).toEqual(
      expect.objectContaining({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Kabir Singh',
        phone: '+917012345678',
        address: expect.objectContaining({ street: null, city: 'Kanpur', zip: '208001', country: null }),
      }),
    );
  });

  it('deletes a guest: gone from the list and the table; unknown id → 404', async () => {
    const guest = (await addGuest({ name: 'Tara', email: 'tara@example.com', phone: '8012345678' })).body.data;
    const reply = await call(app, 'DELETE', `/api/users/${guest._id}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect((await listUsers()).map((user) => user._id)).not.toContain(guest._id);
    expect(await repo(Guest).existsBy({ id: guest._id })).toBe(false);
    expectFailure(await call(app, 'DELETE', `/api/users/${guest._id}`, { token }), 404);
  });
});

describe('bookings', () => {
  /** A room of its own and a guest holding it for these nights. */
  async function heldBooking(checkIn: string, checkOut: string) {
    const room = await createRoom(app.services, { rentPerDay: 2500, type: 'Deluxe' });
    const booking = await app.services.bookings.createHold(quoteFor(room.id, checkIn, checkOut));
    return { roomId: room.id, bookingId: booking.id };
  }

  it('POST /api/booking prices the quote on the server (tampered amounts ignored) → 201 pending booking', async () => {
    const roomId = (await createRoom(app.services, { rentPerDay: 2500, type: 'Deluxe' })).id;
    const quote = quoteFor(roomId, '2026-12-10', '2026-12-13', { userEmail: 'Neha@Example.com', totalAmount: 10 });
    quote.bookingInfo[0].roomAmount = 10;
    const reply = await call(app, 'POST', '/api/booking', { json: quote });
    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    const data = reply.body.data;
    expect(data).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bookCode: expect.any(String),
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-13',
      totalAmount: 7500,
      paymentStatus: 'pending',
    });
    expect(data.bookingInfo[0]).toMatchObject({ roomId, roomAmount: 7500 });

    const stored = await repo(Booking).findOneByOrFail({ id: data._id });
    expect({ totalPaise: stored.totalPaise, userEmail: stored.userEmail, paymentStatus: stored.paymentStatus }).toEqual({
      totalPaise: 750000,
      userEmail: 'neha@example.com',
      paymentStatus: 'pending',
    });
    expect((await listUsers()).some((user) => user.email === 'neha@example.com')).toBe(true);
  });

  it('another guest for the same room on overlapping dates → 409 with a message, no booking added', async () => {
    const { roomId } = await heldBooking('2026-12-10', '2026-12-13');
    const before = await repo(Booking).count();
    const reply = await call(app, 'POST', '/api/booking', { json: { quote: quoteFor(roomId, '2026-12-12', '2026-12-14') } });
    expectFailure(reply, 409);
    expect(reply.body.message.length).toBeGreaterThan(10);
    expect(await repo(Booking).count()).toBe(before);
  });

  it('a quote whose check-out is not after check-in → 400 with the spec message, nothing stored', async () => {
    const roomId = (await createRoom(app.services)).id;
    const before = await repo(Booking).count();
    const reply = await call(app, 'POST', '/api/booking', { json: quoteFor(roomId, '2026-12-20', '2026-12-20') });
    expectFailure(reply, 400, 'Check Out must be after Check In');
    expect(await repo(Booking).count()).toBe(before);
  });

  it('GET /api/booking/{id} answers `data` and `reservation`; an unknown id → 404', async () => {
    const { bookingId } = await heldBooking('2026-12-10', '2026-12-13');
    const reply = await call(app, 'GET', `/api/booking/${bookingId}`);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.reservation).toEqual(reply.body.data);
    // The lookup masks the email (the guest-privacy test checks the exact shape).
    expect(reply.body.data).toMatchObject({
      _id: bookingId,
      totalAmount: 7500,
      userEmail: expect.stringMatching(/^\w{2}\*{3}@example\.com$/),
    });
    expectFailure(await call(app, 'GET', `/api/booking/${UNKNOWN_ID}`), 404, 'Booking not found');
  });

  it('GET /api/booking/list_all_reservations (admin) lists the booking under `reservations`', async () => {
    const { bookingId } = await heldBooking('2026-12-10', '2026-12-13');
    const reply = await call(app, 'GET', '/api/booking/list_all_reservations', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: expect.any(String) });
    const listed = reply.body.reservations.find((booking: { _id: string }) => booking._id === bookingId);
    expect(listed).toMatchObject({
      totalAmount: 7500,
      paymentStatus: 'pending',
      bookingInfo: [expect.objectContaining({ roomAmount: 7500 })],
    });
  });

  it('DELETE /api/booking/delete_reservation/{id} removes it and frees the room; an unknown one → 404', async () => {
    const { roomId, bookingId } = await heldBooking('2026-12-10', '2026-12-13');
    const reply = await call(app, 'DELETE', `/api/booking/delete_reservation/${bookingId}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(await repo(Booking).existsBy({ id: bookingId })).toBe(false);
    const available = await call(app, 'GET', '/api/rooms/available?checkIn=2026-12-10&checkOut=2026-12-13');
    expect(available.body.data.map((room: { _id: string }) => room._id)).toContain(roomId);
    expectFailure(await call(app, 'DELETE', `/api/booking/delete_reservation/${bookingId}`, { token }), 404);
  });
});

describe('POST /api/contact', () => {
  const messages = () => repo(ContactMessage).count();

  it('JSON → 201 and the message is stored (and listed for the admin)', async () => {
    const body = { name: 'Ishaan', email: 'Ishaan@Example.com', message: 'Is the banquet hall free on 31 December?' };
    const reply = await call(app, 'POST', '/api/contact', { json: body });
    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    const stored = await repo(ContactMessage).findOneByOrFail({ id: reply.body.data.id });
    expect(stored).toMatchObject({ name: 'Ishaan', email: 'ishaan@example.com', message: body.message, inquiryType: 'general' });
    const listed = await call(app, 'GET', '/api/contact-messages', { token });
    expect(listed.body.data.map((m: { id: string }) => m.id)).toContain(stored.id);
  });

  it('an urlencoded form post → 303 to /contact?success=true, and the message is stored', async () => {
    const before = await messages();
    const reply = await call(app, 'POST', '/api/contact', {
      urlencoded: { firstName: 'Pooja', email: 'pooja@example.com', message: 'Please call me about a room for four.' },
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/contact?success=true');
    expect(await messages()).toBe(before + 1);
    expect(await repo(ContactMessage).findOneBy({ email: 'pooja@example.com' })).toMatchObject({
      name: 'Pooja',
      message: 'Please call me about a room for four.',
    });
  });

  // The contact rules are the contact service's test; here, how a refusal answers JSON and form posts.

  // The contact rules are the contact service's test; here, how a refusal answers JSON and form posts.
  it.each([
    [
      'JSON with a bad email',
      { json: { name: 'X', email: 'not-an-email', message: 'Hello there' } },
      'Please enter a valid email address',
    ],
    ['a form without an email', { urlencoded: { firstName: 'X', message: 'Hello there' } }, 'Email is required'],
  ])('%s → 400 with the spec message, nothing stored', async (_label, options, message) => {
    const before = await messages();
    expectFailure(await call(app, 'POST', '/api/contact', options), 400, message);
    expect(await messages()).toBe(before);
  });
});
