import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { daysBetween, formatStayDate, todayInHotel, toCalendarDate } from '../../shared/dates';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../shared/db-errors';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { isBlank, isUuid, trimmed } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import { Room, roomLabel } from '../rooms';
import { BookingLifecycle } from './booking-lifecycle.service';
import { blockRoomNotFound, RoomBlockErrorCode, roomBlockNotFound } from './room-block-errors';
import { RoomBlock } from './room-block.entity';
import { RoomBlockKind } from './room-block-kind';
import { ROOM_BLOCK_MESSAGES, roomBlockReasonProblem } from '../../shared/pure/room-blocks';
import { channelStayLabel, NightsInTheWay, nothingInTheWay, RoomOccupancyService } from './room-occupancy.service';

/** A block as a form or an API client sends it: loosely typed. */
export interface BlockRoomInput {
  roomId?: unknown;
  from?: unknown;
  to?: unknown;
  reason?: unknown;
  /** Works (the default) or out of order (the housekeeping screen). */
  kind?: RoomBlockKind;
}

export interface RoomBlocksQuery {
  roomId?: unknown;
  from?: unknown;
  to?: unknown;
  includeLifted?: boolean;
}

export const MAX_BLOCK_NIGHTS = 366;
/** How far ahead a block may start: the booking horizon and then some, for long works planned early. */
export const BLOCK_HORIZON_DAYS = 730;
/** The refusal names at most this many stays and blocks; the rest are counted. */
const NAMED_IN_REFUSAL = 5;

interface ValidBlock {
  roomId: string;
  startsOn: string;
  endsOn: string;
  reason: string;
  kind: RoomBlockKind;
}

/**
 * Closing a room for some nights (repairs, painting) and opening it again. A block takes the
 * nights through the lifecycle's claimForBlock, so the exclusion constraint that keeps two guests
 * apart keeps guests and blocks apart too; the check before it only words the refusal.
 */
