import { addDays, daysBetween, Stay } from '../../shared/dates';
import { Paise } from '../../shared/money';
import { RoomType } from '../rooms';
import { RateRule, RateRuleKind } from './rate-rule.entity';

/** What a night's rent came from: the owner's rates, or a rent agreed at the desk (a rate override). */
export type RentSource = 'base' | 'weekday' | 'season' | 'agreed';

/** One night of one room at the rent the owner's rules give it (before tax is decided). */
export interface NightRent {
  /** The night's date (the evening it starts), YYYY-MM-DD. */
  date: string;
  rentPaise: Paise;
  source: RentSource;
  /** The season's name when a season priced it. */
  seasonName: string | null;
}

export interface PricedRoom {
  id: string;
  type: RoomType;
  rentPerDayPaise: Paise;
}

/** A season's minimum stay that a stay falls short of. */
export interface MinimumStay {
  nights: number;
  seasonName: string;
}

/** The nights of a stay: check-in up to the night before check-out. */
export function nightsOf(stay: Stay): string[] {
  const count = Math.max(1, daysBetween(stay.checkIn, stay.checkOut));
  return Array.from({ length: count }, (_, index) => addDays(stay.checkIn, index));
}

/** 0 (Sunday) to 6 (Saturday) of a calendar date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The rent of each night for a room: the room's season, its type's season, the room's weekday
 * rent, its type's weekday rent, else the room's rent. Without rules, rent × nights exactly.
 */
export function nightlyRents(room: PricedRoom, nights: readonly string[], rules: readonly RateRule[]): NightRent[] {
  const own = rules.filter((rule) => rule.roomId === room.id);
  const typeWide = rules.filter((rule) => rule.roomType === room.type);
  return nights.map((date) => {
    const season = seasonOn(own, date) ?? seasonOn(typeWide, date);
    if (season) return { date, rentPaise: season.rentPaise, source: 'season', seasonName: season.name };
    const weekday = weekdayOf(date);
    const weekdayRule = weekdayRent(own, weekday) ?? weekdayRent(typeWide, weekday);
    if (weekdayRule) return { date, rentPaise: weekdayRule.rentPaise, source: 'weekday', seasonName: null };
    return { date, rentPaise: room.rentPerDayPaise, source: 'base', seasonName: null };
  });
}

/**
 * The longest minimum stay among the seasons that price a night of this stay for this room, when
 * the stay is shorter than it; null when the stay is long enough.
 */
export function minimumStayShortfall(
  room: PricedRoom,
  nights: readonly string[],
  rules: readonly RateRule[],
): MinimumStay | null {
  const own = rules.filter((rule) => rule.roomId === room.id);
  const typeWide = rules.filter((rule) => rule.roomType === room.type);
  let longest: MinimumStay | null = null;
  for (const date of nights) {
    const season = seasonOn(own, date) ?? seasonOn(typeWide, date);
    if (season?.minStay && season.minStay > nights.length && (!longest || season.minStay > longest.nights)) {
      longest = { nights: season.minStay, seasonName: season.name ?? 'this season' };
    }
  }
  return longest;
}

/**
 * What nightlyRents and minimumStayShortfall read of a room: its type and rent, and its id only
 * when a rule names the room. Rooms with the same key are priced alike for any stay, so a caller
 * pricing many rooms for many stays prices each key once per stay.
 */
export function pricingKey(room: PricedRoom, rules: readonly RateRule[]): string {
  return rules.some((rule) => rule.roomId === room.id) ? `room ${room.id}` : `${room.type} ${room.rentPerDayPaise}`;
}

function seasonOn(rules: readonly RateRule[], date: string): RateRule | undefined {
  return rules.find((rule) => rule.kind === RateRuleKind.SEASON && rule.startsOn! <= date && date <= rule.endsOn!);
}

function weekdayRent(rules: readonly RateRule[], weekday: number): RateRule | undefined {
  return rules.find((rule) => rule.kind === RateRuleKind.WEEKDAY && rule.weekday === weekday);
}
