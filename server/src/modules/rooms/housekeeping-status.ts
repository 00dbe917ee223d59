import { registerEnumType } from 'type-graphql';
import { EntityManager, In } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Room } from './room.entity';

/**
 * Where a room is between guests: the housekeeper cleans it (CLEAN), the desk or a manager looks
 * it over (INSPECTED), a guest leaving or a night slept makes it DIRTY. OUT_OF_ORDER is no value
 * of the room's column: it is a room block of the kind "out of order", which takes the nights as a
 * stay does (housekeeping module). GraphQL names are the keys, the stored values the strings.
 */
export const RoomStatus = {
  CLEAN: 'clean',
  DIRTY: 'dirty',
  INSPECTED: 'inspected',
  OUT_OF_ORDER: 'out_of_order',
} as const;
export type RoomStatus = (typeof RoomStatus)[keyof typeof RoomStatus];

/** The statuses a room's own column holds. */
export type HousekeepingStatus = Exclude<RoomStatus, typeof RoomStatus.OUT_OF_ORDER>;
export const HOUSEKEEPING_STATUSES: readonly HousekeepingStatus[] = [RoomStatus.CLEAN, RoomStatus.DIRTY, RoomStatus.INSPECTED];

registerEnumType(RoomStatus, {
  name: 'RoomStatus',
  description: 'A room’s housekeeping status: clean, dirty, inspected, or out of order (closed for some nights).',
});

/**
 * Sets the housekeeping status of rooms inside the caller's transaction (check-out, a room move,
 * the night's round, the housekeeper's tap), with who and when. Answers the rooms it changed.
 */
export async function setHousekeepingStatus(
  manager: EntityManager,
  roomIds: readonly string[],
  status: HousekeepingStatus,
  actor: Actor,
  at: Date,
): Promise<string[]> {
  if (roomIds.length === 0) return [];
  const changed = await manager.find(Room, { where: { id: In([...roomIds]) }, withDeleted: true, select: { id: true } });
  if (changed.length === 0) return [];
  await manager.update(
    Room,
    { id: In(changed.map((room) => room.id)) },
    { housekeepingStatus: status, housekeepingStatusAt: at, housekeepingStatusBy: actor.label.slice(0, 200) },
  );
  return changed.map((room) => room.id);
}
