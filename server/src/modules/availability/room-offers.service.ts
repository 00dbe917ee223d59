import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, BOOKING_HORIZON_DAYS, daysBetween, parseStay, todayInHotel } from '../../shared/dates';
import { RoomOccupancyService } from '../bookings';
import { AvailabilityQuery, AvailabilityService, parseGuestCount } from './availability.service';
import { groupRoomOffers, RoomOffer } from './room-offers';

export type { OfferedRoom, RoomOffer } from './room-offers';

/** How far before and after the asked check-in the nearest free dates are looked for. */
export const NEAREST_DATES_WINDOW_DAYS = 14;
/** How many other stays are offered at most. */
export const NEAREST_DATES_LIMIT = 4;

/** Other dates of the same length on which the hotel's free rooms can sleep the party. */
export interface FreeStay {
  checkIn: string;
  checkOut: string;
  /** Free rooms on those dates, and how many guests they sleep together. */
  rooms: number;
  sleeps: number;
}

/**
 * What the rooms page offers for a stay: the free rooms grouped by type and size, each group with
 * how many are left and each room's price (one booking may take rooms of several groups); and,
 * when the stay is sold out for the party, the nearest dates that are not.
 */
export class RoomOffersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly occupancy: RoomOccupancyService,
    private readonly clock: Clock,
  ) {}

  /** Every room free for the stay (of any size: a party may take several), grouped and priced. */
  async roomOffers(query: Pick<AvailabilityQuery, 'checkIn' | 'checkOut'>): Promise<RoomOffer[]> {
    const { rooms, prices } = await this.availability.availableRoomsPriced({ ...query, guests: 1 });
    return groupRoomOffers(rooms, prices);
  }

  /**
   * Stays as long as the asked one, starting up to NEAREST_DATES_WINDOW_DAYS before or after it
   * (from today, within the booking horizon), on which the free rooms together sleep `guests` and
   * number at least `rooms`: the nearest first, at most NEAREST_DATES_LIMIT. One query, whose work
   * is bounded by the window (29 start dates) and the length of a stay (at most 30 nights).
   */
  async nearestFreeStays(query: AvailabilityQuery & { rooms?: unknown }): Promise<FreeStay[]> {
    const now = this.clock();
    const stay = parseStay(query.checkIn, query.checkOut, { now });
    const guests = parseGuestCount(query.guests);
    const rooms = Math.min(Math.max(1, Math.floor(Number(query.rooms)) || 1), guests);
    const nights = daysBetween(stay.checkIn, stay.checkOut);
    const today = todayInHotel(now);
    const earliest = [addDays(stay.checkIn, -NEAREST_DATES_WINDOW_DAYS), today].sort().at(-1)!;
    const latest = [addDays(stay.checkIn, NEAREST_DATES_WINDOW_DAYS), addDays(today, BOOKING_HORIZON_DAYS)].sort()[0];
    const rows: { check_in: string; check_out: string; rooms: number; sleeps: number }[] = await this.dataSource.query(
      `WITH candidate AS (
         SELECT day::date AS check_in, (day::date + $3::int) AS check_out
         FROM generate_series($1::date, $2::date, interval '1 day') AS day
         WHERE day::date <> $4::date
       )
       SELECT candidate.check_in::text AS check_in, candidate.check_out::text AS check_out,
              count(room.id)::int AS rooms, sum(room.max_count)::int AS sleeps
       FROM candidate JOIN room ON room.deleted_at IS NULL AND room.is_available
       WHERE ${this.occupancy.roomFreeCondition('room', 'candidate.check_in', 'candidate.check_out', '$5')}
       GROUP BY candidate.check_in, candidate.check_out
       HAVING sum(room.max_count) >= $6 AND count(room.id) >= $7
       ORDER BY abs(candidate.check_in - $4::date), candidate.check_in
       LIMIT ${NEAREST_DATES_LIMIT}`,
      [earliest, latest, nights, stay.checkIn, now, guests, rooms],
    );
    return rows.map((row) => ({ checkIn: row.check_in, checkOut: row.check_out, rooms: row.rooms, sleeps: row.sleeps }));
  }
}
