import { Booking } from '../src/modules/bookings/booking.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/** Three booking requests per address in 10 minutes; the other limits at their defaults. */
const app = useTestApp({ BOOKING_RATE_LIMIT: '3/10m' });

const bookingCount = () => app.database.dataSource.getRepository(Booking).count();
const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

/** A quote of one night in a room of its own, so that only the abuse limits can refuse it. */
async function freshQuote(checkIn = '2026-12-01', checkOut = '2026-12-02', overrides: Record<string, unknown> = {}) {
  const room = await createRoom(app.services);
  return quoteFor(room.id, checkIn, checkOut, overrides);
}

const RATE_LIMITED =
  'Too many booking attempts from your network. Please try again in 10 minutes, or call us on +91 91234 56789 to book.';

describe('BOOKING_RATE_LIMIT over REST', () => {
  it('stops a scripted attempt from one address with 429 after the limit, writes nothing more, and a real guest elsewhere still books', async () => {
    const attacker = fromAddress('203.0.113.20');
    await expect(call(app, 'POST', '/api/booking', { json: await freshQuote(), headers: attacker })).resolves.toMatchObject({
      status: 201,
    });
    const order = await call(app, 'POST', '/api/payment/create-order', {
      json: { quote: await freshQuote() },
      headers: attacker,
    });
    expect(order.status).toBe(200);
    const cod = await call(app, 'POST', '/api/payment/cod', { json: { quote: await freshQuote() }, headers: attacker });
    expect(cod.status).toBe(200);
    const before = await bookingCount();

    for (const [path, json] of [
      ['/api/booking', await freshQuote()],
      ['/api/payment/create-order', { quote: await freshQuote() }],
      ['/api/payment/cod', { quote: await freshQuote() }],
    ] as const) {
      const refused = await call(app, 'POST', path, { json, headers: attacker });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, message: RATE_LIMITED, code: 'BOOKING_RATE_LIMITED' });
    }
    expect(await bookingCount()).toBe(before);

    const guest = await call(app, 'POST', '/api/booking', { json: await freshQuote(), headers: fromAddress('198.51.100.20') });
    expect(guest.status).toBe(201);
  });

  it('does not count paying for a booking that already exists', async () => {
    const address = fromAddress('203.0.113.21');
    const held = await call(app, 'POST', '/api/booking', { json: await freshQuote(), headers: address });
    for (let i = 0; i < 4; i += 1) {
      const order = await call(app, 'POST', '/api/payment/create-order', {
        json: { bookingId: held.body.bookingId },
        headers: address,
      });
      expect(order.status).toBe(200);
    }
  });

  it('exempts a signed-in admin (a valid bearer token); a token that does not hold counts as anyone', async () => {
    const token = await app.adminToken();
    const address = fromAddress('203.0.113.22');
    for (let i = 0; i < 5; i += 1) {
      const booked = await call(app, 'POST', '/api/booking', { json: await freshQuote(), headers: address, token });
      expect(booked.status).toBe(201);
    }
    for (let i = 0; i < 3; i += 1) {
      const booked = await call(app, 'POST', '/api/booking', { json: await freshQuote(), headers: address, token: 'not.a.jwt' });
      expect(booked.status).toBe(201);
    }
    const refused = await call(app, 'POST', '/api/booking', { json: await freshQuote(), headers: address, token: 'not.a.jwt' });
    expect(refused.status).toBe(429);
  });

  it('counts atomically under parallel requests: of 12 at once from one address exactly 3 book', async () => {
    const address = fromAddress('203.0.113.23');
    const quotes = await Promise.all(Array.from({ length: 12 }, () => freshQuote()));
    const before = await bookingCount();
    const replies = await Promise.all(quotes.map((json) => call(app, 'POST', '/api/booking', { json, headers: address })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
    expect(await bookingCount()).toBe(before + 3);
  });
});

