import { RateRule } from '../src/modules/pricing/rate-rule.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom } from './support/fixtures';
import { gql } from './support/graphql';
import { TestApp, useTestApp } from './support/test-app';

/** Room.stayPrice(checkIn, checkOut) and the REST rooms list's stayPrice, over HTTP, priced from the owner's rules. */

const STAY_PRICE = `
  nights total totalPaise taxableValue totalTax cgst sgst ratesIncludeGst nightsDiffer
  perNight { date total taxableValue cgst sgst rate source seasonName }
  minimumStay { nights seasonName }`;
const AVAILABLE = `query ($checkIn: String!, $checkOut: String!) {
  availableRooms(checkIn: $checkIn, checkOut: $checkOut) { id stayPrice(checkIn: $checkIn, checkOut: $checkOut) { ${STAY_PRICE} } }
}`;
const ONE_ROOM = `query ($id: ID!, $checkIn: String!, $checkOut: String!) {
  room(id: $id) { id stayPrice(checkIn: $checkIn, checkOut: $checkOut) { ${STAY_PRICE} } }
}`;

function addRule(app: TestApp, rule: Partial<RateRule>) {
  return app.database.dataSource.getRepository(RateRule).save(rule);
}

async function stayPriceOf(app: TestApp, room: Room, checkIn: string, checkOut: string) {
  const response = await gql(app, ONE_ROOM, { id: room.id, checkIn, checkOut });
  expect(response.errors).toBeUndefined();
  return response.data.room.stayPrice;
}

