import { addDays, todayInHotel } from '../src/shared/dates';
import { Instance, instancesDatabase, launch, newSecrets, requireBuiltServer, slowPost } from './support/app-instances';
import { quoteFor } from './support/fixtures';
import { call, Reply } from './support/http';
import { onPostgres, overlappingBlockingLines } from './support/test-database';

/*
 * Several app instances on one PostgreSQL, as a production deployment runs them: two real
 * processes of the built server (`node server/dist/main.js`), each with its own port and DATA_DIR,
 * sharing the database and the secrets. Guests book and pay through both at once; the database
 * alone keeps them from double booking, and a payment that starts on one instance and is paid and
 * verified on the other is never lost. Stopping with SIGTERM finishes the request in flight.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite serves one process.
 */

interface DemoRoom {
  _id: string;
}

type Database = Awaited<ReturnType<typeof instancesDatabase>>;

/** YYYY-MM-DD, `days` after today in the hotel's time zone (the built server runs on the real clock). */
const hotelDate = (days: number) => addDays(todayInHotel(), days);

const post = (instance: Instance, route: string, body: unknown) => call(instance, 'POST', route, { json: body });

/** Two instances of one deployment on a fresh database, the first up (migrated, seeded) before the second starts. */
function useTwoInstances() {
  const pair = {} as { database: Database; a: Instance; b: Instance; rooms: DemoRoom[] };
  beforeAll(async () => {
    requireBuiltServer();
    pair.database = await instancesDatabase();
    const secrets = newSecrets();
    // One after the other, as a rolling start does: the first migrates and seeds.
    pair.a = await launch('A', pair.database.url, secrets);
    await pair.a.waitHealthy();
    pair.b = await launch('B', pair.database.url, secrets);
    await pair.b.waitHealthy();
    pair.rooms = (await call(pair.b, 'GET', '/api/rooms')).body.rooms;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([pair.a, pair.b].filter(Boolean).map((instance) => instance.dispose()));
    await pair.database?.drop();
  });
  return pair;
}

const statusesOf = (answers: Reply[]) => answers.map((answer) => answer.status);

