import { PaymentMethod } from '../billing';
import type { ChannelFigures } from './channel-revenue';

/** Money received one way (cash, UPI…), net of reversing entries, in paise. */
export interface MethodAmount {
  method: PaymentMethod;
  paise: number;
}

/** One period of the report (a day, a month, or the whole range). Money in paise. */
export interface ReportFigures {
  /** YYYY-MM-DD for a day, YYYY-MM for a month, "from/to" for the totals. */
  period: string;
  roomNightsAvailable: number;
  roomNightsSold: number;
  roomRevenuePaise: number;
  /** Banquet events held in the period (confirmed or settled, on their date). */
  banquetEvents: number;
  /** What those events cost their families, GST included like room revenue. */
  banquetRevenuePaise: number;
  moneyReceived: MethodAmount[];
  /** Money sent back to guests (refunds recorded that day), not netted into moneyReceived. */
  refundsPaise: number;
}

export interface HotelReport {
  from: string;
  to: string;
  days: ReportFigures[];
  months: ReportFigures[];
  totals: ReportFigures;
  /** The whole range by channel: the hotel's own and the OTAs', with their commission. */
  channels: ChannelFigures[];
}

/** Occupancy in percent (two decimals); 0 when nothing was for sale. */
export function occupancyPercent(figures: ReportFigures): number {
  if (figures.roomNightsAvailable === 0) return 0;
  return Math.round((figures.roomNightsSold / figures.roomNightsAvailable) * 10_000) / 100;
}

/** Average daily rate: room revenue per night sold, in paise (to the paisa). */
export function adrPaise(figures: ReportFigures): number {
  return figures.roomNightsSold === 0 ? 0 : Math.round(figures.roomRevenuePaise / figures.roomNightsSold);
}

/** Revenue per available room night, in paise (to the paisa). */
export function revparPaise(figures: ReportFigures): number {
  return figures.roomNightsAvailable === 0 ? 0 : Math.round(figures.roomRevenuePaise / figures.roomNightsAvailable);
}

export function moneyReceivedPaise(figures: ReportFigures): number {
  return figures.moneyReceived.reduce((sum, entry) => sum + entry.paise, 0);
}
