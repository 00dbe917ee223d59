import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * A fresh embedded database folder, as PGlite's initdb makes it, made once at build time
 * (`npm run build -w server`) and copied into place on a first start. initdb was most of a first
 * start (about 4 s of 5 here) and left about 450 MiB of WebAssembly memory that is never given
 * back; a copied folder opens like an existing database (about 1 s, 170 MiB). Named after the
 * PGlite version that made it: with another version, PGlite runs initdb itself as before.
 */
export function pgliteTemplateFolder(): string {
  // The package does not export its package.json; it sits above the entry point's dist folder.
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return path.join(__dirname, `pglite-template-${version}`);
}

/** Copies the template into `dataDir` when that is not a database yet and a template was built. */
export function seedPgliteFolder(dataDir: string | undefined): boolean {
  if (!dataDir || existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const template = pgliteTemplateFolder();
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}

async function writeTemplate(): Promise<void> {
  const folder = pgliteTemplateFolder();
  rmSync(folder, { recursive: true, force: true });
  const db = await PGlite.create({ dataDir: folder, extensions: { btree_gist } });
  await db.query('SELECT 1');
  await db.close();
}

if (require.main === module) {
  writeTemplate().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
