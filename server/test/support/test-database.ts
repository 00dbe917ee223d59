import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase } from '../../src/db/data-source';
import { reusedPglites } from './reused-pglites';

export const onPostgres = () => process.env.TEST_ENGINE === 'postgres';

/** Where jest's global setup leaves the run's migrated templates (database-templates.ts). */
export const TEMPLATE_ENV = {
  /** A file: the dump of a migrated PGlite data folder. */
  pglite: 'TEST_PGLITE_TEMPLATE',
  /** The name of a migrated database on the server of TEST_DATABASE_URL. */
  postgres: 'TEST_POSTGRES_TEMPLATE',
} as const;

export interface TestDatabase {
  dataSource: DataSource;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  poolSize?: number;
  /**
   * Run every migration on an empty database instead of starting from the run's migrated
   * template: for the tests of the migrations themselves.
   */
  fromEmpty?: boolean;
}

/**
 * A fresh, migrated database for one test file, never sharing rows with another: an in-memory
 * PGlite holding what the run's migrated template holds (loaded from it, or one an earlier file of
 * the suite finished with, put back as the template left it: reused-pglites.ts), or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL copied from the run's template database (dropped
 * again at the end).
 * The templates are made once per jest run from the current migrations (test/support/global-setup.ts);
 * without one, the database is migrated from empty. Either way the migrations run on open, so
 * a template that missed one is brought up to date.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (!onPostgres()) {
    const template = options.fromEmpty ? undefined : process.env[TEMPLATE_ENV.pglite];
    const dataSource = await openDatabase(template ? { pglite: reusedPglites(template) } : {});
    return { dataSource, engine: 'pglite', close: () => dataSource.destroy() };
  }
  const template = options.fromEmpty ? undefined : process.env[TEMPLATE_ENV.postgres];
  const created = await createPostgresDatabase(template);
  const dataSource = await openDatabase({ url: created.url, poolSize: options.poolSize ?? 20 });
  return {
    dataSource,
    engine: 'postgres',
    async close() {
      await dataSource.destroy();
      await created.drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, empty or a copy of `template`,
 * and how to drop it again. Its address asks each connection not to wait for the disk at commit
 * (`synchronous_commit=off`): a test database is thrown away, and waiting for the server to flush
 * every one of a test's many small commits was about a fifth of the PostgreSQL run's wall time.
 * What the tests see does not change (a commit is still atomic and visible at once).
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `hotel_test_${randomBytes(6).toString('hex')}`;
  const copy = template ? ` TEMPLATE ${template}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function withAdminClient<T>(url: URL, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * How many pairs of blocking booking lines of these rooms overlap: the exclusion constraint says
 * none ever do. `query` is any SQL runner on the database (a DataSource, a pg client).
 */
export async function overlappingBlockingLines(
  query: (sql: string, params: unknown[]) => Promise<{ count: number }[]>,
  roomIds: string[],
): Promise<number> {
  const [{ count }] = await query(
    `SELECT count(*)::int AS count FROM booking_line x JOIN booking_line y
       ON x.room_id = y.room_id AND x.id < y.id AND x.blocks_room AND y.blocks_room
      AND daterange(x.check_in, x.check_out) && daterange(y.check_in, y.check_out)
      WHERE x.room_id = ANY($1::uuid[])`,
    [roomIds],
  );
  return count;
}
