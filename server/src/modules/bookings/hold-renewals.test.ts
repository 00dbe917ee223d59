import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { RequestOrigin } from '../abuse-limits';
import { Booking } from './booking.entity';

/*
 * The renewal chain of the attack: one anonymous request held rooms for 30 nights, and each time
 * the hold lapsed a new order for the same booking held them again, uncounted, for ever. Here a
 * guest renews a lapsed hold at most HOLD_RENEWALS (2) times, within an hour of the first hold,
 * and each renewal counts toward BOOKING_RATE_LIMIT (3 an hour here). MAX_ROOM_NIGHTS_PER_BOOKING
 * is raised to 30 so that the 30-night hold of the attack can be placed at all.
 */
const harness = useServiceHarness({ BOOKING_RATE_LIMIT: '3/h', MAX_ROOM_NIGHTS_PER_BOOKING: '30' });

const STAY = { checkIn: '2026-12-01', checkOut: '2026-12-31' };
const STAFF: RequestOrigin = { address: '127.0.0.1', admin: true };
const guestAt = (address: string): RequestOrigin => ({ address, admin: false });

const stored = (id: string) => harness.database.dataSource.getRepository(Booking).findOneByOrFail({ id });
const roomTaken = async (roomId: string) =>
  (await harness.services.occupancy.takenRoomIds(harness.database.dataSource.manager, [roomId], STAY)).length > 0;

/** Lets the hold lapse (15 minutes and one more) and the sweeper free its rooms, as the periodic work does. */
async function lapse() {
  harness.clock.advanceMinutes(16);
  await harness.services.bookings.expireHolds();
}

/** One room held for the 30 nights of STAY, by a guest (from `origin` when given). */
async function thirtyNightHold(origin?: RequestOrigin) {
  const room = await createRoom(harness.services);
  const booking = await harness.services.bookings.createHold(quoteFor(room.id, STAY.checkIn, STAY.checkOut), origin);
  return { room, booking };
}

describe('a guest renews a lapsed hold at most HOLD_RENEWALS times, within an hour of the first hold', () => {
  it('the 30-night chain: two renewals hold the room again, the third is refused in plain words and the room is free', async () => {
    const { room, booking } = await thirtyNightHold();
    for (const renewal of [1, 2]) {
      await lapse();
      expect(await roomTaken(room.id)).toBe(false);
      const { booking: renewed } = await harness.services.payments.createOrder({ bookingId: booking.id });
      expect(renewed).toMatchObject({ status: 'held', holdRenewals: renewal });
      expect(await roomTaken(room.id)).toBe(true);
    }
    await lapse();

    const refused = await refusal(() => harness.services.payments.createOrder({ bookingId: booking.id }));
    expect(refused).toMatchObject({
      code: 'BOOKING_HOLD_NOT_RENEWABLE',
      kind: 'conflict',
      message:
        'This booking was held 3 times without being paid for, so its rooms can no longer be held. Please start a new booking if the rooms are still free.',
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'expired', holdRenewals: 2 });
    expect(await roomTaken(room.id)).toBe(false);
  });

  it('not later than an hour after the first hold, even with renewals left', async () => {
    const { booking } = await thirtyNightHold();
    harness.clock.advanceMinutes(50);
    await harness.services.bookings.expireHolds();
    expect((await harness.services.payments.createOrder({ bookingId: booking.id })).booking).toMatchObject({
      status: 'held',
      holdRenewals: 1,
    });
    harness.clock.advanceMinutes(16);

    expect(await refusal(() => harness.services.payments.createOrder({ bookingId: booking.id }))).toMatchObject({
      code: 'BOOKING_HOLD_NOT_RENEWABLE',
      message:
        'This booking was first held more than an hour ago without being paid for, so its rooms can no longer be held. Please start a new booking if the rooms are still free.',
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'held', holdRenewals: 1, razorpayOrderId: expect.any(String) });
  });

  it('counts paying at the hotel for a lapsed hold as a renewal: refused after the renewals, and after the hour', async () => {
    const room = await createRoom(harness.services);
    const twoNights = await harness.services.bookings.createHold(quoteFor(room.id, '2027-01-10', '2027-01-12'));
    for (let renewal = 0; renewal < 2; renewal += 1) {
      await lapse();
      await harness.services.payments.createOrder({ bookingId: twoNights.id });
    }
    await lapse();
    expect(await refusal(() => harness.services.payments.payAtHotel({ bookingId: twoNights.id }))).toMatchObject({
      code: 'BOOKING_HOLD_NOT_RENEWABLE',
    });

    const late = await harness.services.bookings.createHold(quoteFor(room.id, '2027-01-14', '2027-01-16'));
    harness.clock.advanceMinutes(61);
    expect(await refusal(() => harness.services.payments.payAtHotel({ bookingId: late.id }))).toMatchObject({
      code: 'BOOKING_HOLD_NOT_RENEWABLE',
      message: expect.stringContaining('first held more than an hour ago'),
    });
    expect(await stored(late.id)).toMatchObject({ status: 'held', holdRenewals: 0 });
  });

  it('counts a renewal toward BOOKING_RATE_LIMIT like a new booking; paying for a hold that lives is not counted', async () => {
    const address = guestAt('203.0.113.60');
    const { booking } = await thirtyNightHold(address);
    // The hold lives: the guest may ask for its order as often as they like.
    for (let i = 0; i < 4; i += 1) await harness.services.payments.createOrder({ bookingId: booking.id, origin: address });
    await lapse();
    await harness.services.payments.createOrder({ bookingId: booking.id, origin: address });
    await thirtyNightHold(address);

    const refused = await refusal(() => thirtyNightHold(address));
    expect(refused).toMatchObject({ code: 'BOOKING_RATE_LIMITED', kind: 'rate_limited' });
    await expect(thirtyNightHold(guestAt('198.51.100.60'))).resolves.toMatchObject({ booking: { status: 'held' } });
  });

  it('leaves signed-in staff to renew beyond the guest’s renewals and hour (within the 24 hours of any lapsed hold)', async () => {
    const { room, booking } = await thirtyNightHold();
    for (const renewal of [1, 2, 3, 4, 5]) {
      await lapse();
      const { booking: renewed } = await harness.services.payments.createOrder({ bookingId: booking.id, origin: STAFF });
      expect(renewed).toMatchObject({ status: 'held', holdRenewals: renewal });
    }
    expect(await roomTaken(room.id)).toBe(true);
  });
});
