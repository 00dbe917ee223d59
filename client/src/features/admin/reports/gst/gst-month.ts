import { todayInHotel } from '../../../../lib/format';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month before `today` (hotel dates): GSTR-1 is filed after the month ends, so that is the
 * month the accountant asks for.
 */
export function previousMonth(today: string = todayInHotel()): string {
  const [year, month] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return year && number ? monthFormat.format(new Date(Date.UTC(year, number - 1, 1))) : month;
}

/** The REST export of the same summary. */
export function gstSummaryCsvPath(month: string): string {
  return `/api/admin/gst-summary.csv?${new URLSearchParams({ month }).toString()}`;
}
