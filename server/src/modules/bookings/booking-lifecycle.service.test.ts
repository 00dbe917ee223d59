import { DataSource, EntityManager } from 'typeorm';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { BookingLifecycle } from './booking-lifecycle.service';
import { BookingLine } from './booking-line.entity';
import { Booking, BookingPaymentStatus, BookingStatus } from './booking.entity';
import { canMove, TRANSITIONS } from './booking-transitions';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';

const harness = useServiceHarness();
let dataSource: DataSource;
let lifecycle: BookingLifecycle;
beforeAll(() => {
  dataSource = harness.database.dataSource;
  lifecycle = harness.services.bookingLifecycle;
});

const stored = (id: string) => dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: true } });

/** Runs one transition the way callers do: in a transaction, on the locked booking. */
const move = (id: string, step: (manager: EntityManager, booking: Booking) => Promise<unknown>) =>
  dataSource.transaction(async (manager) => step(manager, await lifecycle.lock(manager, id)));

async function confirmedStay(checkIn: string, checkOut: string, roomOverrides = {}) {
  const room = await createRoom(harness.services, roomOverrides);
  const booking = await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  return { room, booking };
}

describe('the booking state machine', () => {
  it('allows each named transition only from its statuses', () => {
    expect(canMove(BookingStatus.CONFIRMED, 'checkIn')).toBe(true);
    expect(canMove(BookingStatus.CANCELLED, 'checkIn')).toBe(false);
    expect(canMove(BookingStatus.CONFIRMED, 'checkOut')).toBe(false);
    expect(canMove(BookingStatus.CHECKED_IN, 'checkOut')).toBe(true);
    expect(canMove(BookingStatus.CHECKED_OUT, 'cancel')).toBe(false);
    expect(canMove(BookingStatus.CHECKED_IN, 'moveRoom')).toBe(true);
    expect(canMove(BookingStatus.CONFIRMED, 'moveRoom')).toBe(false);
    expect(canMove(BookingStatus.CHECKED_IN, 'postCharge')).toBe(true);
    expect(canMove(BookingStatus.CHECKED_OUT, 'postCharge')).toBe(false);
    expect(canMove(BookingStatus.CONFIRMED, 'reverseCharge')).toBe(false);
    expect(Object.keys(TRANSITIONS).sort()).toEqual(
      [
        'cancel',
        'changeStay',
        'checkIn',
        'checkOut',
        'confirm',
        'expire',
        'extendStay',
        'hold',
        'markNoShow',
        'moveRoom',
        'postCharge',
        'relocate',
        'reverseCharge',
      ].sort(),
    );
  });

  it('refuses an illegal step with a coded domain error and changes nothing', async () => {
    const { booking } = await confirmedStay(TODAY, '2026-11-23');
    const error = await refusal(() => move(booking.id, (manager, locked) => lifecycle.checkOut(manager, locked)));
    expect(error).toMatchObject({
      code: 'BOOKING_TRANSITION_NOT_ALLOWED',
      message: 'Only a booking that is checked in can be checked out. This one is confirmed.',
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });

    await harness.services.cancellations.cancel(booking.id);
    const checkIn = await refusal(() => move(booking.id, (manager, locked) => lifecycle.checkIn(manager, locked)));
    expect(checkIn.message).toBe('Only a booking that is confirmed can be checked in. This one is cancelled.');
    expect(await stored(booking.id)).toMatchObject({ status: 'cancelled' });
  });
});

describe('checking in and out', () => {
  it('checks a guest in on the arrival day, keeps the room taken, and checks them out', async () => {
    const { room, booking } = await confirmedStay(TODAY, '2026-11-24');
    await move(booking.id, (manager, locked) => lifecycle.checkIn(manager, locked));
    expect(await stored(booking.id)).toMatchObject({ status: 'checked_in' });
    const stay = { checkIn: TODAY, checkOut: '2026-11-24' };
    expect(await harness.services.occupancy.takenRoomIds(dataSource.manager, [room.id], stay)).toEqual([room.id]);

    await move(booking.id, (manager, locked) => lifecycle.checkOut(manager, locked));
    const after = await stored(booking.id);
    expect(after.status).toBe('checked_out');
    // Leaving on the first day gives the later nights back; the night slept stays on the books.
    expect(after.lines[0]).toMatchObject({ checkIn: TODAY, checkOut: '2026-11-22' });
    const later = { checkIn: '2026-11-22', checkOut: '2026-11-24' };
    expect(await harness.services.occupancy.takenRoomIds(dataSource.manager, [room.id], later)).toEqual([]);
  });

  it('refuses to check in before the arrival day', async () => {
    const { booking } = await confirmedStay('2026-11-25', '2026-11-26');
    const error = await refusal(() => move(booking.id, (manager, locked) => lifecycle.checkIn(manager, locked)));
    expect(error.code).toBe('BOOKING_NOT_ARRIVAL_DAY');
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed' });
  });

  it('marks a no-show from the arrival day and frees the nights after the first', async () => {
    const { room, booking } = await confirmedStay(TODAY, '2026-11-24');
    await move(booking.id, (manager, locked) => lifecycle.markNoShow(manager, locked));
    expect(await stored(booking.id)).toMatchObject({ status: 'no_show', lines: [{ checkOut: '2026-11-22' }] });
    const next = await harness.services.bookings.createHold(quoteFor(room.id, '2026-11-22', '2026-11-24'));
    expect(next.status).toBe('held');
    // The kept first night stays taken: availability does not offer what the constraint refuses.
    const firstNight = { checkIn: TODAY, checkOut: '2026-11-22' };
    expect(await harness.services.occupancy.takenRoomIds(dataSource.manager, [room.id], firstNight)).toEqual([room.id]);
  });
});

