import { EntityManager } from 'typeorm';
import { eventsOfFamiliesGoneSince, forgetEventContacts } from '../modules/banquet';
import { deleteTaxDocumentsPastRetention } from '../modules/billing';
import { bookingsOfGuestsGoneSince, type BookingLifecycle } from '../modules/bookings';
import { addDays, calendarDateAt } from '../shared/pure/calendar-dates';
import { RETENTION, RETENTION_DAYS } from './retention-table';

/** What the daily purge did to guests' records (issue 29): rows deleted or anonymised, by table row. */
export interface GuestRecordPurge {
  registerEntries: number;
  checkInRecords: number;
  formIIIReports: number;
  guestContacts: number;
  taxDocuments: number;
  privacyRequests: number;
}

const DAY_MS = 86_400_000;

/**
 * The guest records RETENTION says go: register rows a year after the departure (never one whose
 * Form III report is still due), check-in records a year after the check-out, Form III reports a
 * year after they were reported, contact details three years after a guest's or family's last stay
 * or event, tax documents eight years after their financial year, answered privacy requests
 * three years after their answer.
 */
export async function purgeGuestRecords(
  manager: EntityManager,
  now: Date,
  lifecycle: Pick<BookingLifecycle, 'forgetContacts'>,
): Promise<GuestRecordPurge> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const today = calendarDateAt(now);
  // Reports first: a register row goes with its reports (the foreign key cascades), so an unreported one keeps its row.
  const formIIIReports = await countDeleted(
    manager,
    `DELETE FROM form_iii_report WHERE status = 'reported' AND reported_at < $1 RETURNING 1`,
    [daysAgo(RETENTION_DAYS.formIIIReports)],
  );
  const registerEntries = await countDeleted(
    manager,
    `DELETE FROM register_entry entry
      WHERE entry.departed_at < $1
        AND NOT EXISTS (SELECT 1 FROM form_iii_report report WHERE report.register_entry_id = entry.id AND report.status = 'due')
      RETURNING 1`,
    [daysAgo(RETENTION_DAYS.registerEntries)],
  );
  const checkInRecords = await countDeleted(
    manager,
    `DELETE FROM guest_registration record USING booking
      WHERE booking.id = record.booking_id AND booking.status <> 'checked_in' AND booking.check_out < $1::date
      RETURNING 1`,
    [addDays(today, -RETENTION_DAYS.checkInRecords)],
  );
  const lastStayBefore = addDays(today, -RETENTION_DAYS.guestContacts);
  const guestContacts =
    (await lifecycle.forgetContacts(manager, await bookingsOfGuestsGoneSince(manager, lastStayBefore))) +
    (await forgetEventContacts(manager, await eventsOfFamiliesGoneSince(manager, lastStayBefore)));
  const taxDocuments = await deleteTaxDocumentsPastRetention(manager, today, RETENTION.taxDocuments.days / 365);
  const privacyRequests = await countDeleted(
    manager,
    `DELETE FROM privacy_request WHERE status <> 'open' AND resolved_at < $1 RETURNING 1`,
    [daysAgo(RETENTION_DAYS.privacyRequests)],
  );
  return { registerEntries, checkInRecords, formIIIReports, guestContacts, taxDocuments, privacyRequests };
}

/** Runs a `DELETE … RETURNING 1` and answers how many rows went. */
export async function countDeleted(manager: EntityManager, deletion: string, parameters: unknown[]): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(
    `WITH gone AS (${deletion}) SELECT count(*)::int AS count FROM gone`,
    parameters,
  );
  return count;
}
