import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { onPostgres } from './support/test-database';

/*
 * Several app instances on one PostgreSQL, as a production deployment runs them: two real
 * processes of the built server (`node server/dist/main.js`), each with its own port and DATA_DIR,
 * sharing the database and the secrets. Guests book and pay through both at once; the database
 * alone keeps them from double booking, and a payment that starts on one instance and is paid and
 * verified on the other is never lost. Then both are stopped with SIGTERM while a request is in
 * flight. PostgreSQL only (TEST_DATABASE_URL): PGlite serves one process.
 */

const SERVER_DIR = path.resolve(__dirname, '..');
const MAIN = path.join(SERVER_DIR, 'dist', 'main.js');
const START_TIMEOUT_MS = 60_000;

// ------------------------------------------------------------------------------------- helpers

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

function requireBuiltServer(): void {
  if (!existsSync(MAIN)) {
    throw new Error(`server/dist/main.js is missing: this test runs the built server. Build it first: npm run build -w server`);
  }
  if (newestSource(path.join(SERVER_DIR, 'src')) > statSync(MAIN).mtimeMs) {
    throw new Error('server/dist is older than server/src: this test runs the built server. Rebuild it: npm run build -w server');
  }
}

/** A new, empty database on the TEST_DATABASE_URL server (the app migrates it), dropped at the end. */
async function freshDatabase(): Promise<{
  url: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}> {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `hotel_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let client: Client | undefined;
  return {
    url: url.toString(),
    async query<T>(sql: string, params: unknown[] = []) {
      if (!client) {
        client = new Client({ connectionString: url.toString() });
        await client.connect();
      }
      return (await client.query(sql, params)).rows as T[];
    },
    async drop() {
      await client?.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LogLine = Record<string, unknown> & { msg?: string; level?: number; requestId?: string };

/** One `node server/dist/main.js` process and everything it printed. */
class Instance {
  /** Every stdout line in order: parsed JSON, or the raw text of a line that is not JSON. */
  readonly stdout: (LogLine | string)[] = [];
  readonly stderr: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

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
    });
    child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString('utf8')));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
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

  async waitHealthy(): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running)
        throw new Error(
          `instance ${this.name} exited while starting (code ${this.child.exitCode}, signal ${this.child.signalCode})\n${this.output()}`,
        );
      try {
        if ((await fetch(`${this.baseUrl}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`instance ${this.name} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s\n${this.output()}`);
  }

  /** The first line that matches; undefined when the process exited without printing one. */
  async waitForLine(predicate: (line: LogLine) => boolean, timeoutMs = 10_000): Promise<LogLine | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.jsonLines.find(predicate);
      if (found) return found;
      if (!this.running) return undefined;
      await sleep(20);
    }
    throw new Error(`instance ${this.name} did not log the expected line within ${timeoutMs} ms\n${this.output()}`);
  }

  /** SIGTERM, and the exit code and signal once it exited (SIGKILL after 20 s). */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.running) this.child.kill('SIGTERM');
    return this.waitExit();
  }

  /** The exit of a process already told to stop (a second SIGTERM would kill it outright). */
  async waitExit(timeoutMs = 20_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  kill(): void {
    if (this.running) this.child.kill('SIGKILL');
  }
}

interface Secrets {
  jwtSecret: string;
  simulatorSecret: string;
  adminPassword: string;
}

const newSecrets = (): Secrets => ({
  jwtSecret: randomBytes(32).toString('hex'),
  simulatorSecret: randomBytes(32).toString('hex'),
  adminPassword: randomBytes(9).toString('base64url'),
});

