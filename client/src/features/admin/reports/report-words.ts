import type { ReportGrouping } from './report-range';

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Thu, 3 Dec" for a day, "Dec 2026" for a month (hotel dates, read in UTC so nothing shifts). */
export function periodLabel(period: string, by: ReportGrouping): string {
  const [year, month, day] = period.split('-').map(Number);
  if (!year || !month) return period;
  return by === 'month'
    ? monthFormat.format(new Date(Date.UTC(year, month - 1, 1)))
    : dayFormat.format(new Date(Date.UTC(year, month - 1, day || 1)));
}

/** "66.7%": occupancy with at most one decimal. */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}
