import { DataSource, In } from 'typeorm';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Booking } from './booking.entity';
import { BookingLine } from './booking-line.entity';

const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => (dataSource = harness.database.dataSource));

const bookingsOfRoom = (roomId: string) =>
  dataSource.getRepository(BookingLine).find({ where: { roomId }, relations: { booking: true } });

describe('a hold from a quote', () => {
  it('prices the stay on the server, ignoring the totals the client sent', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 3200 });
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-01', '2026-12-04', { totalAmount: 1 }));
    const stored = await dataSource
      .getRepository(Booking)
      .findOneOrFail({ where: { id: booking.id }, relations: { lines: { pax: true } } });
    expect(stored).toMatchObject({ nights: 3, totalPaise: 9600_00, status: 'held', paymentStatus: 'pending' });
    expect(stored.lines[0]).toMatchObject({
      roomId: room.id,
      ratePaise: 3200_00,
      amountPaise: 9600_00,
      blocksRoom: true,
      roomName: room.name,
    });
    expect(stored.lines[0].pax).toHaveLength(1);
    expect(stored.bookCode).toMatch(/^HB[2-9A-HJ-NP-TW-Z]{5}$/);
  });

  it('holds the room for HOLD_MINUTES (15)', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-01', '2026-12-02'));
    expect(booking.holdExpiresAt!.getTime() - harness.clock.now().getTime()).toBe(15 * 60_000);
  });

  it('saves the guest with the booking, lower-casing the email', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(
      quoteFor(room.id, '2026-12-01', '2026-12-02', { userEmail: ' Asha.Verma@Example.COM ', phone: '9876543210' }),
    );
    expect(booking.userEmail).toBe('asha.verma@example.com');
    const [row] = await dataSource.query('SELECT name, phone FROM guest WHERE email = $1', ['asha.verma@example.com']);
    expect(row.phone).toBe('+919876543210');
  });

  it('books for a guest abroad: a +44 number is kept in E.164 on the booking and the guest', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(
      quoteFor(room.id, '2026-12-01', '2026-12-02', { userEmail: 'nikhil.uk@example.com', phone: '+44 7911 123456' }),
    );
    const [row] = await dataSource.query(
      'SELECT b.user_phone, g.phone FROM booking b JOIN guest g ON g.id = b.guest_id WHERE b.id = $1',
      [booking.id],
    );
    expect(row).toEqual({ user_phone: '+447911123456', phone: '+447911123456' });
  });

  it('answers the same booking when the client repeats the quote with its idempotency key during the hold', async () => {
    const room = await createRoom(harness.services);
    const quote = quoteFor(room.id, '2026-12-05', '2026-12-07');
    const first = await harness.services.bookings.createHold(quote, undefined, 'key-dec05-first');
    const second = await harness.services.bookings.createHold(quote, undefined, 'key-dec05-first');
    expect(second.id).toBe(first.id);
    expect(await bookingsOfRoom(room.id)).toHaveLength(1);
    expect(await dataSource.getRepository(Booking).findOneByOrFail({ id: first.id })).toMatchObject({
      idempotencyKey: 'key-dec05-first',
    });
  });

  it('never answers another client’s hold because the email matches: the same quote without the key finds the room taken', async () => {
    const room = await createRoom(harness.services);
    const quote = quoteFor(room.id, '2026-12-07', '2026-12-09');
    await harness.services.bookings.createHold(quote, undefined, 'key-dec07-first');
    for (const otherKey of [undefined, 'key-dec07-other']) {
      const error = await refusal(() => harness.services.bookings.createHold(quote, undefined, otherKey));
      expect(error.code).toBe('DATES_UNAVAILABLE');
    }
    expect(await bookingsOfRoom(room.id)).toHaveLength(1);
  });

  it('places a new hold for a key whose hold lapsed, and the key moves to it', async () => {
    const room = await createRoom(harness.services);
    const quote = quoteFor(room.id, '2026-12-09', '2026-12-10');
    const first = await harness.services.bookings.createHold(quote, undefined, 'key-dec09-first');
    harness.clock.advanceMinutes(16);
    const second = await harness.services.bookings.createHold(quote, undefined, 'key-dec09-first');
    expect(second.id).not.toBe(first.id);
    const rows = await dataSource.getRepository(Booking).findBy({ id: In([first.id, second.id]) });
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.status, row.idempotencyKey]]))).toEqual({
      [first.id]: ['expired', null],
      [second.id]: ['held', 'key-dec09-first'],
    });
  });

  it('refuses a key that comes back with another quote, and a malformed key, booking nothing', async () => {
    const room = await createRoom(harness.services);
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-11', '2026-12-12'), undefined, 'key-dec11-first');
    const before = await dataSource.getRepository(Booking).count();
    const reused = await refusal(() =>
      harness.services.bookings.createHold(quoteFor(room.id, '2026-12-12', '2026-12-13'), undefined, 'key-dec11-first'),
    );
    expect(reused).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', kind: 'conflict', field: 'idempotencyKey' });
    const malformed = await refusal(() =>
      harness.services.bookings.createHold(quoteFor(room.id, '2026-12-12', '2026-12-13'), undefined, 'short'),
    );
    expect(malformed).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', kind: 'invalid', field: 'idempotencyKey' });
    expect(await dataSource.getRepository(Booking).count()).toBe(before);
  });

  it('refuses a second guest on overlapping nights and writes nothing', async () => {
    const room = await createRoom(harness.services);
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-13'));
    const error = await refusal(() => harness.services.bookings.createHold(quoteFor(room.id, '2026-12-12', '2026-12-14')));
    expect(error).toMatchObject({ code: 'DATES_UNAVAILABLE', kind: 'conflict' });
    expect(error.message).toBe(
      'Sorry, this room is no longer available for the selected dates. Please choose another room or other dates.',
    );
    expect(await bookingsOfRoom(room.id)).toHaveLength(1);
  });

  it('lets the next guest check in on the day the last one checks out', async () => {
    const room = await createRoom(harness.services);
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-12', '2026-12-14'));
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-08', '2026-12-10'));
    expect(await bookingsOfRoom(room.id)).toHaveLength(3);
  });

  it('frees the room once the hold expires, and marks the old booking expired', async () => {
    const room = await createRoom(harness.services);
    const first = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-15', '2026-12-17'));
    harness.clock.advanceMinutes(16);
    const second = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-15', '2026-12-17'));
    const lines = await bookingsOfRoom(room.id);
    expect(lines.find((line) => line.bookingId === first.id)).toMatchObject({
      blocksRoom: false,
      booking: { status: 'expired' },
    });
    expect(lines.find((line) => line.bookingId === second.id)).toMatchObject({ blocksRoom: true, booking: { status: 'held' } });
  });

  it('sweeps every expired hold', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-20', '2026-12-21'));
    harness.clock.advanceMinutes(20);
    expect(await harness.services.bookings.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await dataSource.getRepository(Booking).findOneByOrFail({ id: booking.id })).toMatchObject({ status: 'expired' });
  });

  it.each([
    [{ bookingInfo: [] }, 'Please select a room'],
    [{ bookingInfo: [{ roomId: 'nope' }] }, 'Please select a room'],
    [{ userEmail: '' }, 'Name, Email and Phone are required'],
    [{ userEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '5123456789' }, 'Phone number must start with 6-9 and be exactly 10 digits'],
    [{ checkInDate: '' }, 'Check In is Required'],
    [{ checkOutDate: '2026-12-01' }, 'Check Out must be after Check In'],
    [{ checkInDate: '2026-11-20' }, 'Check In cannot be in the past'],
  ])('refuses a bad quote %p with “%s” and writes nothing', async (overrides, message) => {
    const room = await createRoom(harness.services);
    const before = await dataSource.getRepository(Booking).count();
    const error = await refusal(() =>
      harness.services.bookings.createHold(quoteFor(room.id, '2026-12-01', '2026-12-03', overrides)),
    );
    expect(error.message).toBe(message);
    expect(await dataSource.getRepository(Booking).count()).toBe(before);
  });

  it('refuses more guests than the room takes, and rooms that are closed', async () => {
    const small = await createRoom(harness.services, { maxCount: 1 });
    const pax = [{ name: 'A' }, { name: 'B' }];
    const tooMany = await refusal(() =>
      harness.services.bookings.createHold(
        quoteFor(small.id, '2026-12-01', '2026-12-02', { bookingInfo: [{ roomId: small.id, pax }] }),
      ),
    );
    expect(tooMany.message).toBe(`${small.name} takes at most 1 guest`);
    const closed = await createRoom(harness.services, { isAvailable: false });
    expect(
      (await refusal(() => harness.services.bookings.createHold(quoteFor(closed.id, '2026-12-01', '2026-12-02')))).code,
    ).toBe('ROOM_NOT_BOOKABLE');
  });
});

