import { readFileSync } from 'node:fs';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { printedSchema, SCHEMA_FILE } from '../src/graphql/print-schema';
import { openTestDatabase, TestDatabase } from './support/test-database';

describe('schema.graphql', () => {
  // Every type, field, argument, description and deprecation, compared in name order: the order
  // type-graphql lists them in follows the order the server's modules were loaded, which differs
  // between `npm run schema:print` and a test suite that loaded other files first.
  it('is the printout of the current resolvers (run `npm run schema:print` after changing them)', async () => {
    const inNameOrder = (sdl: string) => printSchema(lexicographicSortSchema(buildSchema(sdl)));
    expect(inNameOrder(readFileSync(SCHEMA_FILE, 'utf8'))).toBe(inNameOrder(await printedSchema()));
  });
});

describe('migrations', () => {
  let database: TestDatabase;
  // Every migration, run here on an empty database (the other test files copy the run's template).
  beforeAll(async () => (database = await openTestDatabase({ fromEmpty: true })));
  afterAll(() => database.close());

  it('build exactly the schema the entities describe: nothing left for TypeORM to change', async () => {
    const pending = await database.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('install btree_gist and the no-overlap exclusion constraint', async () => {
    const [constraint] = await database.dataSource.query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'booking_line_no_overlap'`,
    );
    expect(constraint.definition).toMatch(
      /EXCLUDE USING gist \(room_id WITH =, daterange\(check_in, check_out, '\[\)'::text\) WITH &&\) WHERE \(blocks_room\)/,
    );
  });

  it('can all be undone and applied again', async () => {
    for (let i = 0; i < database.dataSource.migrations.length; i += 1) await database.dataSource.undoLastMigration();
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_name = 'booking'`,
    );
    expect(count).toBe(0);
    await database.dataSource.runMigrations();
    expect((await database.dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
  });
});
