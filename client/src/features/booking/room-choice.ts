import type { RoomOffersQuery, RoomType } from '../../graphql/generated';
import type { BookingDraft } from '../../lib/booking-draft';
import { ENGLISH_ROOMS_WORDS, roomTypeName, type RoomsWords } from './rooms-words';

/** The free rooms of one type and size, as the server groups them (cheapest first). */
export type RoomOffer = RoomOffersQuery['roomOffers'][number];

/** Who is coming. */
export interface Party {
  adults: number;
  children: number;
}

/** How many of each offer the guest picked, by offerKey. */
export type Quantities = Record<string, number>;

/** A room of the selection, as the rooms page and the draft need it. */
export interface PickedRoom {
  roomId: string;
  name: string;
  type: RoomType;
  sleeps: number;
  stayTotal: number;
}

export const offerKey = (offer: Pick<RoomOffer, 'type' | 'sleeps'>) => `${offer.type}/${offer.sleeps}`;
export const partySize = (party: Party) => party.adults + party.children;

/** "3 adults", "2 adults and 1 child" (in Hindi as after के लिए: "2 बड़ों और 1 बच्चे"). */
export function partyWords(party: Party, words: RoomsWords = ENGLISH_ROOMS_WORDS): string {
  return words.rooms.t('party', { adults: party.adults, children: party.children });
}

/**
 * The rooms a quantity per offer books: the first n of each offer (its cheapest), with the room
 * the guest carried in from its page first when it is among them.
 */
export function pickedRooms(offers: readonly RoomOffer[], quantities: Quantities, preferredRoomId = ''): PickedRoom[] {
  return offers.flatMap((offer) => {
    const wanted = Math.min(quantities[offerKey(offer)] ?? 0, offer.rooms.length);
    const rooms = [...offer.rooms].sort((a, b) => Number(b.id === preferredRoomId) - Number(a.id === preferredRoomId));
    return rooms.slice(0, wanted).map((room) => ({
      roomId: room.id,
      name: room.name,
      type: offer.type,
      sleeps: offer.sleeps,
      stayTotal: room.stayTotal,
    }));
  });
}

/** The chosen rooms' prices added up in paise, then shown in rupees (never a float's sum). */
export const pickedTotal = (rooms: readonly PickedRoom[]) =>
  rooms.reduce((paise, room) => paise + Math.round(room.stayTotal * 100), 0) / 100;

/** True when the free rooms together cannot sleep the party: the stay is sold out for it. */
export function soldOutFor(offers: readonly RoomOffer[], party: Party): boolean {
  const sleeps = offers.reduce((sum, offer) => sum + offer.left * offer.sleeps, 0);
  const rooms = offers.reduce((sum, offer) => sum + offer.left, 0);
  return rooms === 0 || sleeps < partySize(party);
}

/**
 * What the page starts with: the rooms chosen before (still free), else the room carried in from
 * its page, else the only offer whose rooms sleep the party in the number of rooms asked for.
 */
export function initialQuantities(offers: readonly RoomOffer[], draft: BookingDraft, party: Party): Quantities {
  const ids = draft.chosenRooms.length > 0 ? draft.chosenRooms.map((room) => room.roomId) : [draft.roomId];
  const fromDraft: Quantities = {};
  for (const offer of offers) {
    const count = offer.rooms.filter((room) => ids.includes(room.id)).length;
    if (count > 0) fromDraft[offerKey(offer)] = count;
  }
  if (Object.keys(fromDraft).length > 0) return fromDraft;
  const rooms = Math.min(draft.room, party.adults);
  const fitting = offers.filter((offer) => offer.left >= rooms && offer.sleeps * rooms >= partySize(party));
  return fitting.length === 1 ? { [offerKey(fitting[0])]: rooms } : {};
}

/**
 * Why the chosen rooms cannot be booked for the party yet, in words built from the real types and
 * sizes ("Single AC sleeps 1 — for 3 adults choose Family, or 3 rooms"); undefined when they can.
 */
export function sizeAdvice(
  offers: readonly RoomOffer[],
  picked: readonly PickedRoom[],
  party: Party,
  words: RoomsWords = ENGLISH_ROOMS_WORDS,
): string | undefined {
  const size = partySize(party);
  const forParty = partyWords(party, words);
  const { t } = words.rooms;
  if (picked.length === 0) return undefined;
  if (picked.length > party.adults) return t('roomNeedsAdult', { party: forParty, rooms: party.adults });
  const sleeps = picked.reduce((sum, room) => sum + room.sleeps, 0);
  if (sleeps >= size) return undefined;
  if (picked.length > 1) return t('roomsSleepTooFew', { rooms: picked.length, sleeps, party: forParty });
  const [room] = picked;
  const type = roomTypeName(words, room.type);
  const larger = [
    ...new Set(offers.filter((offer) => offer.left > 0 && offer.sleeps >= size).map((o) => roomTypeName(words, o.type))),
  ];
  // Several smaller rooms instead of one large one.
  const needed = fewestRooms(
    offers.filter((offer) => offer.sleeps < size),
    size,
  );
  const more = needed && needed > 1 && needed <= party.adults ? needed : undefined;
  const types = larger.length > 0 ? larger.reduce((first, second) => t('either', { first, second })) : undefined;
  const choices =
    types && more ? t('orRooms', { types, rooms: more }) : (types ?? (more ? t('roomsCount', { rooms: more }) : undefined));
  return choices
    ? t('typeSleepsChoose', { type, sleeps: room.sleeps, party: forParty, choices })
    : t('typeSleepsOtherType', { type, sleeps: room.sleeps, party: forParty });
}

/** The fewest free rooms that sleep `size` together (the roomiest first); undefined when all cannot. */
function fewestRooms(offers: readonly RoomOffer[], size: number): number | undefined {
  const sizes = offers.flatMap((offer) => Array.from({ length: offer.left }, () => offer.sleeps)).sort((a, b) => b - a);
  let sleeps = 0;
  for (const [index, sleepsHere] of sizes.entries()) {
    sleeps += sleepsHere;
    if (sleeps >= size) return index + 1;
  }
  return undefined;
}
