import { Field, Float, Int, ObjectType } from 'type-graphql';
import { paiseToRupees } from '../../shared/money';
import { PaymentMethod } from '../billing';
import { BookingChannel } from '../bookings';
import { adrPaise, HotelReport, moneyReceivedPaise, occupancyPercent, ReportFigures, revparPaise } from './report-figures';

@ObjectType({ description: 'Money received one way, net of reversing entries (rupees).' })
class MoneyByMethod {
  @Field(() => PaymentMethod) method: PaymentMethod;
  @Field(() => Float) amount: number;
}

@ObjectType({ description: 'The figures of one period: a day, a month, or the whole range. Money in rupees.' })
export class ReportRow {
  @Field({ description: 'YYYY-MM-DD for a day, YYYY-MM for a month, "from/to" for the totals.' })
  period: string;

  @Field(() => Int, { description: 'Rooms for sale each night, added up: not deleted, open for booking, not blocked.' })
  roomNightsAvailable: number;

  @Field(() => Int, { description: 'Nights of confirmed, checked-in and checked-out stays, and the first night of no-shows.' })
  roomNightsSold: number;

  @Field(() => Float, { description: 'Nights sold out of nights available, in percent (two decimals).' })
  occupancyPercent: number;

  @Field(() => Float, { description: 'What the nights sold cost the guests (each stay’s amount spread over its nights).' })
  roomRevenue: number;

  @Field(() => Float, { description: 'Average daily rate: room revenue per night sold.' })
  adr: number;

  @Field(() => Float, { description: 'Room revenue per night available.' })
  revpar: number;

  @Field(() => Int, { description: 'Banquet events held in the period (confirmed or settled, on their date).' })
  banquetEvents: number;

  @Field(() => Float, { description: 'What those events cost their families, GST included like room revenue.' })
  banquetRevenue: number;

  @Field(() => Float, { description: 'Room revenue and banquet revenue together.' })
  totalRevenue: number;

  @Field(() => [MoneyByMethod], { description: 'Money received in the period (paid on those IST days), by method.' })
  moneyReceived: MoneyByMethod[];

  @Field(() => Float, { description: 'All the money received in the period.' })
  moneyReceivedTotal: number;

  @Field(() => Float, { description: 'Money sent back to guests in the period.' })
  refunds: number;

  @Field(() => Float, { description: 'Money received less refunds.' })
  netReceived: number;
}

@ObjectType({
  description: 'What one channel sold in the range: its room nights, their revenue and the OTA’s commission. Money in rupees.',
})
export class ChannelRevenueRow {
  @Field(() => BookingChannel) channel: BookingChannel;
  @Field(() => Int, { description: 'Nights of its bookings sold in the range.' }) roomNightsSold: number;
  @Field(() => Float, { description: 'Their revenue, as roomRevenue counts it (GST included).' }) roomRevenue: number;
  @Field(() => Float, {
    description:
      'The OTA’s commission on those nights: its percentage of their rent before GST (0 for the hotel’s own channels).',
  })
  commission: number;
  @Field(() => Float, { description: 'Room revenue less commission.' }) netRevenue: number;
  @Field(() => Int, {
    description:
      'Nights in the range taken by this OTA’s stays that the desk has not made bookings yet (their price is not known).',
  })
  staysNotBookedNights: number;
}

@ObjectType({
  description: 'Occupancy, ADR, RevPAR, room and banquet revenue and money received, per day and per month (admin).',
})
export class HotelReportResult {
  @Field({ description: 'The first night, YYYY-MM-DD.' }) from: string;
  @Field({ description: 'The last night, YYYY-MM-DD (included).' }) to: string;
  @Field(() => [ReportRow]) days: ReportRow[];
  @Field(() => [ReportRow]) months: ReportRow[];
  @Field(() => ReportRow) totals: ReportRow;
  @Field(() => [ChannelRevenueRow], {
    description:
      'The whole range by channel (website, walk-in, phone, each OTA); channels with nothing in the range are left out.',
  })
  byChannel: ChannelRevenueRow[];
}

export function presentReport(report: HotelReport): HotelReportResult {
  return {
    from: report.from,
    to: report.to,
    days: report.days.map(presentRow),
    months: report.months.map(presentRow),
    totals: presentRow(report.totals),
    byChannel: report.channels.map((figures) => ({
      channel: figures.channel,
      roomNightsSold: figures.roomNightsSold,
      roomRevenue: paiseToRupees(figures.roomRevenuePaise),
      commission: paiseToRupees(figures.commissionPaise),
      netRevenue: paiseToRupees(figures.roomRevenuePaise - figures.commissionPaise),
      staysNotBookedNights: figures.staysNotBookedNights,
    })),
  };
}

function presentRow(figures: ReportFigures): ReportRow {
  const received = moneyReceivedPaise(figures);
  return {
    period: figures.period,
    roomNightsAvailable: figures.roomNightsAvailable,
    roomNightsSold: figures.roomNightsSold,
    occupancyPercent: occupancyPercent(figures),
    roomRevenue: paiseToRupees(figures.roomRevenuePaise),
    adr: paiseToRupees(adrPaise(figures)),
    revpar: paiseToRupees(revparPaise(figures)),
    banquetEvents: figures.banquetEvents,
    banquetRevenue: paiseToRupees(figures.banquetRevenuePaise),
    totalRevenue: paiseToRupees(figures.roomRevenuePaise + figures.banquetRevenuePaise),
    moneyReceived: figures.moneyReceived.map((entry) => ({ method: entry.method, amount: paiseToRupees(entry.paise) })),
    moneyReceivedTotal: paiseToRupees(received),
    refunds: paiseToRupees(figures.refundsPaise),
    netReceived: paiseToRupees(received - figures.refundsPaise),
  };
}
