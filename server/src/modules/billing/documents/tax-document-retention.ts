import { EntityManager } from 'typeorm';

/**
 * Deletes the tax documents (and, by cascade, their PDFs) whose financial year ended more than
 * `years` years before `today` (YYYY-MM-DD): the retention table's rule, run by the daily purge.
 * The database refuses any other deletion of a tax document: this transaction names the day first
 * (`hotel.retention_today`, migration 1767060000000). Answers how many went.
 */
export async function deleteTaxDocumentsPastRetention(manager: EntityManager, today: string, years: number): Promise<number> {
  await manager.query(`SELECT set_config('hotel.retention_today', $1, true)`, [today]);
  const [{ count }] = await manager.query<{ count: number }[]>(
    `WITH gone AS (DELETE FROM tax_document WHERE ${financialYearEnd('issue_date')} < $1::date RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [yearsBefore(today, years)],
  );
  return count;
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
