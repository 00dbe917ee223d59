import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase } from '../../src/db/data-source';

export const onPostgres = () => process.env.TEST_ENGINE === 'postgres';

export interface TestDatabase {
  dataSource: DataSource;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again at the end). Never reuses leftovers.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  if (!onPostgres()) {
    const dataSource = await openDatabase({});
    return { dataSource, engine: 'pglite', close: () => dataSource.destroy() };
  }
  const created = await createPostgresDatabase();
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

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it again. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `hotel_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: URL, run: (client: Client) => Promise<T>): Promise<T> {
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
