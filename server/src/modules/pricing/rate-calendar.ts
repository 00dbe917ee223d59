import { addDays } from '../../shared/dates';
import { Paise, paiseToRupees } from '../../shared/money';
import { Room, RoomType } from '../rooms';
import { minimumStayShortfall, RentSource } from './nightly-rents';
import { RateRule } from './rate-rule.entity';
import { RateBp } from './room-gst';
import { RoomPricing } from './room-pricing.service';

/** One night of one room as the guest would pay it, and what priced it. */
export interface RateNightView {
  date: string;
  /** What the guest pays for the night, GST included, in rupees (and paise). */
  price: number;
  pricePaise: Paise;
  /** The rent as the owner entered it. */
  rent: number;
  source: RentSource;
  seasonName: string | null;
  gstRateBp: RateBp;
  /** The fewest nights a stay that includes this night may have (1: any stay). */
  minStay: number;
}

export interface RateCalendarRoomView {
  roomId: string;
  roomName: string;
  roomType: RoomType;
  isAvailable: boolean;
  nights: RateNightView[];
}

export interface RateCalendarView {
  from: string;
  to: string;
  ratesIncludeGst: boolean;
  rooms: RateCalendarRoomView[];
}

/**
 * Rooms × nights from `from` to `to` (both included), each night priced and taxed exactly as a
 * quote prices it (RoomPricing, with the rules read once by the caller).
 */
export function rateCalendar(
  pricing: RoomPricing,
  rooms: readonly Room[],
  rules: readonly RateRule[],
  from: string,
  to: string,
): RateCalendarView {
  const stay = { checkIn: from, checkOut: addDays(to, 1) };
  return {
    from,
    to,
    ratesIncludeGst: pricing.ratesIncludeGst,
    rooms: rooms.map((room) => ({
      roomId: room.id,
      roomName: room.name,
      roomType: room.type,
      isAvailable: room.isAvailable,
      nights: pricing.priceStay(room, stay, rules).nights.map((night) => ({
        date: night.date,
        price: paiseToRupees(night.chargedPaise),
        pricePaise: night.chargedPaise,
        rent: paiseToRupees(night.rentPaise),
        source: night.source,
        seasonName: night.seasonName,
        gstRateBp: night.rateBp,
        // A one-night stay falls short of the season's minimum exactly when it asks for more than one.
        minStay: minimumStayShortfall(room, [night.date], rules)?.nights ?? 1,
      })),
    })),
  };
}
