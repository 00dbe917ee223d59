import { createRoom, quoteFor } from '../../test/support/fixtures';
import { useServiceHarness } from '../../test/support/service-harness';
import { createLogger } from '../shared/logger';
import { Booking } from '../modules/bookings/booking.entity';
import { periodicWork } from './periodic-work';

const harness = useServiceHarness();

const sql = <T>(query: string, parameters: unknown[] = []) => harness.database.dataSource.query<T[]>(query, parameters);
const daysAgo = (days: number) => new Date(harness.clock.now().getTime() - days * 86_400_000);
const booking = (id: string) =>
  harness.database.dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: { pax: true } } });

async function loginFailure(email: string, failedAt: Date) {
  await sql(`INSERT INTO admin_login_failure (email, ip, failed_at) VALUES ($1, '203.0.113.9', $2)`, [email, failedAt]);
}

async function webhookEvent(id: string, receivedAt: Date) {
  await sql(`INSERT INTO webhook_event (id, event, received_at) VALUES ($1, 'payment.captured', $2)`, [id, receivedAt]);
}

describe('the daily purge', () => {
  it('removes login failures after 30 days, webhook ids after 90, and expired holds’ contact details after 30', async () => {
    const room = await createRoom(harness.services);
    const lapsedLongAgo = await harness.services.bookings.createHold(
      quoteFor(room.id, '2027-01-10', '2027-01-11', { userEmail: 'old.hold@example.com', name: 'Old Hold', phone: '9811111111' }),
    );
    const paid = await harness.services.bookings.createHold(quoteFor(room.id, '2027-01-12', '2027-01-13'));
    await harness.services.payments.payAtHotel({ bookingId: paid.id });
    harness.clock.advanceMinutes(20);
    await harness.services.bookings.expireHolds();
    harness.clock.advanceMinutes(31 * 24 * 60);
    const lapsedLately = await harness.services.bookings.createHold(
      quoteFor(room.id, '2027-01-10', '2027-01-11', { userEmail: 'new.hold@example.com', phone: '9822222222' }),
    );
    harness.clock.advanceMinutes(20);
    await harness.services.bookings.expireHolds();

    await loginFailure('old@example.com', daysAgo(31));
    await loginFailure('recent@example.com', daysAgo(29));
    await webhookEvent('evt_old', daysAgo(91));
    await webhookEvent('evt_recent', daysAgo(89));
    await sql(
      `INSERT INTO abuse_counter (key, window_start, count) VALUES ('booking:203.0.113.9', $1, 3), ('booking:203.0.113.9', $2, 1)`,
      [daysAgo(8), daysAgo(1)],
    );
    await sql(
      `INSERT INTO admin_revoked_token (jti, expires_at) VALUES ('00000000-0000-4000-8000-000000000001', $1), ('00000000-0000-4000-8000-000000000002', $2)`,
      [daysAgo(1), new Date(harness.clock.now().getTime() + 3_600_000)],
    );

    expect(await harness.services.dataRetention.purgeIfDue()).toEqual({
      loginFailures: 1,
      webhookEvents: 1,
      expiredHoldContacts: 1,
      abuseCounters: 1,
      revokedTokens: 1,
    });
    expect(await sql('SELECT count(*)::int AS n FROM abuse_counter')).toEqual([{ n: 1 }]);
    expect(await sql('SELECT jti FROM admin_revoked_token')).toEqual([{ jti: '00000000-0000-4000-8000-000000000002' }]);
    expect(await sql('SELECT email FROM admin_login_failure')).toEqual([{ email: 'recent@example.com' }]);
    expect(await sql('SELECT id FROM webhook_event')).toEqual([{ id: 'evt_recent' }]);

    const forgotten = await booking(lapsedLongAgo.id);
    expect(forgotten).toMatchObject({
      status: 'expired',
      userName: 'Removed',
      userEmail: `removed-${lapsedLongAgo.id}@invalid`,
      userPhone: '0000000000',
      guestId: null,
    });
    expect(forgotten.lines[0].pax.map((pax) => pax.name)).toEqual(['Removed']);
    expect(await booking(lapsedLately.id)).toMatchObject({ userEmail: 'new.hold@example.com', userPhone: '+919822222222' });
    expect(await booking(paid.id)).toMatchObject({ status: 'confirmed', userEmail: paid.userEmail });
  });

  it('runs once a day, remembered in the database, from the periodic work', async () => {
    const logger = createLogger('silent');
    const services = harness.services;
    // The test before purged a month ahead of this test's clock.
    await sql('DELETE FROM job_run');
    expect(await services.dataRetention.purgeIfDue()).not.toBeNull();
    await loginFailure('day-one@example.com', daysAgo(40));

    await periodicWork(harness.database.dataSource, services, logger);
    expect(await sql(`SELECT email FROM admin_login_failure WHERE email = 'day-one@example.com'`)).toHaveLength(1);
    harness.clock.advanceMinutes(23 * 60);
    expect(await services.dataRetention.purgeIfDue()).toBeNull();

    harness.clock.advanceMinutes(60);
    await periodicWork(harness.database.dataSource, services, logger);
    expect(await sql(`SELECT email FROM admin_login_failure WHERE email = 'day-one@example.com'`)).toEqual([]);
    const [run] = await sql<{ last_run_at: Date }>(`SELECT last_run_at FROM job_run WHERE name = 'daily-purge'`);
    expect(run.last_run_at).toEqual(harness.clock.now());
  });
});
