import type { RoomType } from '../../../../graphql/generated';

/** The rooms the hotel lists of one type: its label and each room's size (guests), largest first. */
export interface TypeRooms {
  type: RoomType;
  label: string;
  roomSizes: readonly number[];
}

/** Who is coming and how many rooms they asked for (the Guests & Rooms stage). */
export interface PartyAsked {
  adults: number;
  children: number;
  rooms: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const partySize = (party: PartyAsked) => party.adults + (party.children || 0);

/** "3 adults", "2 adults and 1 child". */
function partyWords(party: PartyAsked): string {
  const adults = plural(party.adults, 'adult');
  return party.children > 0 ? `${adults} and ${plural(party.children, 'child', 'children')}` : adults;
}

/** The most guests `count` rooms of these sizes sleep (the largest taken first). */
function sleepsOf(sizes: readonly number[], count: number): number {
  return [...sizes]
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, size) => sum + size, 0);
}

/** The fewest rooms of these sizes, at most `limit`, that sleep `size`; undefined when none do. */
function fewestRooms(sizes: readonly number[], size: number, limit: number): number | undefined {
  for (let count = 1; count <= Math.min(limit, sizes.length); count += 1) if (sleepsOf(sizes, count) >= size) return count;
  return undefined;
}

/**
 * Why the hotel's rooms cannot take this party in the rooms asked for (every room needs an adult),
 * or undefined when they can. Unknown rooms (still loading) raise nothing.
 */
export function partyProblem(party: PartyAsked, types: readonly TypeRooms[]): string | undefined {
  const sizes = types.flatMap((type) => type.roomSizes);
  if (sizes.length === 0 || !Number.isInteger(party.adults) || !Number.isInteger(party.rooms)) return undefined;
  const size = partySize(party);
  const words = partyWords(party);
  if (party.rooms > party.adults) return `Each room needs an adult: for ${words} choose at most ${plural(party.adults, 'room')}.`;
  if (party.rooms > sizes.length) return `We have ${plural(sizes.length, 'room')}: please choose at most ${sizes.length}.`;
  const most = Math.min(party.adults, sizes.length);
  if (sleepsOf(sizes, most) < size) {
    return `Our rooms cannot take ${words}: with an adult in each room they sleep at most ${sleepsOf(sizes, most)}. Please call us.`;
  }
  const sleeps = sleepsOf(sizes, party.rooms);
  if (sleeps >= size) return undefined;
  const needed = fewestRooms(sizes, size, most) ?? most;
  return `${plural(party.rooms, 'room')} ${party.rooms === 1 ? 'sleeps' : 'sleep'} at most ${sleeps} — for ${words} choose ${plural(needed, 'room')}.`;
}

/**
 * Why the chosen type is too small for the party in the rooms asked for, with what fits
 * ("Standard sleeps 2 — add a room or choose Double or Family"); undefined when it fits (or the
 * party fits no rooms at all, which partyProblem says).
 */
export function roomTypeProblem(party: PartyAsked, roomType: RoomType | '', types: readonly TypeRooms[]): string | undefined {
  const chosen = types.find((type) => type.type === roomType);
  if (!chosen || partyProblem(party, types)) return undefined;
  const size = partySize(party);
  const sleeps = sleepsOf(chosen.roomSizes, party.rooms);
  if (sleeps >= size && chosen.roomSizes.length >= party.rooms) return undefined;
  const head =
    party.rooms === 1
      ? `${chosen.label} sleeps ${chosen.roomSizes[0]}`
      : chosen.roomSizes.length < party.rooms
        ? `We have ${plural(chosen.roomSizes.length, `${chosen.label} room`)}`
        : `${party.rooms} ${chosen.label} rooms sleep ${sleeps}`;
  const fitting = types
    .filter((type) => type !== chosen && type.roomSizes.length >= party.rooms && sleepsOf(type.roomSizes, party.rooms) >= size)
    .map((type) => type.label);
  const allSizes = types.flatMap((type) => type.roomSizes);
  const oneMore = party.rooms + 1;
  const addRoom = oneMore <= party.adults && oneMore <= allSizes.length && sleepsOf(allSizes, oneMore) >= size;
  const ways = [addRoom ? 'add a room' : '', fitting.length > 0 ? `choose ${fitting.join(' or ')}` : ''].filter(Boolean);
  if (ways.length > 0) return `${head} — ${ways.join(' or ')}`;
  const needed = fewestRooms(allSizes, size, Math.min(party.adults, allSizes.length)) ?? party.rooms;
  return `${head} — for ${partyWords(party)} choose ${plural(needed, 'room')}`;
}
