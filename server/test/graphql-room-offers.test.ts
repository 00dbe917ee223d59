import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/*
 * The rooms page's two questions (issue 13): which rooms are free, by type with how many are
 * left and each one's price; and, when the stay is sold out for the party, the nearest dates that
 * are not. The test clock's today is 21 Nov 2026. Each describe has a hotel of its own.
 */
const OFFERS = `query ($checkIn: String!, $checkOut: String!) { roomOffers(checkIn: $checkIn, checkOut: $checkOut) {
  type sleeps left nights rooms { id name stayTotal stayTotalPaise } minimumStay { nights } } }`;
const NEAREST = `query ($checkIn: String!, $checkOut: String!, $guests: Int!, $rooms: Int!) {
  nearestFreeStays(checkIn: $checkIn, checkOut: $checkOut, guests: $guests, rooms: $rooms) { checkIn checkOut rooms sleeps } }`;

describe('roomOffers', () => {
  const app = useTestApp();

  it('groups the free rooms by type and size, cheapest first, with how many are left; taken and closed rooms are not offered', async () => {
    const family = await Promise.all([
      createRoom(app.services, { type: 'Family', maxCount: 4, rentPerDay: 3000, name: 'Family 2' }),
      createRoom(app.services, { type: 'Family', maxCount: 4, rentPerDay: 2800, name: 'Family 1' }),
      createRoom(app.services, { type: 'Family', maxCount: 4, rentPerDay: 2500, name: 'Family taken' }),
    ]);
    await createRoom(app.services, { type: 'Family', maxCount: 4, rentPerDay: 100, isAvailable: false });
    const single = await createRoom(app.services, { type: 'SingleAC', maxCount: 1, rentPerDay: 1500, name: 'Single 1' });
    const bigFamily = await createRoom(app.services, { type: 'Family', maxCount: 5, rentPerDay: 4800, name: 'Family 5' });
    expect((await call(app, 'POST', '/api/booking', { json: quoteFor(family[2].id, '2026-12-11', '2026-12-12') })).status).toBe(
      201,
    );

    const answer = await gql(app, OFFERS, { checkIn: '2026-12-10', checkOut: '2026-12-12' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.roomOffers).toEqual([
      {
        type: 'SINGLE_AC',
        sleeps: 1,
        left: 1,
        nights: 2,
        rooms: [{ id: single.id, name: 'Single 1', stayTotal: 3000, stayTotalPaise: 300_000 }],
        minimumStay: null,
      },
      {
        type: 'FAMILY',
        sleeps: 4,
        left: 2,
        nights: 2,
        rooms: [
          { id: family[1].id, name: 'Family 1', stayTotal: 5600, stayTotalPaise: 560_000 },
          { id: family[0].id, name: 'Family 2', stayTotal: 6000, stayTotalPaise: 600_000 },
        ],
        minimumStay: null,
      },
      {
        type: 'FAMILY',
        sleeps: 5,
        left: 1,
        nights: 2,
        rooms: [{ id: bigFamily.id, name: 'Family 5', stayTotal: 9600, stayTotalPaise: 960_000 }],
        minimumStay: null,
      },
    ]);
  });

  it('refuses bad dates with the spec message', async () => {
    const answer = await gql(app, OFFERS, { checkIn: '2026-12-12', checkOut: '2026-12-10' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Check Out must be after Check In',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('nearestFreeStays', () => {
  const app = useTestApp();

  it('answers the nearest stays of as many nights on which the free rooms sleep the party, nearest first, never before today', async () => {
    const room = await createRoom(app.services, { maxCount: 2 });
    expect((await call(app, 'POST', '/api/booking', { json: quoteFor(room.id, '2026-12-10', '2026-12-12') })).status).toBe(201);

    const near = await gql(app, NEAREST, { checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2, rooms: 1 });
    expect(near.errors).toBeUndefined();
    expect(near.data.nearestFreeStays).toEqual([
      { checkIn: '2026-12-08', checkOut: '2026-12-10', rooms: 1, sleeps: 2 },
      { checkIn: '2026-12-12', checkOut: '2026-12-14', rooms: 1, sleeps: 2 },
      { checkIn: '2026-12-07', checkOut: '2026-12-09', rooms: 1, sleeps: 2 },
      { checkIn: '2026-12-13', checkOut: '2026-12-15', rooms: 1, sleeps: 2 },
    ]);

    const tooMany = await gql(app, NEAREST, { checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 3, rooms: 1 });
    expect(tooMany.data.nearestFreeStays).toEqual([]);

    const soon = await gql(app, NEAREST, { checkIn: '2026-11-22', checkOut: '2026-11-23', guests: 1, rooms: 1 });
    expect(soon.data.nearestFreeStays.map((stay: { checkIn: string }) => stay.checkIn)).toEqual([
      '2026-11-21',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('needs as many free rooms as asked for', async () => {
    const answer = await gql(app, NEAREST, { checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2, rooms: 2 });
    expect(answer.data.nearestFreeStays).toEqual([]);
  });
});
