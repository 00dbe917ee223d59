import type { RoomType } from '../../../../graphql/generated';

/** The rooms the hotel lists of one type: each room's size (guests), largest first. */
export interface TypeRooms {
  type: RoomType;
  roomSizes: readonly number[];
}

/** Who is coming and how many rooms they asked for (the Guests & Rooms stage). */
export interface PartyAsked {
  adults: number;
  children: number;
  rooms: number;
}

/** Who is coming, as the messages name them ("2 adults and 1 child"). */
export interface Party {
  adults: number;
  children: number;
}

/**
 * Why the hotel's rooms cannot take a party in the rooms asked for: a message key of the wizard's
 * catalogue and its values (the components word it in the page's language).
 */
export type PartyProblem =
  /** More rooms than adults (every room needs one): at most `adults` rooms. */
  | ({ key: 'roomNeedsAdult' } & Party)
  /** More rooms than the hotel has. */
  | { key: 'moreRoomsThanHotel'; hotelRooms: number }
  /** No rooms take the party, an adult in each: they sleep at most `sleeps`. */
  | ({ key: 'partyTooLarge'; sleeps: number } & Party)
  /** The rooms asked for sleep `sleeps`; `needed` rooms would do. */
  | ({ key: 'roomsTooSmall'; rooms: number; sleeps: number; needed: number } & Party);

/** Why the chosen type is too small for the party, and what fits instead. */
export interface RoomTypeProblem extends Party {
  type: RoomType;
  /** What is wrong with the type: one room of it sleeps too few, it has too few rooms, or its rooms sleep too few. */
  head:
    | { key: 'typeSleeps'; sleeps: number }
    | { key: 'typeHasFewerRooms'; count: number }
    | { key: 'typeRoomsSleep'; rooms: number; sleeps: number };
  /** One more room (of any types) would take the party. */
  addRoom: boolean;
  /** The other types whose rooms take the party in the rooms asked for. */
  fitting: RoomType[];
  /** When neither helps: the fewest rooms that take the party. */
  needed: number;
}

const partySize = (party: PartyAsked) => party.adults + (party.children || 0);
const partyOf = (party: PartyAsked): Party => ({ adults: party.adults, children: party.children > 0 ? party.children : 0 });

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
export function partyProblem(party: PartyAsked, types: readonly TypeRooms[]): PartyProblem | undefined {
  const sizes = types.flatMap((type) => type.roomSizes);
  if (sizes.length === 0 || !Number.isInteger(party.adults) || !Number.isInteger(party.rooms)) return undefined;
  const size = partySize(party);
  if (party.rooms > party.adults) return { key: 'roomNeedsAdult', ...partyOf(party) };
  if (party.rooms > sizes.length) return { key: 'moreRoomsThanHotel', hotelRooms: sizes.length };
  const most = Math.min(party.adults, sizes.length);
  if (sleepsOf(sizes, most) < size) return { key: 'partyTooLarge', sleeps: sleepsOf(sizes, most), ...partyOf(party) };
  const sleeps = sleepsOf(sizes, party.rooms);
  if (sleeps >= size) return undefined;
  const needed = fewestRooms(sizes, size, most) ?? most;
  return { key: 'roomsTooSmall', rooms: party.rooms, sleeps, needed, ...partyOf(party) };
}

/**
 * Why the chosen type is too small for the party in the rooms asked for, with what fits
 * ("Standard sleeps 2 — add a room or choose Double or Family"); undefined when it fits (or the
 * party fits no rooms at all, which partyProblem says).
 */
export function roomTypeProblem(
  party: PartyAsked,
  roomType: RoomType | '',
  types: readonly TypeRooms[],
): RoomTypeProblem | undefined {
  const chosen = types.find((type) => type.type === roomType);
  if (!chosen || partyProblem(party, types)) return undefined;
  const size = partySize(party);
  const sleeps = sleepsOf(chosen.roomSizes, party.rooms);
  if (sleeps >= size && chosen.roomSizes.length >= party.rooms) return undefined;
  const head: RoomTypeProblem['head'] =
    party.rooms === 1
      ? { key: 'typeSleeps', sleeps: chosen.roomSizes[0] }
      : chosen.roomSizes.length < party.rooms
        ? { key: 'typeHasFewerRooms', count: chosen.roomSizes.length }
        : { key: 'typeRoomsSleep', rooms: party.rooms, sleeps };
  const fitting = types
    .filter((type) => type !== chosen && type.roomSizes.length >= party.rooms && sleepsOf(type.roomSizes, party.rooms) >= size)
    .map((type) => type.type);
  const allSizes = types.flatMap((type) => type.roomSizes);
  const oneMore = party.rooms + 1;
  const addRoom = oneMore <= party.adults && oneMore <= allSizes.length && sleepsOf(allSizes, oneMore) >= size;
  const needed = fewestRooms(allSizes, size, Math.min(party.adults, allSizes.length)) ?? party.rooms;
  return { type: chosen.type, head, addRoom, fitting, needed, ...partyOf(party) };
}
