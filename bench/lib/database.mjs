// The databases the bench runs on: a throwaway database on a PostgreSQL server, and direct reads
// of what the app wrote (PostgreSQL through `pg`, the embedded database through PGlite itself).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `pg` and PGlite are the server's dependencies: resolve them from the server workspace. */
function serverRequire(root) {
  return createRequire(path.join(root, 'server', 'package.json'));
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates `hotel_bench_<random>` on the server of `adminUrl`; `drop()` removes it again. */
export async function createPostgresDatabase(root, adminUrl) {
  const { Client } = serverRequire(root)('pg');
  const name = `hotel_bench_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const [{ server_version: version }] = (await admin.query('SHOW server_version')).rows;
    await admin.query(`CREATE DATABASE "${name}"`);
    return {
      name,
      version,
      url: withDatabase(adminUrl, name),
      async drop() {
        const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}

/** The PostgreSQL server's version, or undefined when it cannot be reached. */
export async function postgresVersion(root, adminUrl) {
  const { Client } = serverRequire(root)('pg');
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return (await client.query('SHOW server_version')).rows[0].server_version;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Pairs of booking lines that block the same room on a shared night: an overbooking each.
 * The exclusion constraint makes this 0; the bench reads it back rather than trusting it.
 */
const OVERLAPS_SQL = `
  SELECT count(*) FILTER (WHERE a.room_id = $1)::int AS overlaps,
         count(*)::int AS "overlapsAllRooms",
         (SELECT count(*)::int FROM booking_line
           WHERE room_id = $1 AND blocks_room
             AND daterange(check_in, check_out, '[)') && daterange($2::date, $3::date, '[)')) AS blocking
  FROM booking_line a
  JOIN booking_line b ON a.room_id = b.room_id AND a.id < b.id
  WHERE a.blocks_room AND b.blocks_room
    AND daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')`;

/** `stay` = { checkIn, checkOut }: `blocking` counts the room's lines on those nights. */
export async function overlapsOnPostgres(root, url, roomId, stay) {
  const { Client } = serverRequire(root)('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(OVERLAPS_SQL, [roomId, stay.checkIn, stay.checkOut])).rows[0];
  } finally {
    await client.end();
  }
}

/** Same count on the embedded database's files, opened by PGlite once the app has stopped. */
export async function overlapsOnPglite(root, dataDir, roomId, stay) {
  const require = serverRequire(root);
  const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const { btree_gist } = await import(pathToFileURL(require.resolve('@electric-sql/pglite/contrib/btree_gist')).href);
  const db = await PGlite.create({ dataDir, extensions: { btree_gist } });
  try {
    return (await db.query(OVERLAPS_SQL, [roomId, stay.checkIn, stay.checkOut])).rows[0];
  } finally {
    await db.close();
  }
}

/** PGlite's version, from the package.json above its entry point (its exports hide that file). */
export function pgliteVersion(root) {
  try {
    let dir = path.dirname(serverRequire(root).resolve('@electric-sql/pglite'));
    for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8'));
        if (pkg.name === '@electric-sql/pglite') return pkg.version;
      }
    }
  } catch {
    // not installed
  }
  return undefined;
}
