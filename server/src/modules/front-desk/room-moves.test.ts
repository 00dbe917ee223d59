import { DataSource } from 'typeorm';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Actor } from '../../shared/actor';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Payment } from '../billing/payments/payment.entity';
import { TaxDocument } from '../billing/documents/tax-document.entity';
import { BookingLine } from '../bookings/booking-line.entity';
import { BookingPax } from '../bookings/booking-pax.entity';
import { Booking } from '../bookings/booking.entity';
import { Room } from '../rooms/room.entity';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const TOMORROW = '2026-11-22';
const DESK: Actor = { adminId: null, label: 'Desk Tester <desk@hotel.test>' };
const AADHAAR = { idType: 'aadhaar', idNumber: '1234 5678 9012', adults: 1, children: 0 };
const DAY_MINUTES = 24 * 60;

const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => (dataSource = harness.database.dataSource));

const desk = () => harness.services.stayDesk;
const linesOf = (bookingId: string) =>
  dataSource.getRepository(BookingLine).find({ where: { bookingId }, order: { checkIn: 'ASC' }, relations: { pax: true } });
const storedBooking = (id: string) => dataSource.getRepository(Booking).findOneByOrFail({ id });
const storedRoom = (id: string) => dataSource.getRepository(Room).findOneByOrFail({ id });
const freeRoomIds = async (checkIn: string, checkOut: string) =>
  (await harness.services.availability.availableRooms({ checkIn, checkOut, guests: 1 })).map((room) => room.id);

async function guestIn(checkIn: string, checkOut: string, rentPerDay = 2000, name?: string) {
  const room = await createRoom(harness.services, { rentPerDay, ...(name ? { name } : {}) });
  const booking = await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  await desk().checkIn(DESK, booking.id, AADHAAR);
  return { room, booking };
}

/** Money taken at the desk, as a ledger entry (the desk-payments service writes the same row). */
async function paidInFull(booking: Booking) {
  await dataSource.getRepository(Payment).insert({
    bookingId: booking.id,
    bookCode: booking.bookCode,
    provider: 'hotel',
    method: 'cash',
    status: 'paid',
    amountPaise: booking.totalPaise,
    currency: 'INR',
    paidAt: harness.clock.now(),
  });
  await dataSource.transaction(async (manager) => {
    const locked = await harness.services.bookingLifecycle.lock(manager, booking.id);
    await harness.services.bookingMoney.settle(manager, locked, 'cash');
  });
}

