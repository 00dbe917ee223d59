import { DomainError } from './domain-error';

/** The hotel's calendar runs on Indian Standard Time, whatever the server's own zone is. */
export const HOTEL_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Accepts YYYY-MM-DD, or a full ISO timestamp from older clients (read as a date in the hotel's zone). */
export function toCalendarDate(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isCalendarDate(value)) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return calendarDateAt(instant);
  }
  return undefined;
}

const hotelDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOTEL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in the hotel's zone at an instant. */
export function calendarDateAt(instant: Date): string {
  return hotelDateFormat.format(instant);
}

export function todayInHotel(now: Date = new Date()): string {
  return calendarDateAt(now);
}

/** Whole days from `from` to `to` (both calendar dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

function utcMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export const MAX_NIGHTS = 30;
export const BOOKING_HORIZON_DAYS = 365;

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/**
 * Checks a requested stay [checkIn, checkOut) with the spec's messages. `allowPast` is for
 * reading (an admin looking at last month), never for booking.
 */
export function parseStay(rawCheckIn: unknown, rawCheckOut: unknown, options: { now?: Date; allowPast?: boolean } = {}): Stay {
  const checkIn = toCalendarDate(rawCheckIn);
  const checkOut = toCalendarDate(rawCheckOut);
  if (!checkIn) {
    const missing = rawCheckIn === undefined || rawCheckIn === null || rawCheckIn === '';
    throw new DomainError(
      missing ? 'CHECK_IN_REQUIRED' : 'CHECK_IN_INVALID',
      missing ? 'Check In is Required' : 'Check In must be a date (YYYY-MM-DD)',
      'checkIn',
    );
  }
  if (!checkOut) {
    const missing = rawCheckOut === undefined || rawCheckOut === null || rawCheckOut === '';
    throw new DomainError(
      missing ? 'CHECK_OUT_REQUIRED' : 'CHECK_OUT_INVALID',
      missing ? 'Check Out is Required' : 'Check Out must be a date (YYYY-MM-DD)',
      'checkOut',
    );
  }
  if (daysBetween(checkIn, checkOut) < 1) {
    throw new DomainError('CHECK_OUT_NOT_AFTER_CHECK_IN', 'Check Out must be after Check In', 'checkOut');
  }
  if (!options.allowPast) {
    const today = todayInHotel(options.now);
    if (checkIn < today) {
      throw new DomainError('CHECK_IN_IN_PAST', 'Check In cannot be in the past', 'checkIn');
    }
    if (daysBetween(today, checkIn) > BOOKING_HORIZON_DAYS) {
      throw new DomainError('CHECK_IN_TOO_FAR', 'Bookings open 365 days ahead', 'checkIn');
    }
  }
  if (daysBetween(checkIn, checkOut) > MAX_NIGHTS) {
    throw new DomainError('STAY_TOO_LONG', `A stay can be at most ${MAX_NIGHTS} nights`, 'checkOut');
  }
  return { checkIn, checkOut };
}
