import { RoomType } from '../rooms';
import type { StayPrice } from '../pricing';

/** A free room as a room offer lists it: what the guest gets, and its price for the stay. */
export interface OfferedRoom {
  id: string;
  name: string;
  imageUrl: string | null;
  description: string;
  /** The stay in this room, GST included, in paise. */
  stayTotalPaise: number;
}

/**
 * The free rooms of one type that sleep the same number of guests, as one choice with a
 * quantity: "Deluxe, sleeps 2 — 2 left". Its rooms are the bookable ones, cheapest first (a
 * quantity of n books the first n). When none can be booked because a season asks for a longer
 * stay, `rooms` is empty and `minimumStay` says why.
 */
export interface RoomOffer {
  type: RoomType;
  sleeps: number;
  nights: number;
  rooms: OfferedRoom[];
  minimumStay: { nights: number; seasonName: string } | null;
}

interface FreeRoom {
  id: string;
  name: string;
  type: RoomType;
  maxCount: number;
  imageUrls: string[];
  description: string;
}

/**
 * Groups the free rooms of a stay by type and size, cheapest first within each group; groups are
 * ordered by their cheapest room's price, those with nothing bookable last.
 */
export function groupRoomOffers(rooms: readonly FreeRoom[], prices: ReadonlyMap<string, StayPrice>): RoomOffer[] {
  const groups = new Map<string, RoomOffer>();
  for (const room of rooms) {
    const price = prices.get(room.id);
    if (!price) continue;
    const key = `${room.type}/${room.maxCount}`;
    let offer = groups.get(key);
    if (!offer) {
      offer = { type: room.type, sleeps: room.maxCount, nights: price.nights, rooms: [], minimumStay: null };
      groups.set(key, offer);
    }
    if (price.minimumStay) {
      offer.minimumStay ??= price.minimumStay;
      continue;
    }
    offer.rooms.push({
      id: room.id,
      name: room.name,
      imageUrl: room.imageUrls[0] ?? null,
      description: room.description,
      stayTotalPaise: price.totalPaise,
    });
  }
  const offers = [...groups.values()].map((offer) => {
    offer.rooms.sort((a, b) => a.stayTotalPaise - b.stayTotalPaise || a.name.localeCompare(b.name));
    return offer.rooms.length > 0 ? { ...offer, minimumStay: null } : offer;
  });
  const cheapest = (offer: RoomOffer) => offer.rooms[0]?.stayTotalPaise ?? Number.MAX_SAFE_INTEGER;
  return offers.sort((a, b) => cheapest(a) - cheapest(b) || a.sleeps - b.sleeps);
}
