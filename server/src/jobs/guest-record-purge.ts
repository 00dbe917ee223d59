import { EntityManager } from 'typeorm';
import { eventsOfFamiliesGoneSince, forgetEventContacts } from '../modules/banquet';
import { bookingsOfGuestsGoneSince, forgetBookingContacts } from '../modules/bookings';
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
export async function purgeGuestRecords(manager: EntityManager, now: Date): Promise<GuestRecordPurge> {
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
    (await forgetBookingContacts(manager, await bookingsOfGuestsGoneSince(manager, lastStayBefore))) +
    (await forgetEventContacts(manager, await eventsOfFamiliesGoneSince(manager, lastStayBefore)));
  // The database refuses to delete a tax document unless this transaction names the day, and the
  // document's year ended eight years before it (migration 1767060000000).
  await manager.query(`SELECT set_config('hotel.retention_today', $1, true)`, [today]);
  const taxDocuments = await countDeleted(
    manager,
    `DELETE FROM tax_document WHERE ${financialYearEnd('issue_date')} < $1::date RETURNING 1`,
    [yearsBefore(today, RETENTION.taxDocuments.days / 365)],
  );
  const privacyRequests = await countDeleted(
    manager,
    `DELETE FROM privacy_request WHERE status <> 'open' AND resolved_at < $1 RETURNING 1`,
    [daysAgo(RETENTION_DAYS.privacyRequests)],
  );
  return { registerEntries, checkInRecords, formIIIReports, guestContacts, taxDocuments, privacyRequests };
}

/** The 31 March ending the Indian financial year of a date column (1 April – 31 March). */
function financialYearEnd(column: string): string {
  return `make_date(extract(year FROM ${column} + interval '9 months')::int, 3, 31)`;
}

/** The same calendar day `years` years before (29 February: the 28th). */
function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year - years, month - 1, day));
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** Runs a `DELETE … RETURNING 1` and answers how many rows went. */
export async function countDeleted(manager: EntityManager, deletion: string, parameters: unknown[]): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(
    `WITH gone AS (${deletion}) SELECT count(*)::int AS count FROM gone`,
    parameters,
  );
  return count;
}