describe('payment status agrees with the booking', () => {
  it('owes nothing once an unpaid pay-at-hotel booking is cancelled', async () => {
    const { booking } = await confirmedStay('2026-12-10', '2026-12-12');
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
    await harness.services.cancellations.cancel(booking.id);
    expect(await stored(booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'void' });
  });

  it('owes nothing once a hold expires, and the room is free again', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-14', '2026-12-15'));
    harness.clock.advanceMinutes(16);
    await harness.services.bookings.expireHolds();
    expect(await stored(booking.id)).toMatchObject({
      status: 'expired',
      paymentStatus: 'void',
      lines: [{ blocksRoom: false }],
    });
  });

  it('is guarded by the database: an ended booking cannot owe money, a live one cannot be void', async () => {
    const { booking } = await confirmedStay('2026-12-16', '2026-12-17');
    await expect(dataSource.query(`UPDATE booking SET status = 'cancelled' WHERE id = $1`, [booking.id])).rejects.toMatchObject({
      message: expect.stringContaining('booking_ended_owes_nothing'),
    });
    await expect(
      dataSource.query(`UPDATE booking SET payment_status = 'void' WHERE id = $1`, [booking.id]),
    ).rejects.toMatchObject({
      message: expect.stringContaining('booking_void_only_when_ended'),
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: BookingPaymentStatus.PENDING });
  });
});

describe('changing a stay', () => {
  it('moves every room to the new dates at the new price, and refuses nights someone else holds', async () => {
    const { room, booking } = await confirmedStay('2026-12-20', '2026-12-22', { rentPerDay: 1000 });
    const quote = await harness.services.bookings.price(quoteFor(room.id, '2026-12-21', '2026-12-24'));
    await move(booking.id, (manager, locked) => lifecycle.changeStay(manager, locked, quote));
    expect(await stored(booking.id)).toMatchObject({
      checkIn: '2026-12-21',
      checkOut: '2026-12-24',
      nights: 3,
      totalPaise: 3000_00,
      lines: [{ checkIn: '2026-12-21', checkOut: '2026-12-24', blocksRoom: true }],
    });

    const other = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-26', '2026-12-27'));
    const clash = await harness.services.bookings.price(quoteFor(room.id, '2026-12-25', '2026-12-27'));
    await expect(move(booking.id, (manager, locked) => lifecycle.changeStay(manager, locked, clash))).rejects.toMatchObject({
      message: expect.stringContaining('booking_line_no_overlap'),
    });
    expect(await stored(booking.id)).toMatchObject({ checkIn: '2026-12-21', checkOut: '2026-12-24' });
    expect(await stored(other.id)).toMatchObject({ status: 'held' });
  });
});

describe('one quote checker', () => {
  it('refuses, for the price and for the hold alike, more guests than the room sleeps', async () => {
    const room = await createRoom(harness.services, { maxCount: 2 });
    const pax = [{ name: 'A' }, { name: 'B' }, { name: 'C', adultStatus: 'child', age: 7 }];
    const quote = quoteFor(room.id, '2026-12-01', '2026-12-02', { bookingInfo: [{ roomId: room.id, pax }] });
    const priced = await refusal(() => harness.services.bookings.price(quote));
    const held = await refusal(() => harness.services.bookings.createHold(quote));
    expect(priced).toMatchObject({ code: 'TOO_MANY_GUESTS', message: `${room.name} takes at most 2 guests` });
    expect(held).toMatchObject({ code: priced.code, message: priced.message, field: priced.field });
    expect(await dataSource.getRepository(BookingLine).countBy({ roomId: room.id })).toBe(0);
  });
});
