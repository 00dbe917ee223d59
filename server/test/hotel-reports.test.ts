import { EntityManager } from 'typeorm';
import { Booking } from '../src/modules/bookings/booking.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { csvCell } from '../src/modules/reports/csv';
import { adminActor } from '../src/shared/actor';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { createOrder, payInCheckout, verify } from './support/payments';
import { useTestApp } from './support/test-app';
import { createTestHall, placeEvent } from './support/banquet';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { EventStatus } from '../src/modules/banquet/event-status';

/**
 * A seeded December 2026, every figure worked out by hand below. Rooms: A ₹2,000, B ₹3,000,
 * C ₹5,000 a night, all for sale; D is closed for booking (not counted); C is blocked 10–14 Dec.
 * The hall: a confirmed dinner on 3 Dec (₹1,18,000 with GST) and a settled lunch on 20 Dec
 * (₹59,000); a cancelled event on 3 Dec and a lost enquiry are not revenue.
 */
const app = useTestApp();
let token: string;

const REPORT = `query Report($from: String!, $to: String!) {
  reports(from: $from, to: $to) {
    from to
    days { ...figures }
    months { ...figures }
    totals { ...figures }
  }
}
fragment figures on ReportRow {
  period roomNightsAvailable roomNightsSold occupancyPercent roomRevenue adr revpar
  banquetEvents banquetRevenue totalRevenue
  moneyReceived { method amount } moneyReceivedTotal refunds netReceived
}`;

const at = (iso: string) => (app.clock.current = new Date(iso));
const manager = () => app.database.dataSource.manager;
const move = (id: string, step: (manager: EntityManager, booking: Booking) => Promise<unknown>) =>
  app.database.dataSource.transaction(async (m) => step(m, await app.services.bookingLifecycle.lock(m, id)));
const payAtHotel = (roomId: string, checkIn: string, checkOut: string) =>
  app.services.payments.payAtHotel({ quote: quoteFor(roomId, checkIn, checkOut) });

/** A ledger row as the desk writes one: cash with a receipt, or the reversal of a wrong one. */
async function deskEntry(booking: Booking, amountPaise: number, paidAt: string, reverses?: string): Promise<string> {
  const payment = await manager().save(
    manager().create(Payment, {
      bookingId: booking.id,
      bookCode: booking.bookCode,
      provider: 'hotel',
      method: 'cash',
      status: reverses ? 'reversal' : 'paid',
      amountPaise,
      currency: 'INR',
      paidAt: new Date(paidAt),
      reversesPaymentId: reverses ?? null,
      recordedBy: 'Owner <owner@hotel.test>',
    }),
  );
  return payment.id;
}

beforeAll(async () => {
  token = await app.adminToken();
  const roomA = await createRoom(app.services, { name: 'A', rentPerDay: 2000 });
  const roomB = await createRoom(app.services, { name: 'B', rentPerDay: 3000 });
  const roomC = await createRoom(app.services, { name: 'C', rentPerDay: 5000 });
  await createRoom(app.services, { name: 'D', rentPerDay: 9000, isAvailable: false });

  await payAtHotel(roomB.id, '2026-11-30', '2026-12-02'); // only 1 Dec is December's
  const early = await payAtHotel(roomA.id, '2026-12-01', '2026-12-04');
  await payAtHotel(roomC.id, '2026-12-28', '2027-01-02'); // 28–31 Dec are December's
  const noShow = await payAtHotel(roomA.id, '2026-12-20', '2026-12-23');
  const stayed = await payAtHotel(roomA.id, '2026-12-07', '2026-12-09');
  const cancelled = await payAtHotel(roomA.id, '2026-12-10', '2026-12-12');
  await app.services.cancellations.cancel(cancelled.id);
  await app.services.bookings.createHold(quoteFor(roomB.id, '2026-12-10', '2026-12-12'));
  const admin = await app.services.adminAuth.authenticate(token);
  await app.services.roomBlocks.block(
    { roomId: roomC.id, from: '2026-12-10', to: '2026-12-15', reason: 'Repainting' },
    adminActor(admin),
  );

  const hall = await createTestHall(app.database.dataSource);
  const event = async (eventDate: string, sessionId: string, status: EventStatus, totalPaise: number) => {
    const placed = await placeEvent(app.database.dataSource, { hallId: hall.hall.id, sessionId, eventDate }, status);
    await manager().update(BanquetEvent, placed.id, { totalPaise });
  };
  await event('2026-12-03', hall.dinner.id, EventStatus.CONFIRMED, 118_000_00);
  await event('2026-12-03', hall.lunch.id, EventStatus.CANCELLED, 70_000_00);
  await event('2026-12-20', hall.lunch.id, EventStatus.COMPLETED, 59_000_00);
  await event('2026-12-21', hall.lunch.id, EventStatus.LOST, 80_000_00);

  // Paid online at 01:30 IST on 3 Dec, which is still 2 Dec in UTC: the money is 3 Dec's.
  at('2026-12-02T20:00:00Z');
  const order = await createOrder(app, { quote: quoteFor(roomB.id, '2026-12-03', '2026-12-05') });
  expect((await verify(app, await payInCheckout(app, order.body.data.order.id, 'upi'))).status).toBe(200);
  const online = await manager().findOneByOrFail(Payment, { razorpayOrderId: order.body.data.order.id, status: 'paid' });

  // Cash at the desk on 3 Dec (₹6,000 and a wrong ₹500), the ₹500 reversed on 4 Dec; ₹1,000 refunded on 4 Dec.
  await deskEntry(early, 600_000, '2026-12-03T04:30:00Z');
  const wrong = await deskEntry(early, 50_000, '2026-12-03T05:00:00Z');
  await deskEntry(early, -50_000, '2026-12-04T06:00:00Z', wrong);
  await manager().query(
    `INSERT INTO refund (booking_id, payment_id, amount_paise, reason, status, idempotency_key, created_at, processed_at)
     VALUES ($1, $2, 100000, 'goodwill', 'processed', $3, $4, $4)`,
    [online.bookingId, online.id, `report-test-${online.id}`, new Date('2026-12-04T07:00:00Z')],
  );

  at('2026-12-07T06:00:00Z');
  await move(stayed.id, (m, booking) => app.services.bookingLifecycle.checkIn(m, booking));
  at('2026-12-09T05:00:00Z');
  await move(stayed.id, (m, booking) => app.services.bookingLifecycle.checkOut(m, booking));
  at('2026-12-21T05:00:00Z');
  // The policy kept the first night (₹2,000 of ₹6,000): that is the no-show's revenue.
  await move(noShow.id, (m, booking) => app.services.bookingLifecycle.markNoShow(m, booking, 200_000));
  app.clock.reset(); // the admin's token would have expired in December
});

