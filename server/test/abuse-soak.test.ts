import { Room } from '../src/modules/rooms/room.entity';
import { createRoom, quoteFor } from './support/fixtures';
import { call, Reply } from './support/http';
import { payInCheckout, verify } from './support/payments';
import { TEST_ADMIN, useTestApp } from './support/test-app';
import { onPostgres } from './support/test-database';

/*
 * A soak of anonymous booking traffic on PostgreSQL (real concurrent connections), loopback only:
 * 50 client addresses behind the trusted proxy hold rooms, renew lapsed holds, ask to pay at the
 * hotel, book without paying and guess admin passwords, all at once, while the hotel's clock runs
 * a minute every quarter second (holds lapse and are renewed many times over). Throughout and
 * after it, at least half of every night's rooms stay bookable online, a real guest can pay for
 * them, nothing answers 5xx, and the owner's browser signs in every time from an attacker's address.
 * The production defaults are set here, as the test app relaxes some of them for other tests.
 */
const SOAK_MS = 25_000;
/** The whole test is bounded: 25 s of traffic, then the checks (about a minute on a loaded 2-core machine). */
const BOUND_MS = 180_000;
const ADDRESSES = 50;
const ROOMS = 10;
const NIGHTS = 30;
const FIRST_NIGHT = '2026-11-21'; // the test clock's day

