import { BookingLine } from '../src/modules/bookings/booking-line.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { unpaidCeiling } from '../src/modules/bookings/unpaid-ceiling';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { payInCheckout, verify } from './support/payments';
import { useTestApp } from './support/test-app';

/*
 * The inventory under anonymous abuse, over the real app: a hotel of 9 rooms (as the demo's), the
 * production defaults for BOOKING_RATE_LIMIT (10/10m), MAX_ROOM_NIGHTS_PER_BOOKING (20) and
 * UNPAID_SHARE (0.5: anonymous unpaid bookings take at most 4 of the 9 rooms on a night). Each
 * test keeps to its own dates.
 */
const app = useTestApp({ BOOKING_RATE_LIMIT: '10/10m', UNPAID_SHARE: '0.5' });

let rooms: Room[] = [];
beforeAll(async () => {
  rooms = [];
  for (let i = 0; i < 9; i += 1) rooms.push(await createRoom(app.services));
});

const PHONE = 'on +91 91234 56789';
const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

/** One guest's quote (a new email and phone each time) for these rooms, one guest in each. */
function quoteOf(roomIndexes: number[], checkIn: string, checkOut: string) {
  const [first, ...others] = roomIndexes.map((index) => quoteFor(rooms[index].id, checkIn, checkOut));
  return { ...first, bookingInfo: [first, ...others].flatMap((quote) => quote.bookingInfo) };
}

const bookingCount = () => app.database.dataSource.getRepository(Booking).count();
const confirmedOn = (checkIn: string) =>
  app.database.dataSource.getRepository(Booking).countBy({ checkIn, status: 'confirmed', paymentStatus: 'pending' });
