import { randomUUID } from 'node:crypto';
import { Like } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { ClosedDay } from '../src/modules/billing/day-lock/closed-day.entity';
import { PostedNight } from '../src/modules/billing/day-lock/posted-night.entity';
import { BookingLine } from '../src/modules/bookings/booking-line.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { DayCloseRun } from '../src/modules/day-close/day-close-run.entity';
import { createServices, Services } from '../src/services';
import { addDays } from '../src/shared/dates';
import { Actor } from '../src/shared/actor';
import { StaffRole } from '../src/shared/staff-role';
import { createLogger } from '../src/shared/logger';
import { createRoom, quoteFor } from './support/fixtures';
import { refusal, useServiceHarness } from './support/service-harness';
import { onPostgres } from './support/test-database';

// Each test prepares its own day (the file shares one database): the first is Sat 21 Nov 2026,
// closed in the small hours of the 22nd.
const DAY = '2026-11-21';
const LICENCE = { idType: 'driving_licence', idNumber: 'UP32 20190012345', adults: 1, children: 0 };
const OWNER: Actor = { adminId: null, label: 'system' };
const RECEPTIONIST: Actor = { adminId: randomUUID(), label: 'Reena Desk <reena@hotel.test>', role: StaffRole.FRONT_DESK };
const THE_OWNER: Actor = { adminId: randomUUID(), label: 'Owner <owner@hotel.test>', role: StaffRole.OWNER };

const harness = useServiceHarness();
const dataSource = () => harness.database.dataSource;
const services = () => harness.services;
const at = (date: string, time: string) => (harness.clock.current = new Date(`${date}T${time}:00+05:30`));
const closesOf = (date: string) =>
  dataSource()
    .getRepository(AuditEntry)
    .countBy({ action: 'day_closed', detail: Like(`Day ${date} closed:%`) });
const stored = (id: string) => dataSource().getRepository(Booking).findOneByOrFail({ id });

/** A day: a pay-at-hotel no-show, an overstay, a paid arrival never checked in, a guest in the house. */
async function prepareDay(date: string, s: Services = services()) {
  const rooms = await Promise.all(
    ['101', '102', '103', '104'].map((name) => createRoom(s, { name: `${name}-${randomUUID().slice(0, 4)}`, rentPerDay: 2000 })),
  );
  at(addDays(date, -2), '12:00');
  const overstay = await s.payments.payAtHotel({
    quote: quoteFor(rooms[0].id, addDays(date, -2), date, { name: 'Olga Overstay' }),
  });
  await s.stayDesk.checkIn(OWNER, overstay.id, LICENCE);
  at(addDays(date, -1), '12:00');
  const inHouse = await s.payments.payAtHotel({
    quote: quoteFor(rooms[1].id, addDays(date, -1), addDays(date, 2), { name: 'Ishaan Inhouse' }),
  });
  await s.stayDesk.checkIn(OWNER, inHouse.id, LICENCE);
  at(date, '10:00');
  const noShow = await s.payments.payAtHotel({ quote: quoteFor(rooms[2].id, date, addDays(date, 2), { name: 'Nina Noshow' }) });
  const arrival = await s.payments.payAtHotel({
    quote: quoteFor(rooms[3].id, date, addDays(date, 1), { name: 'Arjun Arrival' }),
  });
  await s.deskPayments.record(OWNER, { bookingId: arrival.id, amount: 500, method: 'UPI', reference: 'UPI-000001' });
  return { overstay, inHouse, noShow, arrival };
}

