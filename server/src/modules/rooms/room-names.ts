import type { Room } from './room.entity';

/** "Room 101" for a numbered room, the name itself otherwise ("Garden Suite"). */
export function roomLabel(name: string): string {
  return /^\d/.test(name) ? `Room ${name}` : name;
}

const roomNumberOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Rooms in the order of their numbers ("2" < "10" < "101"), as on the hotel's doors. */
export function byRoomNumber(rooms: Room[]): Room[] {
  return [...rooms].sort((a, b) => roomNumberOrder.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
