import { Booking, BookingLine, ChannelStay } from '../src/modules/bookings';
import { Payment } from '../src/modules/billing';
import { Room } from '../src/modules/rooms';
import { StaffRole } from '../src/shared/staff-role';
import { FakeOta } from './support/fake-ota';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/*
 * An OTA's stay made a full booking when its guest comes (issue 30, item 4): the booking takes
 * the stay's nights in the same transaction, at the OTA's rent, with the OTA's reference and
 * commission; what the OTA collected is on the folio as paid but never refundable here; the
 * reports show revenue and commission by channel.
 */
const app = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
const ota = new FakeOta();
let owner: string;
let desk: string;
let housekeeping: string;
let rooms: Room[] = [];

const CONVERT = `mutation ($input: ConvertChannelStayInput!) {
  convertChannelStay(input: $input) {
    errors { field code message }
    booking {
      id bookCode channel status paymentStatus checkIn checkOut totalPaise userName
      agreedRent { nightlyRentPaise reason }
      otaSale { channel reference commissionPercent commissionPaise commission }
    }
  }
}`;
const REPORT = `query ($from: String!, $to: String!) {
  reports(from: $from, to: $to) { byChannel { channel roomNightsSold roomRevenue commission netRevenue staysNotBookedNights } }
}`;