describe('the day close (night audit)', () => {
  it('marks the no-show, flags the overstay and the missed arrival, posts the nights, reports and locks the day', async () => {
    const day = await prepareDay(DAY);
    at(DAY, '18:00');
    const preview = await services().dayClose.view(DAY);
    expect(preview.state).toBe('open');
    expect(preview.summary.noShows.map((stay) => stay.bookCode)).toEqual([day.noShow.bookCode]);
    expect(await stored(day.noShow.id)).toMatchObject({ status: 'confirmed' });

    at('2026-11-22', '04:30');
    expect(await services().dayClose.closeDueDay()).toBe(DAY);

    expect(await stored(day.noShow.id)).toMatchObject({ status: 'no_show' });
    const run = await dataSource().getRepository(DayCloseRun).findOneByOrFail({ date: DAY });
    expect(run.state).toBe('closed');
    const summary = run.summary!;
    expect(summary.noShows.map((stay) => stay.bookCode)).toEqual([day.noShow.bookCode]);
    expect(summary.overstays.map((stay) => stay.bookCode)).toEqual([day.overstay.bookCode]);
    expect(summary.arrivalsNotCheckedIn.map((stay) => stay.bookCode)).toEqual([day.arrival.bookCode]);
    // The arrival paid ₹500 of ₹2,000; the pay-at-hotel in-house guest and the overstay owe it all.
    expect(summary.unpaid.find((stay) => stay.bookingId === day.arrival.id)?.balanceDuePaise).toBe(150_000);

    // Only the guest in the house slept here that night: its night is posted at its booked price.
    const posted = await dataSource().getRepository(PostedNight).findBy({ night: DAY });
    const [line] = await dataSource().getRepository(BookingLine).findBy({ bookingId: day.inHouse.id });
    const priced = line.nightPrices.find((night) => night.date === DAY)!;
    expect(posted.map((night) => [night.bookingId, night.amountPaise, night.cgstPaise + night.sgstPaise])).toEqual([
      [day.inHouse.id, priced.chargedPaise, priced.cgstPaise + priced.sgstPaise],
    ]);

    // The report: 3 of 4 rooms sold that night (the guest in house, the no-show's first night, the arrival), the UPI money.
    expect(summary.report).toMatchObject({ roomNightsSold: 3, roomNightsAvailable: 4 });
    expect(summary.report.moneyReceived).toEqual([{ method: 'upi', paise: 50_000 }]);
    expect(await dataSource().getRepository(ClosedDay).existsBy({ date: DAY })).toBe(true);
    expect(await closesOf(DAY)).toBe(1);

    // Closing it again, or the periodic work again, changes nothing.
    expect(await services().dayClose.closeDueDay()).toBeNull();
    const again = await services().dayClose.close(THE_OWNER, DAY);
    expect(again.state).toBe('closed');
    expect(await closesOf(DAY)).toBe(1);
  });

  it('locks the closed day: a change of its nights or a payment dated that day needs the owner, and leaves an audit line', async () => {
    const date = '2026-11-25';
    const day = await prepareDay(date);
    at('2026-11-26', '04:30');
    await services().dayClose.close(THE_OWNER, date);

    // The overstay's extension to the 27th takes the night of the 25th: refused for the receptionist.
    const extend = { bookingId: day.overstay.id, checkOut: '2026-11-27' };
    const refused = await refusal(() => services().bookingChanges.changeStay(RECEPTIONIST, extend));
    expect(refused).toMatchObject({ code: 'DAY_CLOSED', kind: 'forbidden' });
    expect(refused.message).toBe(
      'Wed, 25 Nov 2026 is closed: only the owner can make a change of a stay’s nights that touches a closed day.',
    );
    expect(await stored(day.overstay.id)).toMatchObject({ checkOut: date });

    // A payment dated the closed day (the day closed early by hand, money still coming): the owner only.
    at(date, '23:30');
    const payment = await refusal(() =>
      services().deskPayments.record(RECEPTIONIST, {
        bookingId: day.inHouse.id,
        amount: 100,
        method: 'UPI',
        reference: 'UPI-000009',
      }),
    );
    expect(payment.code).toBe('DAY_CLOSED');
    await services().deskPayments.record(THE_OWNER, {
      bookingId: day.inHouse.id,
      amount: 100,
      method: 'UPI',
      reference: 'UPI-000009',
    });

    at('2026-11-26', '09:00');
    await services().bookingChanges.changeStay(THE_OWNER, extend);
    expect(await stored(day.overstay.id)).toMatchObject({ checkOut: '2026-11-27' });
    const lines = await dataSource().getRepository(AuditEntry).findBy({ action: 'closed_day_changed' });
    expect(lines.map((line) => [line.actor, line.detail])).toEqual(
      expect.arrayContaining([
        [THE_OWNER.label, 'Closed day Wed, 25 Nov 2026 changed by the owner: a desk payment.'],
        [THE_OWNER.label, 'Closed day Wed, 25 Nov 2026 changed by the owner: a change of a stay’s nights.'],
      ]),
    );
    // A day not closed is free to change.
    const open = await services().bookingChanges.changeStay(RECEPTIONIST, { bookingId: day.inHouse.id, checkOut: '2026-11-28' });
    expect(open.booking.checkOut).toBe('2026-11-28');
  });

  (onPostgres() ? it : it.skip)('runs once when two app instances close the day at the same moment', async () => {
    const date = '2026-11-30';
    const day = await prepareDay(date);
    const second = createDataSource({ url: (dataSource().options as { url: string }).url, poolSize: 4 });
    await second.initialize();
    try {
      const other = createServices(second, harness.config, createLogger('silent'), harness.clock.now);
      at('2026-12-01', '04:30');
      const results = await Promise.allSettled([services().dayClose.closeDueDay(), other.dayClose.closeDueDay()]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const ran = results.map((result) => (result as PromiseFulfilledResult<string | null>).value).filter(Boolean);
      expect(ran).toEqual([date]);
      expect(await closesOf(date)).toBe(1);
      expect(await dataSource().getRepository(AuditEntry).countBy({ action: 'no_show', bookingId: day.noShow.id })).toBe(1);
      expect(await dataSource().getRepository(PostedNight).countBy({ night: date })).toBe(1);
      // By hand on both at once: the closed day answers, nothing runs again.
      const byHand = await Promise.all([services().dayClose.close(THE_OWNER, date), other.dayClose.close(THE_OWNER, date)]);
      expect(byHand.map((view) => view.state)).toEqual(['closed', 'closed']);
      expect(await closesOf(date)).toBe(1);
    } finally {
      await second.destroy();
    }
  });
});