describe('MAX_UNPAID_BOOKINGS_PER_GUEST over REST', () => {
  it('answers one more unpaid booking of the same guest with 429 and what to do', async () => {
    const guest = { userEmail: 'repeat@example.in', phone: '9812345670' };
    await call(app, 'POST', '/api/payment/cod', {
      json: { quote: await freshQuote('2026-12-01', '2026-12-02', guest) },
      headers: fromAddress('203.0.113.30'),
    });
    await call(app, 'POST', '/api/booking', {
      json: await freshQuote('2026-12-01', '2026-12-02', guest),
      headers: fromAddress('203.0.113.31'),
    });
    const refused = await call(app, 'POST', '/api/booking', {
      json: await freshQuote('2026-12-01', '2026-12-02', { ...guest, userEmail: 'other@example.in' }),
      headers: fromAddress('203.0.113.32'),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_UNPAID_BOOKINGS' });
    expect(refused.body.message).toContain('Please pay for or cancel one of them before booking again, or call us on');
  });
});

describe('pay at hotel limits (PAY_AT_HOTEL_MAX_NIGHTS 7, PAY_AT_HOTEL_MAX_ROOMS 2)', () => {
  it('tells the client the limits (REST and GraphQL)', async () => {
    const config = await call(app, 'GET', '/api/payment/config');
    expect(config.body.data).toMatchObject({ payAtHotelMaxNights: 7, payAtHotelMaxRooms: 2 });
    const graphql = await gql(app, '{ paymentConfig { payAtHotelMaxNights payAtHotelMaxRooms } }');
    expect(graphql.data.paymentConfig).toEqual({ payAtHotelMaxNights: 7, payAtHotelMaxRooms: 2 });
  });

  it('confirms 7 nights at the hotel, refuses 8 (quote or held booking) and holds nothing for the refused quote', async () => {
    const address = fromAddress('203.0.113.40');
    const seven = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: await freshQuote('2026-12-01', '2026-12-08') },
      headers: address,
    });
    expect(seven.status).toBe(200);
    const before = await bookingCount();
    const eight = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: await freshQuote('2026-12-01', '2026-12-09') },
      headers: address,
    });
    expect(eight.status).toBe(400);
    expect(eight.body).toMatchObject({
      success: false,
      code: 'PAY_AT_HOTEL_TOO_MANY_NIGHTS',
      message: 'Pay at hotel is available for stays of up to 7 nights. Please pay online to confirm this 8-night stay.',
    });
    expect(await bookingCount()).toBe(before);

    const held = await call(app, 'POST', '/api/booking', {
      json: await freshQuote('2026-12-01', '2026-12-09'),
      headers: address,
    });
    const byId = await call(app, 'POST', '/api/payment/cod', { json: { bookingId: held.body.bookingId } });
    expect(byId.body.code).toBe('PAY_AT_HOTEL_TOO_MANY_NIGHTS');
    const stored = await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: held.body.bookingId });
    expect(stored.status).toBe('held');
  });

  it('refuses 3 rooms at the hotel over GraphQL with its code, and lets a signed-in admin confirm them', async () => {
    const rooms = await Promise.all([1, 2, 3].map(() => createRoom(app.services)));
    const quote = quoteFor(rooms[0].id, '2026-12-20', '2026-12-21');
    const line = quote.bookingInfo[0];
    quote.bookingInfo = rooms.map((room) => ({ ...line, roomId: room.id }));
    const PAY_AT_HOTEL =
      'mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { code message } booking { status } } }';
    const refused = await gql(app, PAY_AT_HOTEL, { quote }, { headers: fromAddress('203.0.113.41') });
    expect(refused.data.payAtHotel).toEqual({
      errors: [
        {
          code: 'PAY_AT_HOTEL_TOO_MANY_ROOMS',
          message: 'Pay at hotel is available for up to 2 rooms. Please pay online to confirm these 3 rooms.',
        },
      ],
      booking: null,
    });
    const admin = await gql(app, PAY_AT_HOTEL, { quote }, { token: await app.adminToken() });
    expect(admin.data.payAtHotel).toEqual({ errors: [], booking: { status: 'CONFIRMED' } });
  });
});

describe('abuse limits over GraphQL', () => {
  const CREATE_BOOKING =
    'mutation ($quote: QuoteInput!) { createBooking(quote: $quote) { errors { code message } booking { id } } }';

  it('answers createBooking past the limit with the BOOKING_RATE_LIMITED user error and writes nothing; another address still books', async () => {
    const address = fromAddress('203.0.113.50');
    for (let i = 0; i < 3; i += 1) {
      const booked = await gql(app, CREATE_BOOKING, { quote: await freshQuote() }, { headers: address });
      expect(booked.data.createBooking.errors).toEqual([]);
    }
    const before = await bookingCount();
    const refused = await gql(app, CREATE_BOOKING, { quote: await freshQuote() }, { headers: address });
    expect(refused.data.createBooking).toEqual({
      errors: [{ code: 'BOOKING_RATE_LIMITED', message: RATE_LIMITED }],
      booking: null,
    });
    expect(await bookingCount()).toBe(before);
    const other = await gql(app, CREATE_BOOKING, { quote: await freshQuote() }, { headers: fromAddress('198.51.100.50') });
    expect(other.data.createBooking.errors).toEqual([]);
  });

  it.each([
    [
      'aliases',
      'mutation ($a: QuoteInput!, $b: QuoteInput!) { a: createBooking(quote: $a) { errors { code } } b: createBooking(quote: $b) { errors { code } } }',
    ],
    [
      'fragments',
      'mutation ($a: QuoteInput!, $b: QuoteInput!) { ...One ... on Mutation { payAtHotel(quote: $b) { errors { code } } } } fragment One on Mutation { createBooking(quote: $a) { errors { code } } }',
    ],
  ])('refuses two booking mutations in one request, even through %s, with 400 and nothing run', async (_label, mutation) => {
    const before = await bookingCount();
    const reply = await gql(
      app,
      mutation,
      { a: await freshQuote(), b: await freshQuote() },
      { headers: fromAddress('203.0.113.51') },
    );
    expect(reply.status).toBe(400);
    expect(reply.data).toBeUndefined();
    expect(reply.errors?.[0]).toMatchObject({
      message:
        'One request may carry only one booking or payment mutation (createBooking, createPaymentOrder, payAtHotel, verifyPayment, createEventPaymentOrder, verifyEventPayment); this one has 2. Send them one at a time.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(await bookingCount()).toBe(before);
  });

  it('lets one booking mutation through beside other fields', async () => {
    const reply = await gql(
      app,
      'mutation ($q: QuoteInput!) { createBooking(quote: $q) { errors { code } } __typename }',
      { q: await freshQuote() },
      { headers: fromAddress('203.0.113.52') },
    );
    expect(reply.status).toBe(200);
    expect(reply.data.createBooking.errors).toEqual([]);
  });
});
