import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { BookingLine } from '../src/modules/bookings/booking-line.entity';
import { RateRule } from '../src/modules/pricing/rate-rule.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';
import { onPostgres } from './support/test-database';

// The test app's clock reads 2026-11-21 10:00 in Kolkata; 1 Dec 2026 is a Tuesday.
const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(app, query, variables, { token });

const ERRORS = 'errors { field code message }';
const SEASON_FIELDS = 'id name startsOn endsOn rent rentPaise minStay roomType roomId scope gstWarning';
const SET_BASE_RENT = `mutation ($input: SetBaseRentInput!) {
  setBaseRent(input: $input) { ${ERRORS} baseRent { roomType roomId rent rentPaise roomsChanged gstWarning } }
}`;
const SET_WEEKDAY_RENTS = `mutation ($input: SetWeekdayRentsInput!) {
  setWeekdayRents(input: $input) { ${ERRORS} weekdayRents { roomType roomId rents { id weekday rent gstWarning } } }
}`;
const SAVE_SEASON = `mutation ($input: SaveSeasonInput!) { saveSeason(input: $input) { ${ERRORS} season { ${SEASON_FIELDS} } } }`;
const DELETE_RULE = `mutation ($id: ID!) { deleteRateRule(id: $id) { ${ERRORS} deleted } }`;
const RATE_PLANS = `{ ratePlans {
  roomType roomId roomName scope roomCount baseRent { rent gstWarning }
  weekdayRents { weekday rent } seasons { name startsOn endsOn rent minStay scope }
} }`;
const RATE_CALENDAR = `query ($from: String!, $to: String!, $roomType: RoomType) {
  rateCalendar(from: $from, to: $to, roomType: $roomType) {
    from to ratesIncludeGst rooms { roomId roomName nights { date price rent source seasonName gstRateBp minStay } }
  }
}`;
const RENT_CHECK = `query ($rent: Float!, $from: String) {
  rentGstCheck(rent: $rent, from: $from) { rent gstRateBp taxable gst guestPays gstWarning }
}`;
const PRICE_QUOTE = `query ($quote: QuoteInput!) {
  priceQuote(quote: $quote) { nights totalPaise lines { amountPaise } tax { lines { nights { date source seasonName rate } } } }
}`;
const CREATE_BOOKING = `mutation ($quote: QuoteInput!) { createBooking(quote: $quote) { ${ERRORS} booking { id } } }`;

const setBaseRent = (input: Record<string, unknown>) => admin(SET_BASE_RENT, { input });
const setWeekdayRents = (input: Record<string, unknown>) => admin(SET_WEEKDAY_RENTS, { input });
const saveSeason = (input: Record<string, unknown>) => admin(SAVE_SEASON, { input });
const rules = () => app.database.dataSource.getRepository(RateRule).find();
const rentOf = async (roomId: string) =>
  (await app.database.dataSource.getRepository(Room).findOneByOrFail({ id: roomId })).rentPerDay;

const EIGHT_THOUSAND_WARNING =
  '₹8,000 a night including GST fits neither GST slab, so it is taxed at 18%: ₹6,779.66 plus ₹1,220.34 GST, no more than ' +
  'the ₹7,500 a rent of ₹7,875 leaves at 5%. Choose ₹7,875 or less (5%), or more than ₹8,850 (18%).';