const tokenOf = async (role: StaffRole) => {
  const email = `${role.replace('_', '-')}.ota@hotel.test`;
  await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Staff ${role}`, role);
  return (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.7')).token;
};

beforeAll(async () => {
  // The desk's day (sessions expire by the app's clock: signed in after it is set).
  app.clock.current = new Date('2027-04-01T09:00:00+05:30');
  await app.services.outbox.stop();
  await ota.start();
  owner = await app.adminToken();
  desk = await tokenOf(StaffRole.FRONT_DESK);
  housekeeping = await tokenOf(StaffRole.HOUSEKEEPING);
  rooms = [];
  for (const name of ['401', '402', '403', '404']) rooms.push(await createRoom(app.services, { name }));
});
afterAll(() => ota.stop());

/** Imports one Booking.com event for the room and answers its stay (active: it took the nights). */
async function importStay(room: Room, uid: string, checkIn: string, checkOut: string): Promise<ChannelStay> {
  const url = ota.serve(`/booking/${room.name}.ics`, [{ uid, checkIn, checkOut, summary: 'CLOSED - Not available' }]);
  const added = await gql(
    app,
    `mutation($input: AddChannelFeedInput!) { addChannelFeed(input: $input) { errors { message } feed { id added } } }`,
    { input: { roomId: room.id, channel: 'BOOKING_COM', url } },
    { token: owner },
  );
  expect(added.data.addChannelFeed.errors).toEqual([]);
  return app.database.dataSource.getRepository(ChannelStay).findOneByOrFail({ uid });
}

const saleOf = (stay: ChannelStay, overrides: Record<string, unknown> = {}) => ({
  channelStayId: stay.id,
  guest: { name: 'Meera Iyer', phone: '9876501234', email: 'meera@example.com' },
  adults: 2,
  otaReference: '4012345678',
  nightlyRent: 3000,
  commissionPercent: 15,
  otaCollected: 2000,
  ...overrides,
});

async function convert(input: Record<string, unknown>, token = desk) {
  const answer = await gql(app, CONVERT, { input }, { token });
  return answer.data?.convertChannelStay ?? answer;
}

/** The room's lines that take nights: exactly one owner per night, whatever the conversion did. */
const takingLines = (roomId: string) => app.database.dataSource.getRepository(BookingLine).findBy({ roomId, blocksRoom: true });

describe('making an OTA stay a booking at the desk', () => {
  it('hands the nights to a confirmed booking at the OTA rent, with its reference, commission and what the OTA collected', async () => {
    const stay = await importStay(rooms[0], 'bdc-1', '2027-04-01', '2027-04-03');
    const made = await convert(saleOf(stay));
    expect(made.errors).toEqual([]);
    const booking = made.booking;
    // ₹3,000 a night before GST, 2 nights, 5% GST: ₹6,300; commission 15% of ₹6,000.
    expect(booking).toMatchObject({
      channel: 'BOOKING_COM',
      status: 'CONFIRMED',
      paymentStatus: 'PART_PAID',
      checkIn: '2027-04-01',
      checkOut: '2027-04-03',
      totalPaise: 630_000,
      userName: 'Meera Iyer',
      agreedRent: { nightlyRentPaise: 300_000, reason: 'Sold on Booking.com, reference 4012345678' },
      otaSale: {
        channel: 'BOOKING_COM',
        reference: '4012345678',
        commissionPercent: 15,
        commissionPaise: 90_000,
        commission: 900,
      },
    });

    const after = await app.database.dataSource.getRepository(ChannelStay).findOneByOrFail({ id: stay.id });
    expect(after).toMatchObject({ status: 'converted', bookingId: booking.id });
    const lines = await takingLines(rooms[0].id);
    expect(lines.map((line) => [line.bookingId, line.channelStayId])).toEqual([[booking.id, null]]);

    const entries = await app.database.dataSource.getRepository(Payment).findBy({ bookingId: booking.id });
    const collected = entries.find((entry) => entry.provider === 'ota')!;
    expect(collected).toMatchObject({ method: 'ota', status: 'paid', amountPaise: 200_000, receiptNumber: null });
    expect(collected.reference).toBe('4012345678');
    expect(entries.find((entry) => entry.method === 'cod')).toMatchObject({ status: 'pending' });
    const money = await app.services.bookingMoney.of(app.database.dataSource.manager, booking.id);
    expect(money).toMatchObject({ paidPaise: 200_000, balanceDuePaise: 430_000, refundablePaise: 0 });

    const history = await app.services.audit.forBooking(booking.id);
    expect(history.map((entry) => entry.detail).join('\n')).toContain(
      `Booking.com stay made booking ${booking.bookCode} (Booking.com reference 4012345678)`,
    );
  });

  it('marks a stay the OTA collected in full as paid, with nothing to collect at the hotel', async () => {
    const stay = await importStay(rooms[1], 'bdc-2', '2027-04-02', '2027-04-03');
    const made = await convert(saleOf(stay, { otaCollected: 3150, commissionPercent: 18.5 }));
    expect(made.errors).toEqual([]);
    expect(made.booking).toMatchObject({ paymentStatus: 'PAID', totalPaise: 315_000, otaSale: { commissionPaise: 55_500 } });
    const entries = await app.database.dataSource.getRepository(Payment).findBy({ bookingId: made.booking.id });
    expect(entries.map((entry) => entry.method)).toEqual(['ota']);

    // Cancelled at the hotel, nothing goes back from here: the OTA refunds its guest itself.
    const cancelled = await gql(
      app,
      `mutation ($id: ID!) { cancelBooking(id: $id) { errors { message } } }`,
      { id: made.booking.id },
      { token: owner },
    );
    expect(cancelled.data.cancelBooking.errors).toEqual([]);
    const refunds = await app.database.dataSource.query(`SELECT count(*)::int AS n FROM refund WHERE payment_id = $1`, [
      entries[0].id,
    ]);
    expect(refunds[0].n).toBe(0);
  });

  it('keeps the booking, not the stay, when the OTA later moves or drops the event', async () => {
    const stay = await importStay(rooms[2], 'bdc-3', '2027-04-05', '2027-04-07');
    const made = await convert(saleOf(stay, { otaCollected: 0 }));
    expect(made.booking.paymentStatus).toBe('PENDING');
    const feed = await app.database.dataSource.query(`SELECT id FROM channel_feed WHERE room_id = $1`, [rooms[2].id]);
    ota.serve(`/booking/${rooms[2].name}.ics`, [{ uid: 'bdc-3', checkIn: '2027-04-06', checkOut: '2027-04-08' }]);
    await app.services.channelSync.sync(feed[0].id);
    ota.serve(`/booking/${rooms[2].name}.ics`, []);
    await app.services.channelSync.sync(feed[0].id);

    const lines = await takingLines(rooms[2].id);
    expect(lines.map((line) => [line.bookingId, line.checkIn, line.checkOut])).toEqual([
      [made.booking.id, '2027-04-05', '2027-04-07'],
    ]);
    expect(await app.database.dataSource.getRepository(ChannelStay).findOneByOrFail({ id: stay.id })).toMatchObject({
      status: 'converted',
    });
  });

  it('refuses what it cannot make a booking of, and changes nothing', async () => {
    const stay = await importStay(rooms[3], 'bdc-4', '2027-04-01', '2027-04-04');
    const refusals = [
      [{ otaReference: '' }, 'otaReference'],
      [{ otaReference: 'x'.repeat(65) }, 'otaReference'],
      [{ otaReference: '<script>' }, 'otaReference'],
      [{ nightlyRent: 0 }, 'nightlyRent'],
      [{ commissionPercent: 60 }, 'commissionPercent'],
      [{ commissionPercent: 15.555 }, 'commissionPercent'],
      [{ otaCollected: -1 }, 'otaCollected'],
      [{ otaCollected: 9999 }, 'otaCollected'],
      [{ adults: 9 }, 'bookingInfo'],
      [{ guest: { name: '', phone: '9876501234' } }, 'name'],
    ] as const;
    for (const [overrides, field] of refusals) {
      const refused = await convert(saleOf(stay, overrides));
      expect([refused.errors[0]?.field, refused.booking]).toEqual([expect.stringContaining(field), null]);
    }
    expect(await app.database.dataSource.getRepository(ChannelStay).findOneByOrFail({ id: stay.id })).toMatchObject({
      status: 'active',
      bookingId: null,
    });
    expect((await takingLines(rooms[3].id)).map((line) => line.channelStayId)).toEqual([stay.id]);
    expect(
      await app.database.dataSource.getRepository(Booking).countBy({ channel: 'booking_com' as never, checkIn: '2027-04-01' }),
    ).toBe(1);

    const housekeepers = await gql(app, CONVERT, { input: saleOf(stay) }, { token: housekeeping });
    expect(housekeepers.errors?.[0]?.message).toBe('Your role (Housekeeping) cannot do this.');
    const made = await convert(saleOf(stay));
    expect(made.errors).toEqual([]);
    const again = await convert(saleOf(stay));
    expect(again.errors[0]).toMatchObject({ code: 'DESK_BOOKING_OTA_STAY_NOT_CONVERTIBLE' });
    expect(again.errors[0].message).toContain('already a booking');
  });

  it('refuses a stay that began before today, and an unknown one', async () => {
    const room = await createRoom(app.services, { name: '405' });
    const stay = await importStay(room, 'bdc-5', '2027-04-10', '2027-04-12');
    app.clock.current = new Date('2027-04-11T09:00:00+05:30');
    try {
      const begun = await convert(saleOf(stay), await tokenOf(StaffRole.FRONT_DESK));
      expect(begun.errors[0]).toMatchObject({ code: 'DESK_BOOKING_OTA_STAY_NOT_CONVERTIBLE' });
      expect(begun.errors[0].message).toContain('began on');
    } finally {
      app.clock.current = new Date('2027-04-01T09:00:00+05:30');
    }
    const unknown = await convert(saleOf(stay, { channelStayId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.errors[0]).toMatchObject({ code: 'DESK_BOOKING_OTA_STAY_NOT_FOUND' });
  });
});

describe('revenue and commission by channel', () => {
  it('reports each channel’s nights, revenue and commission, and the OTA nights not made bookings yet', async () => {
    const room = await createRoom(app.services, { name: '406' });
    const website = await call(app, 'POST', '/api/payment/cod', {
      json: { quote: quoteFor(room.id, '2027-04-01', '2027-04-02'), paymentMethod: 'cod' },
    });
    expect(website.status).toBe(200);
    await importStay(await createRoom(app.services, { name: '407' }), 'bdc-6', '2027-04-03', '2027-04-05');

    const report = await gql(app, REPORT, { from: '2027-04-01', to: '2027-04-04' }, { token: owner });
    const byChannel = Object.fromEntries(
      (report.data.reports.byChannel as { channel: string }[]).map(({ channel, ...figures }) => [channel, figures]),
    );
    // Booking.com: 401 (1–2 Apr) and 404 (1–3 Apr) at ₹3,150 a night with GST; 402 was cancelled,
    // 403 (5–6 Apr) is out of the range. Commission 15% of ₹3,000 a night.
    expect(byChannel.BOOKING_COM).toEqual({
      roomNightsSold: 5,
      roomRevenue: 15_750,
      commission: 2_250,
      netRevenue: 13_500,
      staysNotBookedNights: 2,
    });
    expect(byChannel.WEBSITE).toMatchObject({ roomNightsSold: 1, commission: 0, staysNotBookedNights: 0 });
    expect((byChannel.WEBSITE as { roomRevenue: number }).roomRevenue).toBeGreaterThan(0);
  });
});
