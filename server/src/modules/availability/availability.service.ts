import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import { parseStay, Stay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { toNumber } from '../../shared/input';
import { Room } from '../rooms/room.entity';

/**
 * A night of a room is taken when a line blocks it and its booking is confirmed or still within
 * its payment hold. Expired holds that the sweeper has not released yet do not count.
 */
const takenNightsSql = (checkIn: string, checkOut: string, now: string) => `
  SELECT 1 FROM booking_line line
  JOIN booking b ON b.id = line.booking_id
  WHERE line.room_id = room.id
    AND line.blocks_room
    AND daterange(line.check_in, line.check_out, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)')
    AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > ${now}))`;

export interface AvailabilityQuery {
  checkIn?: unknown;
  checkOut?: unknown;
  guests?: unknown;
}

export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Rooms open for booking that fit the guests and are free on every night of the stay. */
  async availableRooms(query: AvailabilityQuery): Promise<Room[]> {
    const stay = parseStay(query.checkIn, query.checkOut, { now: this.clock() });
    const guests = parseGuestCount(query.guests);
    return this.bookableRoomsQuery(guests)
      .andWhere(`NOT EXISTS (${takenNightsSql(':checkIn', ':checkOut', ':now')})`, {
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

  /** Ids among `roomIds` that are taken on some night of the stay. */
  async takenRoomIds(manager: EntityManager, roomIds: string[], stay: Stay): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT room.id FROM room WHERE room.id = ANY($4::uuid[]) AND EXISTS (${takenNightsSql('$1', '$2', '$3')})`,
      [stay.checkIn, stay.checkOut, this.clock(), roomIds],
    );
    return rows.map((row) => row.id);
  }
}

/** Guests for a room search: a whole number from 1; absent means one. */
export function parseGuestCount(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const guests = toNumber(value);
  if (!Number.isInteger(guests) || guests < 1 || guests > 50) {
    throw new DomainError('GUESTS_INVALID', 'Adult In is Required', 'guests');
  }
  return guests;
}
