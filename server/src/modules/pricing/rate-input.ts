import { daysBetween, toCalendarDate } from '../../shared/dates';
import { ErrorCollector } from '../../shared/domain-error';
import { isBlank, isUuid, toNumber, trimmed } from '../../shared/input';
import { Paise, rupeesToPaise } from '../../shared/money';
import { ROOM_TYPE_LABELS, RoomType } from '../rooms';
import { RateErrorCode } from './pricing-errors';
import { RateScope, weekdayName } from './rate-words';

/** The highest rent a rule takes, as a room's rent (₹10,00,000). */
const MAX_RENT_PAISE = 10_00_000 * 100;
export const MAX_SEASON_NAME_LENGTH = 60;
export const MAX_SEASON_NIGHTS = 366;
export const MAX_MINIMUM_STAY = 30;

/** Where a rule applies, as a form or an API client sends it: exactly one of the two. */
export interface ScopeInput {
  roomType?: unknown;
  roomId?: unknown;
}

export interface BaseRentInput extends ScopeInput {
  rent?: unknown;
}

export interface WeekdayRentsInput extends ScopeInput {
  rents?: unknown;
}

export interface SeasonInput extends ScopeInput {
  id?: unknown;
  name?: unknown;
  startsOn?: unknown;
  endsOn?: unknown;
  rent?: unknown;
  minStay?: unknown;
}

export interface ValidSeason {
  id: string | null;
  scope: RateScope;
  name: string;
  startsOn: string;
  endsOn: string;
  rentPaise: Paise;
  minStay: number;
}

/** A rent in rupees (two decimals at most) to paise; its problem goes to `field`. */
export function readRent(value: unknown, field: string, errors: ErrorCollector): Paise | undefined {
  if (isBlank(value)) {
    errors.add(RateErrorCode.RentRequired, 'Rent is required', field);
    return undefined;
  }
  const rupees = toNumber(value);
  const paise = Number.isFinite(rupees) ? rupeesToPaise(rupees) : undefined;
  if (!Number.isFinite(rupees)) errors.add(RateErrorCode.RentInvalid, 'Rent must be a number', field);
  else if (rupees < 0) errors.add(RateErrorCode.RentNegative, 'Rent cannot be negative', field);
  else if (paise === undefined) errors.add(RateErrorCode.RentInvalid, 'Rent can have at most two decimals (paise)', field);
  else if (paise > MAX_RENT_PAISE) errors.add(RateErrorCode.RentInvalid, 'Rent cannot exceed ₹10,00,000', field);
  else return paise;
  return undefined;
}

/** Exactly one of a room type and a room; whether the room exists is the service's to check. */
export function readScope(input: ScopeInput, errors: ErrorCollector): RateScope | undefined {
  const hasType = !isBlank(input.roomType);
  const hasRoom = !isBlank(input.roomId);
  if (hasType === hasRoom) {
    const message = hasType ? 'Choose a room type or one room, not both' : 'Choose a room type or one room';
    errors.add(RateErrorCode.RateScopeInvalid, message, 'roomType');
    return undefined;
  }
  if (hasRoom) {
    if (isUuid(input.roomId)) return { roomType: null, roomId: input.roomId };
    errors.add(RateErrorCode.RateRoomNotFound, 'Room not found', 'roomId');
    return undefined;
  }
  const type = trimmed(input.roomType);
  if (Object.hasOwn(ROOM_TYPE_LABELS, type)) return { roomType: type as RoomType, roomId: null };
  errors.add(RateErrorCode.RateScopeInvalid, `Room type must be one of: ${Object.keys(ROOM_TYPE_LABELS).join(', ')}`, 'roomType');
  return undefined;
}

export function validateBaseRent(input: BaseRentInput): { scope: RateScope; rentPaise: Paise } {
  const errors = new ErrorCollector();
  const scope = readScope(input, errors);
  const rentPaise = readRent(input.rent, 'rent', errors);
  errors.throwIfAny();
  return { scope: scope!, rentPaise: rentPaise! };
}

