import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createPostgresDatabase } from './test-database';

/*
 * Real processes of the built server (`node server/dist/main.js`), as a production deployment
 * runs them, for tests of several instances on one PostgreSQL database. Waiting is on what the
 * processes print: a test never sleeps to let something happen.
 */

const SERVER_DIR = path.resolve(__dirname, '..', '..');
const MAIN = path.join(SERVER_DIR, 'dist', 'main.js');
const START_TIMEOUT_MS = 60_000;

export type LogLine = Record<string, unknown> & { msg?: string; level?: number; requestId?: string };

/** Newest modification time of the server's sources (tests excluded: they are not built). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** These tests run the built server: refuses to run a build older than the sources. */
export function requireBuiltServer(): void {
  if (!existsSync(MAIN)) {
    throw new Error(`server/dist/main.js is missing: this test runs the built server. Build it first: npm run build -w server`);
  }
  if (newestSource(path.join(SERVER_DIR, 'src')) > statSync(MAIN).mtimeMs) {
    throw new Error('server/dist is older than server/src: this test runs the built server. Rebuild it: npm run build -w server');
  }
}

/** A new, empty database for the instances (they migrate it), read with plain SQL, dropped at the end. */
export async function instancesDatabase() {
  const database = await createPostgresDatabase();
  let client: Client | undefined;
  return {
    url: database.url,
    async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (!client) {
        client = new Client({ connectionString: database.url });
        await client.connect();
      }
      return (await client.query(sql, params)).rows as T[];
    },
    async drop() {
      await client?.end();
      await database.drop();
    },
  };
}

export interface Secrets {
  jwtSecret: string;
  simulatorSecret: string;
  adminPassword: string;
}

/** The secrets every instance of one deployment shares. */
export const newSecrets = (): Secrets => ({
  jwtSecret: randomBytes(32).toString('hex'),
  simulatorSecret: randomBytes(32).toString('hex'),
  adminPassword: randomBytes(9).toString('base64url'),
});

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** One `node server/dist/main.js` process and everything it printed. */
export class Instance {
  /** Every stdout line in order: parsed JSON, or the raw text of a line that is not JSON. */
  readonly stdout: (LogLine | string)[] = [];
  readonly stderr: string[] = [];
  readonly exited: Promise<Exit>;
  /** Resolves once the process has exited and its output is all read. */
  private readonly closed: Promise<void>;
  private readonly lineListeners = new Set<() => void>();

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    readonly child: ChildProcess,
  ) {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines.filter((text) => text.trim() !== '')) {
        try {
          this.stdout.push(JSON.parse(line));
        } catch {
          this.stdout.push(line);
        }
      }
      for (const listener of this.lineListeners) listener();
    });
    child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString('utf8')));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    this.closed = new Promise((resolve) => child.once('close', () => resolve()));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get jsonLines(): LogLine[] {
    return this.stdout.filter((line): line is LogLine => typeof line === 'object');
  }

  output(): string {
    return `--- ${this.name} stdout\n${this.stdout.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n--- ${this.name} stderr\n${this.stderr.join('')}`;
  }

  /** Once it says it listens, /healthz must answer 200. */
  async waitHealthy(): Promise<void> {
    await this.waitForLines((line) => line.msg === 'hotel website listening', 1, START_TIMEOUT_MS);
    const health = await fetch(`${this.baseUrl}/healthz`);
    if (!health.ok) throw new Error(`instance ${this.name} listens but /healthz answered ${health.status}\n${this.output()}`);
  }

  /** The first line that matches, as soon as it is printed. */
  async waitForLine(predicate: (line: LogLine) => boolean, timeoutMs = 10_000): Promise<LogLine> {
    return (await this.waitForLines(predicate, 1, timeoutMs))[0];
  }

  /** The first `count` lines that match, as soon as they are printed; fails if the process ends first. */
  waitForLines(predicate: (line: LogLine) => boolean, count: number, timeoutMs = 10_000): Promise<LogLine[]> {
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        this.lineListeners.delete(check);
        outcome();
      };
      const check = () => {
        const found = this.jsonLines.filter(predicate);
        if (found.length >= count) settle(() => resolve(found.slice(0, count)));
      };
      const timer = setTimeout(
        () =>
          settle(() =>
            reject(new Error(`instance ${this.name} did not log the expected lines within ${timeoutMs} ms\n${this.output()}`)),
          ),
        timeoutMs,
      );
      this.lineListeners.add(check);
      void this.closed.then(() => {
        check();
        settle(() => reject(new Error(`instance ${this.name} ended without logging the expected lines\n${this.output()}`)));
      });
      check();
    });
  }

  /** SIGTERM, and the exit code and signal once it exited (SIGKILL after 20 s). */
  async stop(): Promise<Exit> {
    if (this.running) this.child.kill('SIGTERM');
    return this.waitExit();
  }

  /** The exit of a process already told to stop (a second SIGTERM would kill it outright). */
  async waitExit(timeoutMs = 20_000): Promise<Exit> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    try {
      const exit = await this.exited;
      await this.closed;
      return exit;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Kills it if it still runs, and removes its data folder. */
  async dispose(): Promise<void> {
    if (this.running) this.child.kill('SIGKILL');
    await this.closed;
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server in production mode on its own port and DATA_DIR (not yet waited for). */
export async function launch(name: string, databaseUrl: string, secrets: Secrets): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hotel-instance-${name}-`));
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TZ'].flatMap((variable) =>
      process.env[variable] === undefined ? [] : [[variable, process.env[variable]]],
    ),
  );
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secrets.jwtSecret,
    PAYMENT_PROVIDER: 'simulated',
    // Every request comes from this one address: the per-address booking limit would answer
    // most of these concurrency tests with 429 (it has tests of its own).
    BOOKING_RATE_LIMIT: 'off',
    PAYMENT_SIMULATOR_SECRET: secrets.simulatorSecret,
    SIMULATOR_WEBHOOK_DELAY_MS: '0',
    ADMIN_EMAIL: 'owner@hotel.test',
    ADMIN_PASSWORD: secrets.adminPassword,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  };
  const child = spawn(process.execPath, [MAIN], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Instance(name, port, dataDir, child);
}

/**
 * A POST that stays in flight until `finish()` sends its body. It asks `Expect: 100-continue`, so
 * `accepted` resolves once the server has read the headers and handed the request to the app
 * (Node answers 100 Continue then), which now waits for the body.
 */
export function slowPost(instance: Instance, route: string, body: unknown, requestId: string) {
  const bytes = Buffer.from(JSON.stringify(body));
  // A failed request answers status 0 and the error, so the test can show it.
  let resolveAnswer!: (answer: { status: number; body: string }) => void;
  const answer = new Promise<{ status: number; body: string }>((resolve) => (resolveAnswer = resolve));
  const rejectAnswer = (error: Error) => resolveAnswer({ status: 0, body: `${error.message}` });
  const request = http.request(
    {
      host: '127.0.0.1',
      port: instance.port,
      method: 'POST',
      path: route,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': bytes.length,
        'x-request-id': requestId,
        expect: '100-continue',
      },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', rejectAnswer);
    },
  );
  request.on('error', rejectAnswer);
  const accepted = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  request.flushHeaders();
  return { accepted, answer, finish: () => request.end(bytes) };
}
