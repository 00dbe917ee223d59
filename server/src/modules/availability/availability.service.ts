import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, parseStay, Stay, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { toNumber } from '../../shared/input';
import { Paise } from '../../shared/money';
import { MAX_NIGHTS } from '../../shared/pure/stay-limits';
import { RoomOccupancyService } from '../bookings';
import { Room } from '../rooms';
import type { RoomStayPriceService, StayPrice } from '../pricing';
import { AvailabilityCache } from './availability-cache';
import { AvailabilityErrorCode } from './availability-errors';

export interface AvailabilityQuery {
  checkIn?: unknown;
  checkOut?: unknown;
  guests?: unknown;
}

/** A room search's free rooms with each one's price for the stay. */
export interface PricedRooms {
  rooms: Room[];
  prices: Map<string, StayPrice>;
}

/**
 * Room searches. Their answers come from the AvailabilityCache while the database's availability
 * version says nothing changed; a booking committed by any instance changes it.
 */
export class AvailabilityService {
  readonly cache: AvailabilityCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly occupancy: RoomOccupancyService,
    private readonly clock: Clock,
    private readonly stayPrices?: RoomStayPriceService,
  ) {
    this.cache = new AvailabilityCache(dataSource, occupancy, clock);
  }

  /** Rooms open for booking that fit the guests and are free on every night of the stay. */
  async availableRooms(query: AvailabilityQuery): Promise<Room[]> {
    const stay = parseStay(query.checkIn, query.checkOut, { now: this.clock() });
    const guests = parseGuestCount(query.guests);
    return this.cache.answer(`rooms ${stay.checkIn} ${stay.checkOut} ${guests}`, stay, () => this.freeRooms(stay, guests));
  }

  /**
   * A cache of its own, kept by the same availability version, for an answer that is built from
   * many searches at once (Google's price feed), so it neither crowds out nor is crowded out by
   * the site's searches.
   */
  newCache(maxEntries: number, maxAgeMs: number): AvailabilityCache {
    return new AvailabilityCache(this.dataSource, this.occupancy, this.clock, maxEntries, maxAgeMs);
  }

  /** availableRooms, each room with its price for the stay. */
  async availableRoomsPriced(query: AvailabilityQuery): Promise<PricedRooms> {
    return this.pricedSearch(query, 'priced', (priced) => priced);
  }

  /**
   * `present` of availableRoomsPriced, kept in the cache under `name` (which must name what
   * `present` does): a transport can keep its serialised answer instead of redoing it per request.
   */
  async pricedSearch<T>(query: AvailabilityQuery, name: string, present: (priced: PricedRooms) => T): Promise<T> {
    const stayPrices = this.stayPrices;
    if (!stayPrices) throw new Error('AvailabilityService was built without RoomStayPriceService');
    const stay = parseStay(query.checkIn, query.checkOut, { now: this.clock() });
    const guests = parseGuestCount(query.guests);
    return this.cache.answer(`${name} ${stay.checkIn} ${stay.checkOut} ${guests}`, stay, async () => {
      const rooms = await this.freeRooms(stay, guests);
      return present({ rooms, prices: await stayPrices.priceRooms(rooms, stay) });
    });
  }

  /**
   * availableRoomsPriced for one guest, of many stays at once (Google's price feed): the rooms open
   * for booking free on every night of each stay, by the one condition of a free room, each priced
   * as a search prices it; one query for the rooms, one for which are free, one read of the rates.
   * The work is the stays asked (the caller bounds them) times the hotel's rooms. Each stay is
   * checked as a search checks it. Answers in the order of `stays`.
   */
  async availableRoomsPricedForStays(stays: readonly Stay[]): Promise<PricedRooms[]> {
    const stayPrices = this.stayPrices;
    if (!stayPrices) throw new Error('AvailabilityService was built without RoomStayPriceService');
    const now = this.clock();
    const checked = stays.map((stay) => parseStay(stay.checkIn, stay.checkOut, { now }));
    const rooms = checked.length > 0 ? await this.bookableRoomsQuery(1).getMany() : [];
    const free = new Set<string>();
    if (rooms.length > 0) {
      const rows: { check_in: string; check_out: string; room_id: string }[] = await this.dataSource.query(
        `SELECT stay.check_in::text AS check_in, stay.check_out::text AS check_out, room.id AS room_id
         FROM unnest($1::date[], $2::date[]) AS stay(check_in, check_out)
         JOIN room ON room.id = ANY($3::uuid[])
         WHERE ${this.occupancy.roomFreeCondition('room', 'stay.check_in', 'stay.check_out', '$4')}`,
        [checked.map((stay) => stay.checkIn), checked.map((stay) => stay.checkOut), rooms.map((room) => room.id), now],
      );
      for (const row of rows) free.add(`${row.check_in}/${row.check_out}/${row.room_id}`);
    }
    const requests = checked.map((stay) => ({
      stay,
      rooms: rooms.filter((room) => free.has(`${stay.checkIn}/${stay.checkOut}/${room.id}`)),
    }));
    const prices = await stayPrices.priceRoomsOfStays(requests);
    return requests.map((request, index) => ({ rooms: request.rooms, prices: prices[index] }));
  }

  private freeRooms(stay: Stay, guests: number): Promise<Room[]> {
    return this.bookableRoomsQuery(guests)
      .andWhere(this.occupancy.roomFreeCondition('room', ':checkIn', ':checkOut', ':now'), {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        now: this.clock(),
      })
      .getMany();
  }

  /** Without dates (the old client): rooms open for booking that take this many guests. */
  async bookableRooms(query: { guests?: unknown }): Promise<Room[]> {
    return this.bookableRoomsQuery(parseGuestCount(query.guests)).getMany();
  }

  /**
   * The hotel's "from" price: the least a room open for booking costs for one night, GST
   * included, over the nights from today as far as one stay may reach (MAX_NIGHTS), by the
   * owner's rates; undefined when no room is open for booking.
   */
  async lowestNightlyPrice(): Promise<Paise | undefined> {
    if (!this.stayPrices) throw new Error('AvailabilityService was built without RoomStayPriceService');
    const today = todayInHotel(this.clock());
    const rooms = await this.bookableRoomsQuery(1).getMany();
    return this.stayPrices.lowestNight(rooms, { checkIn: today, checkOut: addDays(today, MAX_NIGHTS) });
  }

  /** Rooms open for booking that take this many guests, cheapest first. */
  private bookableRoomsQuery(guests: number) {
    return this.dataSource
      .getRepository(Room)
      .createQueryBuilder('room')
      .where('room.is_available')
      .andWhere('room.max_count >= :guests', { guests })
      .orderBy('room.rent_per_day_paise', 'ASC')
      .addOrderBy('room.name', 'ASC');
  }
}

/** Guests for a room search: a whole number from 1; absent means one. */
export function parseGuestCount(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const guests = toNumber(value);
  if (!Number.isInteger(guests) || guests < 1 || guests > 50) {
    throw new DomainError(AvailabilityErrorCode.GuestsInvalid, 'Adult In is Required', 'guests');
  }
  return guests;
}
