import { EntityManager } from 'typeorm';
import { formatStayDate } from '../../shared/dates';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../shared/db-errors';
import {
  BookingLifecycle,
  ChannelStay,
  ChannelStayStatus,
  channelStayLabel,
  NightsInTheWay,
  nothingInTheWay,
  RoomOccupancyService,
} from '../bookings';
import { Room } from '../rooms';
import type { InTheWay } from './channel-conflict.entity';

/** Whether an OTA's stay took its nights, or what was in the way. */
export type Placement = { placed: true } | { placed: false; inTheWay: InTheWay[] };

/**
 * Puts an OTA's stay on its room's nights, inside the caller's transaction: the nights are looked
 * at first (to name what is in the way), then taken through the lifecycle, under the exclusion
 * constraint. A guest who took a night between the look and the insert makes the database refuse
 * (23P01): the savepoint undoes only that insert, and the stay is in conflict like any other.
 */
export async function placeChannelStay(
  manager: EntityManager,
  stay: ChannelStay,
  needs: { lifecycle: BookingLifecycle; occupancy: RoomOccupancyService },
): Promise<Placement> {
  const room = await manager.findOne(Room, { where: { id: stay.roomId }, withDeleted: true });
  if (!room) throw new Error(`channel stay ${stay.id}: room ${stay.roomId} not found`);
  const nights = { checkIn: stay.checkIn, checkOut: stay.checkOut };
  const before = await needs.occupancy.staysInTheWay(manager, room.id, nights);
  if (!nothingInTheWay(before)) return { placed: false, inTheWay: describe(before) };
  await manager.query('SAVEPOINT channel_stay_claim');
  try {
    await needs.lifecycle.claimForChannelStay(manager, { channelStayId: stay.id, room, ...nights });
    await manager.query('RELEASE SAVEPOINT channel_stay_claim');
    return { placed: true };
  } catch (error) {
    if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
    await manager.query('ROLLBACK TO SAVEPOINT channel_stay_claim');
    return { placed: false, inTheWay: describe(await needs.occupancy.staysInTheWay(manager, room.id, nights)) };
  }
}

/** An OTA's stay gives its nights back (it may still be placed again later). */
export async function unplaceChannelStay(manager: EntityManager, stay: ChannelStay, lifecycle: BookingLifecycle): Promise<void> {
  if (stay.status === ChannelStayStatus.ACTIVE) await lifecycle.releaseChannelStay(manager, stay.id);
}

/** What is in the way, as the conflict inbox keeps it (a snapshot: the names as they were). */
function describe(inTheWay: NightsInTheWay): InTheWay[] {
  const span = (checkIn: string, checkOut: string) => `${formatStayDate(checkIn)} – ${formatStayDate(checkOut)}`;
  return [
    ...inTheWay.stays.map((stay) => ({
      kind: 'booking' as const,
      id: stay.bookingId,
      label: `Booking ${stay.bookCode} (${stay.guestName}, ${span(stay.checkIn, stay.checkOut)})`,
      code: stay.bookCode,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    })),
    ...inTheWay.blocks.map((block) => ({
      kind: 'block' as const,
      id: block.blockId,
      label: `Closed: ${block.reason} (${span(block.startsOn, block.endsOn)})`,
      checkIn: block.startsOn,
      checkOut: block.endsOn,
    })),
    ...inTheWay.channelStays.map((other) => ({
      kind: 'channel' as const,
      id: other.channelStayId,
      label: `${capitalised(channelStayLabel(other))} (${span(other.checkIn, other.checkOut)})`,
      checkIn: other.checkIn,
      checkOut: other.checkOut,
    })),
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