describe('base rents', () => {
  it('sets the rent of every room of a type, or of one room, audited, and answers the GST warning with it', async () => {
    const [a, b] = [await createRoom(app.services, { type: 'Suite' }), await createRoom(app.services, { type: 'Suite' })];
    const answer = await setBaseRent({ roomType: 'SUITE', rent: 8000 });
    expect(answer.data.setBaseRent).toEqual({
      errors: [],
      baseRent: {
        roomType: 'SUITE',
        roomId: null,
        rent: 8000,
        rentPaise: 800000,
        roomsChanged: 2,
        gstWarning: EIGHT_THOUSAND_WARNING,
      },
    });
    expect([await rentOf(a.id), await rentOf(b.id)]).toEqual([8000, 8000]);

    const one = await setBaseRent({ roomId: b.id, rent: 7875 });
    expect(one.data.setBaseRent.baseRent).toMatchObject({ roomId: b.id, rent: 7875, roomsChanged: 1, gstWarning: null });
    expect([await rentOf(a.id), await rentOf(b.id)]).toEqual([8000, 7875]);

    const plans = (await admin(RATE_PLANS)).data.ratePlans.filter((plan: { roomType: string }) => plan.roomType === 'SUITE');
    expect(plans).toEqual([
      expect.objectContaining({ roomId: null, scope: 'Suite rooms', roomCount: 2, baseRent: null }), // the rooms differ now
      expect.objectContaining({
        roomId: a.id,
        roomName: a.name,
        roomCount: 1,
        baseRent: { rent: 8000, gstWarning: EIGHT_THOUSAND_WARNING },
      }),
      expect.objectContaining({ roomId: b.id, roomName: b.name, roomCount: 1, baseRent: { rent: 7875, gstWarning: null } }),
    ]);

    const audit = await app.database.dataSource
      .getRepository(AuditEntry)
      .find({ where: { action: 'rate_changed' }, order: { at: 'ASC' } });
    expect(audit.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        'Base rent of Suite rooms set to ₹8,000 (2 rooms), was ₹2,500',
        `Base rent of ${b.name} set to ₹7,875, was ₹8,000`,
      ]),
    );
    expect(audit[0].actor).toContain('owner@hotel.test');
  });

  it('warns about ₹8,000 but not ₹7,875 or ₹9,440, and says what the guest pays', async () => {
    const check = async (rent: number) => (await admin(RENT_CHECK, { rent })).data.rentGstCheck;
    expect(await check(8000)).toEqual({
      rent: 8000,
      gstRateBp: 1800,
      taxable: 6779.66,
      gst: 1220.34,
      guestPays: 8000,
      gstWarning: EIGHT_THOUSAND_WARNING,
    });
    expect(await check(7875)).toEqual({ rent: 7875, gstRateBp: 500, taxable: 7500, gst: 375, guestPays: 7875, gstWarning: null });
    expect(await check(9440)).toEqual({
      rent: 9440,
      gstRateBp: 1800,
      taxable: 8000,
      gst: 1440,
      guestPays: 9440,
      gstWarning: null,
    });
    const bad = await admin(RENT_CHECK, { rent: -1 });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Rent cannot be negative', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('refusals: a clear message at the field, and nothing changed', () => {
  it.each([
    [
      'a negative rent',
      { roomType: 'FAMILY', rent: -1 },
      [{ field: 'rent', code: 'RENT_NEGATIVE', message: 'Rent cannot be negative' }],
    ],
    ['no scope', { rent: 100 }, [{ field: 'roomType', code: 'RATE_SCOPE_INVALID', message: 'Choose a room type or one room' }]],
    [
      'both scopes',
      { roomType: 'FAMILY', roomId: '00000000-0000-4000-8000-000000000000', rent: 100 },
      [{ field: 'roomType', code: 'RATE_SCOPE_INVALID', message: 'Choose a room type or one room, not both' }],
    ],
    [
      'an unknown room',
      { roomId: '00000000-0000-4000-8000-000000000000', rent: 100 },
      [{ field: 'roomId', code: 'RATE_ROOM_NOT_FOUND', message: 'Room not found' }],
    ],
    [
      'three decimals',
      { roomType: 'FAMILY', rent: 10.005 },
      [{ field: 'rent', code: 'RENT_INVALID', message: 'Rent can have at most two decimals (paise)' }],
    ],
  ])('setBaseRent refuses %s', async (_, input, errors) => {
    const room = await createRoom(app.services, { type: 'Family', rentPerDay: 3000 });
    expect((await setBaseRent(input)).data.setBaseRent).toEqual({ errors, baseRent: null });
    expect(await rentOf(room.id)).toBe(3000);
  });

  const season = {
    roomType: 'STANDARD',
    name: 'Wedding season',
    startsOn: '2026-12-10',
    endsOn: '2026-12-15',
    rent: 5000,
    minStay: 2,
  };
  it.each([
    ['a negative rent', { rent: -500 }, [{ field: 'rent', code: 'RENT_NEGATIVE', message: 'Rent cannot be negative' }]],
    [
      'a minimum stay of 0',
      { minStay: 0 },
      [{ field: 'minStay', code: 'MINIMUM_STAY_INVALID', message: 'Minimum stay must be at least 1 night' }],
    ],
    [
      'a minimum stay below 0',
      { minStay: -2 },
      [{ field: 'minStay', code: 'MINIMUM_STAY_INVALID', message: 'Minimum stay must be at least 1 night' }],
    ],
    [
      'an end before the start',
      { endsOn: '2026-12-09' },
      [{ field: 'endsOn', code: 'SEASON_ENDS_BEFORE_START', message: 'The season cannot end before it starts' }],
    ],
    ['no name', { name: '  ' }, [{ field: 'name', code: 'SEASON_NAME_REQUIRED', message: 'Season name is required' }]],
    [
      'no scope',
      { roomType: null },
      [{ field: 'roomType', code: 'RATE_SCOPE_INVALID', message: 'Choose a room type or one room' }],
    ],
    [
      'both scopes',
      { roomId: '00000000-0000-4000-8000-000000000000' },
      [{ field: 'roomType', code: 'RATE_SCOPE_INVALID', message: 'Choose a room type or one room, not both' }],
    ],
    [
      'an unknown room',
      { roomType: null, roomId: '00000000-0000-4000-8000-000000000000' },
      [{ field: 'roomId', code: 'RATE_ROOM_NOT_FOUND', message: 'Room not found' }],
    ],
    [
      'an unknown season',
      { id: '00000000-0000-4000-8000-000000000000' },
      [{ field: null, code: 'RATE_RULE_NOT_FOUND', message: 'This season was not found' }],
    ],
  ])('saveSeason refuses %s', async (_, change, errors) => {
    const before = await rules();
    expect((await saveSeason({ ...season, ...change })).data.saveSeason).toEqual({ errors, season: null });
    expect(await rules()).toEqual(before);
  });

  it('answers every field at fault at once', async () => {
    const answer = await saveSeason({
      roomType: 'STANDARD',
      name: '',
      startsOn: '2026-12-10',
      endsOn: '2026-12-01',
      rent: -1,
      minStay: 0,
    });
    expect(answer.data.saveSeason.errors.map((error: { field: string }) => error.field)).toEqual([
      'name',
      'endsOn',
      'rent',
      'minStay',
    ]);
  });

  it('setWeekdayRents refuses a day given twice and a day out of range', async () => {
    const answer = await setWeekdayRents({
      roomType: 'STANDARD',
      rents: [
        { weekday: 6, rent: 4000 },
        { weekday: 6, rent: 4500 },
        { weekday: 7, rent: -3 },
      ],
    });
    expect(answer.data.setWeekdayRents).toEqual({
      errors: [
        { field: 'rents.1.weekday', code: 'WEEKDAY_REPEATED', message: 'Saturday has two rents: give each day one' },
        { field: 'rents.2.rent', code: 'RENT_NEGATIVE', message: 'Rent cannot be negative' },
        { field: 'rents.2.weekday', code: 'WEEKDAY_INVALID', message: 'The day must be 0 (Sunday) to 6 (Saturday)' },
      ],
      weekdayRents: null,
    });
  });

  it('is for admins only', async () => {
    const anonymous = [
      await gql(app, '{ ratePlans { scope } }'),
      await gql(app, RATE_CALENDAR, { from: '2026-12-01', to: '2026-12-31' }),
      await gql(app, RENT_CHECK, { rent: 8000 }),
      await gql(app, SET_BASE_RENT, { input: { roomType: 'DELUXE', rent: 1 } }),
      await gql(app, SET_WEEKDAY_RENTS, { input: { roomType: 'DELUXE', rents: [] } }),
      await gql(app, SAVE_SEASON, { input: season }),
      await gql(app, DELETE_RULE, { id: '00000000-0000-4000-8000-000000000000' }),
    ];
    expect(anonymous.map(errorCodes)).toEqual(Array(7).fill(['UNAUTHENTICATED']));
  });
});

