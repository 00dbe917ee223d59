import { Paise, paiseToRupees } from '../../shared/money';
import { Room, ROOM_TYPE_LABELS, RoomType } from '../rooms';
import { RateRule, RateRuleKind } from './rate-rule.entity';
import { gstWarningOn, gstWarningOver, scopeLabel } from './rate-words';

/** A rent as GraphQL answers it: rupees (and paise), and the owner's GST warning when it has one. */
export interface RentView {
  rent: number;
  rentPaise: Paise;
  gstWarning: string | null;
}

export interface WeekdayRentView extends RentView {
  id: string;
  weekday: number;
}

export interface SeasonView extends RentView {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  minStay: number;
  roomType: RoomType | null;
  roomId: string | null;
  /** "Deluxe rooms" or "Room 101". */
  scope: string;
}

/** The rates of one scope: a room type (its rooms' common rent), or one room (its own rules; its type's apply where it has none). */
export interface RatePlanView {
  roomType: RoomType;
  roomId: string | null;
  roomName: string | null;
  /** "Deluxe rooms" or "Room 101". */
  scope: string;
  /** The rooms it prices. */
  roomCount: number;
  /** The rent per night of its rooms; null for a type whose rooms differ (or that has none). */
  baseRent: RentView | null;
  weekdayRents: WeekdayRentView[];
  seasons: SeasonView[];
}

/** How the views word GST: with rents that include it or not, on the hotel's today. */
export interface GstContext {
  ratesIncludeGst: boolean;
  today: string;
}

export function rentView(rentPaise: Paise, gst: GstContext): RentView {
  return { rent: paiseToRupees(rentPaise), rentPaise, gstWarning: gstWarningOn(rentPaise, gst.today, gst.ratesIncludeGst) };
}

export function weekdayRentView(rule: RateRule, gst: GstContext): WeekdayRentView {
  return { id: rule.id, weekday: rule.weekday!, ...rentView(rule.rentPaise, gst) };
}

export function seasonView(rule: RateRule, gst: GstContext, roomName?: string): SeasonView {
  return {
    id: rule.id,
    name: rule.name!,
    startsOn: rule.startsOn!,
    endsOn: rule.endsOn!,
    minStay: rule.minStay!,
    roomType: rule.roomType,
    roomId: rule.roomId,
    scope: scopeLabel(rule, roomName),
    rent: paiseToRupees(rule.rentPaise),
    rentPaise: rule.rentPaise,
    // A season is warned about on its own nights (the slabs in force then), not today's.
    gstWarning: gstWarningOver(rule.rentPaise, rule.startsOn!, rule.endsOn!, gst.ratesIncludeGst),
  };
}

const byWeekday = (a: RateRule, b: RateRule) => a.weekday! - b.weekday!;
const byStart = (a: RateRule, b: RateRule) => a.startsOn!.localeCompare(b.startsOn!) || a.id.localeCompare(b.id);

/**
 * The owner's rates, one plan per scope: each room type that has rooms or rules (in the types'
 * order), followed by each of its rooms (in `rooms`' order).
 */
export function ratePlans(rooms: readonly Room[], rules: readonly RateRule[], gst: GstContext): RatePlanView[] {
  const weekdays = rules.filter((rule) => rule.kind === RateRuleKind.WEEKDAY).sort(byWeekday);
  const seasons = rules.filter((rule) => rule.kind === RateRuleKind.SEASON).sort(byStart);
  const types = (Object.keys(ROOM_TYPE_LABELS) as RoomType[]).filter(
    (type) => rooms.some((room) => room.type === type) || rules.some((rule) => rule.roomType === type),
  );
  return types.flatMap((type): RatePlanView[] => {
    const ofType = rooms.filter((room) => room.type === type);
    const rents = new Set(ofType.map((room) => room.rentPerDayPaise));
    const typePlan: RatePlanView = {
      roomType: type,
      roomId: null,
      roomName: null,
      scope: scopeLabel({ roomType: type }),
      roomCount: ofType.length,
      baseRent: rents.size === 1 ? rentView(ofType[0].rentPerDayPaise, gst) : null,
      weekdayRents: weekdays.filter((rule) => rule.roomType === type).map((rule) => weekdayRentView(rule, gst)),
      seasons: seasons.filter((rule) => rule.roomType === type).map((rule) => seasonView(rule, gst)),
    };
    const roomPlans = ofType.map((room): RatePlanView => ({
      roomType: type,
      roomId: room.id,
      roomName: room.name,
      scope: scopeLabel({ roomType: null }, room.name),
      roomCount: 1,
      baseRent: rentView(room.rentPerDayPaise, gst),
      weekdayRents: weekdays.filter((rule) => rule.roomId === room.id).map((rule) => weekdayRentView(rule, gst)),
      seasons: seasons.filter((rule) => rule.roomId === room.id).map((rule) => seasonView(rule, gst, room.name)),
    }));
    return [typePlan, ...roomPlans];
  });
}
