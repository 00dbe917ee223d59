import { DataSource } from 'typeorm';
import { daysBetween, HOTEL_TIME_ZONE, isCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { EventStatus } from '../banquet';
import { MONEY_ENTRY_STATUSES, PaymentMethod } from '../billing';
import { HotelReportErrorCode } from './report-errors';
import { reportCsv } from './report-csv';
import { HotelReport, MethodAmount, ReportFigures } from './report-figures';
import { channelRevenue } from './channel-revenue';
import { SOLD_NIGHTS, SOLD_NIGHTS_PARAMETERS } from './sold-nights-sql';

export type { HotelReport, MethodAmount, ReportFigures } from './report-figures';
export { adrPaise, moneyReceivedPaise, occupancyPercent, revparPaise } from './report-figures';

/** The longest range one report covers (a year and a bit, for a year-on-year glance). */
export const MAX_REPORT_DAYS = 400;

/**
 * Nights per day of [$1, $2] (both included), in one statement over generate_series: the nights
 * sold and their revenue (SOLD_NIGHTS, sold-nights-sql.ts), and the rooms available:
 *
 * - available: rooms for sale that night: not deleted by then, open for booking, and not blocked.
 *   Like out-of-order rooms in USALI, blocked rooms (repairs) are left out of the rooms available,
 *   so a block lowers the denominator, not the occupancy. A room sold that night counts as
 *   available whatever its flag says now (it was for sale when it was sold), so occupancy never
 *   passes 100%. Rooms keep no history of their flag: "open for booking" is today's.
 */
const NIGHTS_SQL = `
  WITH ${SOLD_NIGHTS},
  blocked AS (
    SELECT DISTINCT days.day, line.room_id
    FROM booking_line line
    JOIN days ON days.day >= line.check_in AND days.day < line.check_out
    WHERE line.room_block_id IS NOT NULL AND line.blocks_room
  ),
  for_sale AS (
    SELECT days.day, room.id AS room_id
    FROM days CROSS JOIN room
    WHERE room.is_available
      AND (room.deleted_at IS NULL OR (room.deleted_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date > days.day)
      AND NOT EXISTS (SELECT 1 FROM blocked WHERE blocked.day = days.day AND blocked.room_id = room.id)
    UNION
    SELECT day, room_id FROM sold
  )
  SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
    coalesce(available.nights, 0)::int AS available,
    coalesce(sold_nights.nights, 0)::int AS sold,
    coalesce(sold_nights.revenue_paise, 0)::bigint AS revenue_paise
  FROM days
  LEFT JOIN (SELECT day, count(*) AS nights FROM for_sale GROUP BY day) available ON available.day = days.day
  LEFT JOIN (SELECT day, count(DISTINCT room_id) AS nights, sum(revenue_paise) AS revenue_paise FROM sold GROUP BY day) sold_nights
    ON sold_nights.day = days.day
  ORDER BY days.day`;

/** Midnight starting a hotel day, as an instant. */
const hotelMidnight = (date: string) => `(${date}::timestamp AT TIME ZONE '${HOTEL_TIME_ZONE}')`;

/**
 * Money per hotel day (IST) of [$1, $2]: ledger entries that carry money, by when they were paid
 * (reversing entries, negative, on the day they were made), per method; and refunds recorded
 * that day (not failed), as their own figure.
 */
const MONEY_SQL = `
  SELECT to_char((coalesce(p.paid_at, p.created_at) AT TIME ZONE '${HOTEL_TIME_ZONE}')::date, 'YYYY-MM-DD') AS day,
    coalesce(p.method, '${PaymentMethod.ONLINE}') AS method, sum(p.amount_paise)::bigint AS paise
  FROM payment p
  WHERE p.status = ANY($3::text[])
    AND coalesce(p.paid_at, p.created_at) >= ${hotelMidnight('$1::date')}
    AND coalesce(p.paid_at, p.created_at) < ${hotelMidnight('($2::date + 1)')}
  GROUP BY 1, 2
  UNION ALL
  SELECT to_char((r.created_at AT TIME ZONE '${HOTEL_TIME_ZONE}')::date, 'YYYY-MM-DD'), NULL, sum(r.amount_paise)::bigint
  FROM refund r
  WHERE r.status <> 'failed'
    AND r.created_at >= ${hotelMidnight('$1::date')} AND r.created_at < ${hotelMidnight('($2::date + 1)')}
  GROUP BY 1`;

/**
 * Banquet events per day of [$1, $2]: those held that day (confirmed, or settled after it), at
 * their total with GST, as room revenue counts the nights. A cancelled event's kept money is in
 * the money received, not here.
 */
const BANQUET_SQL = `
  SELECT to_char(e.event_date, 'YYYY-MM-DD') AS day, count(*)::int AS events, sum(e.total_paise)::bigint AS revenue_paise
  FROM banquet_event e
  WHERE e.event_date BETWEEN $1::date AND $2::date AND e.status = ANY($3::text[])
  GROUP BY e.event_date`;

/** Events that were held (or are still to be held) on their date. */
const HELD_EVENT_STATUSES: readonly EventStatus[] = [EventStatus.CONFIRMED, EventStatus.COMPLETED];

interface BanquetRow {
  day: string;
  events: number;
  revenue_paise: string | number;
}

interface NightsRow {
  day: string;
  available: number;
  sold: number;
  revenue_paise: string | number;
}

interface MoneyRow {
  day: string;
  /** Null on a refunds row. */
  method: PaymentMethod | null;
  paise: string | number;
}

const METHOD_ORDER: readonly PaymentMethod[] = Object.values(PaymentMethod);

/** Occupancy, ADR, RevPAR, room and banquet revenue and money received for the owner, per day and month. */
export class HotelReportsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The nights [from, to] (both included), per day, per month and in all. */
  async report(fromInput: unknown, toInput: unknown): Promise<HotelReport> {
    const { from, to } = checkRange(fromInput, toInput);
    const [nights, money, banquet, channels] = await Promise.all([
      this.dataSource.query<NightsRow[]>(NIGHTS_SQL, [from, to, ...SOLD_NIGHTS_PARAMETERS]),
      this.dataSource.query<MoneyRow[]>(MONEY_SQL, [from, to, MONEY_ENTRY_STATUSES]),
      this.dataSource.query<BanquetRow[]>(BANQUET_SQL, [from, to, HELD_EVENT_STATUSES]),
      channelRevenue(this.dataSource, from, to),
    ]);
    const eventsOn = new Map(banquet.map((row) => [row.day, row]));
    const days = nights.map((row) => ({
      period: row.day,
      roomNightsAvailable: Number(row.available),
      roomNightsSold: Number(row.sold),
      roomRevenuePaise: Number(row.revenue_paise),
      banquetEvents: Number(eventsOn.get(row.day)?.events ?? 0),
      banquetRevenuePaise: Number(eventsOn.get(row.day)?.revenue_paise ?? 0),
      ...moneyOfDay(money.filter((entry) => entry.day === row.day)),
    }));
    const months = [...new Set(days.map((day) => day.period.slice(0, 7)))].map((month) =>
      sumFigures(
        month,
        days.filter((day) => day.period.startsWith(month)),
      ),
    );
    return { from, to, days, months, totals: sumFigures(`${from}/${to}`, days), channels };
  }

  /** The report as CSV, a row per day or per month (`by`), and the file's name. */
  async csv(fromInput: unknown, toInput: unknown, byInput: unknown = 'day'): Promise<{ fileName: string; csv: string }> {
    const by = byInput === undefined || byInput === '' ? 'day' : byInput;
    if (by !== 'day' && by !== 'month') {
      throw new DomainError(HotelReportErrorCode.GroupingInvalid, 'Group the report by day or by month', 'by');
    }
    const report = await this.report(fromInput, toInput);
    return { fileName: `report-${report.from}-to-${report.to}-by-${by}.csv`, csv: reportCsv(report, by) };
  }
}

