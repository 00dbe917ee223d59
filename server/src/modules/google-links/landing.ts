import { addDays, isCalendarDate, parseStay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { MAX_NIGHTS, STAY_LIMIT_MESSAGES } from '../../shared/pure/stay-limits';
import { parseGuestCount } from '../availability';

/** The rooms page, which opens at the stay its address names (shared/pure/stay-search.ts). */
export const ROOMS_PAGE = '/check-rooms-and-rates';

/** Where a landing link sends the guest, and why a value of it was left out (the site's words). */
export interface Landing {
  location: string;
  problems: string[];
}

/**
 * Google's landing link, /book?checkIn=YYYY-MM-DD&nights=N&adults=N&rooms=N, as the rooms page's
 * own address (?checkIn=…&checkOut=…&adults=…&children=0&rooms=…), so the guest lands on that
 * stay and its prices. The stay is checked as a room search checks it (dates not in the past,
 * within the booking horizon, at most MAX_NIGHTS nights) and the party as the site counts it; a
 * value that fails is left out, so a bad link still opens the rooms page, never an error. Without
 * a stay that passes, the page opens with no dates.
 */
export function landingFor(query: Record<string, unknown>, now: Date): Landing {
  const problems: string[] = [];
  const checkIn = single(query.checkIn);
  const nights = wholeNumber(single(query.nights));
  let stay: { checkIn: string; checkOut: string } | undefined;
  if (!isCalendarDate(checkIn)) problems.push('Check In must be a date (YYYY-MM-DD)');
  else if (nights === undefined || nights < 1) problems.push('Check Out must be after Check In');
  else if (nights > MAX_NIGHTS) problems.push(STAY_LIMIT_MESSAGES.tooLong);
  else stay = attempt(() => parseStay(checkIn, addDays(checkIn, nights), { now }), problems);
  if (!stay) return { location: ROOMS_PAGE, problems };

  const params = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  const adults = attempt(() => parseGuestCount(single(query.adults) ?? ''), problems);
  if (adults !== undefined && single(query.adults) !== undefined) params.set('adults', String(adults));
  params.set('children', '0');
  const rooms = wholeNumber(single(query.rooms));
  if (rooms !== undefined && rooms >= 1 && rooms <= (adults ?? 1)) params.set('rooms', String(rooms));
  else if (query.rooms !== undefined) problems.push('Rooms must be a whole number from 1, at most one per adult');
  return { location: `${ROOMS_PAGE}?${params.toString()}`, problems };
}

/** A query value given once (a repeated parameter counts as not given). */
function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

function wholeNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : undefined;
}

/** The answer of `check`, or undefined with its DomainError's words noted. */
function attempt<T>(check: () => T, problems: string[]): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    problems.push(error.message);
    return undefined;
  }
}
