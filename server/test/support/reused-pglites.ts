import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../../src/db/data-source';
import type { PGliteSource } from '../../src/db/pglite-pool';

/*
 * Opening a PGlite from the run's template costs a test file about a second of CPU (PGlite
 * unpacking ~550 files into its in-memory file system and starting Postgres), more than most
 * files' tests. The files of a suite run one after another in one module registry, so a PGlite a
 * file has finished with is put back as the template left it and lent to the next: its tables
 * emptied and the template's rows put back, its sequences where the template had them, its
 * session reset. One whose schema a test changed (a migration test) is closed instead.
 */

/** What the template holds besides its schema, read from a PGlite just loaded from it. */
interface TemplateState {
  /** A digest of the schema: tables, columns, constraints, indexes, functions, types, migrations. */
  schema: string;
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const SCHEMA_DIGEST = `
  SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS digest FROM (
    SELECT format('column %s.%s %s %s %s', table_name, column_name, data_type, is_nullable, column_default) AS line
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT format('constraint %s %s', conname, pg_get_constraintdef(oid))
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT format('function %s %s', proname, md5(prosrc)) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
    UNION ALL SELECT format('trigger %s %s', tgname, tgrelid::regclass) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT format('type %s %s', t.typname, e.enumlabel) FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    UNION ALL SELECT format('relation %s %s', relname, relkind) FROM pg_class WHERE relnamespace = 'public'::regnamespace
    UNION ALL SELECT format('migration %s %s', id, name) FROM migrations
  ) schema_lines`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

let template: { blob: Blob; state: TemplateState } | undefined;
const free: PGlite[] = [];
let created = 0;
/** Set once the jest file's last hook has closed the free ones: one given back later is closed too. */
let fileFinished = false;

async function readState(db: PGlite): Promise<TemplateState> {
  const [{ digest }] = (await db.query<{ digest: string }>(SCHEMA_DIGEST)).rows;
  const tables = (
    await db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`,
    )
  ).rows.map((row) => row.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const [{ json }] = (await db.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${quoted(table)} t`)).rows;
    if (json) rows.push({ table, json });
  }
  const sequences: TemplateState['sequences'] = [];
  const names = (await db.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`))
    .rows;
  for (const { name } of names) {
    const [state] = (
      await db.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${quoted(name)}`)
    ).rows;
    sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return { schema: digest, tables, rows, sequences };
}

/** Puts a PGlite back as the template left it; answers false when that cannot be done (its schema changed). */
async function putBack(db: PGlite, state: TemplateState): Promise<boolean> {
  await db.exec('ROLLBACK').catch(() => undefined);
  const [{ digest }] = (await db.query<{ digest: string }>(SCHEMA_DIGEST)).rows;
  if (digest !== state.schema) return false;
  await db.exec(`TRUNCATE ${state.tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
  for (const { table, json } of state.rows) {
    await db.query(
      `INSERT INTO ${quoted(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
      [json],
    );
  }
  for (const { name, lastValue, isCalled } of state.sequences) {
    await db.query(`SELECT setval($1, $2::bigint, $3)`, [quoted(name), lastValue, isCalled]);
  }
  await db.exec('DISCARD ALL');
  return true;
}

/** A PGlite loaded from the run's template (its path in `templateFile`). */
async function load(templateFile: string): Promise<PGlite> {
  created += 1;
  if (template) return PGlite.create(pgliteOptions({ loadDataDir: template.blob }));
  const blob = new Blob([readFileSync(templateFile)]);
  const first = await PGlite.create(pgliteOptions({ loadDataDir: blob }));
  template = { blob, state: await readState(first) };
  return first;
}

/** The PGlite instances a test file's databases come from: reused when one is free, else loaded from the template. */
export function reusedPglites(templateFile: string): PGliteSource {
  return {
    open: async () => free.pop() ?? load(templateFile),
    async close(db) {
      const reusable = !fileFinished && template !== undefined && (await putBack(db, template.state).catch(() => false));
      if (reusable) free.push(db);
      else await db.close();
    },
  };
}

/** How many PGlite instances this module registry has loaded from the template (for the tests of this file). */
export function pglitesLoaded(): number {
  return created;
}

/**
 * Closes the free ones: after the last test of a jest file (test/support/close-databases.ts). A
 * test file run alone has its own `afterAll` at the top level too, which runs after this one.
 */
export async function closeFreePglites(): Promise<void> {
  fileFinished = true;
  while (free.length > 0) await free.pop()!.close();
}
