import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import { Stay, todayInHotel } from '../../shared/dates';
import { BookingStatus, ROOM_TAKING_STATUSES } from './booking-status';
import { OTA_CHANNEL_NAMES, type OtaChannel } from './ota-channel';

const takingStatuses = ROOM_TAKING_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * THE definition of a taken room night: a booking line that blocks its room, of a room block
 * (repairs), of a stay imported from an OTA's calendar, of a booking whose status takes rooms, or
 * of a hold that still lives at `now`. A
 * hold that ran out but was not swept yet does not count. Every reader (availability, holds,
 * settlement, the calendar, room deletion, room blocks) asks through this. The exclusion
 * constraint on booking_line is the database's own guarantee beneath it.
 *
 * The result is a derived table of (line_id, room_id, booking_id, room_block_id, channel_stay_id,
 * check_in, check_out); exactly one of booking_id, room_block_id and channel_stay_id is set.
 */
function takenLinesSql(now: string): string {
  return `(SELECT line.id AS line_id, line.room_id, line.booking_id, line.room_block_id, line.channel_stay_id,
            line.check_in, line.check_out
     FROM booking_line line LEFT JOIN booking b ON b.id = line.booking_id
     WHERE line.blocks_room
       AND (line.room_block_id IS NOT NULL OR line.channel_stay_id IS NOT NULL OR b.status IN (${takingStatuses})
            OR (b.status = '${BookingStatus.HELD}' AND b.hold_expires_at > ${now})))`;
}

/** `taken` (an alias of takenLinesSql) shares a night with [from, to). */
const overlapsSql = (from: string, to: string) =>
  `daterange(taken.check_in, taken.check_out, '[)') && daterange(${from}::date, ${to}::date, '[)')`;

export interface OccupiedStay {
  roomId: string;
  bookingId: string;
  checkIn: string;
  checkOut: string;
}

/** A guest's stay that takes some of a room's nights, named for people (a refusal, a warning). */
export interface StayOnRoom {
  bookingId: string;
  bookCode: string;
  guestName: string;
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
}

/** A room block that takes some of a room's nights. */
export interface BlockOnRoom {
  blockId: string;
  reason: string;
  startsOn: string;
  endsOn: string;
}

/** A stay imported from an OTA's calendar that takes some of a room's nights. */
export interface ChannelStayOnRoom {
  channelStayId: string;
  channel: OtaChannel;
  checkIn: string;
  checkOut: string;
}

/** What takes a room's nights in some window: guests' stays, blocks and OTAs' stays, earliest first. */
export interface NightsInTheWay {
  stays: StayOnRoom[];
  blocks: BlockOnRoom[];
  channelStays: ChannelStayOnRoom[];
}

/** A taken line as the exported calendars see it: what takes the nights, never who. */
export interface CalendarClaim {
  lineId: string;
  roomId: string;
  kind: 'booking' | 'block' | 'channel';
  /** The OTA of an imported stay. */
  channel: OtaChannel | null;
  checkIn: string;
  checkOut: string;
}

/** True when nothing takes the nights asked about. */
export const nothingInTheWay = (inTheWay: NightsInTheWay): boolean =>
  inTheWay.stays.length === 0 && inTheWay.blocks.length === 0 && inTheWay.channelStays.length === 0;

/** "a Booking.com stay" for refusals that name what is in the way. */
export const channelStayLabel = (stay: Pick<ChannelStayOnRoom, 'channel'>): string => `a ${OTA_CHANNEL_NAMES[stay.channel]} stay`;

/** A row of takenOnRoom: a stay's line (booking_id and its booking), a block's (room_block_id and its reason) or an OTA stay's. */
interface TakenOnRoomRow {
  booking_id: string | null;
  room_block_id: string | null;
  channel_stay_id: string | null;
  channel: OtaChannel | null;
  check_in: string;
  check_out: string;
  book_code: string | null;
  user_name: string | null;
  status: BookingStatus | null;
  reason: string | null;
}

/** A room block's claim on nights in a window, for the owner's calendar. */
export interface BlockedNights {
  roomId: string;
  blockId: string;
  startsOn: string;
  endsOn: string;
}

