/**
 * Calendar dates (YYYY-MM-DD) in the hotel's zone, for the server and the browser alike (the
 * client imports this folder as `@server-pure/*`). A stay is the half-open range [checkIn,
 * checkOut): its nights are the days between. Dates are read and written in UTC, so no zone
 * offset, the server's or the browser's, can move one to the day before.
 */

/** The hotel's calendar runs on Indian Standard Time, whatever the server's or browser's own zone. */
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

let hotelDateFormat: Intl.DateTimeFormat | undefined;

/** The calendar date in the hotel's zone at an instant. */
export function calendarDateAt(instant: Date): string {
  hotelDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: HOTEL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return hotelDateFormat.format(instant);
}

/** Today's date in the hotel's zone. */
export function todayInHotel(now: Date = new Date()): string {
  return calendarDateAt(now);
}

function utcMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** Whole days from `from` to `to` (both calendar dates): a stay's nights. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

let stayDateFormat: Intl.DateTimeFormat | undefined;

/** "Tue, 1 Dec 2026" for a YYYY-MM-DD calendar date; anything else is answered as it is. */
export function formatStayDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number);
  if (!year || !month || !day) return calendarDate;
  stayDateFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const parts = stayDateFormat.formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

let hotelDateTimeFormat: Intl.DateTimeFormat | undefined;

/** "9 Dec 2026, 3:00 PM" in the hotel's zone, whatever the reader's. */
export function formatHotelDateTime(instant: Date | string): string {
  hotelDateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: HOTEL_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return hotelDateTimeFormat.format(new Date(instant)).replace(/\b(am|pm)\b/g, (period) => period.toUpperCase());
}