describe('moving a guest in the house to another room', () => {
  it('moves the nights from tonight at the price booked; the old room is free and dirty, the new one taken; audited', async () => {
    const { room: old, booking } = await guestIn(TODAY, '2026-11-24', 2000, '404');
    const better = await createRoom(harness.services, { name: '405', rentPerDay: 3500 });
    harness.clock.advanceMinutes(DAY_MINUTES);

    const moved = await desk().moveRoom(DESK, { bookingId: booking.id, toRoomId: better.id, reason: '  AC not   cooling ' });

    const lines = await linesOf(booking.id);
    expect(lines).toMatchObject([
      { roomId: old.id, checkIn: TODAY, checkOut: TOMORROW, blocksRoom: true, amountPaise: 200_000, pax: [] },
      { roomId: better.id, roomName: '405', checkIn: TOMORROW, checkOut: '2026-11-24', blocksRoom: true, amountPaise: 400_000 },
    ]);
    expect(lines[1].pax).toHaveLength(1);
    expect(lines[0].nightPrices.map((night) => night.date)).toEqual([TODAY]);
    expect(lines[1].nightPrices.map((night) => [night.date, night.chargedPaise])).toEqual([
      [TOMORROW, 200_000],
      ['2026-11-23', 200_000],
    ]);
    for (const line of lines) expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.amountPaise);
    expect(await storedBooking(booking.id)).toMatchObject({ totalPaise: 600_000, checkIn: TODAY, checkOut: '2026-11-24' });
    expect(moved.lines).toHaveLength(2);

    expect(await freeRoomIds(TOMORROW, '2026-11-24')).toContain(old.id);
    expect(await freeRoomIds(TOMORROW, '2026-11-24')).not.toContain(better.id);
    expect(await storedRoom(old.id)).toMatchObject({ housekeepingStatus: 'dirty', housekeepingStatusBy: DESK.label });
    const statuses = await harness.services.housekeeping.roomStatuses();
    expect(statuses.find((entry) => entry.roomId === old.id)).toMatchObject({ occupied: false, status: 'dirty' });
    expect(statuses.find((entry) => entry.roomId === better.id)).toMatchObject({ occupied: true });

    const audit = await dataSource.getRepository(AuditEntry).findOneByOrFail({ bookingId: booking.id, action: 'room_moved' });
    expect(audit).toMatchObject({
      actor: DESK.label,
      roomId: better.id,
      detail: `Moved ${booking.bookCode} from Room 404 to Room 405 from Sun, 22 Nov 2026 (2 nights), price as booked: AC not cooling`,
    });

    // At check-out the invoice shows both rooms, the total unchanged, and the room left becomes dirty.
    harness.clock.advanceMinutes(2 * DAY_MINUTES);
    await paidInFull(await storedBooking(booking.id));
    await desk().checkOut(DESK, booking.id);
    const invoice = await dataSource.getRepository(TaxDocument).findOneByOrFail({ bookingId: booking.id, kind: 'invoice' });
    expect(invoice.lines.map((line) => [line.description.split(',')[0], line.quantity, line.totalPaise])).toEqual([
      ['Room 404 (Deluxe)', 1, 200_000],
      ['Room 405 (Deluxe)', 2, 400_000],
    ]);
    expect(await storedRoom(better.id)).toMatchObject({ housekeepingStatus: 'dirty' });
  });

  it('moves the whole line when no night was slept yet (the arrival day)', async () => {
    const { room: old, booking } = await guestIn(TODAY, '2026-11-23');
    const other = await createRoom(harness.services);
    await desk().moveRoom(DESK, { bookingId: booking.id, roomId: old.id, toRoomId: other.id, reason: 'Noisy street side' });
    expect(await linesOf(booking.id)).toMatchObject([
      { roomId: other.id, checkIn: TODAY, checkOut: '2026-11-23', amountPaise: 400_000 },
    ]);
    expect(await freeRoomIds(TODAY, '2026-11-23')).toContain(old.id);
  });

  it('is refused, naming who holds it, when the new room is taken on one of the nights; nothing changes', async () => {
    const { room: old, booking } = await guestIn(TODAY, '2026-11-24');
    const taken = await createRoom(harness.services, { name: '406' });
    const other = await harness.services.payments.payAtHotel({
      quote: quoteFor(taken.id, '2026-11-23', '2026-11-25', { name: 'Ravi Kumar' }),
    });

    const error = await refusal(() => desk().moveRoom(DESK, { bookingId: booking.id, toRoomId: taken.id, reason: 'Leak' }));
    expect(error).toMatchObject({
      code: 'MOVE_ROOM_TAKEN',
      kind: 'conflict',
      field: 'toRoomId',
      message: `Room 406 is not free from Sat, 21 Nov 2026 to Tue, 24 Nov 2026: ${other.bookCode} (Ravi Kumar, 23–25 Nov). Choose another room.`,
    });
    expect(await linesOf(booking.id)).toMatchObject([{ roomId: old.id, checkIn: TODAY, checkOut: '2026-11-24' }]);
    expect((await storedRoom(old.id)).housekeepingStatus).toBe('clean');
    expect(await dataSource.getRepository(AuditEntry).countBy({ bookingId: booking.id, action: 'room_moved' })).toBe(0);
  });

  it('refuses a move without a reason, into the same room, or of a guest not checked in', async () => {
    const { room, booking } = await guestIn(TODAY, '2026-11-23');
    const other = await createRoom(harness.services);
    const blank = await refusal(() => desk().moveRoom(DESK, { bookingId: booking.id, toRoomId: other.id, reason: ' ' }));
    expect(blank).toMatchObject({ code: 'MOVE_REASON_REQUIRED', message: 'Say why the guest moves' });
    const same = await refusal(() => desk().moveRoom(DESK, { bookingId: booking.id, toRoomId: room.id, reason: 'x' }));
    expect(same.code).toBe('MOVE_SAME_ROOM');
    const expected = await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-11-23', '2026-11-24') });
    const notIn = await refusal(() => desk().moveRoom(DESK, { bookingId: expected.id, toRoomId: other.id, reason: 'x' }));
    expect(notIn.message).toBe('Only a booking that is checked in can be moved to another room. This one is confirmed.');
  });

  it('lets a moved guest stay on: the new room’s nights keep their price, the room left keeps its night', async () => {
    const { room: old, booking } = await guestIn(TODAY, '2026-11-23', 2000);
    const dearer = await createRoom(harness.services, { rentPerDay: 3000 });
    harness.clock.advanceMinutes(DAY_MINUTES);
    await desk().moveRoom(DESK, { bookingId: booking.id, toRoomId: dearer.id, reason: 'Upgrade for the trouble' });

    await harness.services.stayActions.changeStay.run(DESK, { bookingId: booking.id, checkOut: '2026-11-24' });

    expect(await linesOf(booking.id)).toMatchObject([
      { roomId: old.id, checkIn: TODAY, checkOut: TOMORROW, amountPaise: 200_000 },
      { roomId: dearer.id, checkIn: TOMORROW, checkOut: '2026-11-24', amountPaise: 200_000 + 300_000 },
    ]);
    expect(await storedBooking(booking.id)).toMatchObject({ checkOut: '2026-11-24', nights: 3, totalPaise: 700_000 });
    expect(await freeRoomIds(TOMORROW, '2026-11-24')).toContain(old.id);
  });

  it('an early check-out on the day of the move frees the new room too', async () => {
    const { room: old, booking } = await guestIn(TODAY, '2026-11-24');
    const other = await createRoom(harness.services);
    harness.clock.advanceMinutes(DAY_MINUTES);
    await desk().moveRoom(DESK, { bookingId: booking.id, toRoomId: other.id, reason: 'Leak' });
    await paidInFull(await storedBooking(booking.id));
    await desk().checkOut(DESK, booking.id);
    expect(await linesOf(booking.id)).toMatchObject([
      { roomId: old.id, checkIn: TODAY, checkOut: TOMORROW, blocksRoom: true },
      { roomId: other.id, checkIn: TOMORROW, blocksRoom: false },
    ]);
    expect(await freeRoomIds(TOMORROW, '2026-11-24')).toEqual(expect.arrayContaining([old.id, other.id]));
  });

  it('two moves into the same room at once: one wins, the other is refused and changes nothing', async () => {
    const first = await guestIn(TODAY, '2026-11-23');
    const second = await guestIn(TODAY, '2026-11-23');
    const target = await createRoom(harness.services, { name: '407' });

    const results = await Promise.allSettled([
      desk().moveRoom(DESK, { bookingId: first.booking.id, toRoomId: target.id, reason: 'AC' }),
      desk().moveRoom(DESK, { bookingId: second.booking.id, toRoomId: target.id, reason: 'AC' }),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === 'rejected');
    expect(lost.reason).toMatchObject({ code: 'MOVE_ROOM_TAKEN' });
    const onTarget = await dataSource.getRepository(BookingLine).findBy({ roomId: target.id, blocksRoom: true });
    expect(onTarget).toHaveLength(1);
    const loser = onTarget[0].bookingId === first.booking.id ? second : first;
    expect(await linesOf(loser.booking.id)).toMatchObject([{ roomId: loser.room.id }]);
    expect(await dataSource.getRepository(BookingPax).countBy({ lineId: onTarget[0].id })).toBe(1);
  });
});
