import { openDatabase } from '../db/data-source';
import { openTestDatabase, onPostgres, TestDatabase } from '../../test/support/test-database';
import { runExclusively } from './exclusive';

describe('work that runs on one instance at a time', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  it('runs the work and answers true when nobody else runs it', async () => {
    let runs = 0;
    expect(await runExclusively(database.dataSource, 42, async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(1);
  });

  (onPostgres() ? it : it.skip)('lets a second instance skip while the first holds the lock, and run after', async () => {
    // A second app instance: its own pool on the same PostgreSQL database.
    const second = await openDatabase({
      url: String(database.dataSource.options['url' as keyof typeof database.dataSource.options]),
      poolSize: 2,
    });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const firstStarted = new Promise<void>((resolve) => (started = resolve));
      const first = runExclusively(database.dataSource, 43, async () => {
        started();
        await held;
      });
      await firstStarted;
      let secondRan = false;
      expect(await runExclusively(second, 43, async () => void (secondRan = true))).toBe(false);
      expect(secondRan).toBe(false);
      release();
      // The first instance has let go of the lock once its run is over.
      expect(await first).toBe(true);
      expect(await runExclusively(second, 43, async () => void (secondRan = true))).toBe(true);
      expect(secondRan).toBe(true);
    } finally {
      await second.destroy();
    }
  });

  it('releases the lock when the work fails', async () => {
    await expect(runExclusively(database.dataSource, 44, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runExclusively(database.dataSource, 44, async () => undefined)).toBe(true);
  });
});