export class RoomBlocksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly occupancy: RoomOccupancyService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async block(input: BlockRoomInput, actor: Actor): Promise<RoomBlock> {
    const valid = this.validate(input);
    try {
      return await this.dataSource.transaction(async (manager) => {
        // FOR SHARE: a room being deleted waits for the block (and the other way round); blocks of one room do not wait for each other.
        const room = await manager.findOne(Room, { where: { id: valid.roomId }, lock: { mode: 'pessimistic_read' } });
        if (!room) throw blockRoomNotFound();
        const inTheWay = await this.occupancy.staysInTheWay(manager, room.id, {
          checkIn: valid.startsOn,
          checkOut: valid.endsOn,
        });
        if (!nothingInTheWay(inTheWay)) throw nightsTaken(room.name, inTheWay);
        const block = await manager.save(
          manager.create(RoomBlock, { ...valid, createdBy: actor.label, liftedAt: null, liftedBy: null }),
        );
        await this.lifecycle.claimForBlock(manager, { blockId: block.id, room, startsOn: block.startsOn, endsOn: block.endsOn });
        await this.audit.record(manager, actor, {
          action: AuditAction.BLOCK,
          roomId: room.id,
          detail:
            block.kind === RoomBlockKind.OUT_OF_ORDER
              ? `${roomLabel(room.name)} out of order ${nightsLabel(block.startsOn, block.endsOn)}: ${block.reason}`
              : `Closed ${roomLabel(room.name)} ${nightsLabel(block.startsOn, block.endsOn)}: ${block.reason}`,
        });
        return block;
      });
    } catch (error) {
      // Someone took a night between the check and the insert: the database refused; name who it was.
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
      const room = await this.dataSource.getRepository(Room).findOneByOrFail({ id: valid.roomId });
      const inTheWay = await this.occupancy.staysInTheWay(this.dataSource.manager, room.id, {
        checkIn: valid.startsOn,
        checkOut: valid.endsOn,
      });
      throw nightsTaken(room.name, inTheWay);
    }
  }

  /** Opens the room's nights again; the block stays as the record. Lifting a lifted block answers it as it is. */
  async unblock(id: unknown, actor: Actor): Promise<RoomBlock> {
    return this.dataSource.transaction(async (manager) => {
      const block = await this.lockBlock(manager, id);
      if (block.liftedAt) return block;
      block.liftedAt = this.clock();
      block.liftedBy = actor.label;
      await manager.save(block);
      await this.lifecycle.releaseBlock(manager, block.id);
      const room = await manager.findOne(Room, { where: { id: block.roomId }, withDeleted: true });
      await this.audit.record(manager, actor, {
        action: AuditAction.UNBLOCK,
        roomId: block.roomId,
        detail: `Opened ${roomLabel(room?.name ?? '')} ${nightsLabel(block.startsOn, block.endsOn)} again (was: ${block.reason})`,
      });
      return block;
    });
  }

  /**
   * The room is back in service from `from` (today), inside the caller's transaction: a block
   * that had begun keeps its nights before `from` as the record and frees the rest; one not begun
   * yet is lifted. Answers the block as it is now.
   */
  async reopenFrom(manager: EntityManager, blockId: string, from: string, actor: Actor): Promise<RoomBlock> {
    const block = await this.lockBlock(manager, blockId);
    if (block.liftedAt || block.endsOn <= from) return block;
    const room = await manager.findOne(Room, { where: { id: block.roomId }, withDeleted: true });
    const was = nightsLabel(block.startsOn, block.endsOn);
    if (block.startsOn >= from) {
      block.liftedAt = this.clock();
      block.liftedBy = actor.label;
      await manager.save(block);
      await this.lifecycle.releaseBlock(manager, block.id);
    } else {
      block.endsOn = from;
      await manager.save(block);
      await this.lifecycle.shortenBlock(manager, block.id, from);
    }
    await this.audit.record(manager, actor, {
      action: AuditAction.UNBLOCK,
      roomId: block.roomId,
      detail: `${roomLabel(room?.name ?? '')} back in service from ${formatStayDate(from)} (was closed ${was}: ${block.reason})`,
    });
    return block;
  }

  /**
   * A room's blocks that share a night with [from, to) (from today, with no end, unless told),
   * earliest first; lifted ones only on request.
   */
  async list(query: RoomBlocksQuery): Promise<RoomBlock[]> {
    if (!isUuid(query.roomId)) throw blockRoomNotFound();
    const from = isBlank(query.from) ? todayInHotel(this.clock()) : toCalendarDate(query.from);
    if (!from) throw new DomainError(RoomBlockErrorCode.FromInvalid, 'The first day must be a date (YYYY-MM-DD)', 'from');
    const to = isBlank(query.to) ? null : toCalendarDate(query.to);
    if (to === undefined) throw new DomainError(RoomBlockErrorCode.ToInvalid, 'The last day must be a date (YYYY-MM-DD)', 'to');
    const builder = this.dataSource
      .getRepository(RoomBlock)
      .createQueryBuilder('block')
      .where('block.roomId = :roomId', { roomId: query.roomId })
      .andWhere(`daterange(block.startsOn, block.endsOn, '[)') && daterange(:from::date, :to::date, '[)')`, { from, to })
      .orderBy('block.startsOn', 'ASC')
      .addOrderBy('block.createdAt', 'ASC');
    if (!query.includeLifted) builder.andWhere({ liftedAt: IsNull() });
    return builder.getMany();
  }

  private async lockBlock(manager: EntityManager, id: unknown): Promise<RoomBlock> {
    const block = isUuid(id) ? await manager.findOne(RoomBlock, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!block) throw roomBlockNotFound();
    return block;
  }

  private validate(input: BlockRoomInput): ValidBlock {
    const errors = new ErrorCollector();
    if (!isUuid(input.roomId)) errors.add(RoomBlockErrorCode.RoomNotFound, 'Room not found', 'roomId');
    const startsOn = toCalendarDate(input.from);
    const endsOn = toCalendarDate(input.to);
    const today = todayInHotel(this.clock());
    if (isBlank(input.from)) errors.add(RoomBlockErrorCode.FromRequired, 'Choose the first night to close', 'from');
    else if (!startsOn) errors.add(RoomBlockErrorCode.FromInvalid, 'The first night must be a date (YYYY-MM-DD)', 'from');
    else if (startsOn < today) errors.add(RoomBlockErrorCode.FromInPast, 'A block cannot start in the past', 'from');
    else if (daysBetween(today, startsOn) > BLOCK_HORIZON_DAYS) {
      errors.add(RoomBlockErrorCode.FromTooFar, `A block can start at most ${BLOCK_HORIZON_DAYS} days ahead`, 'from');
    }
    if (isBlank(input.to)) errors.add(RoomBlockErrorCode.ToRequired, 'Choose the day the room opens again', 'to');
    else if (!endsOn) errors.add(RoomBlockErrorCode.ToInvalid, 'The day the room opens again must be a date (YYYY-MM-DD)', 'to');
    else if (startsOn && endsOn <= startsOn) {
      errors.add(RoomBlockErrorCode.ToNotAfterFrom, 'The room must open again after the first closed night', 'to');
    } else if (startsOn && daysBetween(startsOn, endsOn) > MAX_BLOCK_NIGHTS) {
      errors.add(RoomBlockErrorCode.TooLong, `A block can be at most ${MAX_BLOCK_NIGHTS} nights`, 'to');
    }
    const reason = trimmed(input.reason).replace(/\s+/g, ' ');
    const reasonProblem = roomBlockReasonProblem(reason);
    if (reasonProblem) {
      const code = reasonProblem === 'reasonRequired' ? RoomBlockErrorCode.ReasonRequired : RoomBlockErrorCode.ReasonTooLong;
      errors.add(code, ROOM_BLOCK_MESSAGES[reasonProblem], 'reason');
    }
    errors.throwIfAny();
    const kind = input.kind === RoomBlockKind.OUT_OF_ORDER ? RoomBlockKind.OUT_OF_ORDER : RoomBlockKind.MAINTENANCE;
    return { roomId: input.roomId as string, startsOn: startsOn!, endsOn: endsOn!, reason, kind };
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24–26 Nov", "30 Nov–2 Dec", "30 Dec 2026–2 Jan 2027": from the first day to the last (check-out) day. */
export function dateSpan(from: string, to: string): string {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number);
  const [toYear, toMonth, toDay] = to.split('-').map(Number);
  const toText = `${toDay} ${MONTHS[toMonth - 1]}`;
  if (fromYear !== toYear) return `${fromDay} ${MONTHS[fromMonth - 1]} ${fromYear}–${toText} ${toYear}`;
  if (fromMonth !== toMonth) return `${fromDay} ${MONTHS[fromMonth - 1]}–${toText}`;
  return `${fromDay}–${toText}`;
}

