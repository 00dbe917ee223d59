import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { daysBetween, formatStayDate, todayInHotel } from '../../../shared/dates';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../../shared/db-errors';
import { DomainError, ErrorCollector } from '../../../shared/domain-error';
import { isBlank, isUuid, trimmed } from '../../../shared/input';
import { AuditAction, AuditService } from '../../audit';
import { Room, roomLabel, RoomStatus, setHousekeepingStatus } from '../../rooms';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { BookingLine } from '../booking-line.entity';
import { Booking } from '../booking.entity';
import { channelStayLabel, NightsInTheWay, nothingInTheWay, RoomOccupancyService } from '../room-occupancy.service';
import { dateSpan } from '../room-blocks.service';
import { bookingWithRooms } from './booking-with-rooms';
import { StayActionErrorCode } from './stay-action-errors';
import type { StayChangeNotifier } from './change-stay';

/** A move as the transports hand it over: the line (or the booking and its room), where to, and why. */
export interface RoomMoveRequest {
  bookingId?: unknown;
  /** The booking line that moves; or `roomId`, the room the guest is in now. Either may be left out for a one-room stay. */
  lineId?: unknown;
  roomId?: unknown;
  toRoomId?: unknown;
  reason?: unknown;
}

export const MOVE_REASON_MAX_LENGTH = 200;

/**
 * The desk moves a guest in the house to another room from tonight (the AC failed, a leak, a
 * complaint): the stay's remaining nights move to the new room under the exclusion constraint,
 * the nights slept stay on the old one, which is free again from tonight and becomes dirty. The
 * guest keeps the price booked, whatever the new room's rate (the hotel's reason, not a sale; an
 * upgrade the guest asks to pay for is a charge of its own). The lifecycle's move, the old room's
 * status and the audit entry (with the reason and the person) are one transaction.
 */
export class MoveRoom {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly occupancy: RoomOccupancyService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    /** Tells the guest of the room they sleep in from tonight. */
    private readonly notifyChanged: StayChangeNotifier = async () => {},
  ) {}

  async run(actor: Actor, request: RoomMoveRequest): Promise<Booking> {
    const { toRoomId, reason } = validate(request);
    const today = todayInHotel(this.clock());
    let target: Room | null = null;
    let nights = { checkIn: today, checkOut: today };
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const booking = await this.lifecycle.lock(manager, request.bookingId);
        this.lifecycle.assertCan(booking, 'moveRoom');
        if (booking.checkOut <= today) throw noNightsLeft();
        const line = await this.lineToMove(manager, booking, request, today);
        // FOR SHARE: a room being deleted waits for the move, as for a block.
        target = await manager.findOne(Room, { where: { id: toRoomId }, lock: { mode: 'pessimistic_read' } });
        if (!target) throw roomNotFound();
        if (target.id === line.roomId) {
          throw new DomainError(
            StayActionErrorCode.MoveSameRoom,
            `The guest is already in ${roomLabel(line.roomName)}`,
            'toRoomId',
          );
        }
        if (line.pax.length > target.maxCount) throw tooSmall(target);
        nights = { checkIn: line.checkIn > today ? line.checkIn : today, checkOut: line.checkOut };
        const inTheWay = await this.occupancy.staysInTheWay(manager, target.id, nights);
        if (!nothingInTheWay(inTheWay)) throw roomTaken(target.name, nights, inTheWay);
        await this.lifecycle.moveRoom(manager, booking, { line, to: target, from: nights.checkIn });
        await setHousekeepingStatus(manager, [line.roomId], RoomStatus.DIRTY, actor, this.clock());
        const count = daysBetween(nights.checkIn, nights.checkOut);
        await this.audit.record(manager, actor, {
          action: AuditAction.ROOM_MOVED,
          bookingId: booking.id,
          roomId: target.id,
          detail:
            `Moved ${booking.bookCode} from ${roomLabel(line.roomName)} to ${roomLabel(target.name)} from ` +
            `${formatStayDate(nights.checkIn)} (${count} night${count === 1 ? '' : 's'}), price as booked: ${reason}`,
        });
        await this.notifyChanged(manager, booking.id);
        return booking.id;
      });
      return bookingWithRooms(this.dataSource, id);
    } catch (error) {
      // Someone took a night of the new room between the check and the write: the database refused.
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION || !target) throw error;
      const room: Room = target;
      const inTheWay = await this.occupancy.staysInTheWay(this.dataSource.manager, room.id, nights);
      throw roomTaken(room.name, nights, inTheWay);
    }
  }

  /** The line the guest sleeps in tonight: the one named, or the stay's only one. */
  private async lineToMove(manager: EntityManager, booking: Booking, request: RoomMoveRequest, today: string) {
    const lines = (await manager.find(BookingLine, { where: { bookingId: booking.id }, relations: { pax: true } })).filter(
      (line) => line.checkOut === booking.checkOut && line.checkOut > today,
    );
    let chosen = lines;
    if (!isBlank(request.lineId)) chosen = lines.filter((line) => line.id === request.lineId);
    else if (!isBlank(request.roomId)) chosen = lines.filter((line) => line.roomId === request.roomId);
    if (chosen.length === 1) return chosen[0];
    if (chosen.length === 0 && (!isBlank(request.lineId) || !isBlank(request.roomId))) {
      throw new DomainError(StayActionErrorCode.MoveLineRequired, 'The guest is not in that room tonight', 'lineId');
    }
    throw new DomainError(
      StayActionErrorCode.MoveLineRequired,
      'This booking has several rooms: say which of them moves',
      'lineId',
    );
  }
}

