import { DEMO_HOTEL } from '../../../test/support/demo-hotel';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { AbuseCounter } from './abuse-counter.entity';
import { AbuseLimitsService } from './abuse-limits.service';

const harness = useServiceHarness();

/** 3 booking requests per 10 minutes, over the harness's database and clock. */
const limits = () =>
  new AbuseLimitsService(
    harness.database.dataSource,
    harness.clock.now,
    { limit: 3, windowSeconds: 600 },
    async () => ` on ${DEMO_HOTEL.reservationsPhone}`,
  );
const from = (address: string) => ({ address, admin: false });

describe('the booking rate limit per client address', () => {
  it('lets the limit through in a window, refuses the next with a 429 that says when to try again, and starts over in the next window', async () => {
    const service = limits();
    for (let i = 0; i < 3; i += 1) await service.countBookingRequest(from('203.0.113.1'));
    const refused = await refusal(() => service.countBookingRequest(from('203.0.113.1')));
    expect(refused).toMatchObject({ code: 'BOOKING_RATE_LIMITED', kind: 'rate_limited' });
    // The test clock starts at 10:00 Kolkata (04:30 UTC): the 10-minute window ends at 04:40 UTC.
    expect(refused.message).toBe(
      'Too many booking attempts from your network. Please try again in 10 minutes, or call us on +91 91234 56789 to book.',
    );
    harness.clock.advanceMinutes(10);
    await expect(service.countBookingRequest(from('203.0.113.1'))).resolves.toBeUndefined();
  });

  it('counts each address on its own', async () => {
    const service = limits();
    for (let i = 0; i < 3; i += 1) await service.countBookingRequest(from('203.0.113.2'));
    await expect(service.countBookingRequest(from('203.0.113.2'))).rejects.toMatchObject({ code: 'BOOKING_RATE_LIMITED' });
    await expect(service.countBookingRequest(from('198.51.100.2'))).resolves.toBeUndefined();
  });

  it('does not count a signed-in admin', async () => {
    const service = limits();
    for (let i = 0; i < 5; i += 1) await service.countBookingRequest({ address: '203.0.113.3', admin: true });
    const counters = await harness.database.dataSource.getRepository(AbuseCounter).findBy({ key: 'booking:203.0.113.3' });
    expect(counters).toEqual([]);
  });

  it('keeps the count in the database, so another instance on the same database counts on from it', async () => {
    const first = limits();
    const second = limits();
    await first.countBookingRequest(from('203.0.113.4'));
    await second.countBookingRequest(from('203.0.113.4'));
    await first.countBookingRequest(from('203.0.113.4'));
    await expect(second.countBookingRequest(from('203.0.113.4'))).rejects.toMatchObject({ code: 'BOOKING_RATE_LIMITED' });
    const [counter] = await harness.database.dataSource.getRepository(AbuseCounter).findBy({ key: 'booking:203.0.113.4' });
    expect(counter.count).toBe(4);
  });

  it('counts parallel requests atomically: exactly the limit get through', async () => {
    const service = limits();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => service.countBookingRequest(from('203.0.113.5'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const [counter] = await harness.database.dataSource.getRepository(AbuseCounter).findBy({ key: 'booking:203.0.113.5' });
    expect(counter.count).toBe(20);
  });

  it('forgets an address’s old windows when it starts a new one', async () => {
    const service = limits();
    await service.countBookingRequest(from('203.0.113.6'));
    harness.clock.advanceMinutes(30);
    await service.countBookingRequest(from('203.0.113.6'));
    const counters = await harness.database.dataSource.getRepository(AbuseCounter).findBy({ key: 'booking:203.0.113.6' });
    expect(counters.map((counter) => counter.count)).toEqual([1]);
  });
});

describe('limits per target and wrong tries per subject', () => {
  const rule = { limit: 2, windowSeconds: 600 };

  it('counts a target (an email) whoever sends it, keeping only a digest of it', async () => {
    const service = limits();
    await expect(service.countTryOnTargets('contact', ['meera@example.com'], from('203.0.113.7'), rule)).resolves.toBeNull();
    await expect(service.countTryOnTargets('contact', ['meera@example.com'], from('203.0.113.8'), rule)).resolves.toBeNull();
    await expect(service.countTryOnTargets('contact', ['meera@example.com'], from('203.0.113.9'), rule)).resolves.toBeGreaterThan(
      0,
    );
    const keys: { key: string }[] = await harness.database.dataSource.query(
      `SELECT key FROM abuse_counter WHERE key LIKE 'contact-on:%'`,
    );
    expect(keys).toHaveLength(1);
    expect(keys[0].key).toMatch(/^contact-on:[0-9a-f]{32}$/);
  });

  it('bars a subject with `limit` wrong tries only for the addresses that made `perCaller` of them', async () => {
    const service = limits();
    for (let i = 0; i < 2; i += 1) await service.countFailureOn('code', 'HB7K3QM', from('203.0.113.10'), rule);
    await expect(service.failuresBar('code', 'HB7K3QM', from('203.0.113.10'), rule, 2)).resolves.toBeGreaterThan(0);
    await expect(service.failuresBar('code', 'HB7K3QM', from('203.0.113.11'), rule, 2)).resolves.toBeNull();
    await expect(service.failuresBar('code', 'HB7K3QM', { address: '203.0.113.10', admin: true }, rule, 2)).resolves.toBeNull();
    harness.clock.advanceMinutes(10);
    await expect(service.failuresBar('code', 'HB7K3QM', from('203.0.113.10'), rule, 2)).resolves.toBeNull();
  });
});
