import { createRoom, quoteFor } from '../../../../test/support/fixtures';
import { useServiceHarness } from '../../../../test/support/service-harness';

const harness = useServiceHarness();

describe('the cancellation policy a guest is shown', () => {
  it('is the policy as it applies to this booking while it can be cancelled, and nothing once it is cancelled', async () => {
    const room = await createRoom(harness.services);
    const held = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    expect(await harness.services.cancellations.policyFor(held)).toBe(
      'Free cancellation until 9 Dec 2026, 3:00 PM (24 hours before check-in); after that, 50% is refunded. Refunds reach you in 5-10 business days.',
    );
    await harness.services.cancellations.cancel(held.id);
    const cancelled = await harness.services.bookings.get(held.id);
    expect(await harness.services.cancellations.policyFor(cancelled)).toBeNull();
  });
});
