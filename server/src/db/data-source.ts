import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { entities } from './entities';
import { migrations } from './migrations';
import { pgliteDriver } from './pglite-pool';
import { SnakeNamingStrategy } from './snake-naming-strategy';

/** Calendar dates stay strings end to end: a JS Date would shift them across time zones. */
const keepDateAsText = (value: string) => value;
pg.types.setTypeParser(pg.types.builtins.DATE, keepDateAsText);

export interface DatabaseTarget {
  /** postgres://… for a PostgreSQL server; absent for the embedded PGlite database. */
  url?: string;
  /** PGlite's folder; absent with no url means an in-memory database (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Only for throwaway test databases. */
  synchronize?: boolean;
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

  if (target.dataDir) mkdirSync(path.resolve(target.dataDir), { recursive: true });
  return new DataSource({
    ...common,
    driver: pgliteDriver({
      dataDir: target.dataDir ? path.resolve(target.dataDir) : undefined,
      extensions: { btree_gist },
      parsers: { [pgliteTypes.DATE]: keepDateAsText },
    }),
  } as DataSourceOptions);
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DataSource> {
  const dataSource = createDataSource(target);
  await dataSource.initialize();
  if (!target.synchronize) await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