function nightsLabel(startsOn: string, endsOn: string): string {
  const nights = daysBetween(startsOn, endsOn);
  return `from ${formatStayDate(startsOn)} to ${formatStayDate(endsOn)} (${nights} night${nights === 1 ? '' : 's'})`;
}

function named<T>(items: T[], name: (item: T) => string): string {
  const shown = items.slice(0, NAMED_IN_REFUSAL).map(name).join(', ');
  const more = items.length - NAMED_IN_REFUSAL;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** The refusal of a block over taken nights, naming the bookings (and blocks) in the way. */
function nightsTaken(roomName: string, inTheWay: NightsInTheWay): DomainError {
  const room = roomLabel(roomName);
  const stays = named(
    [
      ...inTheWay.stays.map((stay) => `${stay.bookCode} (${stay.guestName}, ${dateSpan(stay.checkIn, stay.checkOut)})`),
      ...inTheWay.channelStays.map((stay) => `${channelStayLabel(stay)} (${dateSpan(stay.checkIn, stay.checkOut)})`),
    ],
    (words) => words,
  );
  const blocks = named(inTheWay.blocks, (block) => `${block.reason} (${dateSpan(block.startsOn, block.endsOn)})`);
  let message: string;
  if (stays && blocks) {
    message = `${room} is booked on some of these nights: ${stays}; and already closed: ${blocks}. Move or cancel those first.`;
  } else if (stays) {
    message = `${room} is booked on some of these nights: ${stays}. Move or cancel those first.`;
  } else if (blocks) {
    message = `${room} is already closed on some of these nights: ${blocks}. Change or lift that block first.`;
  } else {
    message = `${room} was taken on some of these nights a moment ago. Look at the calendar and try again.`;
  }
  return new DomainError(RoomBlockErrorCode.NightsTaken, message, 'from', 'conflict');
}
