import { DataSource } from 'typeorm';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Actor, SYSTEM_ACTOR } from '../../shared/actor';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Payment } from '../billing/payments/payment.entity';
import { BookingLine } from '../bookings/booking-line.entity';
import { Booking } from '../bookings/booking.entity';
import { RoomBlock } from '../bookings/room-block.entity';
import { Room } from '../rooms/room.entity';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const HOUSEKEEPER: Actor = { adminId: null, label: 'Meena Devi <meena@hotel.test>' };
const DESK: Actor = { adminId: null, label: 'Desk Tester <desk@hotel.test>' };
const AADHAAR = { idType: 'aadhaar', idNumber: '1234 5678 9012', adults: 1, children: 0 };
const DAY_MINUTES = 24 * 60;

const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => (dataSource = harness.database.dataSource));

const housekeeping = () => harness.services.housekeeping;
const storedRoom = (id: string) => dataSource.getRepository(Room).findOneByOrFail({ id });
const statusOf = async (roomId: string) => (await housekeeping().roomStatuses()).find((entry) => entry.roomId === roomId)!;
const freeRoomIds = async (checkIn: string, checkOut: string) =>
  (await harness.services.availability.availableRooms({ checkIn, checkOut, guests: 1 })).map((room) => room.id);

/** Money taken at the desk, as a ledger entry (the desk-payments service writes the same row). */
async function paidAtDesk(booking: Booking, amountPaise: number) {
  await dataSource.getRepository(Payment).insert({
    bookingId: booking.id,
    bookCode: booking.bookCode,
    provider: 'hotel',
    method: 'cash',
    status: 'paid',
    amountPaise,
    currency: 'INR',
    paidAt: harness.clock.now(),
  });
  await dataSource.transaction(async (manager) => {
    const locked = await harness.services.bookingLifecycle.lock(manager, booking.id);
    await harness.services.bookingMoney.settle(manager, locked, 'cash');
  });
}

async function guestIn(checkIn: string, checkOut: string) {
  const room = await createRoom(harness.services, { rentPerDay: 2000 });
  const booking = await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  return { room, booking };
}

describe('a room’s housekeeping status', () => {
  it('starts clean; the housekeeper marks it dirty, clean, inspected, each with who and when, audited', async () => {
    const room = await createRoom(harness.services, { name: '301' });
    expect(await statusOf(room.id)).toMatchObject({
      roomName: '301',
      status: 'clean',
      occupied: false,
      arrivingToday: false,
      departingToday: false,
      closedTonight: null,
    });

    await housekeeping().setRoomStatus({ roomId: room.id, status: 'dirty' }, HOUSEKEEPER);
    harness.clock.advanceMinutes(30);
    const clean = await housekeeping().setRoomStatus({ roomId: room.id, status: 'clean' }, HOUSEKEEPER);
    expect(clean).toMatchObject({ status: 'clean', statusSetBy: HOUSEKEEPER.label });
    await housekeeping().setRoomStatus({ roomId: room.id, status: 'inspected' }, DESK);

    expect(await storedRoom(room.id)).toMatchObject({
      housekeepingStatus: 'inspected',
      housekeepingStatusBy: DESK.label,
      housekeepingStatusAt: harness.clock.now(),
    });
    const audit = await dataSource.getRepository(AuditEntry).find({ where: { roomId: room.id }, order: { at: 'ASC' } });
    expect(audit.map((entry) => [entry.actor, entry.detail])).toEqual([
      [HOUSEKEEPER.label, 'Room 301 marked dirty (was clean)'],
      [HOUSEKEEPER.label, 'Room 301 marked clean (was dirty)'],
      [DESK.label, 'Room 301 marked inspected (was clean)'],
    ]);
  });

  it('refuses an unknown status or room and changes nothing', async () => {
    const room = await createRoom(harness.services);
    expect((await refusal(() => housekeeping().setRoomStatus({ roomId: room.id, status: 'sparkling' }, DESK))).code).toBe(
      'HOUSEKEEPING_STATUS_INVALID',
    );
    const missing = await refusal(() =>
      housekeeping().setRoomStatus({ roomId: '00000000-0000-4000-8000-000000000000', status: 'clean' }, DESK),
    );
    expect(missing).toMatchObject({ code: 'HOUSEKEEPING_ROOM_NOT_FOUND', message: 'Room not found' });
    expect((await storedRoom(room.id)).housekeepingStatus).toBe('clean');
  });

  it('tells occupied from vacant, and who arrives and leaves today', async () => {
    const arriving = await guestIn(TODAY, '2026-11-23');
    const staying = await guestIn(TODAY, '2026-11-24');
    const leaving = await guestIn(TODAY, '2026-11-22');
    await harness.services.stayDesk.checkIn(DESK, staying.booking.id, AADHAAR);
    await harness.services.stayDesk.checkIn(DESK, leaving.booking.id, AADHAAR);

    expect(await statusOf(arriving.room.id)).toMatchObject({ occupied: false, arrivingToday: true, departingToday: false });
    expect(await statusOf(staying.room.id)).toMatchObject({ occupied: true, arrivingToday: false, departingToday: false });
    harness.clock.advanceMinutes(DAY_MINUTES);
    // The next day: the guest due out is still in until checked out.
    expect(await statusOf(leaving.room.id)).toMatchObject({ occupied: true, departingToday: true });
    expect(await statusOf(staying.room.id)).toMatchObject({ occupied: true, departingToday: false });
  });
});

