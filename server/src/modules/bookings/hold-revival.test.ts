import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Booking } from './booking.entity';

const harness = useServiceHarness();

const stored = (id: string) => harness.database.dataSource.getRepository(Booking).findOneByOrFail({ id });

/** A hold that lapsed `hours` hours ago (15 minutes of hold, then the sweeper expired it). */
async function lapsedHold(checkIn: string, checkOut: string, hours: number): Promise<Booking> {
  const room = await createRoom(harness.services);
  const booking = await harness.services.bookings.createHold(quoteFor(room.id, checkIn, checkOut));
  harness.clock.advanceMinutes(15 + hours * 60);
  await harness.services.bookings.expireHolds();
  return booking;
}

const STAFF = { address: '127.0.0.1', admin: true };

const TOO_OLD = {
  code: 'BOOKING_HOLD_TOO_OLD',
  kind: 'conflict',
  message:
    'This booking was not paid for within 24 hours of its hold ending, so it can no longer be paid for. Please start a new booking.',
};

describe('a lapsed hold comes back to life', () => {
  // A guest may renew only within an hour of the first hold (hold-renewals.test.ts); the staff within 24 hours of the lapse.
  it('within 24 hours, for signed-in staff: a new order holds the rooms again, and pay at hotel confirms it', async () => {
    const online = await lapsedHold('2026-12-10', '2026-12-11', 23);
    const { booking } = await harness.services.payments.createOrder({ bookingId: online.id, origin: STAFF });
    expect(booking).toMatchObject({ status: 'held', paymentStatus: 'pending' });

    const atHotel = await lapsedHold('2026-12-12', '2026-12-13', 23);
    expect(await harness.services.payments.payAtHotel({ bookingId: atHotel.id, origin: STAFF })).toMatchObject({
      status: 'confirmed',
    });
  });

  it('not after 24 hours: createOrder and payAtHotel refuse and tell the guest to start a new booking', async () => {
    const booking = await lapsedHold('2026-12-14', '2026-12-15', 25);
    expect(await refusal(() => harness.services.payments.createOrder({ bookingId: booking.id }))).toMatchObject(TOO_OLD);
    expect(await refusal(() => harness.services.payments.payAtHotel({ bookingId: booking.id }))).toMatchObject(TOO_OLD);
    expect(await stored(booking.id)).toMatchObject({ status: 'expired', paymentStatus: 'void', razorpayOrderId: null });
  });

  it('not after 24 hours even with an order from before: the order is not handed out again', async () => {
    const room = await createRoom(harness.services);
    const held = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-16', '2026-12-17'));
    await harness.services.payments.createOrder({ bookingId: held.id });
    harness.clock.advanceMinutes(15 + 25 * 60);
    expect(await refusal(() => harness.services.payments.createOrder({ bookingId: held.id }))).toMatchObject(TOO_OLD);
    expect(await stored(held.id)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
  });
});