async function availableRooms(checkIn: string, checkOut: string): Promise<number> {
  const reply = await call(app, 'GET', `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`);
  return reply.body.rooms.filter((room: { _id: string }) => rooms.some((ours) => ours.id === room._id)).length;
}

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) { payAtHotel(quote: $quote) { errors { field code message } booking { id } } }`;
const CREATE_ORDER = `mutation ($quote: QuoteInput) { createPaymentOrder(quote: $quote) { errors { field code message } checkout { orderId roomsHeld } } }`;

describe('MAX_ROOM_NIGHTS_PER_BOOKING (20)', () => {
  it('refuses all 9 rooms for 30 nights in one anonymous booking, in plain words, writing nothing; the desk may book it', async () => {
    const everything = quoteOf([0, 1, 2, 3, 4, 5, 6, 7, 8], '2027-03-01', '2027-03-31');
    const before = await bookingCount();
    const refused = await call(app, 'POST', '/api/booking', { json: everything, headers: fromAddress('203.0.113.70') });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_ROOM_NIGHTS',
      message: `A booking on the website can be for at most 20 room-nights (rooms × nights), and this one is for 270. For a larger stay, please call our reservations desk ${PHONE} and we will book it for you.`,
    });
    const graphql = await gql(app, CREATE_ORDER, { quote: everything });
    expect(graphql.data.createPaymentOrder.errors).toEqual([
      expect.objectContaining({ code: 'TOO_MANY_ROOM_NIGHTS', field: 'bookingInfo' }),
    ]);
    expect(await bookingCount()).toBe(before);

    const atTheCap = await call(app, 'POST', '/api/booking', {
      json: quoteOf([0, 1], '2027-04-01', '2027-04-11'),
      headers: fromAddress('203.0.113.70'),
    });
    expect(atTheCap.status).toBe(201);

    const desk = await call(app, 'POST', '/api/booking', { json: everything, token: await app.adminToken() });
    expect(desk.status).toBe(201);
  });
});

describe('UNPAID_SHARE (0.5 of 9 rooms: 4 a night)', () => {
  it('stops five pay-at-hotel requests from one address (new guest each, 2 rooms × 7 nights) at half the rooms, saying to pay online', async () => {
    const [checkIn, checkOut] = ['2026-12-01', '2026-12-08'];
    const attacker = fromAddress('203.0.113.71');
    const cod = (roomIndexes: number[]) =>
      call(app, 'POST', '/api/payment/cod', { json: { quote: quoteOf(roomIndexes, checkIn, checkOut) }, headers: attacker });

    expect((await cod([0, 1])).status).toBe(200);
    expect((await cod([2, 3])).status).toBe(200);
    const third = await cod([4, 5]);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({
      success: false,
      code: 'PAY_AT_HOTEL_CEILING_REACHED',
      message: `Pay at hotel is not available for the night of Tue, 1 Dec 2026: enough rooms that night are already booked without payment, so it can only be paid online. Please pay online to book it, or call our reservations desk ${PHONE}.`,
    });
    const fourth = await gql(app, PAY_AT_HOTEL, { quote: quoteOf([6, 7], checkIn, checkOut) }, { headers: attacker });
    expect(fourth.data.payAtHotel).toMatchObject({
      booking: null,
      errors: [
        {
          field: 'paymentMethod',
          code: 'PAY_AT_HOTEL_CEILING_REACHED',
          message: expect.stringContaining('can only be paid online'),
        },
      ],
    });
    expect((await cod([8])).status).toBe(409);

    expect(await confirmedOn(checkIn)).toBe(2);
    expect(await availableRooms(checkIn, checkOut)).toBe(5);
    // The desk is exempt: it still books the other rooms to be paid at the hotel.
    const desk = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteOf([4, 5], checkIn, checkOut) },
      token: await app.adminToken(),
    });
    expect(desk.status).toBe(200);
  });

  it('past the ceiling, places an online order that holds no room, and its payment confirms it while a room is free', async () => {
    for (const index of [0, 1, 2, 3]) {
      const held = await call(app, 'POST', '/api/booking', {
        json: quoteOf([index], '2026-12-10', '2026-12-12'),
        headers: fromAddress(`198.51.100.${70 + index}`),
      });
      expect(held.status).toBe(201);
    }
    expect(await availableRooms('2026-12-10', '2026-12-12')).toBe(5);
    // The night can still be paid online: the order is made, but takes no room until it is paid.
    const order = await call(app, 'POST', '/api/payment/create-order', {
      json: { quote: quoteOf([4], '2026-12-10', '2026-12-12') },
      headers: fromAddress('198.51.100.80'),
    });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ roomsHeld: false, bookingId: expect.any(String) });
    const unheld = await call(app, 'POST', '/api/booking', {
      json: quoteOf([5], '2026-12-11', '2026-12-13'),
      headers: fromAddress('198.51.100.81'),
    });
    expect(unheld.status).toBe(201);
    const viaGraphQL = await gql(
      app,
      CREATE_ORDER,
      { quote: quoteOf([6], '2026-12-10', '2026-12-11') },
      { headers: fromAddress('198.51.100.82') },
    );
    expect(viaGraphQL.data.createPaymentOrder).toMatchObject({ errors: [], checkout: { roomsHeld: false } });
    // Orders that hold nothing take nothing, and are not counted toward the ceiling.
    expect(await availableRooms('2026-12-10', '2026-12-12')).toBe(5);
    // A night under the ceiling is held as before.
    const under = await call(app, 'POST', '/api/payment/create-order', {
      json: { quote: quoteOf([4], '2026-12-12', '2026-12-13') },
      headers: fromAddress('198.51.100.83'),
    });
    expect(under.body.data).toMatchObject({ roomsHeld: true });

    const paid = await verify(app, await payInCheckout(app, order.body.data.order.id));
    expect(paid.status).toBe(200);
    expect(paid.body.data.booking.status).toBe('confirmed');
    // Paid is not unpaid: the room is the guest's, past the unpaid ceiling.
    expect(await availableRooms('2026-12-10', '2026-12-12')).toBe(4);
    const lines = await app.database.dataSource.getRepository(BookingLine).findBy({ bookingId: order.body.data.bookingId });
    expect(lines).toMatchObject([{ roomId: rooms[4].id, blocksRoom: true }]);
  });

  it('refunds the payment of an order placed past the ceiling in full when no room of its type is left', async () => {
    const [checkIn, checkOut] = ['2026-12-15', '2026-12-16'];
    for (const index of [0, 1, 2, 3]) {
      await call(app, 'POST', '/api/booking', {
        json: quoteOf([index], checkIn, checkOut),
        headers: fromAddress(`198.51.100.${100 + index}`),
      });
    }
    const order = await call(app, 'POST', '/api/payment/create-order', {
      json: { quote: quoteOf([4], checkIn, checkOut) },
      headers: fromAddress('198.51.100.110'),
    });
    expect(order.body.data).toMatchObject({ roomsHeld: false });
    // The desk (exempt) books every other room, this order's room among them.
    const desk = await call(app, 'POST', '/api/booking', {
      json: quoteOf([4, 5, 6, 7, 8], checkIn, checkOut),
      token: await app.adminToken(),
    });
    expect(desk.status).toBe(201);

    const reply = await verify(app, await payInCheckout(app, order.body.data.order.id));
    expect(reply).toMatchObject({
      status: 409,
      body: {
        success: false,
        message:
          'Your payment arrived after the room hold expired and the room was booked by someone else, so the full amount is being refunded.',
      },
    });
    const booking = await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: order.body.data.bookingId });
    expect(booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('renews a lapsed hold over the ceiling as an order that holds no room', async () => {
    const first = await call(app, 'POST', '/api/booking', {
      json: quoteOf([0], '2026-12-24', '2026-12-25'),
      headers: fromAddress('198.51.100.90'),
    });
    app.clock.advanceMinutes(16);
    for (const index of [1, 2, 3, 4]) {
      await call(app, 'POST', '/api/booking', {
        json: quoteOf([index], '2026-12-24', '2026-12-25'),
        headers: fromAddress(`198.51.100.${90 + index}`),
      });
    }
    const renewal = await call(app, 'POST', '/api/payment/create-order', {
      json: { bookingId: first.body.bookingId },
      headers: fromAddress('198.51.100.90'),
    });
    expect(renewal.status).toBe(200);
    expect(renewal.body.data).toMatchObject({ roomsHeld: false });
    expect(await availableRooms('2026-12-24', '2026-12-25')).toBe(5);
    // Pay at hotel for it is refused, with the words that say to pay online.
    const cod = await call(app, 'POST', '/api/payment/cod', {
      json: { bookingId: first.body.bookingId },
      headers: fromAddress('198.51.100.90'),
    });
    expect(cod).toMatchObject({ status: 409, body: { code: 'PAY_AT_HOTEL_CEILING_REACHED' } });
    const paid = await verify(app, await payInCheckout(app, renewal.body.data.order.id));
    expect(paid.body.data.booking.status).toBe('confirmed');
    expect(await availableRooms('2026-12-24', '2026-12-25')).toBe(4);
  });

  it('holds under simultaneous requests: of 9 pay-at-hotel requests for one night at once, exactly 4 are confirmed', async () => {
    const replies = await Promise.all(
      rooms.map((_, index) =>
        call(app, 'POST', '/api/payment/cod', {
          json: { quote: quoteOf([index], '2026-12-20', '2026-12-21') },
          headers: fromAddress(`192.0.2.${index + 1}`),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([...Array(4).fill(200), ...Array(5).fill(409)]);
    expect(await confirmedOn('2026-12-20')).toBe(4);
  });
});

describe('the unpaid ceiling of a hotel', () => {
  it('is UNPAID_SHARE of the bookable rooms rounded down, and at least one room, so a small hotel can still be paid online', () => {
    expect(unpaidCeiling(0.5, 9)).toBe(4);
    expect(unpaidCeiling(0.5, 20)).toBe(10);
    expect(unpaidCeiling(0.29, 100)).toBe(29);
    expect(unpaidCeiling(0.5, 3)).toBe(1);
    expect(unpaidCeiling(0.5, 1)).toBe(1);
    expect(unpaidCeiling(1, 9)).toBe(9);
  });
});
