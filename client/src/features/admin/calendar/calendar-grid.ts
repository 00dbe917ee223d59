import type { CalendarEntry } from '../api/use-calendar';

/** A month as YYYY-MM. */
export type Month = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is Month {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

function parts(month: Month): [number, number] {
  const [year, monthNumber] = month.split('-').map(Number);
  return [year, monthNumber];
}

const pad = (value: number) => String(value).padStart(2, '0');

export function shiftMonth(month: Month, delta: number): Month {
  const [year, monthNumber] = parts(month);
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** Every date of the month, YYYY-MM-DD. */
export function monthDates(month: Month): string[] {
  const [year, monthNumber] = parts(month);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => `${month}-${pad(index + 1)}`);
}

export function monthTitle(month: Month): string {
  const [year, monthNumber] = parts(month);
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** "Sat" and "21" for a column heading. */
export function dayLabel(date: string): { weekday: string; day: string; weekend: boolean } {
  const value = new Date(`${date}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' }).format(value);
  return { weekday, day: String(value.getUTCDate()), weekend: value.getUTCDay() === 0 || value.getUTCDay() === 6 };
}

export type CalendarCell =
  | { kind: 'free'; date: string }
  | { kind: 'taken'; date: string; entry: CalendarEntry; span: number; continues: boolean; continuesAfter: boolean };

/**
 * One room's row: free nights one cell each, a stay as one cell spanning its nights inside the
 * month. Nights are [checkIn, checkOut); an overlap (which the database forbids) keeps the first.
 */
export function roomRow(dates: string[], entries: CalendarEntry[]): CalendarCell[] {
  const sorted = [...entries].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const cells: CalendarCell[] = [];
  let index = 0;
  while (index < dates.length) {
    const date = dates[index];
    const entry = sorted.find((candidate) => candidate.checkIn <= date && date < candidate.checkOut);
    if (!entry) {
      cells.push({ kind: 'free', date });
      index += 1;
      continue;
    }
    let span = 1;
    while (index + span < dates.length && dates[index + span] < entry.checkOut) span += 1;
    cells.push({
      kind: 'taken',
      date,
      entry,
      span,
      continues: entry.checkIn < date,
      continuesAfter: index + span === dates.length && dates[dates.length - 1] < lastNight(entry),
    });
    index += span;
  }
  return cells;
}

function lastNight(entry: CalendarEntry): string {
  const checkOut = new Date(`${entry.checkOut}T00:00:00Z`);
  checkOut.setUTCDate(checkOut.getUTCDate() - 1);
  return checkOut.toISOString().slice(0, 10);
}
