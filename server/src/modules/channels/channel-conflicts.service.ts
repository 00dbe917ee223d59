import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { CONFLICT_NOTE_MAX_LENGTH, CONFLICT_NOTE_TOO_LONG } from '../../shared/pure/channel-conflicts';
import { isUuid, trimmed } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import {
  BookingLifecycle,
  CancelBooking,
  ChannelStay,
  ChannelStayStatus,
  OTA_CHANNEL_NAMES,
  RoomOccupancyService,
} from '../bookings';
import { Room, roomLabel } from '../rooms';
import { ChannelConflict, ConflictResolution } from './channel-conflict.entity';
import { ChannelErrorCode, channelRoomNotFound, conflictNotFound } from './channel-errors';
import { placeChannelStay } from './channel-placement';

/** What the owner does about a conflict. */
export const ConflictAction = {
  /** Put the OTA's stay in another room (free on those nights). */
  MOVE_CHANNEL_STAY: 'move_channel_stay',
  /** Cancel the direct booking in the way, with the cancellation policy; the OTA's stay takes the nights. */
  CANCEL_BOOKING: 'cancel_booking',
  /** Try again: the booking or block in the way was moved meanwhile. */
  RETRY: 'retry',
  /** Settled outside (the OTA cancelled it, the guest was moved by phone): closed with a note. */
  MARK_RESOLVED: 'mark_resolved',
} as const;
export type ConflictAction = (typeof ConflictAction)[keyof typeof ConflictAction];

export interface ResolveConflictInput {
  id: unknown;
  action: ConflictAction;
  roomId?: unknown;
  bookingId?: unknown;
  note?: unknown;
}

/** A conflict with its room's name, for the inbox. */
export interface ListedConflict {
  conflict: ChannelConflict;
  roomName: string;
  summary: string;
}

/**
 * The conflict inbox: imported stays that could not take their nights, side by side with what is
 * in the way, and the owner's ways out. Every action is audited; a conflict closes only when the
 * OTA's stay has its nights, or the owner says it is settled.
 */
export class ChannelConflictsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly occupancy: RoomOccupancyService,
    private readonly cancellations: CancelBooking,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(open = true): Promise<ListedConflict[]> {
    const conflicts = await this.dataSource.getRepository(ChannelConflict).find({
      where: { resolvedAt: open ? IsNull() : Not(IsNull()) },
      order: open ? { openedAt: 'ASC' } : { resolvedAt: 'DESC' },
      take: open ? 500 : 100,
    });
    return Promise.all(conflicts.map((conflict) => this.listed(this.dataSource.manager, conflict)));
  }

  async resolve(input: ResolveConflictInput, actor: Actor): Promise<ListedConflict> {
    const id = isUuid(input.id) ? input.id : undefined;
    if (!id) throw conflictNotFound();
    if (input.action === ConflictAction.CANCEL_BOOKING) {
      const conflict = await this.openConflict(this.dataSource.manager, id);
      const bookingId = input.bookingId;
      const inTheWay = conflict.inTheWay.find((item) => item.kind === 'booking' && item.id === bookingId);
      if (!inTheWay) {
        throw new DomainError(
          ChannelErrorCode.BookingNotInTheWay,
          'Choose a booking that is in the way of this stay',
          'bookingId',
        );
      }
      await this.cancellations.cancel(inTheWay.id, { actor });
    }
    return this.dataSource.transaction(async (manager) => {
      const conflict = await this.openConflict(manager, id, true);
      const stay = await manager.findOneOrFail(ChannelStay, {
        where: { id: conflict.channelStayId },
        lock: { mode: 'pessimistic_write' },
      });
      const room = await manager.findOne(Room, { where: { id: stay.roomId }, withDeleted: true });
      const what = `${OTA_CHANNEL_NAMES[stay.channel]} stay in ${roomLabel(room?.name ?? '')} (${stay.checkIn} – ${stay.checkOut})`;
      let resolution: ConflictResolution;
      let detail: string;
      if (input.action === ConflictAction.MARK_RESOLVED) {
        const note = trimmed(input.note).replace(/\s+/g, ' ');
        if (note.length > CONFLICT_NOTE_MAX_LENGTH) {
          throw new DomainError(ChannelErrorCode.NoteTooLong, CONFLICT_NOTE_TOO_LONG, 'note');
        }
        conflict.note = note || null;
        resolution = ConflictResolution.MARKED_RESOLVED;
        detail = `Marked the conflict of the ${what} resolved${note ? `: ${note}` : ''}`;
      } else {
        if (input.action === ConflictAction.MOVE_CHANNEL_STAY) {
          const target = isUuid(input.roomId) ? await manager.findOne(Room, { where: { id: input.roomId } }) : null;
          if (!target) throw channelRoomNotFound();
          stay.roomId = target.id;
          await manager.save(stay);
        }
        const placement = await placeChannelStay(manager, stay, { lifecycle: this.lifecycle, occupancy: this.occupancy });
        if (!placement.placed) {
          const names = placement.inTheWay.map((item) => item.label).join('; ');
          throw new DomainError(ChannelErrorCode.StillTaken, `Those nights are still taken: ${names}`, 'roomId', 'conflict');
        }
        stay.status = ChannelStayStatus.ACTIVE;
        await manager.save(stay);
        resolution =
          input.action === ConflictAction.MOVE_CHANNEL_STAY
            ? ConflictResolution.MOVED_CHANNEL_STAY
            : input.action === ConflictAction.CANCEL_BOOKING
              ? ConflictResolution.CANCELLED_BOOKING
              : ConflictResolution.TAKEN_WHEN_FREE;
        detail =
          input.action === ConflictAction.MOVE_CHANNEL_STAY
            ? `Put the ${what} in ${roomLabel((await manager.findOneByOrFail(Room, { id: stay.roomId })).name)}`
            : `The ${what} took its nights`;
      }
      Object.assign(conflict, { resolvedAt: this.clock(), resolvedBy: actor.label, resolution });
      await manager.save(conflict);
      await this.audit.record(manager, actor, { action: AuditAction.CHANNELS, roomId: stay.roomId, detail });
      return this.listed(manager, conflict);
    });
  }

  private async openConflict(manager: EntityManager, id: string, lock = false): Promise<ChannelConflict> {
    const conflict = await manager.findOne(ChannelConflict, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' } } : {}),
    });
    if (!conflict) throw conflictNotFound();
    if (conflict.resolvedAt) {
      throw new DomainError(ChannelErrorCode.ConflictResolved, 'This conflict was settled already', undefined, 'conflict');
    }
    return conflict;
  }

  private async listed(manager: EntityManager, conflict: ChannelConflict): Promise<ListedConflict> {
    const stay = await manager.findOneBy(ChannelStay, { id: conflict.channelStayId });
    const room = await manager.findOne(Room, { where: { id: stay?.roomId ?? conflict.roomId }, withDeleted: true });
    return { conflict, roomName: room?.name ?? '', summary: stay?.summary ?? '' };
  }
}