(onPostgres() ? describe : describe.skip)('two app instances starting together on one empty PostgreSQL database', () => {
  let database: Database;
  const instances: Instance[] = [];

  beforeAll(async () => {
    requireBuiltServer();
    database = await instancesDatabase();
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.dispose()));
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
  const pair = useTwoInstances();

  it('serves the same hotel from both instances', async () => {
    expect(pair.rooms).toHaveLength(9);
    const fromA = (await call(pair.a, 'GET', '/api/rooms')).body;
    expect(fromA.rooms.map((room: DemoRoom) => room._id).sort()).toEqual(pair.rooms.map((room) => room._id).sort());
  });

  it('lets exactly one of 60 bookings of one room for the same dates win across both instances; none gets a 5xx', async () => {
    const room = pair.rooms[0];
    const [checkIn, checkOut] = [hotelDate(40), hotelDate(43)];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(i % 2 === 0 ? pair.a : pair.b, '/api/booking', quoteFor(room._id, checkIn, checkOut)),
      ),
    );
    const statuses = statusesOf(answers);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/no longer available/) });
    }
    const [{ count }] = await pair.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM booking_line WHERE room_id = $1 AND blocks_room',
      [room._id],
    );
    expect(count).toBe(1);
  }, 60_000);

  it('keeps overlapping stays on two rooms apart when they are booked through both instances at once', async () => {
    const targets = [pair.rooms[1], pair.rooms[2]].map((room) => room._id);
    const stays: [number, number][] = [
      [50, 53],
      [52, 54],
      [51, 52],
      [53, 55],
    ];
    const answers = await Promise.all(
      stays.flatMap(([from, to]) =>
        targets.flatMap((roomId) =>
          Array.from({ length: 6 }, (_, i) =>
            post(i % 2 === 0 ? pair.a : pair.b, '/api/booking', quoteFor(roomId, hotelDate(from), hotelDate(to))),
          ),
        ),
      ),
    );
    expect(statusesOf(answers).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const held = await pair.database.query<{ room_id: string; count: number }>(
      'SELECT room_id, count(*)::int AS count FROM booking_line WHERE blocks_room AND room_id = ANY($1::uuid[]) GROUP BY room_id',
      [targets],
    );
    expect(held).toHaveLength(2);
    // Each room can hold at most 2 of these 4 stays (e.g. days 50–53 and 53–55); at least one wins.
    for (const row of held) expect(row.count).toBeGreaterThanOrEqual(1);
    for (const row of held) expect(row.count).toBeLessThanOrEqual(2);
    expect(await overlappingBlockingLines((sql, params) => pair.database.query(sql, params), targets)).toBe(0);
  }, 60_000);

  it('holds a room for exactly one of 10 simultaneous online payments started on both instances', async () => {
    const room = pair.rooms[3];
    const [checkIn, checkOut] = [hotelDate(60), hotelDate(62)];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i % 2 === 0 ? pair.a : pair.b, '/api/payment/create-order', { quote: quoteFor(room._id, checkIn, checkOut) }),
      ),
    );
    const statuses = statusesOf(answers);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const [{ orders }] = await pair.database.query<{ orders: number }>(
      'SELECT count(DISTINCT p.razorpay_order_id)::int AS orders FROM payment p JOIN booking_line l ON l.booking_id = p.booking_id WHERE l.room_id = $1',
      [room._id],
    );
    expect(orders).toBe(1);
  }, 60_000);

  it('never loses a payment: ordered on A, paid and verified on B (and verified again on A) while B’s webhooks arrive', async () => {
    const webhooksBefore = webhooksHandled(pair.b);
    const ordered = await Promise.all(
      pair.rooms
        .slice(1, 9)
        .map((room, i) =>
          post(pair.a, '/api/payment/create-order', { quote: quoteFor(room._id, hotelDate(80 + i * 4), hotelDate(82 + i * 4)) }),
        ),
    );
    expect(statusesOf(ordered)).toEqual(ordered.map(() => 200));
    const orderIds = ordered.map((answer) => answer.body.data.order.id as string);

    const settled = await Promise.all(
      orderIds.map(async (orderId, i) => {
        const paid = await post(pair.b, '/api/payment/simulator/pay', {
          order_id: orderId,
          method: ['upi', 'card', 'netbanking', 'wallet'][i % 4],
        });
        expect(paid.status).toBe(200);
        // The browser's handler posts to B; a retried request lands on A at the same moment.
        const [onB, onA] = await Promise.all([
          post(pair.b, '/api/payment/verify', paid.body),
          post(pair.a, '/api/payment/verify', paid.body),
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

    // B's simulator sends payment.captured and order.paid for each payment to B itself.
    await pair.b.waitForLines(
      (line) => line.msg === 'request' && line.path === '/api/payment/webhook' && line.status === 200,
      webhooksBefore + 2 * orderIds.length,
      15_000,
    );

    const captured = await pair.database.query<{ id: string; amount_paise: number }>(
      `SELECT id, amount_paise FROM simulated_payment WHERE status = 'captured' AND order_id = ANY($1::text[])`,
      [orderIds],
    );
    expect(captured.map((row) => row.id).sort()).toEqual(settled.map((row) => row.paymentId).sort());
    const ledger = await pair.database.query<{
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
    const doubles = await pair.database.query(
      `SELECT booking_id FROM payment WHERE status = 'paid' AND razorpay_order_id = ANY($1::text[]) GROUP BY booking_id HAVING count(*) > 1`,
      [orderIds],
    );
    expect(doubles).toEqual([]);
  }, 90_000);
});

(onPostgres() ? describe : describe.skip)('stopping two app instances', () => {
  const pair = useTwoInstances();

  it('finishes the request in flight on SIGTERM, refuses new connections, exits 0, and logged every served line with its request id and no error', async () => {
    // Something for the services to do while serving (a confirmation mail, the simulator's webhooks).
    const order = await post(pair.a, '/api/payment/create-order', {
      quote: quoteFor(pair.rooms[6]._id, hotelDate(100), hotelDate(101)),
    });
    const paid = await post(pair.b, '/api/payment/simulator/pay', { order_id: order.body.data.order.id, method: 'upi' });
    expect((await post(pair.b, '/api/payment/verify', paid.body)).status).toBe(200);
    await pair.b.waitForLines((line) => line.msg === 'request' && line.path === '/api/payment/webhook', 2);

    const inFlight = [
      { instance: pair.a, requestId: 'inflight-a', room: pair.rooms[4] },
      { instance: pair.b, requestId: 'inflight-b', room: pair.rooms[5] },
    ].map((entry) => ({
      ...entry,
      request: slowPost(
        entry.instance,
        '/api/payment/cod',
        { quote: quoteFor(entry.room._id, hotelDate(120), hotelDate(122)) },
        entry.requestId,
      ),
    }));
    await Promise.all(inFlight.map((entry) => entry.request.accepted));

    for (const { instance } of inFlight) instance.child.kill('SIGTERM');
    await Promise.all(inFlight.map(({ instance }) => instance.waitForLine((line) => line.msg === 'shutting down')));
    for (const { instance } of inFlight) {
      // Still running, finishing the request in flight, but taking no new connections.
      expect({ instance: instance.name, running: instance.running }).toEqual({ instance: instance.name, running: true });
      await expect(fetch(`${instance.baseUrl}/healthz`)).rejects.toThrow();
    }

    for (const { request } of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map(({ request }) => request.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
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

    // Everything they printed is in: every line written while serving carries its request id.
    expect([...linesWithoutRequestId(pair.a), ...linesWithoutRequestId(pair.b)]).toEqual([]);
    const errors = [pair.a, pair.b].flatMap((instance) =>
      instance.jsonLines.filter((line) => (line.level ?? 0) >= 50).map((line) => `${instance.name}: ${JSON.stringify(line)}`),
    );
    expect(errors).toEqual([]);
    // Each confirmation went once, by one instance's outbox worker (its own work: no request id),
    // those of the requests in flight too: a stopping instance sends what it took before it exits.
    const confirmed = [pair.a, pair.b]
      .flatMap((instance) => instance.jsonLines)
      .filter((line) => line.msg === 'message sent' && line.kind === 'booking_confirmed')
      .map((line) => line.bookingId);
    const codBookings = answers.map((answer) => (JSON.parse(answer.body) as { data: { bookingId: string } }).data.bookingId);
    expect(confirmed.sort()).toEqual([order.body.data.bookingId, ...codBookings].sort());
  }, 60_000);
});

/** How many webhooks this instance has answered 200 so far. */
function webhooksHandled(instance: Instance): number {
  return instance.jsonLines.filter(
    (line) => line.msg === 'request' && line.path === '/api/payment/webhook' && line.status === 200,
  ).length;
}

/** Lines that describe starting and stopping the process itself, not a request. */
const LIFECYCLE = new Set([
  'database ready, migrations applied',
  'seeded the demo hotel',
  'seeded the demo banquet hall',
  'admin created',
  'payment provider',
  'hotel website listening',
  'shutting down',
  'stopped',
  'periodic work done',
  // The message outbox: its transports at start, and its worker's sends (background work, no request's).
  'message transports',
  'message sent',
]);

/** stdout lines printed while the instance served requests that carry no request id. */
function linesWithoutRequestId(instance: Instance): string[] {
  return instance.stdout
    .filter((line) => (typeof line === 'string' ? true : !LIFECYCLE.has(String(line.msg)) && typeof line.requestId !== 'string'))
    .map((line) => `${instance.name}: ${typeof line === 'string' ? line : JSON.stringify(line)}`);
}
