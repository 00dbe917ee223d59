import { createTestHall, placeEvent } from '../../../test/support/banquet';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { BanquetEvent } from '../banquet/banquet-event.entity';
import { EventStatus } from '../banquet/event-status';
import { Payment } from '../billing/payments/payment.entity';
import { Booking } from '../bookings/booking.entity';
import { FrontDeskDay } from './front-desk.service';

const harness = useServiceHarness();
const ACTOR = { adminId: null, label: 'Desk Tester <desk@hotel.test>' };
const ID = { idType: 'voter_id', idNumber: 'ABC1234567', adults: 1 };
// The harness clock starts on 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const DAY_MINUTES = 24 * 60;

const codes = (rows: { booking: Booking }[]) => rows.map((row) => row.booking.bookCode).sort();

async function stay(guest: string, checkIn: string, checkOut: string) {
  const room = await createRoom(harness.services, { rentPerDay: 1000, name: `Room of ${guest}` });
  return harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut, { name: guest }) });
}

async function payInFull(booking: Booking) {
  const { dataSource } = harness.database;
  const { balanceDuePaise } = await harness.services.bookingMoney.of(dataSource.manager, booking.id);
  await dataSource.getRepository(Payment).insert({
    bookingId: booking.id,
    bookCode: booking.bookCode,
    provider: 'hotel',
    method: 'cash',
    status: 'paid',
    amountPaise: balanceDuePaise,
    paidAt: harness.clock.now(),
  });
}

describe('the front desk’s day', () => {
  let day: FrontDeskDay;
  const seeded: Record<string, Booking> & { dinner?: BanquetEvent; lunch?: BanquetEvent } = {};

  beforeAll(async () => {
    // Yesterday: two guests arrive and check in.
    harness.clock.advanceMinutes(-DAY_MINUTES);
    seeded.inHouse = await stay('Ira In-House', '2026-11-20', '2026-11-23');
    seeded.leaving = await stay('Dev Departing', '2026-11-20', TODAY);
    seeded.left = await stay('Lata Left', '2026-11-20', TODAY);
    for (const booking of [seeded.inHouse, seeded.leaving, seeded.left]) {
      await harness.services.stayDesk.checkIn(ACTOR, booking.id, ID);
    }
    harness.clock.reset();
    // Today: one has paid and left; one arrival is expected, one has checked in; one never came.
    await payInFull(seeded.left);
    await harness.services.stayDesk.checkOut(ACTOR, seeded.left.id);
    seeded.expected = await stay('Asha Arriving', TODAY, '2026-11-22');
    seeded.arrived = await stay('Bina Arrived', TODAY, '2026-11-23');
    await harness.services.stayDesk.checkIn(ACTOR, seeded.arrived.id, ID);
    seeded.noShow = await stay('Neel No-Show', TODAY, '2026-11-22');
    await harness.services.stayDesk.markNoShow(ACTOR, seeded.noShow.id);
    seeded.future = await stay('Farah Future', '2026-11-25', '2026-11-26');
    const holdRoom = await createRoom(harness.services, { rentPerDay: 1000 });
    seeded.hold = await harness.services.bookings.createHold(quoteFor(holdRoom.id, '2026-11-28', '2026-11-29'));
    // A room closed for sale does not count in the total.
    await createRoom(harness.services, { isAvailable: false });
    // The hall: a dinner today owing ₹1,00,000 and a lunch today settled in full; a lost enquiry
    // for today and a dinner tomorrow are not on today's board.
    const { dataSource } = harness.database;
    const hall = await createTestHall(dataSource);
    const today = (sessionId: string) => ({ hallId: hall.hall.id, sessionId, eventDate: TODAY });
    seeded.dinner = await placeEvent(dataSource, today(hall.dinner.id), EventStatus.CONFIRMED);
    await dataSource.getRepository(BanquetEvent).update(seeded.dinner.id, { totalPaise: 100_000_00 });
    seeded.lunch = await placeEvent(dataSource, today(hall.lunch.id), EventStatus.COMPLETED);
    await placeEvent(dataSource, { ...today(hall.lunch.id) }, EventStatus.LOST);
    await placeEvent(dataSource, { ...today(hall.dinner.id), eventDate: '2026-11-22' }, EventStatus.CONFIRMED);
    day = await harness.services.frontDesk.day();
  });

  it('is today’s, in the hotel’s time, when no date is given', () => {
    expect(day.date).toBe(TODAY);
  });

  it('lists arrivals (expected and checked in today), guests in house and departures (due and gone)', () => {
    expect(codes(day.arrivals)).toEqual([seeded.expected.bookCode, seeded.arrived.bookCode].sort());
    expect(codes(day.inHouse)).toEqual([seeded.inHouse.bookCode, seeded.arrived.bookCode].sort());
    expect(codes(day.departures)).toEqual([seeded.leaving.bookCode, seeded.left.bookCode].sort());
    expect(day.arrivals[0].booking.lines[0].roomName).toMatch(/^Room of /);
  });

  it('lists balances the sections above do not show (not the arrivals’ again), and live holds soonest first', () => {
    // Expected, arrived, in house and leaving owe too, and show it in their own sections.
    expect(codes(day.unpaid)).toEqual([seeded.noShow.bookCode]);
    const noShow = day.unpaid.find((row) => row.booking.id === seeded.noShow.id)!;
    // The policy keeps half of the one night: ₹500 is owed.
    expect(noShow.balanceDuePaise).toBe(50_000);
    expect(codes(day.holdsExpiring)).toEqual([seeded.hold.bookCode]);
  });

  it('puts the hall’s events of the day on the board, by session, with what each still owes', () => {
    expect(day.events.map((row) => [row.event.id, row.event.session?.name, row.balanceDuePaise])).toEqual([
      [seeded.lunch!.id, 'Lunch', 0],
      [seeded.dinner!.id, 'Dinner', 100_000_00],
    ]);
    expect(day.events[0].event.hall?.name).toBe('Shagun Banquet Hall');
  });

  it('adds the day up: rooms sold tonight of rooms for sale, arrivals, departures, cash to collect', () => {
    // Sold tonight: in house, arrived, expected (the no-show's first night is not sold, it is kept).
    expect(day.figures).toEqual({
      roomsOccupied: 3,
      roomsTotal: 8,
      arrivals: 2,
      departures: 2,
      // Expected ₹1,000 + arrived ₹2,000 + in house ₹3,000 + leaving ₹1,000.
      cashToCollectPaise: 700_000,
    });
  });

  it('shows another day: who is due in and what is sold', async () => {
    const later = await harness.services.frontDesk.day('2026-11-25');
    expect(codes(later.arrivals)).toEqual([seeded.future.bookCode]);
    expect(later.inHouse).toEqual([]);
    expect(later.figures).toMatchObject({ roomsOccupied: 1, arrivals: 1, departures: 0, cashToCollectPaise: 100_000 });
  });

  it('refuses a date that is not one', async () => {
    const error = await refusal(() => harness.services.frontDesk.day('2026-02-30'));
    expect(error).toMatchObject({ code: 'FRONT_DESK_DATE_INVALID', field: 'date' });
  });
});
