import type { RoomType } from '../graphql/generated';
import { STAY_SEARCH_PARAMS, staySearchOf, type StaySearchParam } from '@server-pure/stay-search';

/** One room of the guest's selection and who sleeps in it. */
export interface ChosenRoom {
  roomId: string;
  adults: number;
  children: number;
}

/** What the guest has chosen so far (spec section 3: checkIn, checkOut, guest, room; and roomId). */
export interface BookingDraft {
  checkIn: string;
  checkOut: string;
  /** Adults. */
  guest: number;
  /** Children (0 and up). */
  children: number;
  /** Rooms wanted. */
  room: number;
  /** The room type asked for in the wizard, or the type of the room carried in from its page. */
  roomType: RoomType | '';
  /** One room picked (the wizard, a room's page); with several rooms, the first of `chosenRooms`. */
  roomId: string;
  /** The rooms picked on /check-rooms-and-rates, each with its guests; empty until then. */
  chosenRooms: ChosenRoom[];
  userId: string;
}

export const EMPTY_DRAFT: BookingDraft = {
  checkIn: '',
  checkOut: '',
  guest: 1,
  children: 0,
  room: 1,
  roomType: '',
  roomId: '',
  chosenRooms: [],
  userId: '',
};

const count = (value: unknown, least: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= least ? value : least;

/**
 * A draft as stored, made whole: drafts kept by an earlier version of the site have no children
 * and no chosen rooms, and anything read from storage is checked before it is trusted.
 */
export function loadDraft(stored: Partial<BookingDraft> | undefined): BookingDraft {
  const draft = { ...EMPTY_DRAFT, ...(stored && typeof stored === 'object' ? stored : {}) };
  const chosen = Array.isArray(draft.chosenRooms) ? draft.chosenRooms : [];
  return {
    ...draft,
    guest: count(draft.guest, 1),
    children: count(draft.children, 0),
    room: count(draft.room, 1),
    chosenRooms: chosen
      .filter((room) => room && typeof room.roomId === 'string' && room.roomId !== '')
      .map((room) => ({ roomId: room.roomId, adults: count(room.adults, 1), children: count(room.children, 0) })),
  };
}

/**
 * The rooms the guest is booking, with their guests: the rooms chosen on the rooms page, or the
 * one room picked elsewhere (the wizard, a room's page) with the whole party in it.
 */
export function roomsToBook(draft: BookingDraft): ChosenRoom[] {
  if (draft.chosenRooms.length > 0) return draft.chosenRooms;
  return draft.roomId ? [{ roomId: draft.roomId, adults: draft.guest, children: draft.children }] : [];
}

/**
 * The party spread over rooms of these sizes, as a first suggestion the guest can change: an
 * adult in every room first, then each other guest (adults, then children) to the room with the
 * fewest people that has space (the roomier on a tie). Whoever does not fit goes to the last room,
 * where its size is flagged.
 */
export function spreadParty(party: { adults: number; children: number }, sleeps: readonly number[]) {
  const rooms = sleeps.map(() => ({ adults: 0, children: 0 }));
  if (rooms.length === 0) return rooms;
  const people = (index: number) => rooms[index].adults + rooms[index].children;
  const place = (key: 'adults' | 'children') => {
    const open = sleeps
      .map((size, index) => ({ size, index }))
      .filter(({ size, index }) => people(index) < size)
      .sort((a, b) => people(a.index) - people(b.index) || b.size - a.size || a.index - b.index);
    rooms[open[0]?.index ?? rooms.length - 1][key] += 1;
  };
  let adults = party.adults;
  for (const room of rooms) {
    if (adults === 0) break;
    room.adults = 1;
    adults -= 1;
  }
  for (let i = 0; i < adults; i += 1) place('adults');
  for (let i = 0; i < party.children; i += 1) place('children');
  return rooms;
}

/** The rooms page: its address carries the stay searched for. */
export const CHECK_ROOMS_PATH = '/check-rooms-and-rates';

/** The search of /check-rooms-and-rates in its address, so a link (or the server) knows the stay. */
export type StayInAddress = Pick<BookingDraft, 'checkIn' | 'checkOut' | 'guest' | 'children' | 'room'>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ?checkIn=…&checkOut=…&adults=…&children=…&rooms=… as a draft's search; undefined without both dates. */
export function stayFromSearch(search: string): StayInAddress | undefined {
  const params = new URLSearchParams(search);
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  if (!DATE.test(checkIn) || !DATE.test(checkOut)) return undefined;
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  return {
    checkIn,
    checkOut,
    guest: count(number('adults'), 1),
    children: count(number('children'), 0),
    room: count(number('rooms'), 1),
  };
}

/** The address query of a draft's search ("" without dates), its parameters in the one order the server keeps the page under. */
export function searchOfStay(draft: StayInAddress): string {
  if (!draft.checkIn || !draft.checkOut) return '';
  const values: Record<StaySearchParam, string> = {
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    adults: String(draft.guest),
    children: String(draft.children),
    rooms: String(draft.room),
  };
  const params = new URLSearchParams(STAY_SEARCH_PARAMS.map((name) => [name, values[name]]));
  return `?${params.toString()}`;
}

/** The guest details page: a Book made before the scripts arrived opens it with the choice in its address. */
export const USER_DETAILS_PATH = '/user-details';

/**
 * Book's address search: the rooms page's stay (as in its address, its other parameters left out,
 * as the server rendered the page without them) and the chosen room.
 */
export function bookSearch(staySearch: string, room: { id: string }): string {
  const params = staySearchOf(staySearch);
  params.set('roomId', room.id);
  return `?${params.toString()}`;
}

/**
 * The choice in /user-details?checkIn=…&roomId=… (Book before the scripts arrived) as draft
 * changes, as Book makes them: that one room for the whole party (its type is read with the room
 * on that page); undefined without one.
 */
export function choiceFromSearch(search: string): Partial<BookingDraft> | undefined {
  const stay = stayFromSearch(search);
  const params = new URLSearchParams(search);
  const roomId = params.get('roomId') ?? '';
  if (!stay || !/^[0-9a-f-]{36}$/i.test(roomId)) return undefined;
  return { ...stay, room: 1, roomId, roomType: '', chosenRooms: [] };
}

/** Whether the draft already searches for this stay. */
export const sameStay = (draft: StayInAddress, stay: StayInAddress) =>
  draft.checkIn === stay.checkIn &&
  draft.checkOut === stay.checkOut &&
  draft.guest === stay.guest &&
  draft.children === stay.children &&
  draft.room === stay.room;