(onPostgres() ? describe : describe.skip)('anonymous booking traffic from 50 addresses (soak)', () => {
  const app = useTestApp({
    BOOKING_RATE_LIMIT: '10/10m',
    UNPAID_SHARE: '0.5',
    HOLD_RENEWALS: '2',
    MAX_ROOM_NIGHTS_PER_BOOKING: '20',
  });
  let rooms: Room[] = [];
  beforeAll(async () => {
    rooms = [];
    for (let i = 0; i < ROOMS; i += 1) rooms.push(await createRoom(app.services));
  });

  it(
    'leaves at least half of every night bookable online and never locks the admin out',
    async () => {
      const random = seeded(26);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
      const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

      /** A new guest's quote for `count` different rooms over `nights` nights starting within the window. */
      const randomQuote = (count: number, nights: number) => {
        const start = between(0, NIGHTS - nights);
        const chosen = [...rooms].sort(() => random() - 0.5).slice(0, count);
        const [first, ...others] = chosen.map((room) => quoteFor(room.id, night(start), night(start + nights)));
        return { ...first, bookingInfo: [first, ...others].flatMap((quote) => quote.bookingInfo) };
      };

      let ownerCookie = deviceCookie(
        await call(app, 'POST', '/api/admin/login', { json: TEST_ADMIN, headers: from('198.51.100.7') }),
      );
      const ownerSignsIn = async (address: string) => {
        const reply = await call(app, 'POST', '/api/admin/login', {
          json: TEST_ADMIN,
          headers: { ...from(address), cookie: ownerCookie },
        });
        expect({ status: reply.status, address }).toEqual({ status: 200, address });
        ownerCookie = deviceCookie(reply);
      };

      const statuses = new Map<string, number>();
      const count = (what: string, reply: Reply) => {
        const key = `${what} ${reply.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      };
      const deadline = Date.now() + SOAK_MS;

      const attacker = async (index: number) => {
        const headers = from(`203.0.113.${index + 1}`);
        const mine: string[] = [];
        while (Date.now() < deadline) {
          const roll = random();
          if (roll < 0.35) {
            const reply = await call(app, 'POST', '/api/payment/create-order', {
              json: { quote: randomQuote(between(1, 3), between(1, 8)) },
              headers,
            });
            if (reply.status === 200) mine.push(reply.body.data.bookingId);
            count('hold', reply);
          } else if (roll < 0.6) {
            count(
              'pay at hotel',
              await call(app, 'POST', '/api/payment/cod', {
                json: { quote: randomQuote(between(1, 2), between(1, 7)) },
                headers,
              }),
            );
          } else if (roll < 0.72) {
            const reply = await call(app, 'POST', '/api/booking', { json: randomQuote(between(1, 3), between(1, 6)), headers });
            if (reply.status === 201) mine.push(reply.body.bookingId);
            count('booking', reply);
          } else if (roll < 0.87 && mine.length > 0) {
            count('renewal', await call(app, 'POST', '/api/payment/create-order', { json: { bookingId: pick(mine) }, headers }));
          } else {
            const email = random() < 0.5 ? TEST_ADMIN.email : `made-up-${between(1, 1_000_000)}@example.com`;
            count('sign-in', await call(app, 'POST', '/api/admin/login', { json: { email, password: 'guess-123456' }, headers }));
          }
        }
      };

      /*
       * One address also bursts: 30 holds at once, more than BOOKING_RATE_LIMIT allows in a window
       * even if the clock's tick splits them over two. The sequential attackers above reach the
       * limit only when the machine answers fast enough for the quick clock, so the burst is what
       * proves, on any machine, that the limit refuses the excess under load.
       */
      const burst = async () => {
        const headers = from(`203.0.113.${ADDRESSES + 1}`);
        const replies = await Promise.all(
          Array.from({ length: 30 }, () =>
            call(app, 'POST', '/api/payment/create-order', { json: { quote: randomQuote(1, between(1, 3)) }, headers }),
          ),
        );
        for (const reply of replies) count('burst', reply);
      };

      const clock = setInterval(() => app.clock.advanceMinutes(1), 250);
      const watcher = (async () => {
        while (Date.now() < deadline) {
          await ownerSignsIn(`203.0.113.${between(1, ADDRESSES)}`);
          await atLeastHalfFree();
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      })();
      try {
        await Promise.all([...Array.from({ length: ADDRESSES }, (_, i) => attacker(i)), burst(), watcher]);
      } finally {
        clearInterval(clock);
      }

      const answered = Object.fromEntries(statuses);
      expect(Object.keys(answered).filter((key) => Number(key.split(' ').pop()) >= 500)).toEqual([]);
      // The traffic was real: holds and pay-at-hotel stays were taken, and the limits refused the excess.
      expect(answered['hold 200']).toBeGreaterThan(0);
      expect(answered['pay at hotel 200']).toBeGreaterThan(0);
      expect(answered['burst 429']).toBeGreaterThan(0);

      await atLeastHalfFree();
      await ownerSignsIn('203.0.113.1');

      // A real guest, from an address of their own, books and pays online for one room on every night.
      for (let day = 0; day < NIGHTS; day += 1) {
        const free = await freeRooms(night(day), night(day + 1));
        const order = await call(app, 'POST', '/api/payment/create-order', {
          json: { quote: quoteFor(free[0], night(day), night(day + 1)) },
          headers: from(`198.51.100.${100 + (day % 100)}`),
        });
        expect({ day, status: order.status }).toEqual({ day, status: 200 });
        const paid = await verify(app, await payInCheckout(app, order.body.data.order.id));
        expect({ day, status: paid.status, booking: paid.body.data.booking.status }).toEqual({
          day,
          status: 200,
          booking: 'confirmed',
        });
      }
    },
    BOUND_MS,
  );

  /** Ids of our rooms free for online booking on these dates, as a guest's search lists them. */
  async function freeRooms(checkIn: string, checkOut: string): Promise<string[]> {
    const reply = await call(app, 'GET', `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`, {
      headers: from('198.51.100.250'),
    });
    expect(reply.status).toBe(200);
    return (reply.body.rooms as { _id: string }[]).map((room) => room._id).filter((id) => rooms.some((ours) => ours.id === id));
  }

  async function atLeastHalfFree(): Promise<void> {
    for (let day = 0; day < NIGHTS; day += 1) {
      const free = (await freeRooms(night(day), night(day + 1))).length;
      expect({ night: night(day), atLeastHalfFree: free >= ROOMS / 2 }).toEqual({ night: night(day), atLeastHalfFree: true });
    }
  }
});

const from = (address: string) => ({ 'x-forwarded-for': address });

/** The night `day` days after the first, as YYYY-MM-DD. */
function night(day: number): string {
  const date = new Date(`${FIRST_NIGHT}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  return date.toISOString().slice(0, 10);
}

/** The owner's device cookie as a sign-in set it (the REST path's), to send back. */
function deviceCookie(reply: Reply): string {
  const cookie = reply.headers.getSetCookie().find((line) => line.includes('Path=/api/admin/login'));
  if (!cookie) throw new Error(`the sign-in set no device cookie: ${reply.status}`);
  return cookie.split(';')[0];
}

/** A small seeded generator (mulberry32): the same choices each run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