/** A scope's weekday rents: each day 0 (Sunday) to 6 (Saturday) at most once; an empty list clears them. */
export function validateWeekdayRents(input: WeekdayRentsInput): {
  scope: RateScope;
  rents: { weekday: number; rentPaise: Paise }[];
} {
  const errors = new ErrorCollector();
  const scope = readScope(input, errors);
  const list: unknown[] = Array.isArray(input.rents) ? input.rents : [];
  if (!Array.isArray(input.rents) && !isBlank(input.rents)) {
    errors.add(RateErrorCode.RateInvalid, 'Weekday rents must be a list of days and rents', 'rents');
  }
  const rents: { weekday: number; rentPaise: Paise }[] = [];
  const seen = new Set<number>();
  list.forEach((entry, index) => {
    const { weekday, rent } = (entry ?? {}) as { weekday?: unknown; rent?: unknown };
    const day = toNumber(weekday);
    const rentPaise = readRent(rent, `rents.${index}.rent`, errors);
    if (!Number.isInteger(day) || day < 0 || day > 6) {
      errors.add(RateErrorCode.WeekdayInvalid, 'The day must be 0 (Sunday) to 6 (Saturday)', `rents.${index}.weekday`);
    } else if (seen.has(day)) {
      errors.add(RateErrorCode.WeekdayRepeated, `${weekdayName(day)} has two rents: give each day one`, `rents.${index}.weekday`);
    } else {
      seen.add(day);
      if (rentPaise !== undefined) rents.push({ weekday: day, rentPaise });
    }
  });
  errors.throwIfAny();
  return { scope: scope!, rents: rents.sort((a, b) => a.weekday - b.weekday) };
}

/** A season with every field's first problem, all at once, in the owner's words. */
export function validateSeason(input: SeasonInput): ValidSeason {
  const errors = new ErrorCollector();
  const id = isBlank(input.id) ? null : trimmed(input.id);
  const scope = readScope(input, errors);

  const name = trimmed(input.name).replace(/\s+/g, ' ');
  if (name === '') errors.add(RateErrorCode.SeasonNameRequired, 'Season name is required', 'name');
  else if (name.length > MAX_SEASON_NAME_LENGTH) {
    errors.add(RateErrorCode.SeasonNameTooLong, `Season name cannot exceed ${MAX_SEASON_NAME_LENGTH} characters`, 'name');
  }

  const startsOn = toCalendarDate(input.startsOn);
  const endsOn = toCalendarDate(input.endsOn);
  if (isBlank(input.startsOn)) errors.add(RateErrorCode.SeasonStartInvalid, 'Choose the first night of the season', 'startsOn');
  else if (!startsOn) errors.add(RateErrorCode.SeasonStartInvalid, 'The first night must be a date (YYYY-MM-DD)', 'startsOn');
  if (isBlank(input.endsOn)) errors.add(RateErrorCode.SeasonEndInvalid, 'Choose the last night of the season', 'endsOn');
  else if (!endsOn) errors.add(RateErrorCode.SeasonEndInvalid, 'The last night must be a date (YYYY-MM-DD)', 'endsOn');
  else if (startsOn && endsOn < startsOn) {
    errors.add(RateErrorCode.SeasonEndsBeforeStart, 'The season cannot end before it starts', 'endsOn');
  } else if (startsOn && daysBetween(startsOn, endsOn) + 1 > MAX_SEASON_NIGHTS) {
    errors.add(RateErrorCode.SeasonTooLong, `A season can be at most ${MAX_SEASON_NIGHTS} nights`, 'endsOn');
  }

  const rentPaise = readRent(input.rent, 'rent', errors);

  const minStay = isBlank(input.minStay) ? 1 : toNumber(input.minStay);
  if (!Number.isInteger(minStay)) {
    errors.add(RateErrorCode.MinimumStayInvalid, 'Minimum stay must be a whole number of nights', 'minStay');
  } else if (minStay < 1) {
    errors.add(RateErrorCode.MinimumStayInvalid, 'Minimum stay must be at least 1 night', 'minStay');
  } else if (minStay > MAX_MINIMUM_STAY) {
    errors.add(RateErrorCode.MinimumStayInvalid, `Minimum stay can be at most ${MAX_MINIMUM_STAY} nights`, 'minStay');
  }

  errors.throwIfAny();
  return { id, scope: scope!, name, startsOn: startsOn!, endsOn: endsOn!, rentPaise: rentPaise!, minStay };
}
