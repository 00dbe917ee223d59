import { EntityManager } from 'typeorm';
import { EventStatus } from './event-status';

/** The statuses an event is done in. */
const FINISHED_EVENTS = [EventStatus.COMPLETED, EventStatus.CANCELLED, EventStatus.LOST];

/**
 * The events lose their family's contact details (the host's name, phone and email): for the daily
 * purge and a privacy request's erasure. The rows stay with their money and dates for the books;
 * tax documents keep their own copy. Answers how many forgot now.
 */
export async function forgetEventContacts(manager: EntityManager, eventIds: string[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const rows: { id: string }[] = await manager.query(
    `WITH forgotten AS (
       UPDATE banquet_event SET host_name = 'Removed', host_phone = '0000000000', host_email = 'removed-' || id || '@invalid',
              marketing_consent_at = NULL, marketing_consent_source = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[]) AND host_email NOT LIKE 'removed-%@invalid'
       RETURNING id)
     SELECT id FROM forgotten`,
    [eventIds],
  );
  return rows.length;
}

/** The finished events whose family has had no event since `lastEventBefore` (YYYY-MM-DD) nor one to come. */
export async function eventsOfFamiliesGoneSince(manager: EntityManager, lastEventBefore: string): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT e.id FROM banquet_event e
      WHERE e.event_date < $1::date AND e.status = ANY($2::varchar[]) AND e.host_email NOT LIKE 'removed-%@invalid'
        AND NOT EXISTS (
          SELECT 1 FROM banquet_event later
           WHERE later.id <> e.id
             AND (later.event_date >= $1::date OR NOT (later.status = ANY($2::varchar[])))
             AND (later.host_phone = e.host_phone OR later.host_email = e.host_email))`,
    [lastEventBefore, FINISHED_EVENTS],
  );
  return rows.map((row) => row.id);
}