/** Starts the built server in production mode on its own port and DATA_DIR (not yet waited for). */
async function launch(name: string, databaseUrl: string, secrets: Secrets): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hotel-instance-${name}-`));
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TZ'].flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])),
  );
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secrets.jwtSecret,
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

/** YYYY-MM-DD, `days` after today in the hotel's time zone. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface DemoRoom {
  _id: string;
  type: string;
  rentPerDay: number;
}

let guestCounter = 0;

/** The quote the client builds (spec section 3) for one room. */
function quote(room: DemoRoom, checkInDate: string, checkOutDate: string) {
  guestCounter += 1;
  return {
    userEmail: `guest${guestCounter}@example.com`,
    name: `Guest ${guestCounter}`,
    phone: '9876543210',
    address: { city: 'Bareilly', country: 'India' },
    checkInDate,
    checkOutDate,
    bookingInfo: [
      {
        pax: [{ name: `Guest ${guestCounter}`, adultStatus: 'adult', gender: 'other', age: 0 }],
        roomType: room.type,
        roomId: room._id,
        roomAmount: 1,
      },
    ],
    totalAmount: 1,
  };
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  requestId: string | null;
}

async function post(instance: Instance, route: string, body: unknown): Promise<Answer> {
  const response = await fetch(instance.baseUrl + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // kept as text
  }
  return { status: response.status, body: parsed, requestId: response.headers.get('x-request-id') };
}

/**
 * A POST that stays in flight until `finish()` sends its body. It asks `Expect: 100-continue`, so
 * `accepted` resolves once the server has read the headers and handed the request to the app
 * (Node answers 100 Continue then), which now waits for the body.
 */
function slowPost(instance: Instance, route: string, body: unknown, requestId: string) {
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

/** Lines that describe starting and stopping the process itself, not a request. */
const LIFECYCLE = new Set([
  'database ready, migrations applied',
  'seeded the demo hotel',
  'admin created',
  'payment provider',
  'hotel website listening',
  'shutting down',
  'stopped',
  'periodic work done',
]);

/** stdout lines printed while the instance served requests that carry no request id. */
function linesWithoutRequestId(instance: Instance): string[] {
  return instance.stdout
    .filter((line) => (typeof line === 'string' ? true : !LIFECYCLE.has(String(line.msg)) && typeof line.requestId !== 'string'))
    .map((line) => `${instance.name}: ${typeof line === 'string' ? line : JSON.stringify(line)}`);
}

// --------------------------------------------------------------------------------------- tests

(onPostgres() ? describe : describe.skip)('two app instances starting together on one empty PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    requireBuiltServer();
    database = await freshDatabase();
  });
  afterAll(async () => {
    for (const instance of instances) instance.kill();
    await Promise.all(instances.map((instance) => instance.exited));
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('both migrate, seed and create the admin once between them, and both come up', async () => {
    const secrets = newSecrets();
    instances.push(...(await Promise.all([launch('A', database.url, secrets), launch('B', database.url, secrets)])));
    const started = await Promise.allSettled(instances.map((instance) => instance.waitHealthy()));
    const failures = started.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String(outcome.reason?.message ?? outcome.reason)] : [],
    );
    expect(failures).toEqual([]);

    const [{ rooms }] = await database.query<{ rooms: number }>('SELECT count(*)::int AS rooms FROM room');
    const [{ admins }] = await database.query<{ admins: number }>('SELECT count(*)::int AS admins FROM admin');
    expect({ rooms, admins }).toEqual({ rooms: 9, admins: 1 });
    const exits = await Promise.all(instances.map((instance) => instance.stop()));
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
  }, 120_000);
});

(onPostgres() ? describe : describe.skip)('two app instances sharing one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Instance;
  let b: Instance;
  let rooms: DemoRoom[];
  const allAnswers: { instance: string; route: string; status: number }[] = [];

  const record = (instance: Instance, route: string) => (answer: Answer) => {
    allAnswers.push({ instance: instance.name, route, status: answer.status });
    return answer;
  };

  beforeAll(async () => {
    requireBuiltServer();
    database = await freshDatabase();
    const secrets = newSecrets();
    // One after the other, as a rolling start does: the first migrates and seeds.
    a = await launch('A', database.url, secrets);
    await a.waitHealthy();
    b = await launch('B', database.url, secrets);
    await b.waitHealthy();
    const listed = await (await fetch(`${b.baseUrl}/api/rooms`)).json();
    rooms = listed.rooms;
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.kill();
    await Promise.all([a, b].filter(Boolean).map((instance) => instance.exited));
    for (const instance of [a, b]) if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('serves the same hotel from both instances', async () => {
    expect(rooms).toHaveLength(9);
    const fromA = await (await fetch(`${a.baseUrl}/api/rooms`)).json();
    expect(fromA.rooms.map((room: DemoRoom) => room._id).sort()).toEqual(rooms.map((room) => room._id).sort());
  });

  it('lets exactly one of 60 bookings of one room for the same dates win across both instances; none gets a 5xx', async () => {
    const room = rooms[0];
    const [checkIn, checkOut] = [hotelDate(40), hotelDate(43)];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const instance = i % 2 === 0 ? a : b;
        return post(instance, '/api/booking', quote(room, checkIn, checkOut)).then(record(instance, '/api/booking'));
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/no longer available/) });
    }
    const [{ count }] = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM booking_line WHERE room_id = $1 AND blocks_room',
      [room._id],
    );
    expect(count).toBe(1);
  }, 60_000);

  it('keeps overlapping stays on two rooms apart when they are booked through both instances at once', async () => {
    const targets = [rooms[1], rooms[2]];
    const stays: [number, number][] = [
      [50, 53],
      [52, 54],
      [51, 52],
      [53, 55],
    ];
    const answers = await Promise.all(
      stays.flatMap(([from, to]) =>
        targets.flatMap((room) =>
          Array.from({ length: 6 }, (_, i) => {
            const instance = i % 2 === 0 ? a : b;
            return post(instance, '/api/booking', quote(room, hotelDate(from), hotelDate(to))).then(
              record(instance, '/api/booking'),
            );
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const held = await database.query<{ room_id: string; count: number }>(
      'SELECT room_id, count(*)::int AS count FROM booking_line WHERE blocks_room AND room_id = ANY($1::uuid[]) GROUP BY room_id',
      [targets.map((room) => room._id)],
    );
    expect(held).toHaveLength(2);
    // Each room can hold at most 2 of these 4 stays (e.g. days 50–53 and 53–55); at least one wins.
    for (const row of held) expect(row.count).toBeGreaterThanOrEqual(1);
    for (const row of held) expect(row.count).toBeLessThanOrEqual(2);
  }, 60_000);

  it('holds a room for exactly one of 10 simultaneous online payments started on both instances', async () => {
    const room = rooms[3];
    const [checkIn, checkOut] = [hotelDate(60), hotelDate(62)];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const instance = i % 2 === 0 ? a : b;
        return post(instance, '/api/payment/create-order', { quote: quote(room, checkIn, checkOut) }).then(
          record(instance, '/api/payment/create-order'),
        );
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const [{ orders }] = await database.query<{ orders: number }>(
      'SELECT count(DISTINCT p.razorpay_order_id)::int AS orders FROM payment p JOIN booking_line l ON l.booking_id = p.booking_id WHERE l.room_id = $1',
      [room._id],
    );
    expect(orders).toBe(1);
  }, 60_000);

  it('never loses a payment: ordered on A, paid and verified on B (and verified again on A) while B’s webhooks arrive', async () => {
    // Eight stays on eight rooms, plus the contested order of the test before, which is still unpaid.
    const ordered = await Promise.all(
      rooms
        .slice(1, 9)
        .map((room, i) =>
          post(a, '/api/payment/create-order', { quote: quote(room, hotelDate(80 + i * 4), hotelDate(82 + i * 4)) }).then(
            record(a, '/api/payment/create-order'),
          ),
        ),
    );
    expect(ordered.map((answer) => answer.status)).toEqual(ordered.map(() => 200));
    const [{ unpaid }] = await database.query<{ unpaid: string }>(
      `SELECT p.razorpay_order_id AS unpaid FROM payment p JOIN booking_line l ON l.booking_id = p.booking_id WHERE l.room_id = $1 AND p.status = 'created'`,
      [rooms[3]._id],
    );
    const orderIds = [...ordered.map((answer) => answer.body.data.order.id as string), unpaid];

    const settled = await Promise.all(
      orderIds.map(async (orderId, i) => {
        const paid = await post(b, '/api/payment/simulator/pay', {
          order_id: orderId,
          method: ['upi', 'card', 'netbanking', 'wallet'][i % 4],
        }).then(record(b, '/api/payment/simulator/pay'));
        expect(paid.status).toBe(200);
        // The browser's handler posts to B; a retried request lands on A at the same moment.
        const [onB, onA] = await Promise.all([
          post(b, '/api/payment/verify', paid.body).then(record(b, '/api/payment/verify')),
          post(a, '/api/payment/verify', paid.body).then(record(a, '/api/payment/verify')),
        ]);
        return { orderId, paymentId: paid.body.razorpay_payment_id as string, onB, onA };
      }),
    );
    for (const { onA, onB } of settled) {
      expect({ b: onB.status, bSuccess: onB.body.success, a: onA.status, aSuccess: onA.body.success }).toEqual({
        b: 200,
        bSuccess: true,
        a: 200,
        aSuccess: true,
      });
      expect(onB.body.data.booking.status).toBe('confirmed');
    }

    // Let B's own webhooks (payment.captured, order.paid; no delay) finish landing.
    await waitUntil(async () => {
      const [{ pending }] = await database.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM simulated_payment sp WHERE sp.status = 'captured' AND NOT EXISTS (SELECT 1 FROM payment p WHERE p.razorpay_payment_id = sp.id AND p.status = 'paid')`,
      );
      return pending === 0;
    });

    const captured = await database.query<{ id: string; order_id: string; amount_paise: number }>(
      `SELECT id, order_id, amount_paise FROM simulated_payment WHERE status = 'captured'`,
    );
    expect(captured.map((row) => row.id).sort()).toEqual(settled.map((row) => row.paymentId).sort());
    const ledger = await database.query<{
      razorpay_payment_id: string;
      status: string;
      amount_paise: number;
      booking_status: string;
      payment_status: string;
    }>(
      `SELECT p.razorpay_payment_id, p.status, p.amount_paise, b.status AS booking_status, b.payment_status
         FROM payment p JOIN booking b ON b.id = p.booking_id WHERE p.razorpay_payment_id = ANY($1::text[])`,
      [captured.map((row) => row.id)],
    );
    // Every captured payment is one paid ledger row, for its full amount, and its booking is confirmed and paid.
    expect(ledger).toHaveLength(captured.length);
    for (const payment of captured) {
      const row = ledger.find((entry) => entry.razorpay_payment_id === payment.id);
      expect({ id: payment.id, row }).toEqual({
        id: payment.id,
        row: {
          razorpay_payment_id: payment.id,
          status: 'paid',
          amount_paise: payment.amount_paise,
          booking_status: 'confirmed',
          payment_status: 'paid',
        },
      });
    }
    // One paid row per booking: a repeated verify or webhook never counts the money twice.
    const doubles = await database.query(
      `SELECT booking_id FROM payment WHERE status = 'paid' GROUP BY booking_id HAVING count(*) > 1`,
    );
    expect(doubles).toEqual([]);
  }, 90_000);

  it('has no overlapping blocking booking lines anywhere, and answered no request with a 5xx', async () => {
    const overlaps = await database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM booking_line x JOIN booking_line y
         ON x.room_id = y.room_id AND x.id < y.id AND x.blocks_room AND y.blocks_room
        AND daterange(x.check_in, x.check_out) && daterange(y.check_in, y.check_out)`,
    );
    expect(overlaps[0].count).toBe(0);
    expect(allAnswers.filter((answer) => answer.status >= 500)).toEqual([]);
    // Both instances really served traffic.
    expect(new Set(allAnswers.map((answer) => answer.instance))).toEqual(new Set(['A', 'B']));
  });

  it('stops on SIGTERM after finishing the request in flight, refusing new connections, and exits 0', async () => {
    const inFlight = [
      { instance: a, requestId: 'inflight-a', room: rooms[4], from: 120 },
      { instance: b, requestId: 'inflight-b', room: rooms[5], from: 120 },
    ].map((entry) => ({
      ...entry,
      request: slowPost(
        entry.instance,
        '/api/payment/cod',
        { quote: quote(entry.room, hotelDate(entry.from), hotelDate(entry.from + 2)) },
        entry.requestId,
      ),
    }));
    await Promise.all(inFlight.map((entry) => entry.request.accepted));

    for (const { instance } of inFlight) instance.child.kill('SIGTERM');
    // Until it says so, or dies (which it must not while a request is in flight).
    await Promise.all(inFlight.map(({ instance }) => instance.waitForLine((line) => line.msg === 'shutting down')));
    await sleep(100);
    for (const { instance } of inFlight) {
      // Still running, finishing the request in flight, but taking no new connections.
      expect({
        instance: instance.name,
        running: instance.running,
        exitCode: instance.child.exitCode,
        signal: instance.child.signalCode,
      }).toEqual({
        instance: instance.name,
        running: true,
        exitCode: null,
        signal: null,
      });
      await expect(fetch(`${instance.baseUrl}/healthz`)).rejects.toThrow();
    }

    for (const { request } of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map(({ request }) => request.answer));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: expect.stringContaining('"success":true') });
      expect(JSON.parse(answer.body)).toMatchObject({ success: true, message: 'Booking confirmed' });
    }
    const exits = await Promise.all(inFlight.map(({ instance }) => instance.waitExit()));
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    for (const { instance, requestId } of inFlight) {
      expect(instance.jsonLines.find((line) => line.msg === 'request' && line.requestId === requestId)).toMatchObject({
        status: 200,
        path: '/api/payment/cod',
      });
      expect(instance.jsonLines.some((line) => line.msg === 'stopped')).toBe(true);
    }
  }, 60_000);

  it('printed a request id on every log line written while serving requests, and logged no error', () => {
    // Runs after the instances stopped: every line they printed is in.
    expect([...linesWithoutRequestId(a), ...linesWithoutRequestId(b)]).toEqual([]);
    const errors = [a, b].flatMap((instance) =>
      instance.jsonLines.filter((line) => (line.level ?? 0) >= 50).map((line) => `${instance.name}: ${JSON.stringify(line)}`),
    );
    expect(errors).toEqual([]);
    // Every request left its one line.
    const requestLines = [a, b].flatMap((instance) => instance.jsonLines.filter((line) => line.msg === 'request'));
    expect(requestLines.length).toBeGreaterThan(allAnswers.length);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(100);
  }
}
