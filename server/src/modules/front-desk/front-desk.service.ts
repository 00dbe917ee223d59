import { DataSource, In, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { Clock } from '../../shared/clock';
import { HOTEL_TIME_ZONE, isCalendarDate, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { Booking, BookingStatus, ChannelStay, ChannelStayStatus } from '../bookings';
import { BookingMoneyService } from '../bookings';
import type { EventMoneyService } from '../banquet';
import { DeskEventRow, eventsOfDay } from './desk-events';
import { FrontDeskErrorCode } from './front-desk-errors';

/** How far ahead the desk is warned of holds about to lapse. */
export const HOLD_WARNING_HOURS = 2;

export interface DeskRow {
  booking: Booking;
  /** Still to pay (0 when nothing is owed; never negative here). */
  balanceDuePaise: number;
}

export interface FrontDeskFigures {
  /** Rooms sold for the night of the date (confirmed, in house or left). */
  roomsOccupied: number;
  /** Rooms open for sale (not deleted, not marked unavailable). */
  roomsTotal: number;
  arrivals: number;
  departures: number;
  /** Balance due of the day's arrivals, guests in house and departures. */
  cashToCollectPaise: number;
}

export interface FrontDeskDay {
  date: string;
  arrivals: DeskRow[];
  inHouse: DeskRow[];
  departures: DeskRow[];
  /** Balances due on stays the sections above do not show (a no-show's, an early departure's). */
  unpaid: DeskRow[];
  holdsExpiring: DeskRow[];
  /** The hall's events of the date, by session. */
  events: DeskEventRow[];
  /** Stays sold on an OTA whose calendar the hotel imports, arriving, in house or leaving on the date. */
  channelStays: DeskChannelStay[];
  figures: FrontDeskFigures;
}

/** An OTA's stay on the desk's day: its room, and where it stands on the date. */
export interface DeskChannelStay {
  stay: ChannelStay;
  roomName: string;
  /** arriving, in house or leaving on the date. */
  onTheDate: 'arriving' | 'in_house' | 'leaving';
}

const { HELD, CONFIRMED, CHECKED_IN, CHECKED_OUT, NO_SHOW } = BookingStatus;

/**
 * Which section each booking of the day falls in, in one pass over booking ($1 the date, $2 today,
 * $3 now, $4 now + the warning). The night of the date is [date, date + 1).
 *  - arrival: expected (confirmed, the stay covers the date), or checked in on the date;
 *  - in house: checked in, or checked out after the date, and one of its lines covers the night;
 *  - departure: checked in and due out on the date (or overdue, today), or checked out on the date;
 *  - unpaid candidate: a live stay touching the date (balances are added up afterwards);
 *  - hold: a live hold lapsing before the warning.
 */
const SECTIONS_SQL = `
  WITH day AS (
    SELECT b.*,
      (b.checked_in_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date AS came_on,
      (b.checked_out_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date AS left_on
    FROM booking b
    WHERE (b.check_in <= $1 AND b.check_out >= $1 AND b.status IN ('${CONFIRMED}', '${CHECKED_IN}', '${CHECKED_OUT}', '${NO_SHOW}'))
       OR (b.status IN ('${CHECKED_IN}', '${CHECKED_OUT}') AND b.check_in <= $1
           AND ((b.checked_in_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date = $1 OR (b.checked_out_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date = $1))
       OR (b.status = '${CHECKED_IN}' AND b.check_out < $1 AND $1 = $2)
       OR (b.status = '${HELD}' AND b.hold_expires_at > $3 AND b.hold_expires_at <= $4))
  SELECT b.id,
    ((b.status = '${CONFIRMED}' AND b.check_in <= $1 AND b.check_out > $1)
      OR (b.status IN ('${CHECKED_IN}', '${CHECKED_OUT}') AND coalesce(b.came_on, b.check_in) = $1)) AS arrival,
    (b.status IN ('${CHECKED_IN}', '${CHECKED_OUT}') AND (b.left_on IS NULL OR b.left_on > $1)
      AND EXISTS (SELECT 1 FROM booking_line l WHERE l.booking_id = b.id AND l.check_in <= $1 AND l.check_out > $1)) AS in_house,
    ((b.status = '${CHECKED_IN}' AND (b.check_out = $1 OR (b.check_out < $1 AND $1 = $2)))
      OR (b.status = '${CHECKED_OUT}' AND b.left_on = $1)) AS departure,
    (b.status IN ('${CONFIRMED}', '${CHECKED_IN}', '${CHECKED_OUT}', '${NO_SHOW}') AND b.check_in <= $1 AND b.check_out >= $1) AS unpaid,
    (b.status = '${HELD}' AND b.hold_expires_at > $3 AND b.hold_expires_at <= $4) AS hold
  FROM day b`;

interface SectionRow {
  id: string;
  arrival: boolean;
  in_house: boolean;
  departure: boolean;
  unpaid: boolean;
  hold: boolean;
}

/** Rooms sold for the night of $1 (here, or on an OTA whose calendar is imported), and rooms open for sale. */
const FIGURES_SQL = `
  SELECT
    (SELECT count(DISTINCT l.room_id) FROM booking_line l LEFT JOIN booking b ON b.id = l.booking_id
      WHERE l.blocks_room AND (b.status IN ('${CONFIRMED}', '${CHECKED_IN}', '${CHECKED_OUT}') OR l.channel_stay_id IS NOT NULL)
        AND l.check_in <= $1 AND l.check_out > $1)::int AS occupied,
    (SELECT count(*) FROM room WHERE room.deleted_at IS NULL AND room.is_available)::int AS total`;

/** The front desk's day: who arrives, who is in, who leaves, who owes, which holds lapse, the hall's events. */
export class FrontDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookingMoney: BookingMoneyService,
    private readonly eventMoney: EventMoneyService,
    private readonly clock: Clock,
  ) {}

  private channelStaysOf(date: string): Promise<DeskChannelStay[]> {
    return channelStaysOfDay(this.dataSource, date);
  }

  /** The day of `date` (YYYY-MM-DD, hotel time; today when left out), in six queries (and one per event for its balance). */
  async day(rawDate?: unknown): Promise<FrontDeskDay> {
    const now = this.clock();
    const today = todayInHotel(now);
    const date = rawDate === undefined || rawDate === null || rawDate === '' ? today : rawDate;
    if (!isCalendarDate(date)) {
      throw new DomainError(FrontDeskErrorCode.DateInvalid, 'Date must be a calendar date (YYYY-MM-DD).', 'date');
    }
    const warnUntil = new Date(now.getTime() + HOLD_WARNING_HOURS * 3_600_000);
    const sections: SectionRow[] = await this.dataSource.query(SECTIONS_SQL, [date, today, now, warnUntil]);
    const ids = sections.map((row) => row.id);
    const [bookings, money, [figures], events, channelStays] = await Promise.all([
      ids.length
        ? this.dataSource.getRepository(Booking).find({ where: { id: In(ids) }, relations: { lines: true } })
        : Promise.resolve([] as Booking[]),
      this.bookingMoney.ofMany(ids),
      this.dataSource.query<{ occupied: number; total: number }[]>(FIGURES_SQL, [date]),
      eventsOfDay(this.dataSource, this.eventMoney, date),
      this.channelStaysOf(date),
    ]);
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    const rowsWhere = (flag: keyof Omit<SectionRow, 'id'>, order: (a: Booking, b: Booking) => number = byGuest) =>
      sections
        .filter((row) => row[flag])
        .map((row) => byId.get(row.id)!)
        .sort(order)
        .map((booking) => ({ booking, balanceDuePaise: Math.max(0, money.get(booking.id)?.balanceDuePaise ?? 0) }));
    const arrivals = rowsWhere('arrival');
    const inHouse = rowsWhere('in_house');
    const departures = rowsWhere('departure');
    const due = new Map([...arrivals, ...inHouse, ...departures].map((row) => [row.booking.id, row.balanceDuePaise]));
    return {
      date,
      arrivals,
      inHouse,
      departures,
      unpaid: rowsWhere('unpaid').filter((row) => row.balanceDuePaise > 0 && !due.has(row.booking.id)),
      holdsExpiring: rowsWhere('hold', (a, b) => (a.holdExpiresAt?.getTime() ?? 0) - (b.holdExpiresAt?.getTime() ?? 0)),
      events,
      channelStays,
      figures: {
        roomsOccupied: Number(figures.occupied),
        roomsTotal: Number(figures.total),
        arrivals: arrivals.length,
        departures: departures.length,
        cashToCollectPaise: [...due.values()].reduce((sum, paise) => sum + paise, 0),
      },
    };
  }
}

/** Live OTA stays touching the date, by room. */
async function channelStaysOfDay(dataSource: DataSource, date: string): Promise<DeskChannelStay[]> {
  const stays = await dataSource.getRepository(ChannelStay).find({
    where: { status: ChannelStayStatus.ACTIVE, checkIn: LessThanOrEqual(date), checkOut: MoreThanOrEqual(date) },
    relations: { room: true },
  });
  return byRoomName(stays).map((stay) => ({
    stay,
    roomName: stay.room?.name ?? '',
    onTheDate: stay.checkIn === date ? 'arriving' : stay.checkOut === date ? 'leaving' : 'in_house',
  }));
}

const byRoomName = (stays: ChannelStay[]) =>
  [...stays].sort(
    (a, b) =>
      (a.room?.name ?? '').localeCompare(b.room?.name ?? '', 'en-IN', { numeric: true }) || a.checkIn.localeCompare(b.checkIn),
  );

const byGuest = (a: Booking, b: Booking) => a.userName.localeCompare(b.userName, 'en-IN') || a.bookCode.localeCompare(b.bookCode);
