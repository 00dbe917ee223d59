import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Booking } from './booking.entity';

const harness = useServiceHarness();
const anonymous = { address: '203.0.113.9', admin: false };
const bookingCount = () => harness.database.dataSource.getRepository(Booking).count();

/** One guest's quote for a night in its own room, so only the guest limit can refuse it. */
async function quoteOfGuest(identity: { userEmail?: string; phone?: string }, checkIn = '2026-12-01', checkOut = '2026-12-02') {
  const room = await createRoom(harness.services);
  return quoteFor(room.id, checkIn, checkOut, identity);
}

const TOO_MANY =
  'You already have 2 unpaid bookings with us. Please pay for or cancel one of them before booking again, or call us on +91 91234 56789 and we will help.';

describe('a guest holds at most MAX_UNPAID_BOOKINGS_PER_GUEST (2) unpaid bookings', () => {
  it('refuses a third hold for the same email (other phones) with a 429 that says what to do, and writes nothing', async () => {
    const { bookings } = harness.services;
    await bookings.createHold(await quoteOfGuest({ userEmail: 'asha@example.in', phone: '9811111111' }), anonymous);
    await bookings.createHold(await quoteOfGuest({ userEmail: 'asha@example.in', phone: '9822222222' }), anonymous);
    const before = await bookingCount();
    const refused = await refusal(async () =>
      bookings.createHold(await quoteOfGuest({ userEmail: 'Asha@Example.in', phone: '9833333333' }), anonymous),
    );
    expect(refused).toMatchObject({ code: 'TOO_MANY_UNPAID_BOOKINGS', kind: 'rate_limited', message: TOO_MANY });
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a third hold for the same phone under other emails', async () => {
    const { bookings } = harness.services;
    await bookings.createHold(await quoteOfGuest({ userEmail: 'one@example.in', phone: '9844444444' }), anonymous);
    await bookings.createHold(await quoteOfGuest({ userEmail: 'two@example.in', phone: '9844444444' }), anonymous);
    const refused = await refusal(async () =>
      bookings.createHold(await quoteOfGuest({ userEmail: 'three@example.in', phone: '9844444444' }), anonymous),
    );
    expect(refused.code).toBe('TOO_MANY_UNPAID_BOOKINGS');
  });

  it('counts a pay-at-hotel stay still ahead, but not one whose check-out has passed', async () => {
    const { bookings, payments } = harness.services;
    const guest = { userEmail: 'cod@example.in', phone: '9855555555' };
    const tonight = await bookings.createHold(await quoteOfGuest(guest, '2026-11-21', '2026-11-22'), anonymous);
    await payments.payAtHotel({ bookingId: tonight.id });
    await bookings.createHold(await quoteOfGuest(guest, '2026-12-10', '2026-12-11'), anonymous);
    await expect(bookings.createHold(await quoteOfGuest(guest), anonymous)).rejects.toMatchObject({
      code: 'TOO_MANY_UNPAID_BOOKINGS',
    });
    // 23 Nov: the stay of 21–22 Nov is over (the hotel collects or marks it; it blocks nothing ahead).
    harness.clock.advanceMinutes(2 * 24 * 60);
    await expect(bookings.createHold(await quoteOfGuest(guest), anonymous)).resolves.toMatchObject({ status: 'held' });
  });

  it('no longer counts a hold once it has expired', async () => {
    const { bookings } = harness.services;
    const guest = { userEmail: 'lapse@example.in', phone: '9866666666' };
    await bookings.createHold(await quoteOfGuest(guest), anonymous);
    await bookings.createHold(await quoteOfGuest(guest), anonymous);
    harness.clock.advanceMinutes(16);
    await expect(bookings.createHold(await quoteOfGuest(guest), anonymous)).resolves.toMatchObject({ status: 'held' });
  });

  it('lets a signed-in admin book for a guest beyond the limit', async () => {
    const { bookings } = harness.services;
    const guest = { userEmail: 'vip@example.in', phone: '9877777777' };
    const admin = { address: '203.0.113.10', admin: true };
    for (let i = 0; i < 3; i += 1) await bookings.createHold(await quoteOfGuest(guest), admin);
    expect(await harness.database.dataSource.getRepository(Booking).countBy({ userEmail: 'vip@example.in' })).toBe(3);
  });

  it('holds under parallel requests of one guest: exactly 2 of 6 simultaneous holds (one phone, six emails) are placed', async () => {
    const quotes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => quoteOfGuest({ userEmail: `burst${i}@example.in`, phone: '9888888888' })),
    );
    const outcomes = await Promise.allSettled(quotes.map((quote) => harness.services.bookings.createHold(quote, anonymous)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(await harness.database.dataSource.getRepository(Booking).countBy({ userPhone: '+919888888888' })).toBe(2);
  });
});
