/** Month arithmetic for the availability calendar, on YYYY-MM-DD strings (no time zones). */

export interface MonthDay {
  date: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12" from a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function daysOfMonth(month: string): MonthDay[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => {
    const date = `${month}-${pad(i + 1)}`;
    return { date, weekday: (new Date(Date.UTC(y, m - 1, i + 1)).getUTCDay() + 6) % 7 };
  });
}

// Made on first use and kept: the calendar names a month and every one of its days in one render.
let monthTitleFormat: Intl.DateTimeFormat | undefined;
let shortDayFormat: Intl.DateTimeFormat | undefined;

/** "December 2026". */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number);
  monthTitleFormat ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthTitleFormat.format(new Date(Date.UTC(y, m - 1, 1)));
}

/** What the server is asked for a month: from today (or the 1st) to the month's last day. */
export function monthRange(month: string, today: string): { from: string; to: string } | null {
  const days = daysOfMonth(month);
  const last = days[days.length - 1].date;
  if (last < today) return null;
  return { from: days[0].date < today ? today : days[0].date, to: last };
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** How many months ahead the calendar goes: the two years the hall takes enquiries for. */
export const MONTHS_AHEAD = 24;

/** Saturday or Sunday, by weekday (0 = Monday). */
export function isWeekend(weekday: number): boolean {
  return weekday >= 5;
}

/** A session that starts at 4 PM or later ("16:00", "19:00:00"): an evening function. */
export function isEveningSession(startsAt: string): boolean {
  return startsAt.slice(0, 5) >= '16:00';
}

/** "Sat 5 Dec": a day as the phone's list shows it. */
export function shortDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  shortDayFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const parts = shortDayFormat.formatToParts(new Date(Date.UTC(y, m - 1, d)));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}