describe('stayPrice with rents that include GST (the default)', () => {
  const app = useTestApp();

  it('prices a Friday and a dearer Saturday night apart and adds them up, GST carved out of each night', async () => {
    const room = await createRoom(app.services, { rentPerDay: 3500 });
    await addRule(app, { kind: 'weekday', roomId: room.id, weekday: 6, rentPaise: 400_000 });

    // 4 Dec 2026 is a Friday.
    const price = await stayPriceOf(app, room, '2026-12-04', '2026-12-06');
    expect(price).toEqual({
      nights: 2,
      total: 7500,
      totalPaise: 750_000,
      // ₹3,500 at 5% inclusive: ₹83.33 + ₹83.33; ₹4,000: ₹95.24 + ₹95.24.
      taxableValue: 7142.86,
      totalTax: 357.14,
      cgst: 178.57,
      sgst: 178.57,
      ratesIncludeGst: true,
      nightsDiffer: true,
      perNight: [
        {
          date: '2026-12-04',
          total: 3500,
          taxableValue: 3333.34,
          cgst: 83.33,
          sgst: 83.33,
          rate: 5,
          source: 'base',
          seasonName: null,
        },
        {
          date: '2026-12-05',
          total: 4000,
          taxableValue: 3809.52,
          cgst: 95.24,
          sgst: 95.24,
          rate: 5,
          source: 'weekday',
          seasonName: null,
        },
      ],
      minimumStay: null,
    });

    const weekdays = await stayPriceOf(app, room, '2026-12-01', '2026-12-03');
    expect(weekdays).toMatchObject({ nights: 2, total: 7000, nightsDiffer: false, minimumStay: null });
  });

  it('takes a season across its boundary at its own slab, and says when the stay is shorter than the season asks', async () => {
    const room = await createRoom(app.services, { rentPerDay: 3500, type: 'Suite' });
    await addRule(app, {
      kind: 'season',
      roomType: 'Suite',
      name: 'Wedding season',
      startsOn: '2026-12-10',
      endsOn: '2026-12-14',
      minStay: 3,
      rentPaise: 900_000,
    });

    const across = await stayPriceOf(app, room, '2026-12-08', '2026-12-11');
    expect(across.total).toBe(16_000);
    expect(across.nightsDiffer).toBe(true);
    expect(across.perNight.map((night: { rate: number; source: string }) => [night.rate, night.source])).toEqual([
      [5, 'base'],
      [5, 'base'],
      [18, 'season'],
    ]);
    expect(across.perNight[2]).toMatchObject({ total: 9000, taxableValue: 7627.12, cgst: 686.44, seasonName: 'Wedding season' });
    expect(across.minimumStay).toBeNull();

    const short = await stayPriceOf(app, room, '2026-12-11', '2026-12-13');
    expect(short).toMatchObject({ nights: 2, total: 18_000, minimumStay: { nights: 3, seasonName: 'Wedding season' } });
  });

  it('reads the rate rules once for a whole list of rooms (no query per room)', async () => {
    const rooms = await Promise.all([3100, 3200, 3300, 3400].map((rentPerDay) => createRoom(app.services, { rentPerDay })));
    await addRule(app, { kind: 'weekday', roomId: rooms[0].id, weekday: 6, rentPaise: 450_000 });
    const logger = app.database.dataSource.logger;
    const logQuery = jest.spyOn(logger, 'logQuery');
    try {
      const response = await gql(app, AVAILABLE, { checkIn: '2026-12-04', checkOut: '2026-12-06' });
      expect(response.errors).toBeUndefined();
      const listed = response.data.availableRooms.filter((room: { id: string }) => rooms.some((made) => made.id === room.id));
      expect(listed.map((room: { stayPrice: { total: number } }) => room.stayPrice.total)).toEqual([7600, 6400, 6600, 6800]);
      const ruleReads = logQuery.mock.calls.filter(([sql]) => /FROM "rate_rule"/.test(sql));
      expect(response.data.availableRooms.length).toBeGreaterThanOrEqual(4);
      expect(ruleReads).toHaveLength(1);
    } finally {
      logQuery.mockRestore();
    }
  });

  it('checks the dates as the room search does', async () => {
    const room = await createRoom(app.services);
    const backwards = await gql(app, ONE_ROOM, { id: room.id, checkIn: '2026-12-06', checkOut: '2026-12-04' });
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'Check Out must be after Check In',
      extensions: { code: 'BAD_USER_INPUT', field: 'checkOut' },
    });
    const past = await gql(app, ONE_ROOM, { id: room.id, checkIn: '2026-11-01', checkOut: '2026-11-03' });
    expect(past.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CHECK_IN_IN_PAST' });
  });

  it('gives the REST list of rooms free for dates each room’s stayPrice, and none without dates', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2200 });
    const dated = await fetch(`${app.baseUrl}/api/rooms/available?checkIn=2026-12-01&checkOut=2026-12-04`);
    const body = await dated.json();
    const listed = body.data.find((candidate: { _id: string }) => candidate._id === room.id);
    expect(listed.rentPerDay).toBe(2200);
    expect(listed.stayPrice).toMatchObject({
      nights: 3,
      total: 6600,
      ratesIncludeGst: true,
      nightsDiffer: false,
      minimumStay: null,
    });
    expect(body.rooms).toEqual(body.data);

    const undated = await (await fetch(`${app.baseUrl}/api/rooms/available`)).json();
    expect(undated.data.find((candidate: { _id: string }) => candidate._id === room.id).stayPrice).toBeUndefined();

    const wrong = await fetch(`${app.baseUrl}/api/rooms/available?checkIn=2026-12-04&checkOut=2026-12-01`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ success: false, message: 'Check Out must be after Check In' });
  });
});

describe('stayPrice with GST added to the rents (ROOM_RATES_INCLUDE_GST=false)', () => {
  const app = useTestApp({ ROOM_RATES_INCLUDE_GST: 'false' });

  it('adds each night’s GST to its rent: the rent is the taxable value', async () => {
    const room = await createRoom(app.services, { rentPerDay: 3500 });
    await addRule(app, { kind: 'weekday', roomId: room.id, weekday: 6, rentPaise: 800_000 });

    const price = await stayPriceOf(app, room, '2026-12-04', '2026-12-06');
    // ₹3,500 + 5% = ₹3,675; ₹8,000 taxable is above ₹7,500: + 18% = ₹9,440.
    expect(price).toMatchObject({ nights: 2, taxableValue: 11_500, totalTax: 1615, total: 13_115, ratesIncludeGst: false });
    expect(price.perNight.map((night: { total: number; rate: number }) => [night.total, night.rate])).toEqual([
      [3675, 5],
      [9440, 18],
    ]);
  });
});
