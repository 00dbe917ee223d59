import { DataSource, EntityManager } from 'typeorm';
import { purgeAccessLog } from '../modules/access-log';
import { BookingLifecycle } from '../modules/bookings';
import { Clock } from '../shared/clock';
import { calendarDateAt } from '../shared/pure/calendar-dates';
import { countDeleted, purgeGuestRecords, type GuestRecordPurge } from './guest-record-purge';
import { RETENTION_DAYS } from './retention-table';

export { RETENTION, RETENTION_DAYS, retentionTableMarkdown } from './retention-table';

const JOB_NAME = 'daily-purge';
const DAY_MS = 86_400_000;

export interface PurgeReport extends GuestRecordPurge {
  loginFailures: number;
  webhookEvents: number;
  expiredHoldContacts: number;
  abuseCounters: number;
  outboxMessages: number;
  messagingConsents: number;
  oneTimeCodes: number;
  /** Signed-out tokens past their own expiry: refused anyway. */
  revokedTokens: number;
  /** Rows of the personal data access log (who looked) past their year. */
  accessLog: number;
  contactMessages: number;
}

/**
 * Data that is no longer needed goes, once a day, as the retention table says (retention-table.ts):
 * old failed sign-ins, old webhook ids, old booking-request counters, revoked tokens past their
 * expiry, the contact details of holds that expired unpaid, old messages, old WhatsApp choices,
 * spent one-time codes, and guests' records (guest-record-purge.ts: the register, check-in
 * records, Form III reports, contact details, tax documents). What went is reported by count
 * (the periodic work logs it), never by whom.
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
      // Choices first: one goes only once no message to its number is kept.
      messagingConsents: await deleteLapsedConsents(manager, daysAgo(RETENTION_DAYS.messagingConsent)),
      outboxMessages: await deleteFinalMessages(manager, daysAgo(RETENTION_DAYS.outboxMessages)),
      oneTimeCodes: await deleteOlderThan(manager, 'one_time_code', 'expires_at', daysAgo(RETENTION_DAYS.oneTimeCodes)),
      revokedTokens: await deleteOlderThan(manager, 'admin_revoked_token', 'expires_at', now),
      accessLog: await purgeAccessLog(manager, daysAgo(RETENTION_DAYS.accessLog)),
      contactMessages: await deleteOlderThan(manager, 'contact_message', 'created_at', daysAgo(RETENTION_DAYS.contactMessages)),
      ...(await purgeGuestRecords(manager, now, this.lifecycle)),
    };
  }
}

/** Messages whose final status (sent, delivered, read, failed) came before `before`; queued and sending ones stay. */
async function deleteFinalMessages(manager: EntityManager, before: Date): Promise<number> {
  return countDeleted(
    manager,
    `DELETE FROM outbox_message WHERE status IN ('sent', 'delivered', 'read', 'failed') AND status_at < $1 RETURNING 1`,
    [before],
  );
}

/**
 * Choices last changed before `before`, of numbers with no stay or event ending since and no
 * message to them still kept (RETENTION_DAYS.messagingConsent). Bookings kept before phones were
 * stored in E.164 hold an Indian number as its ten digits.
 */
async function deleteLapsedConsents(manager: EntityManager, before: Date): Promise<number> {
  const sinceDay = calendarDateAt(before);
  return countDeleted(
    manager,
    `DELETE FROM messaging_consent consent
      WHERE consent.changed_at < $1
        AND NOT EXISTS (SELECT 1 FROM booking
                         WHERE booking.user_phone IN (consent.phone, CASE WHEN consent.phone LIKE '+91%' THEN substr(consent.phone, 4) END)
                           AND booking.check_out >= $2::date)
        AND NOT EXISTS (SELECT 1 FROM banquet_event event WHERE event.host_phone = consent.phone AND event.event_date >= $2::date)
        AND NOT EXISTS (SELECT 1 FROM outbox_message message WHERE message.recipient = consent.phone)
      RETURNING 1`,
    [before, sinceDay],
  );
}

/** Deletes the rows of `table` whose `column` is before `before`; answers how many went. */
async function deleteOlderThan(
  manager: EntityManager,
  table: 'admin_login_failure' | 'webhook_event' | 'abuse_counter' | 'admin_revoked_token' | 'one_time_code' | 'contact_message',
  column: 'failed_at' | 'received_at' | 'window_start' | 'expires_at' | 'created_at',
  before: Date,
): Promise<number> {
  return countDeleted(manager, `DELETE FROM ${table} WHERE ${column} < $1 RETURNING 1`, [before]);
}
