import { RoomStatus } from '../../../graphql/generated';
import type { RoomStatusEntry } from '../../../lib/use-room-statuses';

export interface RoomsToDo {
  /** Dirty rooms: those a guest arrives in today first, then vacant ones, then occupied ones. */
  dirty: RoomStatusEntry[];
  /** Rooms whose guest leaves today, not dirty yet: cleaned once they are out. */
  departures: RoomStatusEntry[];
  /** Everything else: clean, inspected, out of order. */
  others: RoomStatusEntry[];
}

const urgency = (entry: RoomStatusEntry) => (entry.arrivingToday ? 0 : entry.occupied ? 2 : 1);

/** The housekeeper's round: dirty rooms first (the most urgent on top), then today's departures. */
export function roomsToDo(entries: readonly RoomStatusEntry[]): RoomsToDo {
  const dirty = entries.filter((entry) => entry.status === RoomStatus.Dirty);
  const departures = entries.filter((entry) => entry.status !== RoomStatus.Dirty && entry.departingToday);
  const others = entries.filter((entry) => !dirty.includes(entry) && !departures.includes(entry));
  // Array.prototype.sort is stable: rooms keep the server's room-number order within a group.
  return { dirty: [...dirty].sort((a, b) => urgency(a) - urgency(b)), departures, others };
}
