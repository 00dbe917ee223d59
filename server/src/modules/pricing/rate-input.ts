import { daysBetween, toCalendarDate } from '../../shared/dates';
import { ErrorCollector } from '../../shared/domain-error';
import { isBlank, isUuid, toNumber, trimmed } from '../../shared/input';
import { Paise, rupeesToPaise } from '../../shared/money';
import { minimumStayProblem, RATE_LIMITS, RATE_MESSAGES, rateRentProblem, seasonNameProblem } from '../../shared/pure/rate-rules';
import { ROOM_TYPE_LABELS, RoomType } from '../rooms';
import { RateErrorCode } from './pricing-errors';
import { RateScope, weekdayName } from './rate-words';

// The rules and words are one file that the rate forms import too.
const RATE_CODES = {
  rentInvalid: RateErrorCode.RentInvalid,
  rentNegative: RateErrorCode.RentNegative,
  rentDecimals: RateErrorCode.RentInvalid,
  rentTooHigh: RateErrorCode.RentInvalid,
  seasonNameRequired: RateErrorCode.SeasonNameRequired,
  seasonNameTooLong: RateErrorCode.SeasonNameTooLong,
  minStayNotWhole: RateErrorCode.MinimumStayInvalid,
  minStayTooShort: RateErrorCode.MinimumStayInvalid,
  minStayTooLong: RateErrorCode.MinimumStayInvalid,
} as const;

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
    errors.add(RateErrorCode.RentRequired, RATE_MESSAGES.rentRequired, field);
    return undefined;
  }
  const rupees = toNumber(value);
  const problem = rateRentProblem(rupees);
  if (problem) errors.add(RATE_CODES[problem], RATE_MESSAGES[problem], field);
  return problem ? undefined : rupeesToPaise(rupees);
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
  const nameProblem = seasonNameProblem(name);
  if (nameProblem) errors.add(RATE_CODES[nameProblem], RATE_MESSAGES[nameProblem], 'name');

  const startsOn = toCalendarDate(input.startsOn);
  const endsOn = toCalendarDate(input.endsOn);
  if (isBlank(input.startsOn)) errors.add(RateErrorCode.SeasonStartInvalid, RATE_MESSAGES.seasonStartRequired, 'startsOn');
  else if (!startsOn) errors.add(RateErrorCode.SeasonStartInvalid, 'The first night must be a date (YYYY-MM-DD)', 'startsOn');
  if (isBlank(input.endsOn)) errors.add(RateErrorCode.SeasonEndInvalid, RATE_MESSAGES.seasonEndRequired, 'endsOn');
  else if (!endsOn) errors.add(RateErrorCode.SeasonEndInvalid, 'The last night must be a date (YYYY-MM-DD)', 'endsOn');
  else if (startsOn && endsOn < startsOn) {
    errors.add(RateErrorCode.SeasonEndsBeforeStart, RATE_MESSAGES.seasonEndsBeforeStart, 'endsOn');
  } else if (startsOn && daysBetween(startsOn, endsOn) + 1 > RATE_LIMITS.maxSeasonNights) {
    errors.add(RateErrorCode.SeasonTooLong, RATE_MESSAGES.seasonTooLong, 'endsOn');
  }

  const rentPaise = readRent(input.rent, 'rent', errors);

  const minStay = isBlank(input.minStay) ? 1 : toNumber(input.minStay);
  const minStayProblem = minimumStayProblem(minStay);
  if (minStayProblem) errors.add(RATE_CODES[minStayProblem], RATE_MESSAGES[minStayProblem], 'minStay');

  errors.throwIfAny();
  return { id, scope: scope!, name, startsOn: startsOn!, endsOn: endsOn!, rentPaise: rentPaise!, minStay };
}
