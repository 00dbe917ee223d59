/**
 * The owner's rates (base and weekday rents, seasons) with their messages. The server refuses with
 * these, and the rate forms (`@server-pure/rate-rules`) say them as the owner types; the server
 * alone decides GST, overlaps and rooms.
 */
import { rupeesToPaise } from './money';

export const RATE_LIMITS = {
  /** The highest rent a rule takes, as a room's rent. */
  maxRentRupees: 10_00_000,
  seasonNameMaxLength: 60,
  maxSeasonNights: 366,
  maxMinimumStay: 30,
} as const;

export const RATE_MESSAGES = {
  rentRequired: 'Rent is required',
  rentInvalid: 'Rent must be a number',
  rentNegative: 'Rent cannot be negative',
  rentDecimals: 'Rent can have at most two decimals (paise)',
  rentTooHigh: 'Rent cannot exceed ₹10,00,000',
  seasonNameRequired: 'Season name is required',
  seasonNameTooLong: `Season name cannot exceed ${RATE_LIMITS.seasonNameMaxLength} characters`,
  seasonStartRequired: 'Choose the first night of the season',
  seasonEndRequired: 'Choose the last night of the season',
  seasonEndsBeforeStart: 'The season cannot end before it starts',
  seasonTooLong: `A season can be at most ${RATE_LIMITS.maxSeasonNights} nights`,
  minStayNotWhole: 'Minimum stay must be a whole number of nights',
  minStayTooShort: 'Minimum stay must be at least 1 night',
  minStayTooLong: `Minimum stay can be at most ${RATE_LIMITS.maxMinimumStay} nights`,
} as const;

/** What is wrong with a rent in rupees already read as a number, if anything. */
export function rateRentProblem(rupees: number): 'rentInvalid' | 'rentNegative' | 'rentDecimals' | 'rentTooHigh' | undefined {
  if (!Number.isFinite(rupees)) return 'rentInvalid';
  if (rupees < 0) return 'rentNegative';
  const paise = rupeesToPaise(rupees);
  if (paise === undefined) return 'rentDecimals';
  return paise > RATE_LIMITS.maxRentRupees * 100 ? 'rentTooHigh' : undefined;
}

/** What is wrong with a season's name (trimmed, spaces collapsed), if anything. */
export function seasonNameProblem(name: string): 'seasonNameRequired' | 'seasonNameTooLong' | undefined {
  if (name === '') return 'seasonNameRequired';
  return name.length > RATE_LIMITS.seasonNameMaxLength ? 'seasonNameTooLong' : undefined;
}

/** What is wrong with a minimum stay in nights, if anything. */
export function minimumStayProblem(nights: number): 'minStayNotWhole' | 'minStayTooShort' | 'minStayTooLong' | undefined {
  if (!Number.isInteger(nights)) return 'minStayNotWhole';
  if (nights < 1) return 'minStayTooShort';
  return nights > RATE_LIMITS.maxMinimumStay ? 'minStayTooLong' : undefined;
}