export class RoomOccupancyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * A condition for a query over `room` (aliased `roomAlias`): the room is free on every night of
   * [checkIn, checkOut). The arguments are the query's parameter placeholders (":checkIn", "$1").
   */
  roomFreeCondition(roomAlias: string, checkIn: string, checkOut: string, now: string): string {
    return `NOT EXISTS (SELECT 1 FROM ${takenLinesSql(now)} taken
      WHERE taken.room_id = ${roomAlias}.id AND ${overlapsSql(checkIn, checkOut)})`;
  }

  /**
   * An expression: the earliest expiry, after `now`, of a live hold on some night of [checkIn,
   * checkOut), or NULL. Until then the nights those holds take stay taken without any write.
   */
  earliestHoldExpirySql(checkIn: string, checkOut: string, now: string): string {
    return `(SELECT min(b.hold_expires_at) FROM booking_line line JOIN booking b ON b.id = line.booking_id
      WHERE line.blocks_room AND b.status = '${BookingStatus.HELD}' AND b.hold_expires_at > ${now}
        AND daterange(line.check_in, line.check_out, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)'))`;
  }

  /** Ids among `roomIds` taken on some night of the stay (by anyone but `exceptBookingId`). */
  async takenRoomIds(
    manager: EntityManager,
    roomIds: string[],
    stay: Stay,
    exceptBookingId: string | null = null,
  ): Promise<string[]> {
    const rows: { room_id: string }[] = await manager.query(
      `SELECT DISTINCT taken.room_id FROM ${takenLinesSql('$3')} taken
       WHERE taken.room_id = ANY($4::uuid[]) AND ${overlapsSql('$1', '$2')}
         AND ($5::uuid IS NULL OR taken.booking_id IS DISTINCT FROM $5::uuid)`,
      [stay.checkIn, stay.checkOut, this.clock(), roomIds, exceptBookingId],
    );
    return rows.map((row) => row.room_id);
  }

  /**
   * The cheapest room of `type` that takes `guests` and is free for the stay, not one of
   * `excludedRoomIds`, ignoring the nights `exceptBookingId` itself holds.
   */
  async freeRoomOfType(
    manager: EntityManager,
    query: { type: string; guests: number; stay: Stay; excludedRoomIds: string[]; exceptBookingId: string },
  ): Promise<{ id: string; name: string } | undefined> {
    const rows: { id: string; name: string }[] = await manager.query(
      `SELECT room.id, room.name FROM room
       WHERE room.deleted_at IS NULL AND room.is_available AND room.type = $1 AND room.max_count >= $2
         AND room.id <> ALL($5::uuid[])
         AND NOT EXISTS (SELECT 1 FROM ${takenLinesSql('$7')} taken
           WHERE taken.room_id = room.id AND taken.booking_id IS DISTINCT FROM $6::uuid AND ${overlapsSql('$3', '$4')})
       ORDER BY room.rent_per_day_paise, room.name LIMIT 1`,
      [
        query.type,
        query.guests,
        query.stay.checkIn,
        query.stay.checkOut,
        query.excludedRoomIds,
        query.exceptBookingId,
        this.clock(),
      ],
    );
    return rows[0];
  }

  /** Every guest's stay (not room blocks) that shares a night with [from, to), for the owner's calendar. */
  async staysBetween(from: string, to: string): Promise<OccupiedStay[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT taken.room_id, taken.booking_id, taken.check_in, taken.check_out
       FROM ${takenLinesSql('$3')} taken WHERE taken.booking_id IS NOT NULL AND ${overlapsSql('$1', '$2')}
       ORDER BY taken.check_in, taken.room_id`,
      [from, to, this.clock()],
    );
    return rows.map((row) => ({
      roomId: String(row.room_id),
      bookingId: String(row.booking_id),
      checkIn: String(row.check_in),
      checkOut: String(row.check_out),
    }));
  }

  /** True when some taken night of the room is `date` or later (guests still hold it). */
  async hasStaysFrom(manager: EntityManager, roomId: string, date: string): Promise<boolean> {
    const [{ taken }] = await manager.query<{ taken: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM ${takenLinesSql('$3')} taken WHERE taken.room_id = $1 AND taken.check_out > $2::date) AS taken`,
      [roomId, date, this.clock()],
    );
    return taken === true;
  }

  /** Who takes the room on some night of the stay: the bookings and blocks in the way of a new claim. */
  async staysInTheWay(manager: EntityManager, roomId: string, stay: Stay): Promise<NightsInTheWay> {
    return this.takenOnRoom(manager, roomId, stay.checkIn, stay.checkOut);
  }

  /** Guests' stays on the room that are not over by `date` (a night on `date` or later), earliest first. */
  async upcomingStays(manager: EntityManager, roomId: string, date: string): Promise<StayOnRoom[]> {
    return (await this.takenOnRoom(manager, roomId, date, null)).stays;
  }

  /**
   * Guests' stays on the room from today on (in house or to come), earliest first: what marking it
   * Unavailable leaves standing, since it hides the room from new guests but keeps their bookings.
   */
  async staysAhead(roomId: string): Promise<StayOnRoom[]> {
    return this.upcomingStays(this.dataSource.manager, roomId, todayInHotel(this.clock()));
  }

  /** Every live block's nights that share a night with [from, to), for the owner's calendar. */
  async blocksBetween(from: string, to: string): Promise<BlockedNights[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT taken.room_id, taken.room_block_id, taken.check_in, taken.check_out
       FROM ${takenLinesSql('$3')} taken WHERE taken.room_block_id IS NOT NULL AND ${overlapsSql('$1', '$2')}
       ORDER BY taken.check_in, taken.room_id`,
      [from, to, this.clock()],
    );
    return rows.map((row) => ({
      roomId: String(row.room_id),
      blockId: String(row.room_block_id),
      startsOn: String(row.check_in),
      endsOn: String(row.check_out),
    }));
  }

  /**
   * Every taken line of these rooms still running on `from` or later, with what takes it, for the
   * hotel's exported calendars (no guest data: the kind and its id only).
   */
  async takenForCalendar(roomIds: string[], from: string): Promise<CalendarClaim[]> {
    if (roomIds.length === 0) return [];
    const rows: Record<string, string | null>[] = await this.dataSource.query(
      `SELECT taken.line_id, taken.room_id, taken.booking_id, taken.room_block_id, taken.channel_stay_id,
              taken.check_in::text AS check_in, taken.check_out::text AS check_out, ota.channel
       FROM ${takenLinesSql('$3')} taken LEFT JOIN channel_stay ota ON ota.id = taken.channel_stay_id
       WHERE taken.room_id = ANY($1::uuid[]) AND taken.check_out > $2::date
       ORDER BY taken.check_in, taken.line_id`,
      [roomIds, from, this.clock()],
    );
    return rows.map((row) => ({
      lineId: row.line_id!,
      roomId: row.room_id!,
      kind: row.booking_id ? 'booking' : row.room_block_id ? 'block' : 'channel',
      channel: (row.channel as OtaChannel | null) ?? null,
      checkIn: row.check_in!,
      checkOut: row.check_out!,
    }));
  }

  /** Taken nights of one room from `from` up to `to` (no end when null), with who takes them. */
  private async takenOnRoom(manager: EntityManager, roomId: string, from: string, to: string | null): Promise<NightsInTheWay> {
    const rows: TakenOnRoomRow[] = await manager.query(
      `SELECT taken.booking_id, taken.room_block_id, taken.channel_stay_id, taken.check_in::text AS check_in,
              taken.check_out::text AS check_out, b.book_code, b.user_name, b.status, block.reason, ota.channel
       FROM ${takenLinesSql('$4')} taken
       LEFT JOIN booking b ON b.id = taken.booking_id
       LEFT JOIN room_block block ON block.id = taken.room_block_id
       LEFT JOIN channel_stay ota ON ota.id = taken.channel_stay_id
       WHERE taken.room_id = $1
         AND daterange(taken.check_in, taken.check_out, '[)') && daterange($2::date, $3::date, '[)')
       ORDER BY taken.check_in, b.book_code`,
      [roomId, from, to, this.clock()],
    );
    const stays: StayOnRoom[] = [];
    const blocks: BlockOnRoom[] = [];
    const channelStays: ChannelStayOnRoom[] = [];
    for (const row of rows) {
      if (row.channel_stay_id !== null) {
        const { channel_stay_id: channelStayId, check_in: checkIn, check_out: checkOut } = row;
        channelStays.push({ channelStayId, channel: row.channel!, checkIn, checkOut });
        continue;
      }
      if (row.booking_id !== null) {
        stays.push({
          bookingId: row.booking_id,
          bookCode: row.book_code ?? '',
          guestName: row.user_name ?? '',
          status: row.status!,
          checkIn: row.check_in,
          checkOut: row.check_out,
        });
      } else {
        blocks.push({ blockId: row.room_block_id!, reason: row.reason ?? '', startsOn: row.check_in, endsOn: row.check_out });
      }
    }
    return { stays, blocks, channelStays };
  }
}
