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
      `INSERT INTO contact_message (name, email, message, source, created_at)
       VALUES ('Old Writer', 'old.writer@example.com', 'Hello', 'contact_form', $1), ('New Writer', 'new.writer@example.com', 'Hi', 'contact_form', $2)`,
      [daysAgo(181), daysAgo(179)],
    );
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
      outboxMessages: 0,
      messagingConsents: 0,
      oneTimeCodes: 0,
      revokedTokens: 1,
      accessLog: 0,
      contactMessages: 1,
      registerEntries: 0,
      checkInRecords: 0,
      formIIIReports: 0,
      guestContacts: 0,
      taxDocuments: 0,
      privacyRequests: 0,
    });
    expect(await sql('SELECT count(*)::int AS n FROM abuse_counter')).toEqual([{ n: 1 }]);
    expect(await sql('SELECT jti FROM admin_revoked_token')).toEqual([{ jti: '00000000-0000-4000-8000-000000000002' }]);
    expect(await sql('SELECT email FROM admin_login_failure')).toEqual([{ email: 'recent@example.com' }]);
    expect(await sql(`SELECT name FROM contact_message WHERE email LIKE '%.writer@example.com'`)).toEqual([
      { name: 'New Writer' },
    ]);
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

  it('removes messages 180 days after their final status, codes a day after expiry, and choices 3 years after their last change and the number’s last stay, never while a message to it is kept', async () => {
    await sql('DELETE FROM job_run');
    const message = (key: string, status: string, statusAt: Date, recipient = '+919833300001') =>
      sql(
        `INSERT INTO outbox_message (idempotency_key, kind, channel, recipient, params, status, next_attempt_at, created_at, status_at)
         VALUES ($1, 'booking_confirmed', 'whatsapp', $2, '{}', $3, $4, $4, $4)`,
        [key, recipient, status, statusAt],
      );
    await message('old-sent', 'sent', daysAgo(181));
    await message('old-failed', 'failed', daysAgo(200));
    await message('recent-read', 'read', daysAgo(179));
    await message('old-but-queued', 'queued', daysAgo(400));
    const code = (phone: string, expiresAt: Date) =>
      sql(`INSERT INTO one_time_code (phone, code_hash, created_at, expires_at) VALUES ($1, 'x', $2, $2)`, [phone, expiresAt]);
    await code('+919833300002', daysAgo(2));
    await code('+919833300003', daysAgo(0.5));

    const choice = (phone: string, changedAt: Date) =>
      sql(
        `INSERT INTO messaging_consent (phone, whatsapp, source, changed_at, changed_by) VALUES ($1, true, 'booking_form', $2, 'guest')`,
        [phone, changedAt],
      );
    const fourYears = daysAgo(4 * 365);
    await choice('+919833300010', fourYears); // nothing since: goes
    await choice('+919833300011', daysAgo(2 * 365)); // changed two years ago: stays
    await choice('+919833300012', fourYears); // a stay ending within three years: stays
    await choice('+919833300013', fourYears); // a message still kept (it goes in this purge): stays
    await choice('+919833300014', fourYears); // a stay, written in the old ten digits, ending within three years: stays
    const room = await createRoom(harness.services);
    const [{ today }] = await sql<{ today: string }>(
      `SELECT to_char($1::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS today`,
      [harness.clock.now()],
    );
    const stay = await harness.services.bookings.createHold(
      quoteFor(room.id, '2027-03-01', '2027-03-02', { phone: '9833300012' }),
    );
    await sql(`UPDATE booking SET check_in = $2::date - 400, check_out = $2::date - 399 WHERE id = $1`, [stay.id, today]);
    const oldDigits = await harness.services.bookings.createHold(
      quoteFor(room.id, '2027-03-03', '2027-03-04', { phone: '9833300014' }),
    );
    await sql(
      `UPDATE booking SET user_phone = '9833300014', check_in = $2::date - 500, check_out = $2::date - 499 WHERE id = $1`,
      [oldDigits.id, today],
    );
    await message('to-a-chooser', 'sent', daysAgo(2 * 365), '+919833300013');

    expect(await harness.services.dataRetention.purgeIfDue()).toMatchObject({
      outboxMessages: 3,
      oneTimeCodes: 1,
      messagingConsents: 1,
    });
    expect(
      (await sql<{ idempotency_key: string }>('SELECT idempotency_key FROM outbox_message ORDER BY 1')).map(
        (row) => row.idempotency_key,
      ),
    ).toEqual(expect.arrayContaining(['old-but-queued', 'recent-read']));
    expect(await sql(`SELECT 1 FROM outbox_message WHERE idempotency_key IN ('old-sent', 'old-failed', 'to-a-chooser')`)).toEqual(
      [],
    );
    expect(await sql('SELECT phone FROM one_time_code')).toEqual([{ phone: '+919833300003' }]);
    expect(
      (await sql<{ phone: string }>(`SELECT phone FROM messaging_consent WHERE phone LIKE '+9198333000%' ORDER BY phone`)).map(
        (row) => row.phone,
      ),
    ).toEqual(['+919833300011', '+919833300012', '+919833300013', '+919833300014']);
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
