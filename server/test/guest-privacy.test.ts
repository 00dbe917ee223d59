import { Booking } from '../src/modules/bookings/booking.entity';
import { Guest } from '../src/modules/guests/guest.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

let guests = 0;

/**
 * Amrita, with an email and phone of her own in each test (the unpaid-bookings limit counts per
 * identity); they all mask alike.
 */
function amrita() {
  guests += 1;
  return {
    userEmail: `amrita.sen+${guests}@example.in`,
    name: 'Amrita Sen',
    phone: `9${String(guests).padStart(5, '0')}2233`,
    address: { street: '12 Park Street', city: 'Kolkata', zip: '700016', country: 'India' },
  };
}
type Identity = ReturnType<typeof amrita>;

const MASKED = { userName: 'Amrita Sen', userEmail: 'am***@example.in', userPhone: '******2233' };

/** Nothing of the guest's stored details but the name shows in this answer. */
function expectNoContact(answer: unknown, guest: Identity): void {
  const text = JSON.stringify(answer);
  for (const secret of [guest.userEmail, guest.phone, guest.address.street, guest.address.city, guest.address.zip]) {
    expect(text).not.toContain(secret);
  }
}

async function bookingOf(guest: Identity, checkIn: string, checkOut: string): Promise<string> {
  const room = await createRoom(app.services);
  return (await app.services.bookings.createHold(quoteFor(room.id, checkIn, checkOut, guest))).id;
}

describe('the public booking lookup', () => {
  it('GET /api/booking/{id} shows the guest’s name, a masked email and phone, and no address', async () => {
    const guest = amrita();
    const bookingId = await bookingOf(guest, '2026-12-10', '2026-12-12');
    const reply = await call(app, 'GET', `/api/booking/${bookingId}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject(MASKED);
    expect(reply.body.reservation).toMatchObject(MASKED);
    expectNoContact(reply.body, guest);
  });

  it('GET /api/booking/{id} shows everything to a signed-in admin, and a refused token no more than none', async () => {
    const guest = amrita();
    const bookingId = await bookingOf(guest, '2026-12-12', '2026-12-14');
    const admin = await call(app, 'GET', `/api/booking/${bookingId}`, { token });
    expect(admin.body.data).toMatchObject({ userName: 'Amrita Sen', userEmail: guest.userEmail, userPhone: `+91${guest.phone}` });
    const forged = await call(app, 'GET', `/api/booking/${bookingId}`, { token: 'not.a.jwt' });
    expect(forged.status).toBe(200);
    expectNoContact(forged.body, guest);
  });

  it('POST /api/booking answers the new hold masked', async () => {
    const guest = amrita();
    const room = await createRoom(app.services);
    const reply = await call(app, 'POST', '/api/booking', { json: quoteFor(room.id, '2026-12-14', '2026-12-16', guest) });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject(MASKED);
    expectNoContact(reply.body, guest);
  });

  const LOOKUP = `query ($id: ID!) { booking(id: $id) { id userName userEmail userPhone } }`;

  it('booking(id) masks email and phone for anyone, shows them to a signed-in admin', async () => {
    const guest = amrita();
    const bookingId = await bookingOf(guest, '2026-12-16', '2026-12-18');
    const anonymous = await gql(app, LOOKUP, { id: bookingId });
    expect(anonymous.data.booking).toEqual({ id: bookingId, ...MASKED });
    const admin = await gql(app, LOOKUP, { id: bookingId }, { token });
    expect(admin.data.booking).toEqual({
      id: bookingId,
      userName: 'Amrita Sen',
      userEmail: guest.userEmail,
      userPhone: `+91${guest.phone}`,
    });
  });

  it('every Booking a guest gets back is masked: createBooking’s and payAtHotel’s too', async () => {
    const room = await createRoom(app.services);
    const { totalAmount: _ignored, ...quote } = quoteFor(room.id, '2026-12-18', '2026-12-20', amrita());
    const held = await gql(
      app,
      `mutation ($quote: QuoteInput!) { createBooking(quote: $quote) { errors { code } booking { id userEmail userPhone } } }`,
      { quote },
    );
    expect(held.data.createBooking.booking).toMatchObject({ userEmail: MASKED.userEmail, userPhone: MASKED.userPhone });
    const paid = await gql(
      app,
      `mutation ($id: ID) { payAtHotel(bookingId: $id) { errors { code } booking { userEmail userPhone } } }`,
      { id: held.data.createBooking.booking.id },
    );
    expect(paid.data.payAtHotel).toEqual({ errors: [], booking: { userEmail: MASKED.userEmail, userPhone: MASKED.userPhone } });
  });
});

describe('a guest’s stored details', () => {
  const guestRow = (email: string) => app.database.dataSource.getRepository(Guest).findOneByOrFail({ email });
  const STRANGER = { name: 'Not Amrita', phone: '7000000001', address: { street: '1 Other Lane', city: 'Pune' } };

  it('POST /api/users/add_reservation with a known email changes nothing and echoes nothing stored', async () => {
    const guest = amrita();
    await bookingOf(guest, '2026-12-20', '2026-12-21');
    const stored = await guestRow(guest.userEmail);
    const reply = await call(app, 'POST', '/api/users/add_reservation', {
      json: { ...STRANGER, email: guest.userEmail.toUpperCase() },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Guest details saved', _id: stored.id, data: { _id: stored.id } });
    expect(await guestRow(guest.userEmail)).toEqual(stored);
  });

  it('upsertGuest with a known email changes nothing, and its answer has nothing but the id to ask for', async () => {
    const guest = amrita();
    await bookingOf(guest, '2026-12-21', '2026-12-22');
    const stored = await guestRow(guest.userEmail);
    const UPSERT = `mutation ($input: GuestInput!) { upsertGuest(input: $input) { errors { code } guest { id } } }`;
    const reply = await gql(app, UPSERT, { input: { ...STRANGER, email: guest.userEmail } });
    expect(reply.data.upsertGuest).toEqual({ errors: [], guest: { id: stored.id } });
    expect(await guestRow(guest.userEmail)).toEqual(stored);

    const prying = await gql(app, `mutation ($input: GuestInput!) { upsertGuest(input: $input) { guest { id email phone } } }`, {
      input: { ...STRANGER, email: guest.userEmail },
    });
    expect(prying.status).toBe(400);
    expect(prying.data).toBeUndefined();
  });

  it('a hold with a known email keeps the stored guest as it was; the booking keeps the details it was made with', async () => {
    const guest = amrita();
    await bookingOf(guest, '2026-12-22', '2026-12-23');
    const stored = await guestRow(guest.userEmail);
    const room = await createRoom(app.services);
    const other = await app.services.bookings.createHold(
      quoteFor(room.id, '2026-12-23', '2026-12-24', { ...STRANGER, userEmail: guest.userEmail }),
    );
    expect(await guestRow(guest.userEmail)).toEqual(stored);
    const booking = await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: other.id });
    expect(booking).toMatchObject({ guestId: stored.id, userName: 'Not Amrita', userPhone: '+917000000001' });
  });
});
