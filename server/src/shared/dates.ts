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

/** "Tue, 1 Dec 2026" for a YYYY-MM-DD calendar date, whatever the server's time zone. */
export function formatStayDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number);
  // The date is read and written in UTC, so no zone offset can move it to the day before.
  const parts = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

const hotelDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: HOTEL_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "9 Dec 2026, 3:00 PM" in the hotel's zone, whatever the server's. */
export function formatHotelDateTime(instant: Date): string {
  return hotelDateTimeFormat.format(instant).replace(/\b(am|pm)\b/g, (period) => period.toUpperCase());
}

export const StayErrorCode = {
  CheckInRequired: 'CHECK_IN_REQUIRED',
  CheckInInvalid: 'CHECK_IN_INVALID',
  CheckOutRequired: 'CHECK_OUT_REQUIRED',
  CheckOutInvalid: 'CHECK_OUT_INVALID',
  CheckOutNotAfterCheckIn: 'CHECK_OUT_NOT_AFTER_CHECK_IN',
  CheckInInPast: 'CHECK_IN_IN_PAST',
  CheckInTooFar: 'CHECK_IN_TOO_FAR',
  StayTooLong: 'STAY_TOO_LONG',
} as const;

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
      missing ? StayErrorCode.CheckInRequired : StayErrorCode.CheckInInvalid,
      missing ? 'Check In is Required' : 'Check In must be a date (YYYY-MM-DD)',
      'checkIn',
    );
  }
  if (!checkOut) {
    const missing = rawCheckOut === undefined || rawCheckOut === null || rawCheckOut === '';
    throw new DomainError(
      missing ? StayErrorCode.CheckOutRequired : StayErrorCode.CheckOutInvalid,
      missing ? 'Check Out is Required' : 'Check Out must be a date (YYYY-MM-DD)',
      'checkOut',
    );
  }
  if (daysBetween(checkIn, checkOut) < 1) {
    throw new DomainError(StayErrorCode.CheckOutNotAfterCheckIn, 'Check Out must be after Check In', 'checkOut');
  }
  if (!options.allowPast) {
    const today = todayInHotel(options.now);
    if (checkIn < today) {
      throw new DomainError(StayErrorCode.CheckInInPast, 'Check In cannot be in the past', 'checkIn');
    }
    if (daysBetween(today, checkIn) > BOOKING_HORIZON_DAYS) {
      throw new DomainError(StayErrorCode.CheckInTooFar, 'Bookings open 365 days ahead', 'checkIn');
    }
  }
  if (daysBetween(checkIn, checkOut) > MAX_NIGHTS) {
    throw new DomainError(StayErrorCode.StayTooLong, `A stay can be at most ${MAX_NIGHTS} nights`, 'checkOut');
  }
  return { checkIn, checkOut };
}
