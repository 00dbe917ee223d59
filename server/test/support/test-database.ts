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
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `hotel_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataSource = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 20 });
  return {
    dataSource,
    engine: 'postgres',
    async close() {
      await dataSource.destroy();
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
