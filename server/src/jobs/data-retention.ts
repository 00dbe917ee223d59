import { DataSource, EntityManager } from 'typeorm';
import { BookingLifecycle } from '../modules/bookings';
import { Clock } from '../shared/clock';

/** How long data that is no longer needed is kept, in days. */
export const RETENTION_DAYS = {
  /** Failed admin sign-ins: long enough for the rate limit and a look at an attack. */
  loginFailures: 30,
  /** Provider webhook ids: far longer than the provider retries a delivery. */
  webhookEvents: 90,
  /** The guest's contact details on a hold that expired unpaid. */
  expiredHoldContacts: 30,
  /** Booking-request counters per address: far longer than any rate-limit window. */
  abuseCounters: 7,
} as const;

const JOB_NAME = 'daily-purge';
const DAY_MS = 86_400_000;

export interface PurgeReport {
  loginFailures: number;
  webhookEvents: number;
  expiredHoldContacts: number;
  abuseCounters: number;
  /** Signed-out tokens past their own expiry: refused anyway. */
  revokedTokens: number;
}

/**
 * Data that is no longer needed goes, once a day: old failed sign-ins, old webhook ids, old
 * booking-request counters, revoked tokens past their expiry, and the contact details of holds
 * that expired unpaid. Bookings are changed by their lifecycle only.
 */
export class DataRetention {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly clock: Clock,
  ) {}

  /**
   * Purges when a day has passed since the last purge (remembered in job_run, so across restarts
   * and instances), else answers null. Claiming the day and purging are one transaction: of two
   * instances asking at once, one purges and the other finds the day taken.
   */
  async purgeIfDue(): Promise<PurgeReport | null> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock();
      const claimed = await manager.query<{ name: string }[]>(
        `INSERT INTO job_run (name, last_run_at) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at WHERE job_run.last_run_at <= $3
         RETURNING name`,
        [JOB_NAME, now, new Date(now.getTime() - DAY_MS)],
      );
      return claimed.length > 0 ? this.purge(manager, now) : null;
    });
  }

  private async purge(manager: EntityManager, now: Date): Promise<PurgeReport> {
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    return {
      loginFailures: await deleteOlderThan(manager, 'admin_login_failure', 'failed_at', daysAgo(RETENTION_DAYS.loginFailures)),
      webhookEvents: await deleteOlderThan(manager, 'webhook_event', 'received_at', daysAgo(RETENTION_DAYS.webhookEvents)),
      expiredHoldContacts: await this.lifecycle.forgetExpiredHoldContacts(manager, daysAgo(RETENTION_DAYS.expiredHoldContacts)),
      abuseCounters: await deleteOlderThan(manager, 'abuse_counter', 'window_start', daysAgo(RETENTION_DAYS.abuseCounters)),
      revokedTokens: await deleteOlderThan(manager, 'admin_revoked_token', 'expires_at', now),
    };
  }
}

/** Deletes the rows of `table` whose `column` is before `before`; answers how many went. */
async function deleteOlderThan(
  manager: EntityManager,
  table: 'admin_login_failure' | 'webhook_event' | 'abuse_counter' | 'admin_revoked_token',
  column: 'failed_at' | 'received_at' | 'window_start' | 'expires_at',
  before: Date,
): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(
    `WITH gone AS (DELETE FROM ${table} WHERE ${column} < $1 RETURNING 1) SELECT count(*)::int AS count FROM gone`,
    [before],
  );
  return count;
}
