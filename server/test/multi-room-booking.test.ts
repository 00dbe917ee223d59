import { Booking } from '../src/modules/bookings/booking.entity';
import { Payment } from '../src/modules/billing';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/*
 * One booking, several rooms (issue 13): the quote's bookingInfo carries one line per room with
 * its own guests, over REST and GraphQL alike. Each room's size is checked against its guests,
 * each line priced, the total is their sum, the group rules follow the room count, and the rooms
 * are held all together or not at all.
 */
const app = useTestApp();

const adult = (name: string) => ({ name, adultStatus: 'adult', gender: 'other', age: 30 });
const child = (name: string) => ({ name, adultStatus: 'child', gender: 'other', age: 7 });
type Pax = ReturnType<typeof adult>;

/** A quote of one line per room, each with its guests. */
function quoteOf(rooms: { id: string; pax: Pax[] }[], checkIn: string, checkOut: string) {
  const bookingInfo = rooms.map((room) => ({ pax: room.pax, roomType: 'Deluxe', roomId: room.id, roomAmount: 1 }));
  return quoteFor(rooms[0].id, checkIn, checkOut, { bookingInfo });
}

const bookingsOf = (email: string) => app.database.dataSource.getRepository(Booking).count({ where: { userEmail: email } });
const linesOn = async (roomIds: string[]): Promise<number> =>
  (
    await app.database.dataSource.query(`SELECT count(*)::int AS n FROM booking_line WHERE room_id = ANY($1::uuid[])`, [roomIds])
  )[0].n;

