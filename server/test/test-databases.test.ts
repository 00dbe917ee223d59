import { pglitesLoaded } from './support/reused-pglites';
import { onPostgres, openTestDatabase } from './support/test-database';

/*
 * The tests' own promise: every test file's database holds what the run's migrated template
 * holds, and nothing another file left. On PGlite a suite's files reuse the instances an earlier
 * file finished with (support/reused-pglites.ts); on PostgreSQL each file copies the template.
 */

const count = async (query: (sql: string) => Promise<{ count: number }[]>, table: string) =>
  (await query(`SELECT count(*)::int AS count FROM ${table}`))[0].count;

describe('a test file’s database', () => {
  it('holds the template’s rows, sequences and session settings, whatever the file before it did', async () => {
    const first = await openTestDatabase();
    const query = (sql: string) => first.dataSource.query<{ count: number }[]>(sql);
    const versions = await count(query, 'availability_version');
    const terms = await first.dataSource.query<unknown[]>('SELECT * FROM banquet_terms');
    const [{ last_value: migrationsSequence }] = await first.dataSource.query<{ last_value: string }[]>(
      'SELECT last_value::text FROM migrations_id_seq',
    );
    const [{ TimeZone: zone }] = await first.dataSource.query<{ TimeZone: string }[]>('SHOW TIME ZONE');
    expect(versions).toBeGreaterThan(0);
    expect(terms).toHaveLength(1);

    await first.dataSource.query(
      `INSERT INTO contact_message (name, email, message, source) VALUES ('A', 'a@b.in', 'Hi', 'web')`,
    );
    await first.dataSource.query('DELETE FROM availability_version');
    await first.dataSource.query('DELETE FROM banquet_terms');
    await first.dataSource.query(`SELECT setval('migrations_id_seq', 900)`);
    await first.dataSource.query(`SET TIME ZONE 'America/Los_Angeles'`);
    const loaded = pglitesLoaded();
    await first.close();

    const second = await openTestDatabase();
    try {
      const again = (sql: string) => second.dataSource.query<{ count: number }[]>(sql);
      // On PGlite the same instance came back (none was loaded), put back as the template left it.
      if (!onPostgres()) expect(pglitesLoaded()).toBe(loaded);
      expect(await count(again, 'contact_message')).toBe(0);
      expect(await count(again, 'availability_version')).toBe(versions);
      expect(await second.dataSource.query('SELECT * FROM banquet_terms')).toEqual(terms);
      expect(await second.dataSource.query('SELECT last_value::text FROM migrations_id_seq')).toEqual([
        { last_value: migrationsSequence },
      ]);
      expect(await second.dataSource.query('SHOW TIME ZONE')).toEqual([{ TimeZone: zone }]);
    } finally {
      await second.close();
    }
  });

  it('has the template’s schema, even when the file before it changed its own', async () => {
    const first = await openTestDatabase();
    await first.dataSource.query('ALTER TABLE contact_message ADD COLUMN left_behind integer');
    const loaded = pglitesLoaded();
    await first.close();

    const second = await openTestDatabase();
    try {
      // On PGlite the changed instance was closed, not lent again: this one was loaded afresh.
      if (!onPostgres()) expect(pglitesLoaded()).toBe(loaded + 1);
      const columns = await second.dataSource.query<unknown[]>(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'contact_message' AND column_name = 'left_behind'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
