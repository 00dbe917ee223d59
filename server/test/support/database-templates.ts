import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { openDatabase } from '../../src/db/data-source';
import { withAdminClient } from './test-database';

/*
 * Migrating a database is most of what opening one costs a test file (on PGlite, initdb and the
 * migrations took 1.3–2.4 s of each of ~80 opens). So each jest run migrates one template per
 * engine from the migrations as they are now, and every test file gets its own copy of it.
 */

/**
 * Migrates a PGlite data folder (started from the initdb folder of the build when there is one)
 * and dumps it into a tar file in a new temporary folder; answers the file. A test's PGlite loads
 * it into memory (`loadDataDir`): ~0.6 s instead of ~2.5 s. The databases template0 and template1
 * go first: PGlite opens `postgres` and nothing here copies a database, and unpacking their ~600
 * files was a fifth of each open (0.49 s of CPU instead of 0.63 s, outside jest).
 */
export async function makePgliteTemplate(): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hotel-pglite-template-'));
  const dataDir = path.join(folder, 'db');
  const migrated = await openDatabase({ dataDir });
  await migrated.destroy();
  const db = await PGlite.create({ dataDir, extensions: { btree_gist } });
  try {
    for (const unused of ['template0', 'template1']) {
      await db.exec(`ALTER DATABASE ${unused} IS_TEMPLATE false`);
      await db.exec(`DROP DATABASE ${unused}`);
    }
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function removePgliteTemplate(file: string): void {
  rmSync(path.dirname(file), { recursive: true, force: true });
}

/**
 * Creates and migrates a database on the server of `serverUrl`; answers its name. Test files
 * copy it with `CREATE DATABASE … TEMPLATE`, which needs nobody connected to it: it is closed here.
 */
export async function makePostgresTemplate(serverUrl: URL): Promise<string> {
  const name = `hotel_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const migrated = await openDatabase({ url: url.toString(), poolSize: 1 });
    await migrated.destroy();
  } catch (error) {
    await dropPostgresTemplate(serverUrl, name);
    throw error;
  }
  return name;
}

export async function dropPostgresTemplate(serverUrl: URL, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
