import { minimumStayProblem, RATE_LIMITS, RATE_MESSAGES, rateRentProblem, seasonNameProblem } from '@server-pure/rate-rules';
import { RoomType } from '../../../graphql/generated';

/**
 * The rate forms' rules, free of React: the server's own rules and words (@server-pure/rate-rules)
 * on what is typed, so a mistake is shown before a round trip; the server checks everything again
 * (and alone decides GST, overlaps and rooms).
 */

export const MAX_SEASON_NAME = RATE_LIMITS.seasonNameMaxLength;
export const MAX_MINIMUM_STAY = RATE_LIMITS.maxMinimumStay;

/** A rent as typed: digits, at most two decimals. */
export const RENT_PATTERN = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;
const NUMBER_TYPED = /^-?\s*(\d+\.?\d*|\.\d+)$/;

export function rentProblem(text: string): string | undefined {
  const rent = text.trim();
  if (rent === '') return RATE_MESSAGES.rentRequired;
  // Digits as typed only: "1e3" and "abc" are not a rent.
  const problem = NUMBER_TYPED.test(rent) ? rateRentProblem(Number(rent.replace(/\s/g, ''))) : 'rentInvalid';
  return problem && RATE_MESSAGES[problem];
}

/** Where a rate applies, as a select's value: "type:DELUXE" or "room:<id>". */
export type ScopeKey = string;

export function scopeKey(scope: { roomType: RoomType | null; roomId: string | null }): ScopeKey {
  return scope.roomId ? `room:${scope.roomId}` : `type:${scope.roomType}`;
}

export function scopeInput(key: ScopeKey): { roomType?: RoomType; roomId?: string } {
  if (key.startsWith('room:')) return { roomId: key.slice(5) };
  if (key.startsWith('type:')) return { roomType: key.slice(5) as RoomType };
  return {};
}

export interface SeasonFields {
  scope: ScopeKey;
  name: string;
  startsOn: string;
  endsOn: string;
  rent: string;
  minStay: string;
}
export type SeasonField = keyof SeasonFields;
export type SeasonErrors = Partial<Record<SeasonField, string>>;

export const EMPTY_SEASON: SeasonFields = { scope: '', name: '', startsOn: '', endsOn: '', rent: '', minStay: '1' };

/** Every field's first problem, all at once (an empty object when the season looks right). */
export function seasonProblems(fields: SeasonFields): SeasonErrors {
  const errors: SeasonErrors = {};
  if (fields.scope === '') errors.scope = 'Choose a room type or one room';
  const nameProblem = seasonNameProblem(fields.name.trim());
  if (nameProblem) errors.name = RATE_MESSAGES[nameProblem];
  if (fields.startsOn === '') errors.startsOn = RATE_MESSAGES.seasonStartRequired;
  if (fields.endsOn === '') errors.endsOn = RATE_MESSAGES.seasonEndRequired;
  else if (fields.startsOn !== '' && fields.endsOn < fields.startsOn) errors.endsOn = RATE_MESSAGES.seasonEndsBeforeStart;
  const rent = rentProblem(fields.rent);
  if (rent) errors.rent = rent;
  const minStay = fields.minStay.trim();
  const minStayProblem = /^-?\d+$/.test(minStay) ? minimumStayProblem(Number(minStay)) : 'minStayNotWhole';
  if (minStayProblem) errors.minStay = RATE_MESSAGES[minStayProblem];
  return errors;
}

/** The server names a season's scope by its two inputs; the form has one field for both. */
export function seasonFieldOf(serverField: string | null): SeasonField | undefined {
  if (serverField === 'roomType' || serverField === 'roomId') return 'scope';
  const fields: SeasonField[] = ['name', 'startsOn', 'endsOn', 'rent', 'minStay'];
  return fields.find((field) => field === serverField);
}

/** The week as the owner reads it, Monday first; the server numbers days 0 (Sunday) to 6. */
export const WEEK = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
] as const;

/** Typed rents per weekday; a blank day costs the base rent. */
export type WeekdayFields = Record<number, string>;

/** Each filled day's problem; blank days are fine. */
export function weekdayProblems(fields: WeekdayFields): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const { weekday } of WEEK) {
    const text = fields[weekday]?.trim() ?? '';
    const problem = text === '' ? undefined : rentProblem(text);
    if (problem) errors[weekday] = problem;
  }
  return errors;
}

/** The filled days as setWeekdayRents takes them, Sunday first (its index numbers the server's fields). */
export function weekdayRentsInput(fields: WeekdayFields): { weekday: number; rent: number }[] {
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((weekday) => (fields[weekday]?.trim() ?? '') !== '')
    .map((weekday) => ({ weekday, rent: Number(fields[weekday].trim()) }));
}

/** "rents.2.rent" of the list sent → that entry's weekday. */
export function weekdayOfField(field: string | null, sent: { weekday: number }[]): number | undefined {
  const match = /^rents\.(\d+)\./.exec(field ?? '');
  return match ? sent[Number(match[1])]?.weekday : undefined;
}
