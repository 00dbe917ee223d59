import { DataSource, EntityManager, In } from 'typeorm';
import { Actor, SYSTEM_ACTOR } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { formatStayDate, HOTEL_TIME_ZONE, isCalendarDate, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { isBlank, isUuid } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import { BookingStatus, RoomBlockKind, RoomBlocksService } from '../bookings';
import {
  byRoomNumber,
  HOUSEKEEPING_STATUSES,
  HousekeepingStatus,
  Room,
  roomLabel,
  RoomStatus,
  RoomType,
  setHousekeepingStatus,
} from '../rooms';
import { HousekeepingErrorCode, housekeepingRoomNotFound } from './housekeeping-errors';

/** A room closed tonight: out of order, or closed for works from the calendar. */
export interface ClosedTonight {
  blockId: string;
  kind: RoomBlockKind;
  reason: string;
  /** The first night closed and the day it opens again, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** One room as the housekeeper and the desk see it today. */
export interface RoomStatusEntry {
  roomId: string;
  roomName: string;
  roomType: RoomType;
  /** Open for booking (the rooms list's Available / Unavailable). */
  isAvailable: boolean;
  /** OUT_OF_ORDER while a block closes tonight; the room's own status otherwise. */
  status: RoomStatus;
  /** The room's own status (clean, dirty, inspected), also while it is out of order. */
  housekeepingStatus: HousekeepingStatus;
  statusSetAt: Date | null;
  statusSetBy: string | null;
  /** A guest is checked in to it (tonight, or due out and not gone yet). */
  occupied: boolean;
  /** A confirmed guest is due in today and not checked in yet. */
  arrivingToday: boolean;
  /** The guest in it is due out today (or overdue) and not checked out yet. */
  departingToday: boolean;
  closedTonight: ClosedTonight | null;
}

/** What setRoomStatus is given: loosely typed, as a transport hands it over. */
export interface RoomStatusChange {
  roomId?: unknown;
  status?: unknown;
  /** OUT_OF_ORDER: why, the first night (today when left out) and the day it opens again. */
  reason?: unknown;
  from?: unknown;
  to?: unknown;
}

const { CHECKED_IN, CONFIRMED } = BookingStatus;

/**
 * Each room today ($1). A checked-in guest's line that runs to the stay's end holds the room
 * until they leave, even past the day they were due out; a line the guest moved out of ended the
 * day of the move.
 */
const ROOMS_TODAY_SQL = `
  SELECT r.id,
    EXISTS (SELECT 1 FROM booking_line l JOIN booking b ON b.id = l.booking_id
      WHERE l.room_id = r.id AND b.status = '${CHECKED_IN}' AND l.check_in <= $1
        AND (l.check_out > $1 OR l.check_out = b.check_out)) AS occupied,
    EXISTS (SELECT 1 FROM booking_line l JOIN booking b ON b.id = l.booking_id
      WHERE l.room_id = r.id AND l.blocks_room AND b.status = '${CONFIRMED}' AND l.check_in <= $1 AND l.check_out > $1) AS arriving,
    EXISTS (SELECT 1 FROM booking_line l JOIN booking b ON b.id = l.booking_id
      WHERE l.room_id = r.id AND b.status = '${CHECKED_IN}' AND l.check_out = b.check_out AND l.check_out <= $1) AS departing
  FROM room r WHERE r.deleted_at IS NULL`;

/** Live blocks that close a room on the night of $1. */
const CLOSED_SQL = `
  SELECT blk.id, blk.room_id, blk.kind, blk.reason, l.check_in::text AS from, l.check_out::text AS to
  FROM room_block blk JOIN booking_line l ON l.room_block_id = blk.id
  WHERE l.blocks_room AND l.check_in <= $1 AND l.check_out > $1`;

/**
 * Rooms a guest slept in on the night of $1 (checked in then, or checked out since), unless their
 * status was set after that night: a room cleaned the next morning stays clean when the day is
 * closed late.
 */
const SLEPT_IN_SQL = `
  SELECT DISTINCT l.room_id FROM booking_line l JOIN booking b ON b.id = l.booking_id JOIN room r ON r.id = l.room_id
  WHERE b.status IN ('${CHECKED_IN}', '${BookingStatus.CHECKED_OUT}') AND l.check_in <= $1 AND l.check_out > $1
    AND (r.housekeeping_status_at IS NULL
         OR r.housekeeping_status_at < (($1::date + 1)::timestamp AT TIME ZONE '${HOTEL_TIME_ZONE}'))`;

const STATUS_WORDS: Record<RoomStatus, string> = {
  clean: 'clean',
  dirty: 'dirty',
  inspected: 'inspected',
  out_of_order: 'out of order',
};

/**
 * Housekeeping: each room's status (clean, dirty, inspected; out of order is a room block of its
 * own kind, taking nights as a stay does), what today brings to it, and the night's round that
 * makes slept-in rooms dirty. Check-out and room moves make rooms dirty in their own transactions
 * (bookings' actions, through rooms' setHousekeepingStatus).
 */
export class HousekeepingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roomBlocks: RoomBlocksService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Every room (not deleted), in room-number order, with its status and today's comings and goings. */
  async roomStatuses(): Promise<RoomStatusEntry[]> {
    return this.statusesOf(this.dataSource.manager);
  }

  /**
   * Sets a room's status. CLEAN, DIRTY, INSPECTED: the room's own, with who and when; a room out
   * of order is back in service from today. OUT_OF_ORDER: a block of that kind from `from` (today
   * when left out) to `to`, refused, naming them, when guests hold any of those nights.
   */
  async setRoomStatus(change: RoomStatusChange, actor: Actor): Promise<RoomStatusEntry> {
    if (!isUuid(change.roomId)) throw housekeepingRoomNotFound();
    const roomId = change.roomId;
    if (change.status === RoomStatus.OUT_OF_ORDER) {
      const today = todayInHotel(this.clock());
      const from = isBlank(change.from) ? today : change.from;
      await this.roomBlocks.block(
        { roomId, from, to: change.to, reason: change.reason, kind: RoomBlockKind.OUT_OF_ORDER },
        actor,
      );
      return this.entryOf(roomId);
    }
    if (!HOUSEKEEPING_STATUSES.includes(change.status as HousekeepingStatus)) {
      throw new DomainError(HousekeepingErrorCode.StatusInvalid, 'Choose clean, dirty, inspected or out of order', 'status');
    }
    const status = change.status as HousekeepingStatus;
    await this.dataSource.transaction(async (manager) => {
      const room = await manager.findOne(Room, { where: { id: roomId }, lock: { mode: 'pessimistic_write' } });
      if (!room) throw housekeepingRoomNotFound();
      const today = todayInHotel(this.clock());
      for (const closed of await this.closedOn(manager, today, roomId)) {
        if (closed.kind !== RoomBlockKind.OUT_OF_ORDER) throw closedForWorks(room.name, closed);
        await this.roomBlocks.reopenFrom(manager, closed.blockId, today, actor);
      }
      await setHousekeepingStatus(manager, [room.id], status, actor, this.clock());
      await this.audit.record(manager, actor, {
        action: AuditAction.ROOM_STATUS,
        roomId: room.id,
        detail: `${roomLabel(room.name)} marked ${STATUS_WORDS[status]} (was ${STATUS_WORDS[room.housekeepingStatus]})`,
      });
    });
    return this.entryOf(roomId);
  }

  /**
   * The night's round (the day close calls it for the date it closes): every room a guest slept
   * in on the night of `date` becomes dirty. Answers the rooms it marked, in room-number order.
   */
  async markOccupiedRoomsDirty(date: unknown, actor: Actor = SYSTEM_ACTOR): Promise<string[]> {
    if (!isCalendarDate(date)) {
      throw new DomainError(HousekeepingErrorCode.DateInvalid, 'Date must be a calendar date (YYYY-MM-DD).', 'date');
    }
    return this.dataSource.transaction(async (manager) => {
      const rows: { room_id: string }[] = await manager.query(SLEPT_IN_SQL, [date]);
      const ids = await setHousekeepingStatus(
        manager,
        rows.map((row) => row.room_id),
        RoomStatus.DIRTY,
        actor,
        this.clock(),
      );
      const rooms = byRoomNumber(ids.length ? await manager.findBy(Room, { id: In(ids) }) : []);
      for (const room of rooms) {
        await this.audit.record(manager, actor, {
          action: AuditAction.ROOM_STATUS,
          roomId: room.id,
          detail: `${roomLabel(room.name)} marked dirty: slept in on the night of ${formatStayDate(date)}`,
        });
      }
      return rooms.map((room) => room.id);
    });
  }

  private async entryOf(roomId: string): Promise<RoomStatusEntry> {
    const entry = (await this.statusesOf(this.dataSource.manager, roomId))[0];
    if (!entry) throw housekeepingRoomNotFound();
    return entry;
  }

  private async statusesOf(manager: EntityManager, onlyRoomId?: string): Promise<RoomStatusEntry[]> {
    const today = todayInHotel(this.clock());
    const [rooms, todays, closed] = await Promise.all([
      manager.find(Room, { where: onlyRoomId ? { id: onlyRoomId } : {} }),
      manager.query<{ id: string; occupied: boolean; arriving: boolean; departing: boolean }[]>(ROOMS_TODAY_SQL, [today]),
      this.closedOn(manager, today, onlyRoomId),
    ]);
    const todayOf = new Map(todays.map((row) => [row.id, row]));
    const closedOf = new Map(closed.map((block) => [block.roomId, block]));
    return byRoomNumber(rooms).map((room) => {
      const day = todayOf.get(room.id);
      const block = closedOf.get(room.id);
      return {
        roomId: room.id,
        roomName: room.name,
        roomType: room.type,
        isAvailable: room.isAvailable,
        status: block ? RoomStatus.OUT_OF_ORDER : room.housekeepingStatus,
        housekeepingStatus: room.housekeepingStatus,
        statusSetAt: room.housekeepingStatusAt,
        statusSetBy: room.housekeepingStatusBy,
        occupied: day?.occupied === true,
        arrivingToday: day?.arriving === true,
        departingToday: day?.departing === true,
        closedTonight: block
          ? { blockId: block.blockId, kind: block.kind, reason: block.reason, from: block.from, to: block.to }
          : null,
      };
    });
  }

  private async closedOn(
    manager: EntityManager,
    date: string,
    onlyRoomId?: string,
  ): Promise<(ClosedTonight & { roomId: string })[]> {
    const rows: { id: string; room_id: string; kind: RoomBlockKind; reason: string; from: string; to: string }[] =
      await manager.query(`${CLOSED_SQL} AND ($2::uuid IS NULL OR blk.room_id = $2::uuid)`, [date, onlyRoomId ?? null]);
    return rows.map((row) => ({
      blockId: row.id,
      roomId: row.room_id,
      kind: row.kind,
      reason: row.reason,
      from: row.from,
      to: row.to,
    }));
  }
}

function closedForWorks(roomName: string, closed: ClosedTonight): DomainError {
  return new DomainError(
    HousekeepingErrorCode.ClosedForWorks,
    `${roomLabel(roomName)} is closed for ${closed.reason} until ${formatStayDate(closed.to)}. Open it from the calendar first.`,
    'status',
    'conflict',
  );
}