describe('out of order', () => {
  it('is a block of its own kind: takes the nights from availability and shows with its reason and dates', async () => {
    const room = await createRoom(harness.services, { name: '302' });
    const entry = await housekeeping().setRoomStatus(
      { roomId: room.id, status: 'out_of_order', reason: 'AC not cooling', to: '2026-11-23' },
      HOUSEKEEPER,
    );
    expect(entry).toMatchObject({
      status: 'out_of_order',
      housekeepingStatus: 'clean',
      closedTonight: { kind: 'out_of_order', reason: 'AC not cooling', from: TODAY, to: '2026-11-23' },
    });
    expect(await dataSource.getRepository(RoomBlock).findBy({ roomId: room.id })).toMatchObject([
      { kind: 'out_of_order', startsOn: TODAY, endsOn: '2026-11-23', createdBy: HOUSEKEEPER.label },
    ]);
    expect(await freeRoomIds(TODAY, '2026-11-22')).not.toContain(room.id);
    expect(await freeRoomIds('2026-11-22', '2026-11-23')).not.toContain(room.id);
    expect(await freeRoomIds('2026-11-23', '2026-11-24')).toContain(room.id);
    const hold = await refusal(() => harness.services.bookings.createHold(quoteFor(room.id, '2026-11-22', '2026-11-24')));
    expect(hold.code).toBe('DATES_UNAVAILABLE');
  });

  it('is refused over a booked night, naming the booking, and writes nothing', async () => {
    const { room, booking } = await guestIn('2026-11-22', '2026-11-24');
    const error = await refusal(() =>
      housekeeping().setRoomStatus({ roomId: room.id, status: 'out_of_order', reason: 'Leak', to: '2026-11-25' }, DESK),
    );
    expect(error).toMatchObject({ code: 'ROOM_BLOCK_NIGHTS_TAKEN', kind: 'conflict' });
    expect(error.message).toContain(booking.bookCode);
    expect(await dataSource.getRepository(RoomBlock).countBy({ roomId: room.id })).toBe(0);
    const missingReason = await refusal(() =>
      housekeeping().setRoomStatus({ roomId: room.id, status: 'out_of_order', to: '2026-11-22' }, DESK),
    );
    expect(missingReason.message).toBe('Say why the room is closed');
  });

  it('ends when the room is marked clean: the nights before today stay closed, the rest are for sale again', async () => {
    const room = await createRoom(harness.services, { name: '303' });
    const { closedTonight } = await housekeeping().setRoomStatus(
      { roomId: room.id, status: 'out_of_order', reason: 'Broken window', to: '2026-11-25' },
      HOUSEKEEPER,
    );
    harness.clock.advanceMinutes(DAY_MINUTES);
    const back = await housekeeping().setRoomStatus({ roomId: room.id, status: 'clean' }, HOUSEKEEPER);

    expect(back).toMatchObject({ status: 'clean', closedTonight: null });
    expect(await dataSource.getRepository(RoomBlock).findOneByOrFail({ id: closedTonight!.blockId })).toMatchObject({
      startsOn: TODAY,
      endsOn: '2026-11-22',
      liftedAt: null,
    });
    expect(await dataSource.getRepository(BookingLine).findOneByOrFail({ roomBlockId: closedTonight!.blockId })).toMatchObject({
      checkIn: TODAY,
      checkOut: '2026-11-22',
      blocksRoom: true,
    });
    expect(await freeRoomIds('2026-11-22', '2026-11-25')).toContain(room.id);
  });

  it('does not end works planned from the calendar: the housekeeper is told to open it there', async () => {
    const room = await createRoom(harness.services, { name: '304' });
    await harness.services.roomBlocks.block({ roomId: room.id, from: TODAY, to: '2026-11-23', reason: 'Painting' }, DESK);
    expect((await statusOf(room.id)).closedTonight).toMatchObject({ kind: 'maintenance', reason: 'Painting' });
    const error = await refusal(() => housekeeping().setRoomStatus({ roomId: room.id, status: 'clean' }, HOUSEKEEPER));
    expect(error.message).toBe('Room 304 is closed for Painting until Mon, 23 Nov 2026. Open it from the calendar first.');
    expect((await storedRoom(room.id)).housekeepingStatusBy).toBeNull();
  });
});