describe('the database itself refuses a double booking', () => {
  it('rejects an overlapping blocking line even when the application checks are skipped', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2027-01-10', '2027-01-12'));
    const insertOverlap = dataSource.query(
      `INSERT INTO booking_line (booking_id, room_id, room_type, room_name, rate_paise, amount_paise, check_in, check_out, blocks_room)
       VALUES ($1, $2, 'Deluxe', 'x', 0, 0, '2027-01-11', '2027-01-13', true)`,
      [booking.id, room.id],
    );
    await expect(insertOverlap).rejects.toMatchObject({ message: expect.stringContaining('booking_line_no_overlap') });
  });

  it('allows the same nights again once a line no longer blocks the room', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2027-02-10', '2027-02-12'));
    await dataSource.query(`UPDATE booking_line SET blocks_room = false WHERE booking_id = $1`, [booking.id]);
    await expect(
      dataSource.query(
        `INSERT INTO booking_line (booking_id, room_id, room_type, room_name, rate_paise, amount_paise, check_in, check_out, blocks_room)
         VALUES ($1, $2, 'Deluxe', 'x', 0, 0, '2027-02-10', '2027-02-12', true)`,
        [booking.id, room.id],
      ),
    ).resolves.toBeDefined();
  });
});

describe('deleting bookings', () => {
  it('deletes an unpaid booking with its lines and frees the room', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2027-03-01', '2027-03-03'));
    await harness.services.bookings.delete(booking.id);
    expect(await bookingsOfRoom(room.id)).toHaveLength(0);
    await expect(harness.services.bookings.createHold(quoteFor(room.id, '2027-03-01', '2027-03-03'))).resolves.toBeDefined();
  });

  it('refuses to delete a paid booking', async () => {
    const room = await createRoom(harness.services);
    const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2027-04-01', '2027-04-03'));
    await dataSource.query(`UPDATE booking SET status = 'confirmed', payment_status = 'paid' WHERE id = $1`, [booking.id]);
    const error = await refusal(() => harness.services.bookings.delete(booking.id));
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'A paid booking cannot be deleted. Cancel it to refund the guest.',
    });
    expect(await dataSource.getRepository(Booking).countBy({ id: booking.id })).toBe(1);
  });

  it('answers not found for unknown and malformed ids', async () => {
    expect((await refusal(() => harness.services.bookings.get('00000000-0000-4000-8000-000000000000'))).kind).toBe('not_found');
    expect((await refusal(() => harness.services.bookings.delete('42'))).kind).toBe('not_found');
  });
});
