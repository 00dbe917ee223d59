import { PGliteDriver } from 'typeorm-pglite';
import { PGlitePool } from 'typeorm-pglite/dist/pglite-pool';

type ConnectCallback = (error: unknown, client: PGlitePool | null, release: () => void) => void;

/**
 * PGlite is one connection. typeorm-pglite hands the same connection to every caller at once, so
 * two transactions would interleave their statements. This pool lends the connection to one
 * caller at a time, like a PostgreSQL pool of size one: a transaction runs alone until released.
 */
class SerialPGlitePool extends PGlitePool {
  private queue: Promise<void> = Promise.resolve();

  async connect(callback: ConnectCallback): Promise<void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const turn = this.queue;
    this.queue = turn.then(() => released);
    await turn;
    let done = false;
    const releaseOnce = () => {
      if (!done) {
        done = true;
        release();
      }
    };
    await super.connect((error, client) => callback(error, client, releaseOnce));
  }
}

/** The `driver` option for TypeORM's postgres dialect, backed by a serialised PGlite. */
export function pgliteDriver(options: ConstructorParameters<typeof PGliteDriver>[0]): unknown {
  const base = new PGliteDriver(options).driver as unknown as Record<string, unknown>;
  return { ...base, Pool: SerialPGlitePool };
}
