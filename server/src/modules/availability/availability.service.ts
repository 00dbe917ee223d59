import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { parseStay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { toNumber } from '../../shared/input';
import { RoomOccupancyService } from '../bookings/room-occupancy.service';
import { Room } from '../rooms/room.entity';

export const AvailabilityErrorCode = { GuestsInvalid: 'GUESTS_INVALID' } as const;

export interface AvailabilityQuery {
  checkIn?: unknown;
  checkOut?: unknown;
  guests?: unknown;
}

export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly occupancy: RoomOccupancyService,
    private readonly clock: Clock,
  ) {}

  /** Rooms open for booking that fit the guests and are free on every night of the stay. */
  async availableRooms(query: AvailabilityQuery): Promise<Room[]> {
    const stay = parseStay(query.checkIn, query.checkOut, { now: this.clock() });
    const guests = parseGuestCount(query.guests);
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
