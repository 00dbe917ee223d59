import { HOTEL_TIME_ZONE } from '../../shared/dates';

/** What a cell can show; an empty cell for null and undefined. */
export type CsvValue = string | number | boolean | Date | null | undefined;

const istDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOTEL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the hotel's clock read it: "2026-11-21 10:00:00 IST", whatever the server's zone. */
export function csvDateTime(instant: Date): string {
  const parts = istDateTime.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} IST`;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: quoted when needed, and never read as a formula by a spreadsheet (a plain number,
 * even a negative one, stays a number). Times are written in IST.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? csvDateTime(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends; a BOM so Excel reads ₹ right. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