function validate(request: RoomMoveRequest): { toRoomId: string; reason: string } {
  const errors = new ErrorCollector();
  if (isBlank(request.toRoomId)) errors.add(StayActionErrorCode.MoveRoomRequired, 'Choose the room to move to', 'toRoomId');
  else if (!isUuid(request.toRoomId)) errors.add(StayActionErrorCode.MoveRoomNotFound, 'Room not found', 'toRoomId');
  const reason = trimmed(request.reason).replace(/\s+/g, ' ');
  if (reason === '') errors.add(StayActionErrorCode.MoveReasonRequired, 'Say why the guest moves', 'reason');
  else if (reason.length > MOVE_REASON_MAX_LENGTH) {
    errors.add(StayActionErrorCode.MoveReasonTooLong, `The reason can be at most ${MOVE_REASON_MAX_LENGTH} characters`, 'reason');
  }
  errors.throwIfAny();
  return { toRoomId: request.toRoomId as string, reason };
}

const roomNotFound = () => new DomainError(StayActionErrorCode.MoveRoomNotFound, 'Room not found', 'toRoomId', 'not_found');

const noNightsLeft = () =>
  new DomainError(
    StayActionErrorCode.MoveNoNightsLeft,
    'The guest is due out today: no night is left to move. Give the stay a later check-out date first.',
    'bookingId',
    'conflict',
  );

function tooSmall(room: Room): DomainError {
  return new DomainError(
    StayActionErrorCode.MoveRoomTooSmall,
    `${roomLabel(room.name)} takes at most ${room.maxCount} ${room.maxCount === 1 ? 'guest' : 'guests'}`,
    'toRoomId',
  );
}

/** The refusal of a move into a room taken on some of the nights, naming who takes them. */
function roomTaken(roomName: string, nights: { checkIn: string; checkOut: string }, inTheWay: NightsInTheWay): DomainError {
  const who = [
    ...inTheWay.stays.map((stay) => `${stay.bookCode} (${stay.guestName}, ${dateSpan(stay.checkIn, stay.checkOut)})`),
    ...inTheWay.blocks.map((block) => `closed: ${block.reason} (${dateSpan(block.startsOn, block.endsOn)})`),
    ...inTheWay.channelStays.map((stay) => `${channelStayLabel(stay)} (${dateSpan(stay.checkIn, stay.checkOut)})`),
  ];
  const span = `from ${formatStayDate(nights.checkIn)} to ${formatStayDate(nights.checkOut)}`;
  const message = who.length
    ? `${roomLabel(roomName)} is not free ${span}: ${who.join(', ')}. Choose another room.`
    : `${roomLabel(roomName)} was just taken for some of the nights ${span}. Choose another room.`;
  return new DomainError(StayActionErrorCode.MoveRoomTaken, message, 'toRoomId', 'conflict');
}
