import { useSearchParams } from 'react-router-dom';
import { todayInHotel } from '../../../lib/format';

/** A report's rows: one per night or one per month. */
export type ReportGrouping = 'day' | 'month';

export interface ReportRange {
  /** YYYY-MM-DD, the first night. */
  from: string;
  /** YYYY-MM-DD, the last night (included). */
  to: string;
  by: ReportGrouping;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** This month in the hotel's calendar: its first and last day. */
export function thisMonth(today: string = todayInHotel()): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * The range lives in the address (?from=&to=&by=), so a report can be reloaded or shared; without
 * it, this month by day. The server checks the dates and says what is wrong.
 */
export function useReportRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const month = thisMonth();
  const date = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : month[key];
  };
  const range: ReportRange = { from: date('from'), to: date('to'), by: params.get('by') === 'month' ? 'month' : 'day' };
  const apply = (next: ReportRange) => setParams(new URLSearchParams({ from: next.from, to: next.to, by: next.by }));
  return [range, apply];
}

/** The REST export of the same report (CSV, dates in IST). */
export function reportCsvPath(range: ReportRange): string {
  return `/api/admin/reports.csv?${new URLSearchParams({ from: range.from, to: range.to, by: range.by }).toString()}`;
}