describe('seasons', () => {
  it('refuses a season overlapping another of the same rooms, naming it; a room may have its own inside its type’s', async () => {
    const room = await createRoom(app.services, { type: 'DoubleAC', name: '501' });
    const diwali = await saveSeason({
      roomType: 'DOUBLE_AC',
      name: 'Diwali',
      startsOn: '2026-11-01',
      endsOn: '2026-11-05',
      rent: 6000,
    });
    expect(diwali.data.saveSeason.season).toMatchObject({
      name: 'Diwali',
      scope: 'Double AC rooms',
      minStay: 1,
      gstWarning: null,
    });

    const wedding = {
      roomType: 'DOUBLE_AC',
      name: 'Wedding season',
      startsOn: '2026-11-05',
      endsOn: '2026-11-20',
      rent: 7000,
      minStay: 2,
    };
    expect((await saveSeason(wedding)).data.saveSeason.errors).toEqual([
      {
        field: 'startsOn',
        code: 'SEASONS_OVERLAP',
        message: 'Wedding season overlaps Diwali (1–5 Nov 2026) for Double AC rooms',
      },
    ]);
    const own = await saveSeason({ ...wedding, roomType: null, roomId: room.id });
    expect(own.data.saveSeason.season).toMatchObject({ scope: 'Room 501', roomId: room.id, roomType: null });
    expect((await saveSeason({ ...wedding, startsOn: '2026-11-06' })).data.saveSeason.errors).toEqual([]);
    const plans = (await admin(RATE_PLANS)).data.ratePlans.filter((plan: { roomType: string }) => plan.roomType === 'DOUBLE_AC');
    expect(
      plans.map((plan: { scope: string; seasons: { name: string }[] }) => [plan.scope, plan.seasons.map((s) => s.name)]),
    ).toEqual([
      ['Double AC rooms', ['Diwali', 'Wedding season']],
      ['Room 501', ['Wedding season']],
    ]);

    // A change keeps to the same rule: moving Diwali into the wedding season is refused, a rename is not.
    const id = diwali.data.saveSeason.season.id;
    const moved = await saveSeason({
      id,
      roomType: 'DOUBLE_AC',
      name: 'Diwali',
      startsOn: '2026-11-04',
      endsOn: '2026-11-07',
      rent: 6000,
    });
    expect(moved.data.saveSeason.errors[0].message).toBe('Diwali overlaps Wedding season (6–20 Nov 2026) for Double AC rooms');
    const renamed = await saveSeason({
      id,
      roomType: 'DOUBLE_AC',
      name: 'Deepavali',
      startsOn: '2026-11-01',
      endsOn: '2026-11-05',
      rent: 6500,
    });
    expect(renamed.data.saveSeason.season).toMatchObject({ id, name: 'Deepavali', rent: 6500 });
    const stored = await app.database.dataSource.getRepository(RateRule).findOneByOrFail({ id });
    expect(stored).toMatchObject({ name: 'Deepavali', rentPaise: 650000, startsOn: '2026-11-01', endsOn: '2026-11-05' });

    expect((await admin(DELETE_RULE, { id })).data.deleteRateRule).toEqual({ errors: [], deleted: true });
    expect(await app.database.dataSource.getRepository(RateRule).countBy({ id })).toBe(0);
    expect((await admin(DELETE_RULE, { id })).data.deleteRateRule.errors).toEqual([
      { field: null, code: 'RATE_RULE_NOT_FOUND', message: 'This rate was not found' },
    ]);
    const details = (await app.database.dataSource.getRepository(AuditEntry).find({ where: { action: 'rate_changed' } })).map(
      (e) => e.detail,
    );
    expect(details).toEqual(
      expect.arrayContaining([
        'Season Diwali, 1–5 Nov 2026 at ₹6,000 for Double AC rooms added',
        'Season Deepavali, 1–5 Nov 2026 at ₹6,500 for Double AC rooms changed (was Diwali, 1–5 Nov 2026 at ₹6,000)',
        'Deleted the season Deepavali, 1–5 Nov 2026 at ₹6,500 for Double AC rooms',
      ]),
    );
  });

  it('lets exactly one of five overlapping seasons saved at the same moment win; the others get the clear message', async () => {
    const names = ['Holi', 'Spring fair', 'Navroz', 'Ugadi', 'Baisakhi'];
    const answers = (
      await Promise.all(
        names.map((name, index) =>
          saveSeason({ roomType: 'SINGLE', name, startsOn: `2027-03-${20 + index}`, endsOn: '2027-03-25', rent: 3000 + index }),
        ),
      )
    ).map((answer) => answer.data.saveSeason);
    const won = answers.filter((answer) => answer.season);
    expect(won).toHaveLength(1);
    const winner = won[0].season;
    const span = `${Number(winner.startsOn.slice(8))}–25 Mar 2027`;
    for (const [index, answer] of answers.entries()) {
      if (answer.season) continue;
      expect(answer.errors).toEqual([
        {
          field: 'startsOn',
          code: 'SEASONS_OVERLAP',
          message: `${names[index]} overlaps ${winner.name} (${span}) for Single rooms`,
        },
      ]);
    }
    const stored = await app.database.dataSource.getRepository(RateRule).findBy({ roomType: 'Single', kind: 'season' });
    expect(stored.map((rule) => rule.id)).toEqual([winner.id]);
  });
});