function checkRange(fromInput: unknown, toInput: unknown): { from: string; to: string } {
  if (!isCalendarDate(fromInput)) {
    throw new DomainError(HotelReportErrorCode.FromInvalid, 'The first day must be a date (YYYY-MM-DD)', 'from');
  }
  if (!isCalendarDate(toInput)) {
    throw new DomainError(HotelReportErrorCode.ToInvalid, 'The last day must be a date (YYYY-MM-DD)', 'to');
  }
  const days = daysBetween(fromInput, toInput) + 1;
  if (days < 1) throw new DomainError(HotelReportErrorCode.RangeInvalid, 'The last day cannot be before the first day', 'to');
  if (days > MAX_REPORT_DAYS) {
    throw new DomainError(HotelReportErrorCode.RangeInvalid, `A report covers at most ${MAX_REPORT_DAYS} days`, 'to');
  }
  return { from: fromInput, to: toInput };
}

function moneyOfDay(rows: MoneyRow[]): Pick<ReportFigures, 'moneyReceived' | 'refundsPaise'> {
  const byMethod = rows.filter((row) => row.method !== null).map((row) => ({ method: row.method!, paise: Number(row.paise) }));
  const refundsPaise = rows.filter((row) => row.method === null).reduce((sum, row) => sum + Number(row.paise), 0);
  return { moneyReceived: sortByMethod(byMethod), refundsPaise };
}

function sumFigures(period: string, days: ReportFigures[]): ReportFigures {
  const byMethod = new Map<PaymentMethod, number>();
  for (const { method, paise } of days.flatMap((day) => day.moneyReceived)) {
    byMethod.set(method, (byMethod.get(method) ?? 0) + paise);
  }
  const sum = (pick: (day: ReportFigures) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    period,
    roomNightsAvailable: sum((day) => day.roomNightsAvailable),
    roomNightsSold: sum((day) => day.roomNightsSold),
    roomRevenuePaise: sum((day) => day.roomRevenuePaise),
    banquetEvents: sum((day) => day.banquetEvents),
    banquetRevenuePaise: sum((day) => day.banquetRevenuePaise),
    moneyReceived: sortByMethod([...byMethod].map(([method, paise]) => ({ method, paise }))),
    refundsPaise: sum((day) => day.refundsPaise),
  };
}

const sortByMethod = (entries: MethodAmount[]) =>
  entries.sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
