import { DataSource } from 'typeorm';
import { createRoom } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Actor } from '../../shared/actor';
import { pgErrorCode } from '../../shared/db-errors';
import { AuditEntry } from '../audit/audit-entry.entity';
import { BookingLine } from '../bookings/booking-line.entity';
import { Booking } from '../bookings/booking.entity';
import { DeskBookingRequest } from './desk-booking-input';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => (dataSource = harness.database.dataSource));

const DESK: Actor = { adminId: null, label: 'Desk Clerk <desk@hotel.in>' };
let phone = 7_100_000_100;

/** A booking made at the desk, to pay later (confirmed) unless `payment` says otherwise. */
async function booked(
  roomIds: string[],
  checkIn: string,
  checkOut: string,
  payment: DeskBookingRequest['payment'] = { option: 'PAY_LATER' },
) {
  phone += 1;
  const { booking } = await harness.services.deskBookings.create(DESK, {
    checkIn,
    checkOut,
    rooms: roomIds.map((roomId) => ({ roomId, adults: 1 })),
    guest: { name: 'Anil Rao', email: `anil${phone}@example.in`, phone: String(phone) },
    channel: 'phone',
    payment,
  });
  return booking;
}

const stored = (id: string) =>
  dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: { pax: true } } });
const changes = (bookingId: string) => dataSource.getRepository(AuditEntry).findBy({ bookingId, action: 'change' });
const change = (request: Parameters<typeof harness.services.bookingChanges.changeStay>[1]) =>
  harness.services.bookingChanges.changeStay(DESK, request);