describe('reports(from, to)', () => {
  it('adds up occupancy, ADR, RevPAR, room revenue and money for a month, per day and in all', async () => {
    const reply = await gql(app, REPORT, { from: '2026-12-01', to: '2026-12-31' }, { token });
    expect(reply.errors).toBeUndefined();
    const report = reply.data.reports;
    expect(report.days).toHaveLength(31);
    expect(report.months.map((month: { period: string }) => month.period)).toEqual(['2026-12']);

    // Available: A, B and C for 31 nights (93) less C's 5 blocked nights = 88.
    // Sold: 1 Dec of the stay from 30 Nov (B), 1–3 Dec (A), 3–4 Dec (B, online), 7–8 Dec (A, checked
    // out), 20 Dec only of the no-show (A), 28–31 Dec (C) = 1 + 3 + 2 + 2 + 1 + 4 = 13 nights.
    // Revenue: 3,000 + 6,000 + 6,000 + 4,000 + 2,000 + 20,000 = ₹41,000.
    expect(report.totals).toMatchObject({
      period: '2026-12-01/2026-12-31',
      roomNightsAvailable: 88,
      roomNightsSold: 13,
      occupancyPercent: 14.77, // 13 / 88
      roomRevenue: 41000,
      adr: 3153.85, // 41,000 / 13
      revpar: 465.91, // 41,000 / 88
      banquetEvents: 2,
      banquetRevenue: 177000,
      totalRevenue: 218000,
      moneyReceived: [
        { method: 'UPI', amount: 6000 },
        { method: 'CASH', amount: 6000 },
      ],
      moneyReceivedTotal: 12000,
      refunds: 1000,
      netReceived: 11000,
    });
    expect(report.months[0]).toMatchObject({ ...report.totals, period: '2026-12' });

    const day = (date: string) => report.days.find((row: { period: string }) => row.period === date);
    expect(day('2026-12-03')).toMatchObject({
      roomNightsAvailable: 3,
      roomNightsSold: 2,
      occupancyPercent: 66.67,
      roomRevenue: 5000,
      adr: 2500,
      revpar: 1666.67,
      banquetEvents: 1,
      banquetRevenue: 118000,
      totalRevenue: 123000,
      moneyReceived: [
        { method: 'UPI', amount: 6000 },
        { method: 'CASH', amount: 6500 },
      ],
      refunds: 0,
    });
    expect(day('2026-12-04')).toMatchObject({
      roomNightsSold: 1,
      moneyReceived: [{ method: 'CASH', amount: -500 }],
      refunds: 1000,
    });
    expect(day('2026-12-12')).toMatchObject({ roomNightsAvailable: 2, roomNightsSold: 0, occupancyPercent: 0, adr: 0 });
    expect(day('2026-12-21')).toMatchObject({ roomNightsSold: 0, roomRevenue: 0 });
    expect(day('2026-12-02')).toMatchObject({ moneyReceived: [], moneyReceivedTotal: 0 });
  });

  it('splits a range into its months', async () => {
    const reply = await gql(app, REPORT, { from: '2026-11-30', to: '2027-01-01' }, { token });
    const months = reply.data.reports.months;
    expect(months.map((month: { period: string }) => month.period)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months[0]).toMatchObject({ roomNightsAvailable: 3, roomNightsSold: 1, roomRevenue: 3000 });
    expect(months[2]).toMatchObject({ roomNightsAvailable: 3, roomNightsSold: 1, roomRevenue: 5000 });
    expect(reply.data.reports.totals.roomNightsSold).toBe(15);
  });

  it('refuses bad dates and too long a range with clear messages, and anyone but an admin', async () => {
    const refusal = async (from: string, to: string) => (await gql(app, REPORT, { from, to }, { token })).errors?.[0];
    expect(await refusal('December', '2026-12-31')).toMatchObject({
      message: 'The first day must be a date (YYYY-MM-DD)',
      extensions: { code: 'BAD_USER_INPUT', field: 'from' },
    });
    expect((await refusal('2026-12-01', '2026-02-30'))?.message).toBe('The last day must be a date (YYYY-MM-DD)');
    expect((await refusal('2026-12-31', '2026-12-01'))?.message).toBe('The last day cannot be before the first day');
    expect((await refusal('2026-01-01', '2027-02-05'))?.message).toBe('A report covers at most 400 days');
    const stranger = await gql(app, REPORT, { from: '2026-12-01', to: '2026-12-31' });
    expect(stranger.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(stranger.data?.reports ?? null).toBeNull();
  });
});

describe('GET /api/admin/reports.csv', () => {
  const csv = (query: string, auth = true) =>
    fetch(`${app.baseUrl}/api/admin/reports.csv?${query}`, auth ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('writes a row per day (IST dates) and the totals, with a column per way money came', async () => {
    const reply = await csv('from=2026-12-01&to=2026-12-31&by=day');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition')).toMatch(/filename="?report-2026-12-01-to-2026-12-31-by-day\.csv"?/);
    const rows = (await reply.text()).trim().split('\r\n'); // text() drops the BOM
    expect(rows[0]).toBe(
      'Date (IST),Room nights available,Room nights sold,Occupancy (%),Room revenue (INR),ADR (INR),RevPAR (INR),' +
        'Banquet events,Banquet revenue (INR),Room and banquet revenue (INR),' +
        'Received: UPI (INR),Received: Cash (INR),Received in all (INR),Refunds (INR),Net received (INR)',
    );
    expect(rows).toHaveLength(1 + 31 + 1);
    expect(rows[3]).toBe(
      '2026-12-03,3,2,66.67,5000.00,2500.00,1666.67,1,118000.00,123000.00,6000.00,6500.00,12500.00,0.00,12500.00',
    );
    // A reversal is a negative number, not text a spreadsheet would refuse to add.
    expect(rows[4]).toBe('2026-12-04,3,1,33.33,3000.00,3000.00,1000.00,0,0.00,3000.00,0.00,-500.00,-500.00,1000.00,-1500.00');
    expect(rows[32]).toBe(
      'Total 2026-12-01 to 2026-12-31,88,13,14.77,41000.00,3153.85,465.91,2,177000.00,218000.00,6000.00,6000.00,12000.00,1000.00,11000.00',
    );
  });

  it('writes a row per month', async () => {
    const rows = (await (await csv('from=2026-11-30&to=2027-01-01&by=month')).text()).trim().split('\r\n');
    expect(rows.map((row) => row.split(',')[0])).toEqual([
      'Month (IST)',
      '2026-11',
      '2026-12',
      '2027-01',
      'Total 2026-11-30 to 2027-01-01',
    ]);
  });

  it('refuses a bad grouping or range with the message, and strangers', async () => {
    const badGrouping = await csv('from=2026-12-01&to=2026-12-31&by=week');
    expect(badGrouping.status).toBe(400);
    expect(await badGrouping.json()).toMatchObject({ success: false, message: 'Group the report by day or by month' });
    expect((await csv('from=2026-12-01')).status).toBe(400);
    expect((await csv('from=2026-12-01&to=2026-12-31', false)).status).toBe(401);
    const signedOut = await call(app, 'GET', '/api/admin/reports.csv?from=2026-12-01&to=2026-12-31', {
      token: 'not-a-token',
    });
    expect(signedOut.status).toBe(401);
  });
});

describe('CSV cells', () => {
  it('write times as the hotel’s clock reads them (IST), whatever the server’s zone', () => {
    expect(csvCell(new Date('2026-12-02T20:00:00Z'))).toBe('2026-12-03 01:30:00 IST');
  });

  it('keep negative amounts numbers but formulas text', () => {
    expect(csvCell('-500.00')).toBe('-500.00');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
  });
});
