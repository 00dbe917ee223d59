import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { Stay } from '../../shared/dates';
import { RoomOccupancyService } from '../bookings';

/** Distinct searches kept at most (least recently used go first): varied dates cannot exhaust memory. */
export const AVAILABILITY_CACHE_ENTRIES = 300;
/** No answer is kept longer than this, whatever the version says. */
export const AVAILABILITY_CACHE_MAX_AGE_MS = 60_000;

interface Entry {
  version: string;
  /** When the answer stops being true by itself: a hold it counted runs out (or the maximum age). */
  validUntil: number;
  value: unknown;
}

/**
 * Room searches answered from memory while nothing they depend on has changed. What counts as a
 * change is the database's availability version (migration AvailabilityVersion1766100000000):
 * every commit that touches bookings, their lines, room blocks, rooms or rates bumps it, whichever
 * app instance wrote. Each search reads the version (one small read) and is served from memory
 * only when it is the version the answer was worked out at; so a room taken by any instance is
 * never offered again from here once its booking committed.
 *
 * The one change without a write is time: a hold that runs out frees its room. An answer is kept
 * only until the earliest expiry of the live holds on its nights (and never past the maximum age);
 * a hold placed later is a write, which changes the version.
 *
 * The version is read before the answer is worked out (a later snapshot): an answer can only know
 * more than its version says, and any write after the version read changes the version. A search
 * served from memory costs one small read (about 0.1 ms to plan and run).
 */
export class AvailabilityCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly occupancy: RoomOccupancyService,
    private readonly clock: Clock,
    private readonly maxEntries = AVAILABILITY_CACHE_ENTRIES,
    private readonly maxAgeMs = AVAILABILITY_CACHE_MAX_AGE_MS,
  ) {}

  /**
   * The answer for `key` (which must name everything `compute` depends on but the database), about
   * `stay`; `null` for an answer that does not depend on holds (a room itself). An answer that
   * throws is not kept.
   */
  async answer<T>(key: string, stay: Stay | null, compute: () => Promise<T>): Promise<T> {
    const version = await this.readVersion();
    if (version === null) return compute();
    const entry = this.entries.get(key);
    if (entry && entry.version === version && this.clock().getTime() < entry.validUntil) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    // Read after the version: a hold committed since then is in both, or changed the version.
    const holdExpiry = stay ? await this.earliestHoldExpiry(stay) : null;
    const value = await compute();
    const validUntil = Math.min(this.clock().getTime() + this.maxAgeMs, holdExpiry ?? Number.POSITIVE_INFINITY);
    this.entries.delete(key);
    this.entries.set(key, { version, validUntil, value });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Answers kept right now (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The version; null without the version table's rows (emptied by hand): then nothing is cached. */
  private async readVersion(): Promise<string | null> {
    const [row] = await this.dataSource.query<{ version: string | null }[]>(
      'SELECT sum(version)::text AS version FROM availability_version',
    );
    return row?.version ?? null;
  }

  /** When the first live hold on a night of the stay runs out (ms), if any. */
  private async earliestHoldExpiry(stay: Stay): Promise<number | null> {
    const [row] = await this.dataSource.query<{ expiry: Date | null }[]>(
      `SELECT ${this.occupancy.earliestHoldExpirySql('$1', '$2', '$3')} AS expiry`,
      [stay.checkIn, stay.checkOut, this.clock()],
    );
    return row?.expiry ? new Date(row.expiry).getTime() : null;
  }
}
