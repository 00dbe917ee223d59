import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGlite, PGliteOptions, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { entities } from './entities';
import { migrations } from './migrations';
import { pgliteDriver, PGliteSource } from './pglite-pool';
import { seedPgliteFolder } from './pglite-template';
import { SnakeNamingStrategy } from './snake-naming-strategy';

/** Calendar dates stay strings end to end: a JS Date would shift them across time zones. */
const keepDateAsText = (value: string) => value;
pg.types.setTypeParser(pg.types.builtins.DATE, keepDateAsText);

/**
 * PostgreSQL's defaults are for a server with memory to spare; PGlite's WebAssembly memory grows to
 * whatever the buffers touch and never shrinks. A hotel's database is a few MB: 16 MB of shared
 * buffers hold it whole (peak RSS under the bench: see docs/profiling.md).
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 2MB'].join(
  '\n',
);

export interface DatabaseTarget {
  /** postgres://… for a PostgreSQL server; absent for the embedded PGlite database. */
  url?: string;
  /** PGlite's folder; absent with no url means an in-memory database (tests). */
  dataDir?: string;
  /** An in-memory PGlite starts as a copy of this dump of a data folder (the tests' migrated template). */
  loadDataDir?: Blob;
  /** Where the embedded database comes from instead (the tests lend reused ones). */
  pglite?: PGliteSource;
  poolSize?: number;
  /** Only for throwaway test databases. */
  synchronize?: boolean;
}

/** TypeORM writes booleans as JavaScript values; PostgreSQL's text input wants TRUE/FALSE (as typeorm-pglite sets). */
const booleanText = (value: unknown): string => {
  if (value === true || value === 'true' || value === 1) return 'TRUE';
  if (value === false || value === 'false' || value === 0) return 'FALSE';
  return String(value);
};

/** How this app opens PGlite: its extensions, type parsers and settings, on a folder, a dump or nothing. */
export function pgliteOptions(target: { dataDir?: string; loadDataDir?: Blob }): PGliteOptions {
  return {
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { btree_gist },
    parsers: { [pgliteTypes.DATE]: keepDateAsText },
    serializers: { [pgliteTypes.BOOL]: booleanText },
    postgresqlconf: PGLITE_SETTINGS,
  };
}

export function createDataSource(target: DatabaseTarget): DataSource {
  const common: Partial<PostgresDataSourceOptions> = {
    type: 'postgres',
    entities,
    migrations,
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: target.synchronize ?? false,
    migrationsRun: false,
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    logging: false,
  };

  if (target.url) {
    return new DataSource({
      ...common,
      url: target.url,
      poolSize: target.poolSize ?? 10,
      extra: { connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
    } as DataSourceOptions);
  }

  const dataDir = target.dataDir ? path.resolve(target.dataDir) : undefined;
  // A first start copies the folder initdb made at build time (see pglite-template.ts).
  if (dataDir && !seedPgliteFolder(dataDir)) mkdirSync(dataDir, { recursive: true });
  const options = pgliteOptions({ dataDir, loadDataDir: target.loadDataDir });
  const source: PGliteSource = target.pglite ?? { open: () => PGlite.create(options), close: (db) => db.close() };
  return new DataSource({ ...common, driver: pgliteDriver(source) } as DataSourceOptions);
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DataSource> {
  const dataSource = createDataSource(target);
  await dataSource.initialize();
  if (!target.synchronize) await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
