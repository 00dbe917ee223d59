import type { CalendarBlock, CalendarChannelStay, CalendarEntry } from '../api/use-calendar';
import { addDays } from '@server-pure/calendar-dates';

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

interface Span {
  span: number;
  /** The bar began before the first day shown. */
  continues: boolean;
  /** The bar goes on after the last day shown. */
  continuesAfter: boolean;
}

export type CalendarCell =
  | { kind: 'free'; date: string }
  | ({ kind: 'taken'; date: string; entry: CalendarEntry } & Span)
  | ({ kind: 'blocked'; date: string; block: CalendarBlock } & Span)
  | ({ kind: 'channel'; date: string; stay: CalendarChannelStay } & Span);

type Bar =
  | { kind: 'taken'; entry: CalendarEntry }
  | { kind: 'blocked'; block: CalendarBlock }
  | { kind: 'channel'; stay: CalendarChannelStay };

const nightsOf = (bar: Bar): [string, string] =>
  bar.kind === 'taken'
    ? [bar.entry.checkIn, bar.entry.checkOut]
    : bar.kind === 'blocked'
      ? [bar.block.startsOn, bar.block.endsOn]
      : [bar.stay.checkIn, bar.stay.checkOut];

/**
 * One room's row: free nights one cell each, a stay, a block or an OTA's stay as one cell spanning
 * its nights inside the window. Nights are [from, to); an overlap (which the database forbids) keeps the first.
 */
export function roomRow(
  dates: string[],
  entries: CalendarEntry[],
  blocks: CalendarBlock[] = [],
  channelStays: CalendarChannelStay[] = [],
): CalendarCell[] {
  const bars: Bar[] = [
    ...entries.map((entry): Bar => ({ kind: 'taken', entry })),
    ...blocks.map((block): Bar => ({ kind: 'blocked', block })),
    ...channelStays.map((stay): Bar => ({ kind: 'channel', stay })),
  ].sort((a, b) => nightsOf(a)[0].localeCompare(nightsOf(b)[0]));
  const cells: CalendarCell[] = [];
  let index = 0;
  while (index < dates.length) {
    const date = dates[index];
    const bar = bars.find((candidate) => nightsOf(candidate)[0] <= date && date < nightsOf(candidate)[1]);
    if (!bar) {
      cells.push({ kind: 'free', date });
      index += 1;
      continue;
    }
    const [from, to] = nightsOf(bar);
    let span = 1;
    while (index + span < dates.length && dates[index + span] < to) span += 1;
    const shape = {
      date,
      span,
      continues: from < date,
      continuesAfter: index + span === dates.length && dates[dates.length - 1] < addDays(to, -1),
    };
    cells.push(
      bar.kind === 'taken'
        ? { kind: 'taken', entry: bar.entry, ...shape }
        : bar.kind === 'blocked'
          ? { kind: 'blocked', block: bar.block, ...shape }
          : { kind: 'channel', stay: bar.stay, ...shape },
    );
    index += span;
  }
  return cells;
}

/** "24 Nov" for a YYYY-MM-DD date. */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
