import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StaffRole } from '../src/modules/admin-auth';
import { retentionTableMarkdown } from '../src/jobs/data-retention';
import { gql } from './support/graphql';
import { BRITISH, CHECK_IN, CHECK_IN_AT, CHECK_OUT, INDIAN, MARK, registerDesk } from './support/guest-register';
import { useTestApp } from './support/test-app';

/**
 * Issue 29, item 4: the daily purge applies the one retention table to guests' records: register
 * rows a year after the departure (never one whose Form III report is still due), check-in records
 * a year after the check-out, Form III reports a year after they were reported, contact details
 * three years after the guest's last stay, tax documents eight years after their financial year.
 */
const app = useTestApp();
const { stayToCheckIn, tokenFor } = registerDesk(app);
const sql = <T>(query: string, parameters: unknown[] = []) => app.database.dataSource.query<T[]>(query, parameters);

/** The purge as the periodic work runs it, on `date` at noon in the hotel. */
async function purgeOn(date: string) {
  app.clock.current = new Date(`${date}T12:00:00+05:30`);
  const report = await app.services.dataRetention.purgeIfDue();
  if (!report) throw new Error('the purge did not run');
  return report;
}

describe('the purge of guests’ records', () => {
  it('keeps the register a year, never before Form III is reported, contacts three years and tax documents eight', async () => {
    const { bookingId } = await stayToCheckIn();
    const desk = await tokenFor(StaffRole.FRONT_DESK);
    const registration = { adults: 2, registerGuests: [BRITISH, INDIAN] };
    expect((await gql(app, CHECK_IN, { bookingId, registration }, { token: desk })).data.checkIn.errors).toEqual([]);
    const [arrival] = await sql<{ id: string }>(
      `SELECT r.id FROM form_iii_report r JOIN register_entry e ON e.id = r.register_entry_id WHERE e.booking_id = $1`,
      [bookingId],
    );
    app.clock.current = new Date(CHECK_IN_AT.getTime() + 2 * 3_600_000);
    const reportedAt = app.clock.current.toISOString();
    await gql(app, MARK, { id: arrival.id, reference: 'BOI-1', reportedAt }, { token: await tokenFor(StaffRole.FRONT_DESK) });
    app.clock.current = new Date(CHECK_IN_AT.getTime() + 22 * 3_600_000);
    expect(
      (await gql(app, CHECK_OUT, { bookingId }, { token: await tokenFor(StaffRole.FRONT_DESK) })).data.checkOut.errors,
    ).toEqual([]);

    const registerRows = () =>
      sql<{ name: string }>(`SELECT name FROM register_entry WHERE booking_id = $1 ORDER BY name`, [bookingId]);
    const reports = () =>
      sql<{ kind: string; status: string }>(
        `SELECT r.kind, r.status FROM form_iii_report r JOIN register_entry e ON e.id = r.register_entry_id WHERE e.booking_id = $1`,
        [bookingId],
      );
    const checkInRecords = () => sql(`SELECT 1 FROM guest_registration WHERE booking_id = $1`, [bookingId]);
    const documents = () => sql<{ kind: string }>(`SELECT kind FROM tax_document WHERE booking_id = $1`, [bookingId]);
    const contact = async () =>
      (await sql<{ user_name: string }>(`SELECT user_name FROM booking WHERE id = $1`, [bookingId]))[0].user_name;
    expect(await documents()).not.toEqual([]);
    expect(await checkInRecords()).toHaveLength(1);
    const guestName = await contact();

    // A day short of a year after the departure: everything stays.
    await purgeOn('2027-12-01');
    expect(await registerRows()).toHaveLength(2);

    // A year after: the Indian guest's row goes; the British guest's stays while its departure report is due.
    const yearOn = await purgeOn('2027-12-03');
    expect(await registerRows()).toEqual([{ name: 'Emma Clarke' }]);
    expect(await reports()).toEqual([{ kind: 'departure', status: 'due' }]);
    expect(await checkInRecords()).toEqual([]);
    expect(yearOn).toMatchObject({ registerEntries: 1, formIIIReports: 1, checkInRecords: 1, guestContacts: 0, taxDocuments: 0 });
    expect(await contact()).toBe(guestName);

    // Reported at last: a year after the report, the row and the report go.
    const [departure] = await sql<{ id: string }>(
      `SELECT r.id FROM form_iii_report r JOIN register_entry e ON e.id = r.register_entry_id WHERE e.booking_id = $1`,
      [bookingId],
    );
    const late = (
      await gql(
        app,
        MARK,
        { id: departure.id, reference: 'BOI-2', reportedAt: app.clock.current.toISOString() },
        { token: await tokenFor(StaffRole.FRONT_DESK) },
      )
    ).data.markFormIIIReported;
    expect(late.errors).toEqual([]);
    await purgeOn('2028-12-04');
    expect(await registerRows()).toEqual([]);

    // Seven years on: the guest's contact details are gone (no stay in three years); the tax documents stay.
    const sevenYears = await purgeOn('2033-11-22');
    expect(await contact()).toBe('Removed');
    expect(sevenYears.guestContacts).toBeGreaterThanOrEqual(1);
    expect(await documents()).not.toEqual([]);

    // Eight years after the end of the financial year 2026-27 (31 March 2027): they go.
    await purgeOn('2035-03-31');
    expect(await documents()).not.toEqual([]);
    await purgeOn('2035-04-02');
    expect(await documents()).toEqual([]);
  });

  it('is the table README prints', () => {
    const readme = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
    const table = readme.match(
      /<!-- retention:start -->\n<!-- prettier-ignore-start -->\n([\s\S]*?)\n<!-- prettier-ignore-end -->\n<!-- retention:end -->/,
    )?.[1];
    expect(table).toBe(retentionTableMarkdown());
  });
});
