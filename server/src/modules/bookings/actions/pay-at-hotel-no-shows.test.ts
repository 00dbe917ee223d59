import { createRoom, quoteFor } from '../../../../test/support/fixtures';
import { useServiceHarness } from '../../../../test/support/service-harness';
import { periodicWork } from '../../../jobs/periodic-work';
import { createLogger } from '../../../shared/logger';
import { AuditEntry } from '../../audit/audit-entry.entity';
import { Payment } from '../../billing/payments/payment.entity';
import { BookingLine } from '../booking-line.entity';
import { Booking } from '../booking.entity';
import { noShowDeadline } from './pay-at-hotel-no-shows';

// The harness clock reads Sat 21 Nov 2026, 10:00 in Kolkata (04:30 UTC); NO_SHOW_AFTER is its default, 23:59.
const TODAY = '2026-11-21';
const DESK = { adminId: null, label: 'Desk Tester <desk@hotel.test>' };
const LICENCE = { idType: 'driving_licence', idNumber: 'UP32 20190012345', adults: 1, children: 0 };

// The day close at DAY_CLOSE_AT would lock the days these tests go back to: closed by hand only here (day-close.test.ts).
const harness = useServiceHarness({ DAY_CLOSE_AT: 'off' });
const dataSource = () => harness.database.dataSource;

const stored = (id: string) =>
  dataSource()
    .getRepository(Booking)
    .findOneOrFail({ where: { id }, relations: { lines: true } });
const noShowEntries = (bookingId: string) => dataSource().getRepository(AuditEntry).findBy({ bookingId, action: 'no_show' });
const sweep = () => harness.services.payAtHotelNoShows.releaseDue();

/** Moves the clock to `time` (HH:MM, Kolkata) on `date`. */
function at(date: string, time: string) {
  harness.clock.current = new Date(`${date}T${time}:00+05:30`);
}

/** A website booking of one room, confirmed to pay at the hotel, nothing paid. */
async function payAtHotelStay(checkIn: string, checkOut: string) {
  const room = await createRoom(harness.services, { rentPerDay: 2000 });
  const booking = await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  return { room, booking };
}

describe('the pay-at-hotel no-show sweep (NO_SHOW_AFTER 23:59 on the arrival day)', () => {
  it('leaves an unpaid pay-at-hotel stay alone before 23:59 of its arrival day, then makes it a no-show and frees its later nights', async () => {
    const { room, booking } = await payAtHotelStay(TODAY, '2026-11-24');

    expect(await sweep()).toBe(0);
    at(TODAY, '23:58');
    expect(await sweep()).toBe(0);
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });

    at(TODAY, '23:59');
    expect(await sweep()).toBe(1);
    const noShow = await stored(booking.id);
    expect(noShow).toMatchObject({ status: 'no_show', paymentStatus: 'pending' });
    // The first night stays the guest's (the policy may charge it); the later nights are the hotel's again.
    expect(noShow.lines.map((line) => [line.checkIn, line.checkOut])).toEqual([[TODAY, '2026-11-22']]);
    const [entry] = await noShowEntries(booking.id);
    expect(entry).toMatchObject({ actor: 'system' });
    expect(entry.detail).toContain(
      `Marked ${booking.bookCode} as a no-show. Pay at hotel, nothing paid, and not checked in by 23:59`,
    );
    // The promise to pay at the hotel is void, as when the desk marks a no-show.
    const promises = await dataSource().getRepository(Payment).findBy({ bookingId: booking.id, method: 'cod' });
    expect(promises.map((promise) => promise.status)).toEqual(['cancelled']);

    const later = await harness.services.bookings.createHold(quoteFor(room.id, '2026-11-22', '2026-11-24'));
    expect(later).toMatchObject({ status: 'held', checkIn: '2026-11-22' });
  });

  it('marks each no-show once: again, from the periodic work, or two sweeps at once change nothing more', async () => {
    const { booking } = await payAtHotelStay(TODAY, '2026-11-23');
    at('2026-11-22', '09:00');
    const twoAtOnce = await Promise.all([sweep(), sweep()]);
    expect(twoAtOnce.reduce((sum, marked) => sum + marked, 0)).toBe(1);
    expect(await sweep()).toBe(0);
    await periodicWork(dataSource(), harness.services, createLogger('silent'));
    expect(await noShowEntries(booking.id)).toHaveLength(1);
  });

  it('is run by the periodic work', async () => {
    const { booking } = await payAtHotelStay(TODAY, '2026-11-23');
    at(TODAY, '23:59');
    await periodicWork(dataSource(), harness.services, createLogger('silent'));
    expect(await stored(booking.id)).toMatchObject({ status: 'no_show' });
  });

  it('leaves stays with money paid, stays checked in, future arrivals and the desk’s bookings alone', async () => {
    const partPaid = await payAtHotelStay(TODAY, '2026-11-23');
    await harness.services.deskPayments.record(DESK, { bookingId: partPaid.booking.id, amount: 500, method: 'cash' });
    const checkedIn = await payAtHotelStay(TODAY, '2026-11-23');
    await harness.services.stayActions.checkIn.run(DESK, checkedIn.booking.id, LICENCE);
    const tomorrow = await payAtHotelStay('2026-11-22', '2026-11-23');
    const deskRoom = await createRoom(harness.services);
    const { booking: phoned } = await dataSource().transaction((manager) =>
      harness.services.bookings.holdAtDesk(manager, quoteFor(deskRoom.id, TODAY, '2026-11-23'), 'phone'),
    );
    await harness.services.payments.payAtHotel({ bookingId: phoned.id, origin: { address: 'front desk', admin: true } });

    at(TODAY, '23:59');
    expect(await sweep()).toBe(0);
    expect(await stored(partPaid.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'part_paid' });
    expect(await stored(checkedIn.booking.id)).toMatchObject({ status: 'checked_in' });
    expect(await stored(tomorrow.booking.id)).toMatchObject({ status: 'confirmed' });
    expect(await stored(phoned.id)).toMatchObject({ status: 'confirmed', channel: 'phone', paymentStatus: 'pending' });

    at('2026-11-22', '23:59');
    expect(await sweep()).toBe(1);
    expect(await stored(tomorrow.booking.id)).toMatchObject({ status: 'no_show' });
    const lines = await dataSource().getRepository(BookingLine).findBy({ bookingId: partPaid.booking.id });
    expect(lines.map((line) => line.checkOut)).toEqual(['2026-11-23']);
  });
});

describe('noShowDeadline', () => {
  it('is NO_SHOW_AFTER on the arrival day in Kolkata, or the arrival time the guest gave if later', () => {
    expect(noShowDeadline('2026-11-21', null, 23 * 60 + 59).toISOString()).toBe('2026-11-21T18:29:00.000Z');
    expect(noShowDeadline('2026-11-21', '22:30', 20 * 60).toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(noShowDeadline('2026-11-21', '14:00', 20 * 60).toISOString()).toBe('2026-11-21T14:30:00.000Z');
  });
});