/*
 * The check before the write cannot see a season another transaction has not committed yet: the
 * exclusion constraint makes the second write wait for the first, then refuses it (23P01). That
 * refusal must read like the check's. PGlite is one connection, so this needs PostgreSQL.
 */
(onPostgres() ? describe : describe.skip)('a season saved while an overlapping one commits', () => {
  it('answers the clear message, not a server error', async () => {
    const runner = app.database.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.manager.insert(RateRule, {
        kind: 'season',
        roomType: 'Family',
        name: 'Pongal',
        startsOn: '2027-01-14',
        endsOn: '2027-01-16',
        rentPaise: 400000,
        minStay: 1,
      });
      const saving = saveSeason({
        roomType: 'FAMILY',
        name: 'Kite festival',
        startsOn: '2027-01-15',
        endsOn: '2027-01-17',
        rent: 4200,
      });
      await waitUntilALockIsAwaited();
      await runner.commitTransaction();
      expect((await saving).data.saveSeason).toEqual({
        errors: [
          {
            field: 'startsOn',
            code: 'SEASONS_OVERLAP',
            message: 'Kite festival overlaps Pongal (14–16 Jan 2027) for Family rooms',
          },
        ],
        season: null,
      });
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  });
});

/** Waits until some statement of this database waits for a lock (the save behind the open insert). */
async function waitUntilALockIsAwaited(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [{ waiting }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('No statement waited for the open transaction');
}

describe('weekday rents', () => {
  it('replaces a scope’s weekday rents; an empty list clears them', async () => {
    const set = await setWeekdayRents({
      roomType: 'SINGLE_AC',
      rents: [
        { weekday: 0, rent: 3500 },
        { weekday: 6, rent: 8000 },
      ],
    });
    expect(set.data.setWeekdayRents).toMatchObject({
      errors: [],
      weekdayRents: {
        roomType: 'SINGLE_AC',
        rents: [
          { weekday: 0, rent: 3500, gstWarning: null },
          { weekday: 6, rent: 8000, gstWarning: EIGHT_THOUSAND_WARNING },
        ],
      },
    });
    await setWeekdayRents({ roomType: 'SINGLE_AC', rents: [{ weekday: 5, rent: 3000 }] });
    const stored = await app.database.dataSource.getRepository(RateRule).findBy({ roomType: 'SingleAC', kind: 'weekday' });
    expect(stored.map((rule) => [rule.weekday, rule.rentPaise])).toEqual([[5, 300000]]);
    await setWeekdayRents({ roomType: 'SINGLE_AC', rents: [] });
    expect(await app.database.dataSource.getRepository(RateRule).countBy({ roomType: 'SingleAC' })).toBe(0);
  });
});

describe('the server prices weekend and season nights', () => {
  it('in priceQuote, createBooking and the rate calendar; a stay shorter than the season asks is refused', async () => {
    const room = await createRoom(app.services, { type: 'Double', name: '601', rentPerDay: 2500 });
    await setWeekdayRents({ roomType: 'DOUBLE', rents: [{ weekday: 6, rent: 4000 }] });
    await saveSeason({
      roomId: room.id,
      name: 'Wedding season',
      startsOn: '2026-12-10',
      endsOn: '2026-12-12',
      rent: 9440,
      minStay: 2,
    });

    // Fri 4 and Sat 5 Dec: the base rent, then the Saturday rent.
    const weekend = (await admin(PRICE_QUOTE, { quote: quoteFor(room.id, '2026-12-04', '2026-12-06') })).data.priceQuote;
    expect(weekend.totalPaise).toBe(650000);
    expect(weekend.tax.lines[0].nights).toEqual([
      { date: '2026-12-04', source: 'base', seasonName: null, rate: 5 },
      { date: '2026-12-05', source: 'weekday', seasonName: null, rate: 5 },
    ]);

    const short = await admin(PRICE_QUOTE, { quote: quoteFor(room.id, '2026-12-10', '2026-12-11') });
    expect(short.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Stays in Wedding season need at least 2 nights/),
      extensions: { code: 'BAD_USER_INPUT', reason: 'MINIMUM_STAY' },
    });

    // Wed 9 to Sat 12 Dec: a base night, then two season nights at the 18% slab.
    const booked = await gql(app, CREATE_BOOKING, { quote: quoteFor(room.id, '2026-12-09', '2026-12-12') });
    expect(booked.data.createBooking.errors).toEqual([]);
    const line = await app.database.dataSource
      .getRepository(BookingLine)
      .findOneByOrFail({ bookingId: booked.data.createBooking.booking.id });
    expect(line.amountPaise).toBe(250000 + 2 * 944000);
    expect(line.nightPrices.map((night) => [night.date, night.chargedPaise, night.source, night.rateBp])).toEqual([
      ['2026-12-09', 250000, 'base', 500],
      ['2026-12-10', 944000, 'season', 1800],
      ['2026-12-11', 944000, 'season', 1800],
    ]);

    const calendar = (await admin(RATE_CALENDAR, { from: '2026-12-04', to: '2026-12-12', roomType: 'DOUBLE' })).data.rateCalendar;
    expect(calendar).toMatchObject({ from: '2026-12-04', to: '2026-12-12', ratesIncludeGst: true });
    const nights = calendar.rooms.find((r: { roomId: string }) => r.roomId === room.id).nights;
    expect(
      nights.map((n: { date: string; price: number; source: string; minStay: number }) => [
        n.date.slice(8),
        n.price,
        n.source,
        n.minStay,
      ]),
    ).toEqual([
      ['04', 2500, 'BASE', 1],
      ['05', 4000, 'WEEKDAY', 1],
      ['06', 2500, 'BASE', 1],
      ['07', 2500, 'BASE', 1],
      ['08', 2500, 'BASE', 1],
      ['09', 2500, 'BASE', 1],
      ['10', 9440, 'SEASON', 2],
      ['11', 9440, 'SEASON', 2],
      ['12', 9440, 'SEASON', 2],
    ]);
    expect(nights[6]).toMatchObject({ seasonName: 'Wedding season', gstRateBp: 1800, rent: 9440 });
  });

  it('shows at most 62 nights, and only the rooms of the type asked for', async () => {
    const tooLong = await admin(RATE_CALENDAR, { from: '2026-12-01', to: '2027-02-01' });
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'Show between 1 and 62 nights',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const backwards = await admin(RATE_CALENDAR, { from: '2026-12-05', to: '2026-12-04' });
    expect(backwards.errors?.[0].message).toBe('Show between 1 and 62 nights');
    const room = await createRoom(app.services, { type: 'Standard', name: '701' });
    const calendar = (await admin(RATE_CALENDAR, { from: '2027-01-01', to: '2027-01-31', roomType: 'STANDARD' })).data
      .rateCalendar;
    expect(calendar.rooms.map((r: { roomId: string }) => r.roomId)).toContain(room.id);
    expect(calendar.rooms.every((r: { nights: unknown[] }) => r.nights.length === 31)).toBe(true);
    const deluxe = (await admin(RATE_CALENDAR, { from: '2027-01-01', to: '2027-01-02', roomType: 'DELUXE' })).data.rateCalendar;
    expect(deluxe.rooms.map((r: { roomId: string }) => r.roomId)).not.toContain(room.id);
  });
});