describe('POST /api/booking with several rooms', () => {
  it('books a family of five in two rooms: one booking, a line per room with its guests, total = the sum of the lines', async () => {
    const [small, large] = await Promise.all([
      createRoom(app.services, { rentPerDay: 1000, maxCount: 2 }),
      createRoom(app.services, { rentPerDay: 2500, maxCount: 3 }),
    ]);
    const quote = quoteOf(
      [
        { id: small.id, pax: [adult('Asha'), adult('Ravi')] },
        { id: large.id, pax: [adult('Meena'), adult('Kiran'), child('Anu')] },
      ],
      '2026-12-10',
      '2026-12-12',
    );
    const reply = await call(app, 'POST', '/api/booking', { json: quote });
    expect(reply.status).toBe(201);
    const { data } = reply.body;
    expect(data.bookingInfo).toHaveLength(2);
    expect(data.bookingInfo).toEqual([
      expect.objectContaining({
        roomId: small.id,
        roomAmount: 2000,
        pax: [expect.objectContaining({ name: 'Asha' }), expect.anything()],
      }),
      expect.objectContaining({
        roomId: large.id,
        roomAmount: 5000,
        pax: [expect.anything(), expect.anything(), expect.objectContaining({ name: 'Anu', adultStatus: 'child' })],
      }),
    ]);
    expect(data.totalAmount).toBe(7000);
    const stored = await app.services.bookings.get(data._id);
    expect(stored.totalPaise).toBe(stored.lines.reduce((sum, line) => sum + line.amountPaise, 0));
    expect(stored.lines.map((line) => line.pax.length).sort()).toEqual([2, 3]);
  });

  it('refuses a room given more guests than it sleeps, children counted, naming the room and the line; nothing is booked', async () => {
    const [first, second] = await Promise.all([
      createRoom(app.services, { maxCount: 2 }),
      createRoom(app.services, { maxCount: 2, name: 'Garden Room 12' }),
    ]);
    const quote = quoteOf(
      [
        { id: first.id, pax: [adult('A')] },
        { id: second.id, pax: [adult('B'), adult('C'), child('D')] },
      ],
      '2026-12-10',
      '2026-12-12',
    );
    const reply = await call(app, 'POST', '/api/booking', { json: quote });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_GUESTS',
      field: 'bookingInfo.1.pax',
      message: 'Garden Room 12 takes at most 2 guests',
    });
    expect(await bookingsOf(quote.userEmail)).toBe(0);
  });

  it('fails the whole booking when one of its rooms is taken: 409 naming that room, no row left for the other', async () => {
    const [free, taken] = await Promise.all([createRoom(app.services), createRoom(app.services, { name: 'Corner Room 7' })]);
    expect((await call(app, 'POST', '/api/booking', { json: quoteFor(taken.id, '2026-12-14', '2026-12-16') })).status).toBe(201);

    const quote = quoteOf(
      [
        { id: free.id, pax: [adult('A')] },
        { id: taken.id, pax: [adult('B')] },
      ],
      '2026-12-15',
      '2026-12-17',
    );
    const reply = await call(app, 'POST', '/api/booking', { json: quote });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      success: false,
      code: 'DATES_UNAVAILABLE',
      message:
        'Sorry, Corner Room 7 is no longer available for the selected dates, so none of your rooms were booked. Please choose another room or other dates.',
    });
    expect(await bookingsOf(quote.userEmail)).toBe(0);
    expect(await linesOn([free.id])).toBe(0);
  });

  it('takes pay at hotel for up to PAY_AT_HOTEL_MAX_ROOMS rooms of one booking, no more', async () => {
    const rooms = await Promise.all([1, 2, 3].map(() => createRoom(app.services)));
    const three = quoteOf(
      rooms.map((room) => ({ id: room.id, pax: [adult('A')] })),
      '2026-12-20',
      '2026-12-21',
    );
    const refused = await call(app, 'POST', '/api/payment/cod', { json: { quote: three, paymentMethod: 'cod' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Pay at hotel is available for up to 2 rooms. Please pay online to confirm these 3 rooms.');
    const two = quoteOf(
      rooms.slice(0, 2).map((room) => ({ id: room.id, pax: [adult('A')] })),
      '2026-12-20',
      '2026-12-21',
    );
    const confirmed = await call(app, 'POST', '/api/payment/cod', { json: { quote: two, paymentMethod: 'cod' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.booking.bookingInfo).toHaveLength(2);
  });

  it('refuses pay at hotel beyond PAY_AT_HOTEL_MAX_ROOMS for a quote, holding nothing, and for a held booking, leaving it held', async () => {
    const rooms = await Promise.all([1, 2, 3].map(() => createRoom(app.services)));
    const three = quoteOf(
      rooms.map((room) => ({ id: room.id, pax: [adult('A')] })),
      '2026-12-24',
      '2026-12-25',
    );
    const message = 'Pay at hotel is available for up to 2 rooms. Please pay online to confirm these 3 rooms.';
    const fromQuote = await call(app, 'POST', '/api/payment/cod', { json: { quote: three, paymentMethod: 'cod' } });
    expect([fromQuote.status, fromQuote.body.message]).toEqual([400, message]);
    expect(await bookingsOf(three.userEmail)).toBe(0);
    const held = await app.services.bookings.createHold(three);
    const fromHold = await call(app, 'POST', '/api/payment/cod', { json: { bookingId: held.id, paymentMethod: 'cod' } });
    expect([fromHold.status, fromHold.body.message]).toEqual([400, message]);
    expect(await app.services.bookings.get(held.id)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
    expect(await app.database.dataSource.getRepository(Payment).countBy({ bookingId: held.id })).toBe(0);
  });
});

describe('GraphQL quotes and bookings with several rooms', () => {
  const PRICE = `query ($quote: QuoteInput!) { priceQuote(quote: $quote) { nights totalPaise lines { roomId amountPaise } } }`;
  const CREATE = `mutation ($quote: QuoteInput!) { createBooking(quote: $quote) {
    errors { field code message } booking { id totalPaise cancellationPolicy lines { roomId amountPaise } } } }`;

  it('prices each line and answers their sum as the total', async () => {
    const [a, b] = await Promise.all([
      createRoom(app.services, { rentPerDay: 1200 }),
      createRoom(app.services, { rentPerDay: 3300, maxCount: 3 }),
    ]);
    const quote = quoteOf(
      [
        { id: a.id, pax: [adult('A'), child('B')] },
        { id: b.id, pax: [adult('C'), adult('D'), adult('E')] },
      ],
      '2026-12-03',
      '2026-12-06',
    );
    const priced = await gql(app, PRICE, { quote });
    expect(priced.errors).toBeUndefined();
    expect(priced.data.priceQuote).toEqual({
      nights: 3,
      totalPaise: 1_350_000,
      lines: [
        { roomId: a.id, amountPaise: 360_000 },
        { roomId: b.id, amountPaise: 990_000 },
      ],
    });
  });

  it('refuses a line with more guests than its room sleeps as a user error on bookingInfo.N.pax', async () => {
    const [a, b] = await Promise.all([createRoom(app.services, { maxCount: 3 }), createRoom(app.services, { maxCount: 1 })]);
    const quote = quoteOf(
      [
        { id: a.id, pax: [adult('A'), adult('B'), child('C')] },
        { id: b.id, pax: [adult('D'), child('E')] },
      ],
      '2026-12-03',
      '2026-12-04',
    );
    const answer = await gql(app, CREATE, { quote });
    expect(answer.data.createBooking).toEqual({
      errors: [{ field: 'bookingInfo.1.pax', code: 'TOO_MANY_GUESTS', message: `${b.name} takes at most 1 guest` }],
      booking: null,
    });
    expect(await bookingsOf(quote.userEmail)).toBe(0);
  });

  it('gives a booking of 5 rooms the group terms (free cancellation until 7 days before), one of 4 the usual 24 hours', async () => {
    const rooms = await Promise.all([1, 2, 3, 4, 5].map(() => createRoom(app.services, { rentPerDay: 1000 })));
    const book = (count: number, checkIn: string, checkOut: string) =>
      gql(app, CREATE, {
        quote: quoteOf(
          rooms.slice(0, count).map((room, i) => ({ id: room.id, pax: [adult(`Member ${i}`)] })),
          checkIn,
          checkOut,
        ),
      });
    const group = (await book(5, '2026-12-20', '2026-12-21')).data.createBooking;
    expect(group.errors).toEqual([]);
    expect(group.booking.lines).toHaveLength(5);
    expect(group.booking.totalPaise).toBe(500_000);
    expect(group.booking.cancellationPolicy).toMatch(
      /^Group booking \(5 or more rooms\): free cancellation until .*13 Dec.*\(7 days before check-in\)/,
    );

    const four = (await book(4, '2026-12-22', '2026-12-23')).data.createBooking;
    expect(four.booking.cancellationPolicy).toMatch(/^Free cancellation until .*\(24 hours before check-in\)/);
  });
});
