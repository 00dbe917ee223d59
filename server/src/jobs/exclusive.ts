import { DataSource } from 'typeorm';

/** Stable lock ids for work that must run on one app instance at a time. */
export const LOCKS = { startup: 727_000, periodicWork: 727_001 } as const;

const isPglite = (dataSource: DataSource) => Boolean((dataSource.options as { driver?: unknown }).driver);

/**
 * Runs `work` only if no other app instance on this PostgreSQL is running it now (a session-level
 * advisory lock, released afterwards even if the work fails). Answers false when another instance
 * holds it. The embedded database serves one process, so there it simply runs.
 */
export async function runExclusively(dataSource: DataSource, lockId: number, work: () => Promise<void>): Promise<boolean> {
  if (isPglite(dataSource)) {
    await work();
    return true;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = await runner.manager.query<{ locked: boolean }[]>('SELECT pg_try_advisory_lock($1) AS locked', [lockId]);
    if (!locked) return false;
    try {
      await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [lockId]);
    }
    return true;
  } finally {
    await runner.release();
  }
}

/**
 * Runs `work` while holding the lock, waiting for it if another instance holds it: instances that
 * start together migrate, seed and create the admin one after the other, never at once.
 */
export async function runAlone<T>(dataSource: DataSource, lockId: number, work: () => Promise<T>): Promise<T> {
  if (isPglite(dataSource)) return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [lockId]);
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [lockId]);
    }
  } finally {
    await runner.release();
  }
}
