import { Booking } from '../src/modules/bookings/booking.entity';
import { unpaidCeiling } from '../src/modules/bookings/unpaid-ceiling';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
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
const CREATE_ORDER = `mutation ($quote: QuoteInput) { createPaymentOrder(quote: $quote) { errors { field code message } checkout { orderId } } }`;

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

  it('stops online holds at the ceiling too, night by night, until holds lapse', async () => {
    for (const index of [0, 1, 2, 3]) {
      const held = await call(app, 'POST', '/api/booking', {
        json: quoteOf([index], '2026-12-10', '2026-12-12'),
        headers: fromAddress(`198.51.100.${70 + index}`),
      });
      expect(held.status).toBe(201);
    }
    const hold = (checkIn: string, checkOut: string) =>
      call(app, 'POST', '/api/booking', { json: quoteOf([4], checkIn, checkOut), headers: fromAddress('198.51.100.80') });

    const refused = await hold('2026-12-10', '2026-12-12');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'UNPAID_CEILING_REACHED',
      message: `Too many rooms for the night of Thu, 10 Dec 2026 are waiting for payment right now, so no more can be held online. Please try again a little later, or call our reservations desk ${PHONE} to book.`,
    });
    expect((await hold('2026-12-11', '2026-12-13')).body.message).toContain('the night of Fri, 11 Dec 2026');
    expect((await hold('2026-12-12', '2026-12-13')).status).toBe(201);

    app.clock.advanceMinutes(16);
    expect((await hold('2026-12-10', '2026-12-12')).status).toBe(201);
  });

  it('refuses to renew a lapsed hold over the ceiling', async () => {
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
    expect(renewal.status).toBe(409);
    expect(renewal.body).toMatchObject({ code: 'UNPAID_CEILING_REACHED' });
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
