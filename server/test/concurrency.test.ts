import { createRoom, quoteFor } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { onPostgres } from './support/test-database';

/*
 * A race needs real concurrent connections: PGlite is a single connection, so this runs on
 * PostgreSQL (TEST_DATABASE_URL). Nothing in the application serialises these requests; only the
 * exclusion constraint stands between them and a double booking.
 */
(onPostgres() ? describe : describe.skip)('many guests booking one room at the same moment', () => {
  const app = useTestApp();

  it('lets exactly one of 40 simultaneous bookings win; the rest get 409 with a message, none a 5xx', async () => {
    const room = await createRoom(app.services);
    const attempts = Array.from({ length: 40 }, () =>
      fetch(`${app.baseUrl}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteFor(room.id, '2026-12-24', '2026-12-27')),
      }).then(async (res) => ({ status: res.status, body: await res.json() })),
    );
    const answers = await Promise.all(attempts);

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/no longer available/) });
    }
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM booking_line WHERE room_id = $1 AND blocks_room`,
      [room.id],
    );
    expect(count).toBe(1);
  });

  it('keeps overlapping stays apart on two rooms booked at once', async () => {
    const [first, second] = await Promise.all([createRoom(app.services), createRoom(app.services)]);
    const stays: [string, string][] = [
      ['2027-01-05', '2027-01-08'],
      ['2027-01-07', '2027-01-09'],
      ['2027-01-06', '2027-01-07'],
      ['2027-01-08', '2027-01-10'],
    ];
    const requests = stays.flatMap(([checkIn, checkOut]) =>
      [first, second].flatMap((room) =>
        Array.from({ length: 5 }, () =>
          fetch(`${app.baseUrl}/api/booking`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(quoteFor(room.id, checkIn, checkOut)),
          }).then((res) => res.status),
        ),
      ),
    );
    const statuses = await Promise.all(requests);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const overlaps = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM booking_line a JOIN booking_line b
         ON a.room_id = b.room_id AND a.id < b.id AND a.blocks_room AND b.blocks_room
        AND daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)`,
    );
    expect(overlaps[0].count).toBe(0);
    const held = await app.database.dataSource.query(
      `SELECT room_id, count(*)::int AS count FROM booking_line WHERE blocks_room AND room_id = ANY($1::uuid[]) GROUP BY room_id`,
      [[first.id, second.id]],
    );
    // Each room can hold at most 2 of these 4 stays (e.g. 5–8 Jan and 8–10 Jan); at least one wins.
    for (const row of held) expect(row.count).toBeGreaterThanOrEqual(1);
    for (const row of held) expect(row.count).toBeLessThanOrEqual(2);
  });
});

(onPostgres() ? describe : describe.skip)('many guests starting to pay for one room at the same moment', () => {
  const app = useTestApp();

  it('holds the room for exactly one of 20 simultaneous online payments and pay-at-hotel bookings', async () => {
    const room = await createRoom(app.services);
    const attempts = Array.from({ length: 20 }, (_, i) =>
      fetch(`${app.baseUrl}/api/payment/${i % 2 === 0 ? 'create-order' : 'cod'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          quote: quoteFor(room.id, '2027-02-01', '2027-02-04'),
          paymentMethod: i % 2 === 0 ? undefined : 'cod',
        }),
      }).then((res) => res.status),
    );
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM booking_line WHERE room_id = $1 AND blocks_room`,
      [room.id],
    );
    expect(count).toBe(1);
    const [{ orders }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS orders FROM payment p JOIN booking_line l ON l.booking_id = p.booking_id WHERE l.room_id = $1`,
      [room.id],
    );
    expect(orders).toBe(1);
  });
});
