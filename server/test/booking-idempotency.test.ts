import { Booking } from '../src/modules/bookings/booking.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const bookingsOfGuest = (userEmail: string) => app.database.dataSource.getRepository(Booking).countBy({ userEmail });

/** A quote for a room of its own, with a guest of its own. */
async function freshQuote(checkIn: string, checkOut: string) {
  const room = await createRoom(app.services);
  const { totalAmount: _ignored, ...quote } = quoteFor(room.id, checkIn, checkOut);
  return quote;
}

describe('repeating a booking request', () => {
  it('POST /api/booking with the same Idempotency-Key answers the same hold; without it, the room is taken', async () => {
    const quote = await freshQuote('2026-12-10', '2026-12-12');
    const post = (headers: Record<string, string>) => call(app, 'POST', '/api/booking', { json: quote, headers });
    const first = await post({ 'Idempotency-Key': 'rest-booking-key-1' });
    const repeat = await post({ 'Idempotency-Key': 'rest-booking-key-1' });
    expect([first.status, repeat.status]).toEqual([201, 201]);
    expect(repeat.body.bookingId).toBe(first.body.bookingId);

    const sameEmailOtherClient = await post({});
    expect(sameEmailOtherClient.status).toBe(409);
    expect(sameEmailOtherClient.body.code).toBe('DATES_UNAVAILABLE');
    expect(await bookingsOfGuest(quote.userEmail)).toBe(1);
  });

  it('the same key sent several times at once makes one booking, and every answer is that booking', async () => {
    const quote = await freshQuote('2026-12-20', '2026-12-22');
    // A guest the hotel knows already: adding them cannot make the requests wait for each other.
    await app.services.guests.register({ name: quote.name, email: quote.userEmail, phone: quote.phone });
    const headers = { 'Idempotency-Key': 'rest-parallel-key-1' };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => call(app, 'POST', '/api/booking', { json: quote, headers })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(201));
    expect(new Set(replies.map((reply) => reply.body.bookingId)).size).toBe(1);
    expect(await bookingsOfGuest(quote.userEmail)).toBe(1);
  });

  it('create-order and cod with a quote take the Idempotency-Key too', async () => {
    const quote = await freshQuote('2026-12-12', '2026-12-14');
    const headers = { 'Idempotency-Key': 'rest-order-key-1' };
    const order = await call(app, 'POST', '/api/payment/create-order', { json: { quote }, headers });
    const again = await call(app, 'POST', '/api/payment/create-order', { json: { quote }, headers });
    expect(again.body.data).toMatchObject({ bookingId: order.body.data.bookingId, order: { id: order.body.data.order.id } });

    const atHotel = await call(app, 'POST', '/api/payment/cod', { json: { quote }, headers });
    expect(atHotel.status).toBe(200);
    expect(atHotel.body.data.bookingId).toBe(order.body.data.bookingId);
    expect(await bookingsOfGuest(quote.userEmail)).toBe(1);
  });

  it('a malformed Idempotency-Key is a 400 that books nothing', async () => {
    const quote = await freshQuote('2026-12-14', '2026-12-15');
    const reply = await call(app, 'POST', '/api/booking', { json: quote, headers: { 'Idempotency-Key': 'bad key!' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await bookingsOfGuest(quote.userEmail)).toBe(0);
  });

  it('GraphQL createBooking, createPaymentOrder and payAtHotel take idempotencyKey', async () => {
    const quote = await freshQuote('2026-12-16', '2026-12-18');
    const idempotencyKey = 'graphql-key-0001';
    const create = `mutation ($quote: QuoteInput!, $key: String) { createBooking(quote: $quote, idempotencyKey: $key) { errors { code } booking { id } } }`;
    const order = `mutation ($quote: QuoteInput, $key: String) { createPaymentOrder(quote: $quote, idempotencyKey: $key) { errors { code } checkout { booking { id } } } }`;
    const atHotel = `mutation ($quote: QuoteInput, $key: String) { payAtHotel(quote: $quote, idempotencyKey: $key) { errors { code } booking { id status } } }`;
    const held = (await gql(app, create, { quote, key: idempotencyKey })).data.createBooking.booking.id;
    expect((await gql(app, create, { quote, key: idempotencyKey })).data.createBooking.booking.id).toBe(held);
    expect((await gql(app, order, { quote, key: idempotencyKey })).data.createPaymentOrder.checkout.booking.id).toBe(held);
    expect((await gql(app, atHotel, { quote, key: idempotencyKey })).data.payAtHotel).toEqual({
      errors: [],
      booking: { id: held, status: 'CONFIRMED' },
    });
    expect((await gql(app, create, { quote })).data.createBooking).toEqual({
      errors: [{ code: 'DATES_UNAVAILABLE' }],
      booking: null,
    });
    expect(await bookingsOfGuest(quote.userEmail)).toBe(1);
  });
});
