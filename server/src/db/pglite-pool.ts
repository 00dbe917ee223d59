import type { PGlite, Results } from '@electric-sql/pglite';
import { PGlitePool } from 'typeorm-pglite/dist/pglite-pool';

type ConnectCallback = (error: unknown, client: PGlitePool | null, release: () => void) => void;
type QueryCallback = (error: unknown, results: Results<unknown> | null) => void;

/**
 * Where a DataSource's PGlite comes from and where it goes when the DataSource is destroyed: by
 * default one is created and closed again; the tests lend one back and forth (test/support).
 */
export interface PGliteSource {
  open(): Promise<PGlite>;
  close(db: PGlite): Promise<void>;
}

/**
 * PGlite is one connection. typeorm-pglite hands the same connection to every caller at once, so
 * two transactions would interleave their statements. This pool lends the connection to one
 * caller at a time, like a PostgreSQL pool of size one: a transaction runs alone until released.
 * It holds its own PGlite, from its source, where typeorm-pglite's pool keeps one per process:
 * two DataSources in one process (two test apps) would have shared one database.
 */
class SerialPGlitePool extends PGlitePool {
  private queue: Promise<void> = Promise.resolve();
  private db?: Promise<PGlite>;

  constructor(private readonly source: PGliteSource) {
    super();
  }

  private instance(): Promise<PGlite> {
    return (this.db ??= this.source.open());
  }

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
    try {
      await this.instance();
    } catch (error) {
      releaseOnce();
      callback(error, null, releaseOnce);
      return;
    }
    callback(null, this, releaseOnce);
  }

  /** As typeorm-pglite answers: with parameters one statement; without, the last of several. */
  async query(sql: string, parameters?: unknown[] | QueryCallback, callback?: QueryCallback): Promise<Results<unknown>> {
    const done = typeof parameters === 'function' ? parameters : callback;
    const values = typeof parameters === 'function' ? undefined : parameters;
    try {
      const db = await this.instance();
      const result: Results<unknown> =
        values && values.length > 0 ? await db.query(sql, values) : ((await db.exec(sql)).at(-1) ?? { rows: [], fields: [] });
      done?.(null, result);
      return result;
    } catch (error) {
      done?.(error, null);
      throw error;
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the base class's signature
  end(callback?: Function): void {
    const db = this.db;
    this.db = undefined;
    const done = callback as ((error: unknown) => void) | undefined;
    void (db ? db.then((open) => this.source.close(open)) : Promise.resolve()).then(
      () => done?.(null),
      (error: unknown) => done?.(error),
    );
  }
}

/** The `driver` option for TypeORM's postgres dialect, backed by a serialised PGlite from `source`. */
export function pgliteDriver(source: PGliteSource): unknown {
  return {
    Pool: class extends SerialPGlitePool {
      constructor() {
        super(source);
      }
    },
  };
}
