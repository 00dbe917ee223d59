import { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { AvailabilityCache } from '../src/modules/availability/availability-cache';
import { createServices, Services } from '../src/services';
import { createLogger } from '../src/shared/logger';
import { SYSTEM_ACTOR } from '../src/shared/actor';
import { createRoom, quoteFor } from './support/fixtures';
import { useServiceHarness } from './support/service-harness';
import { onPostgres } from './support/test-database';

/*
 * Room searches are answered from memory (AvailabilityCache) while the database's availability
 * version is unchanged. These tests prove the memory never offers a room that a committed write
 * took: under concurrent bookings, across two app instances on one database, and for every kind
 * of change (block, cancellation, a hold running out, a rate).
 */
describe('the availability cache', () => {
  const harness = useServiceHarness();
  const search = (services: Services, checkIn: string, checkOut: string) =>
    services.availability.availableRooms({ checkIn, checkOut, guests: 1 });
  const ids = (rooms: { id: string }[]) => rooms.map((room) => room.id);

  it('never offers a room after its booking committed, with 20 bookings (same and different rooms) racing searches', async () => {
    const { services } = harness;
    const rooms = await Promise.all(Array.from({ length: 5 }, () => createRoom(services)));
    const [checkIn, checkOut] = ['2026-12-10', '2026-12-12'];
    expect(ids(await search(services, checkIn, checkOut))).toEqual(expect.arrayContaining(ids(rooms)));
    expect(services.availability.cache.size).toBeGreaterThan(0);

    const violations: string[] = [];
    let searching = true;
    const searches = (async () => {
      let count = 0;
      while (searching) {
        await search(services, checkIn, checkOut);
        count += 1;
        // As a server between requests: the embedded database answers without leaving the
        // microtask queue, so a loop of searches would otherwise starve the holds' own I/O (their
        // mails to the guests).
        await new Promise((resolve) => setImmediate(resolve));
      }
      return count;
    })();
    // Four guests for each room at once: one wins each room, the others are refused (409).
    const attempts = rooms.flatMap((room) =>
      Array.from({ length: 4 }, () =>
        services.bookings.createHold(quoteFor(room.id, checkIn, checkOut)).then(
          async (booking) => {
            const offered = ids(await search(services, checkIn, checkOut));
            if (offered.includes(room.id)) violations.push(`${room.name} offered after ${booking.bookCode} committed`);
            return booking;
          },
          () => null,
        ),
      ),
    );
    const won = (await Promise.all(attempts)).filter(Boolean);
    searching = false;
    expect(await searches).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(won).toHaveLength(rooms.length);
    expect(ids(await search(services, checkIn, checkOut))).not.toEqual(expect.arrayContaining([rooms[0].id]));
    for (const room of rooms) expect(ids(await search(services, checkIn, checkOut))).not.toContain(room.id);
  });

  /** A second app instance on the same database, for `use`. */
  async function withSecondInstance(use: (other: Services) => Promise<void>): Promise<void> {
    const { config, clock, database } = harness;
    // On PostgreSQL the second instance has its own pool; PGlite is one connection, shared.
    let second: DataSource = database.dataSource;
    if (onPostgres()) {
      second = createDataSource({ url: (database.dataSource.options as { url: string }).url, poolSize: 2 });
      await second.initialize();
    }
    try {
      await use(createServices(second, config, createLogger('silent'), clock.now));
    } finally {
      if (second !== database.dataSource) await second.destroy();
    }
  }

  it('serves a second app instance on the same database the booking the first one made, at once', async () => {
    const { services } = harness;
    await withSecondInstance(async (other) => {
      const room = await createRoom(services);
      const [checkIn, checkOut] = ['2026-12-14', '2026-12-15'];
      expect(ids(await search(other, checkIn, checkOut))).toContain(room.id);
      expect(ids(await search(other, checkIn, checkOut))).toContain(room.id);
      await services.bookings.createHold(quoteFor(room.id, checkIn, checkOut));
      expect(ids(await search(other, checkIn, checkOut))).not.toContain(room.id);
    });
  });

  it("keeps the room page's room until a write to it commits, in this instance or any other, and never an unknown id", async () => {
    const { services, database } = harness;
    await withSecondInstance(async (other) => {
      const room = await createRoom(services, { name: 'Garden Double 201' });
      const kept = other.availability.cache.size;
      const first = await other.rooms.publicRoom(room.id);
      expect(first.name).toBe('Garden Double 201');
      expect(other.availability.cache.size).toBe(kept + 1);
      // Each caller gets its own copy: changing one changes nothing for the next.
      first.name = 'Changed by a caller';
      expect((await other.rooms.publicRoom(room.id)).name).toBe('Garden Double 201');
      // A write by anyone else (here plain SQL on the database) is seen at once.
      await database.dataSource.query(`UPDATE room SET name = 'Garden Deluxe 201' WHERE id = $1`, [room.id]);
      expect((await other.rooms.publicRoom(room.id)).name).toBe('Garden Deluxe 201');
      await expect(other.rooms.publicRoom('2b0c5a36-7d4e-4f5a-9b1c-0d2e3f405162')).rejects.toMatchObject({
        message: 'Room not found',
      });
      expect(other.availability.cache.size).toBe(kept + 1);
    });
  });

  it('changes its next answer on a room block, a cancellation, a hold running out and a rate change', async () => {
    const { services, clock } = harness;
    const room = await createRoom(services);
    const [checkIn, checkOut] = ['2026-12-20', '2026-12-22'];
    const offered = async () => ids(await search(services, checkIn, checkOut)).includes(room.id);
    expect(await offered()).toBe(true);

    const block = await services.roomBlocks.block(
      { roomId: room.id, from: checkIn, to: '2026-12-21', reason: 'Paint' },
      SYSTEM_ACTOR,
    );
    expect(await offered()).toBe(false);
    await services.roomBlocks.unblock(block.id, SYSTEM_ACTOR);
    expect(await offered()).toBe(true);

    const booking = await services.bookings.createHold(quoteFor(room.id, checkIn, checkOut));
    expect(await offered()).toBe(false);
    await services.cancellations.cancel(booking.id);
    expect(await offered()).toBe(true);

    // A hold frees its room when it runs out, with no write at all (the sweep has not run).
    await services.bookings.createHold(quoteFor(room.id, checkIn, checkOut));
    expect(await offered()).toBe(false);
    clock.advanceMinutes(16);
    expect(await offered()).toBe(true);

    const priced = async () =>
      (await services.availability.availableRoomsPriced({ checkIn, checkOut, guests: 1 })).prices.get(room.id)?.totalPaise;
    const before = await priced();
    await services.rates.saveSeason(
      { roomId: room.id, name: 'Winter', startsOn: checkIn, endsOn: checkOut, rent: 9000 },
      SYSTEM_ACTOR,
    );
    const after = await priced();
    expect(before).toBeDefined();
    expect(after).toBeGreaterThan(before!);
  });

  it('keeps at most its bound of distinct searches', async () => {
    const { services } = harness;
    await createRoom(services);
    for (let day = 1; day <= 27; day += 1) {
      const date = `2027-02-${String(day).padStart(2, '0')}`;
      await search(services, date, `2027-02-${String(day + 1).padStart(2, '0')}`);
    }
    expect(services.availability.cache.size).toBeLessThanOrEqual(300);
    const small = new AvailabilityCache(harness.database.dataSource, services.occupancy, harness.clock.now, 3);
    const stay = { checkIn: '2027-03-01', checkOut: '2027-03-02' };
    for (const key of ['a', 'b', 'c', 'd', 'e']) await small.answer(key, stay, () => Promise.resolve(key));
    expect(small.size).toBe(3);
    // The least recently used went first: 'e' is still there, 'a' was worked out again.
    let worked = 0;
    await small.answer('e', stay, () => Promise.resolve(String((worked += 1))));
    await small.answer('a', stay, () => Promise.resolve(String((worked += 1))));
    expect(worked).toBe(1);
  });
});