describe('changing a booking’s dates or room', () => {
  it('re-prices a longer stay: the difference is a balance to collect, and the change is audited', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 2000 });
    const booking = await booked([room.id], '2026-12-01', '2026-12-03');
    const result = await change({ bookingId: booking.id, checkOut: '2026-12-05' });
    expect(result).toMatchObject({ difference: 4000, balanceDue: 8000 });
    const row = await stored(booking.id);
    expect(row).toMatchObject({ checkIn: '2026-12-01', checkOut: '2026-12-05', nights: 4, totalPaise: 8000_00 });
    expect(row.lines[0]).toMatchObject({ checkOut: '2026-12-05', amountPaise: 8000_00, blocksRoom: true });
    expect(row.lines[0].pax).toHaveLength(1);
    const [entry] = await changes(booking.id);
    expect(entry.detail).toBe(
      'Dates Tue, 1 Dec 2026 to Thu, 3 Dec 2026 → Tue, 1 Dec 2026 to Sat, 5 Dec 2026; total ₹4,000 → ₹8,000; balance due ₹8,000',
    );
  });

  it('previews a change with the same price and refusals, and keeps nothing of it', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 1200 });
    const booking = await booked([room.id], '2026-12-24', '2026-12-25');
    const preview = await harness.services.bookingChanges.preview(DESK, { bookingId: booking.id, checkOut: '2026-12-27' });
    expect(preview).toEqual({ total: 3600, nights: 3, difference: 2400, balanceDue: 3600 });
    expect(await stored(booking.id)).toMatchObject({ checkOut: '2026-12-25', totalPaise: 1200_00 });
    expect((await stored(booking.id)).lines[0]).toMatchObject({ checkOut: '2026-12-25', blocksRoom: true });
    expect(await changes(booking.id)).toEqual([]);
    const refused = await refusal(() => harness.services.bookingChanges.preview(DESK, { bookingId: booking.id }));
    expect(refused.code).toBe('DESK_BOOKING_NOTHING_TO_CHANGE');
  });

  it('re-prices a shorter stay of a paid booking: a refund is due (negative balance), the booking stays paid', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 2000 });
    const booking = await booked([room.id], '2026-12-07', '2026-12-10', {
      option: 'PAY_AT_DESK_NOW',
      method: 'cash',
      amount: 6000,
    });
    const result = await change({ bookingId: booking.id, checkOut: '2026-12-08' });
    expect(result).toMatchObject({ difference: -4000, balanceDue: -4000 });
    expect(await stored(booking.id)).toMatchObject({ totalPaise: 2000_00, paymentStatus: 'paid' });
    expect((await changes(booking.id))[0].detail).toContain('refund due ₹4,000');
  });

  it('moves the only room to a dearer one, named in the log, and frees the old room’s nights', async () => {
    const [cheap, dear] = [
      await createRoom(harness.services, { rentPerDay: 1500 }),
      await createRoom(harness.services, { rentPerDay: 2500 }),
    ];
    const booking = await booked([cheap.id], '2026-12-12', '2026-12-14');
    const result = await change({ bookingId: booking.id, roomId: dear.id });
    expect(result.difference).toBe(2000);
    expect((await stored(booking.id)).lines[0]).toMatchObject({ roomId: dear.id, roomName: dear.name });
    expect((await changes(booking.id))[0].detail).toContain(`Room ${cheap.name} → ${dear.name}`);
    await booked([cheap.id], '2026-12-12', '2026-12-14');
  });

  it('asks which room moves when the booking has several, and moves the one named', async () => {
    const [a, b, c] = [
      await createRoom(harness.services),
      await createRoom(harness.services),
      await createRoom(harness.services),
    ];
    const booking = await booked([a.id, b.id], '2026-12-15', '2026-12-16');
    const error = await refusal(() => change({ bookingId: booking.id, roomId: c.id }));
    expect(error).toMatchObject({ code: 'DESK_BOOKING_LINE_REQUIRED', field: 'lineId' });
    const lineOfB = (await stored(booking.id)).lines.find((line) => line.roomId === b.id)!;
    const repeated = await refusal(() => change({ bookingId: booking.id, roomId: a.id, lineId: lineOfB.id }));
    expect(repeated.message).toBe('This booking already has that room');
    await change({ bookingId: booking.id, roomId: c.id, lineId: lineOfB.id });
    expect((await stored(booking.id)).lines.map((line) => line.roomId).sort()).toEqual([a.id, c.id].sort());
  });

  it('refuses nights another booking has, naming the room, and changes nothing', async () => {
    const room = await createRoom(harness.services);
    const mine = await booked([room.id], '2026-12-18', '2026-12-20');
    await booked([room.id], '2026-12-21', '2026-12-23');
    const error = await refusal(() => change({ bookingId: mine.id, checkOut: '2026-12-22' }));
    expect(error).toMatchObject({ code: 'DATES_UNAVAILABLE' });
    expect(error.message).toContain(`${room.name} is not free`);
    expect(await stored(mine.id)).toMatchObject({ checkOut: '2026-12-20', totalPaise: 5000_00 });
    expect(await changes(mine.id)).toEqual([]);
  });

  it('is refused by the database itself over another booking’s nights, whatever the application checked', async () => {
    const room = await createRoom(harness.services);
    const mine = await booked([room.id], '2027-01-10', '2027-01-11');
    await booked([room.id], '2027-01-12', '2027-01-13');
    const priced = await harness.services.bookings.priceStayChange(dataSource.manager, {
      stay: { checkIn: '2027-01-10', checkOut: '2027-01-13' },
      lines: [{ roomId: room.id, pax: [{ name: 'Anil Rao', adultStatus: 'adult', gender: 'other', age: 0 }] }],
    });
    const lifecycle = harness.services.bookingLifecycle;
    const failure = await dataSource
      .transaction(async (manager) => lifecycle.changeStay(manager, await lifecycle.lock(manager, mine.id), priced))
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(pgErrorCode(failure)).toBe('23P01');
    expect(await stored(mine.id)).toMatchObject({ checkOut: '2027-01-11' });
  });

  it('lets exactly one of two simultaneous changes into the same free nights win', async () => {
    const room = await createRoom(harness.services);
    const first = await booked([room.id], '2027-01-20', '2027-01-21');
    const second = await booked([room.id], '2027-01-24', '2027-01-25');
    const results = await Promise.allSettled([
      change({ bookingId: first.id, checkOut: '2027-01-23' }),
      change({ bookingId: second.id, checkIn: '2027-01-22' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lines = await dataSource.getRepository(BookingLine).findBy({ roomId: room.id, blocksRoom: true });
    expect(lines.filter((line) => line.checkIn <= '2027-01-22' && '2027-01-22' < line.checkOut)).toHaveLength(1);
  });

  it('refuses a cancelled booking, a lapsed hold, nothing to change and a check-out in the past', async () => {
    const room = await createRoom(harness.services);
    const cancelled = await booked([room.id], '2027-02-01', '2027-02-02');
    await harness.services.cancellations.cancel(cancelled.id);
    expect((await refusal(() => change({ bookingId: cancelled.id, checkOut: '2027-02-03' }))).message).toBe(
      'Only a booking that is waiting for payment or confirmed can be changed. This one is cancelled.',
    );
    const held = await booked([room.id], '2027-02-05', '2027-02-06', { option: 'PAYMENT_LINK' });
    harness.clock.advanceMinutes(16);
    expect((await refusal(() => change({ bookingId: held.id, checkOut: '2027-02-07' }))).message).toContain('hold has run out');
    const confirmed = await booked([room.id], '2027-02-10', '2027-02-11');
    expect((await refusal(() => change({ bookingId: confirmed.id }))).code).toBe('DESK_BOOKING_NOTHING_TO_CHANGE');
    expect((await refusal(() => change({ bookingId: confirmed.id, checkIn: '2026-11-01' }))).message).toBe(
      'Check In cannot be in the past',
    );
  });

  it('gives a checked-in guest a later check-out, but keeps the arrival date and room', async () => {
    const [room, other] = [await createRoom(harness.services, { rentPerDay: 1000 }), await createRoom(harness.services)];
    const booking = await booked([room.id], '2026-11-21', '2026-11-23');
    const lifecycle = harness.services.bookingLifecycle;
    await dataSource.transaction(async (manager) => lifecycle.checkIn(manager, await lifecycle.lock(manager, booking.id)));
    const result = await change({ bookingId: booking.id, checkOut: '2026-11-25' });
    expect(result.difference).toBe(2000);
    expect(await stored(booking.id)).toMatchObject({ status: 'checked_in', checkOut: '2026-11-25', totalPaise: 4000_00 });
    const moved = await refusal(() => change({ bookingId: booking.id, roomId: other.id }));
    expect(moved.message).toBe(
      'A guest who is checked in keeps the arrival date and rooms; only a check-out date after today can be set.',
    );
    expect((await refusal(() => change({ bookingId: booking.id, checkOut: '2026-11-21' }))).message).toBe(
      'Check Out must be after Check In',
    );
  });
});

describe('editing the guest’s details and notes', () => {
  it('checks them like the guest form, saves the normalised values and logs what changed', async () => {
    const room = await createRoom(harness.services);
    const booking = await booked([room.id], '2027-03-01', '2027-03-02');
    const bad = await refusal(() =>
      harness.services.bookingChanges.editDetails(DESK, { bookingId: booking.id, userEmail: 'not-an-email' }),
    );
    expect(bad).toMatchObject({ code: 'GUEST_EMAIL_INVALID', message: 'Please enter a valid email address', field: 'email' });
    const edited = await harness.services.bookingChanges.editDetails(DESK, {
      bookingId: booking.id,
      userName: '  Anil K. Rao ',
      userPhone: '+91 98765 43210',
      notes: 'Vegetarian breakfast',
    });
    expect(edited).toMatchObject({ userName: 'Anil K. Rao', userPhone: '+919876543210', notes: 'Vegetarian breakfast' });
    const [entry] = await dataSource.getRepository(AuditEntry).findBy({ bookingId: booking.id, action: 'details_edited' });
    expect(entry.detail).toBe(`Name Anil Rao → Anil K. Rao; Phone ${booking.userPhone} → +919876543210; Notes changed`);
    await harness.services.bookingChanges.editDetails(DESK, { bookingId: booking.id, notes: '' });
    expect(await stored(booking.id)).toMatchObject({ notes: null });
  });
});
