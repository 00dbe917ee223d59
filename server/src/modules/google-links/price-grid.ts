import { addDays, Stay } from '../../shared/dates';
import type { PricedRooms } from '../availability';
import type { StayPrice } from '../pricing';
import { RoomType } from '../rooms';

/**
 * What the price feed covers, and so the most work one build does: check-ins from today (hotel
 * time) for 90 days, stays of 1 to 7 nights (the lengths Google's free booking links care about),
 * parties of 1 to 4 adults, for each room type of the hotel (an enum of eight).
 */
export const FEED_CHECK_IN_DAYS = 90;
export const FEED_MAX_NIGHTS = 7;
export const FEED_MAX_ADULTS = 4;

/** One priced choice of an itinerary: the cheapest free room of a type that sleeps this many adults. */
export interface FeedBundle {
  roomType: RoomType;
  adults: number;
  /** The stay before GST (Baserate), the GST (Tax) and what the guest pays (their sum), in paise. */
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** A check-in and a length of stay with its bundles; none when no free room can be booked for it. */
export interface FeedItinerary {
  checkIn: string;
  nights: number;
  bundles: FeedBundle[];
}

/** Every stay the feed prices, check-in by check-in, shortest first. */
export function feedStays(today: string): Stay[] {
  const stays: Stay[] = [];
  for (let day = 0; day < FEED_CHECK_IN_DAYS; day += 1) {
    const checkIn = addDays(today, day);
    for (let nights = 1; nights <= FEED_MAX_NIGHTS; nights += 1) stays.push({ checkIn, checkOut: addDays(checkIn, nights) });
  }
  return stays;
}

/**
 * A stay's bundles from its free rooms and their prices (the site's search answer): for each
 * room type and each party of 1 to FEED_MAX_ADULTS adults, the cheapest room of that type that
 * sleeps them and can be booked for these dates (a season's minimum stay can forbid it), as the
 * rooms page offers it. A type and party no free room fits has no bundle.
 */
export function bundlesOf(priced: PricedRooms): FeedBundle[] {
  const bundles: FeedBundle[] = [];
  const types = [...new Set(priced.rooms.map((room) => room.type))].sort();
  for (const roomType of types) {
    for (let adults = 1; adults <= FEED_MAX_ADULTS; adults += 1) {
      const cheapest = cheapestPrice(priced, roomType, adults);
      if (!cheapest) continue;
      const gstPaise = cheapest.cgstPaise + cheapest.sgstPaise;
      bundles.push({ roomType, adults, taxablePaise: cheapest.taxablePaise, gstPaise, totalPaise: cheapest.totalPaise });
    }
  }
  return bundles;
}

function cheapestPrice(priced: PricedRooms, roomType: RoomType, adults: number): StayPrice | undefined {
  let cheapest: StayPrice | undefined;
  for (const room of priced.rooms) {
    const price = priced.prices.get(room.id);
    if (room.type !== roomType || room.maxCount < adults || !price || price.minimumStay) continue;
    if (!cheapest || price.totalPaise < cheapest.totalPaise) cheapest = price;
  }
  return cheapest;
}