describe('what makes rooms dirty', () => {
  it('check-out makes the room dirty in the same transaction, naming who checked out', async () => {
    const { room, booking } = await guestIn(TODAY, '2026-11-22');
    await harness.services.stayDesk.checkIn(DESK, booking.id, AADHAAR);
    harness.clock.advanceMinutes(DAY_MINUTES);
    await paidAtDesk(booking, booking.totalPaise);
    await harness.services.stayDesk.checkOut(DESK, booking.id);
    expect(await storedRoom(room.id)).toMatchObject({ housekeepingStatus: 'dirty', housekeepingStatusBy: DESK.label });
    expect(await statusOf(room.id)).toMatchObject({ status: 'dirty', occupied: false, departingToday: false });
  });

  it('a check-out refused (balance due) leaves the room as it was', async () => {
    const { room, booking } = await guestIn(TODAY, '2026-11-22');
    await harness.services.stayDesk.checkIn(DESK, booking.id, AADHAAR);
    await refusal(() => harness.services.stayDesk.checkOut(DESK, booking.id));
    expect((await storedRoom(room.id)).housekeepingStatus).toBe('clean');
  });

  it('markOccupiedRoomsDirty: rooms slept in on the night become dirty, vacant ones and later-cleaned ones stay', async () => {
    const slept = await guestIn(TODAY, '2026-11-23');
    const expected = await guestIn(TODAY, '2026-11-23');
    const vacant = await createRoom(harness.services);
    await harness.services.stayDesk.checkIn(DESK, slept.booking.id, AADHAAR);
    await housekeeping().setRoomStatus({ roomId: slept.room.id, status: 'inspected' }, DESK);

    // The day close runs after midnight for the day before.
    harness.clock.advanceMinutes(18 * 60);
    const marked = await housekeeping().markOccupiedRoomsDirty(TODAY);
    expect(marked).toContain(slept.room.id);
    expect(marked).not.toContain(expected.room.id);
    expect(marked).not.toContain(vacant.id);
    expect(await storedRoom(slept.room.id)).toMatchObject({
      housekeepingStatus: 'dirty',
      housekeepingStatusBy: SYSTEM_ACTOR.label,
    });
    expect((await storedRoom(expected.room.id)).housekeepingStatus).toBe('clean');
    expect((await storedRoom(vacant.id)).housekeepingStatus).toBe('clean');

    // Cleaned the next morning: closing the same day again later leaves it clean.
    harness.clock.advanceMinutes(4 * 60);
    await housekeeping().setRoomStatus({ roomId: slept.room.id, status: 'clean' }, HOUSEKEEPER);
    expect(await housekeeping().markOccupiedRoomsDirty(TODAY)).not.toContain(slept.room.id);
    expect((await storedRoom(slept.room.id)).housekeepingStatus).toBe('clean');
    expect((await refusal(() => housekeeping().markOccupiedRoomsDirty('yesterday'))).code).toBe('HOUSEKEEPING_DATE_INVALID');
  });
});
