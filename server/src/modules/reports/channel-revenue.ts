import { DataSource } from 'typeorm';
import { BookingChannel, ChannelStayStatus } from '../bookings';
import { SOLD_NIGHTS, SOLD_NIGHTS_PARAMETERS } from './sold-nights-sql';

/** What one channel sold in a report's range. Money in paise. */
export interface ChannelFigures {
  channel: BookingChannel;
  /** Nights of its bookings sold in the range, counted as the report counts room nights. */
  roomNightsSold: number;
  /** Their revenue, as room revenue counts it (GST included). */
  roomRevenuePaise: number;
  /** The OTA's commission on those nights: its percentage of their rent before GST (0 for the hotel's own channels). */
  commissionPaise: number;
  /** Nights the OTA's calendar took in the range that the desk has not made bookings yet (no price known). */
  staysNotBookedNights: number;
}

/**
 * Per channel, the nights sold in [$1, $2] and their revenue (as the report's room revenue
 * counts them), and the OTAs' commission: each night's revenue times its line's share before GST
 * (taxable / amount), times the booking's commission, summed and rounded once per channel.
 */
const CHANNEL_SQL = `
  WITH ${SOLD_NIGHTS}
  SELECT channel, count(*)::int AS nights, coalesce(sum(revenue_paise), 0)::bigint AS revenue_paise,
    round(coalesce(sum(
      CASE WHEN line_paise = 0 OR ota_commission_bp IS NULL THEN 0
           ELSE revenue_paise::numeric * line_taxable_paise / line_paise * ota_commission_bp / 10000 END
    ), 0))::bigint AS commission_paise
  FROM sold GROUP BY channel`;

/** The nights of [$1, $2] taken by OTA stays that are not bookings yet, per channel. */
const STAYS_NOT_BOOKED_SQL = `
  SELECT s.channel, count(*)::int AS nights
  FROM channel_stay s
  JOIN generate_series($1::date, $2::date, interval '1 day') AS day ON day >= s.check_in AND day < s.check_out
  WHERE s.status = $3
  GROUP BY s.channel`;

interface ChannelRow {
  channel: BookingChannel;
  nights: number;
  revenue_paise: string | number;
  commission_paise: string | number;
}

const CHANNEL_ORDER: readonly BookingChannel[] = Object.values(BookingChannel);

/** The range's nights, revenue and commission by channel, in the channels' order; channels with nothing are left out. */
export async function channelRevenue(dataSource: DataSource, from: string, to: string): Promise<ChannelFigures[]> {
  const [sold, notBooked] = await Promise.all([
    dataSource.query<ChannelRow[]>(CHANNEL_SQL, [from, to, ...SOLD_NIGHTS_PARAMETERS]),
    dataSource.query<Array<{ channel: BookingChannel; nights: number }>>(STAYS_NOT_BOOKED_SQL, [
      from,
      to,
      ChannelStayStatus.ACTIVE,
    ]),
  ]);
  const figures = new Map<BookingChannel, ChannelFigures>();
  const of = (channel: BookingChannel) =>
    figures.get(channel) ??
    figures
      .set(channel, { channel, roomNightsSold: 0, roomRevenuePaise: 0, commissionPaise: 0, staysNotBookedNights: 0 })
      .get(channel)!;
  for (const row of sold) {
    Object.assign(of(row.channel), {
      roomNightsSold: Number(row.nights),
      roomRevenuePaise: Number(row.revenue_paise),
      commissionPaise: Number(row.commission_paise),
    });
  }
  for (const row of notBooked) of(row.channel).staysNotBookedNights = Number(row.nights);
  return [...figures.values()].sort((a, b) => CHANNEL_ORDER.indexOf(a.channel) - CHANNEL_ORDER.indexOf(b.channel));
}
