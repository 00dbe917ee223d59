import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../../graphql/user-error';
import { paiseToRupees } from '../../shared/money';
import { PaymentMethod } from '../billing';
import { DayCloseView } from './day-close.service';
import { DayCloseStay } from './day-close-summary';

export const DayCloseStateName = { OPEN: 'open', RUNNING: 'running', CLOSED: 'closed' } as const;
export type DayCloseStateName = (typeof DayCloseStateName)[keyof typeof DayCloseStateName];
registerEnumType(DayCloseStateName, {
  name: 'DayCloseStateName',
  description: 'OPEN: not closed (the answer is a preview); RUNNING: a close is under way; CLOSED: locked.',
});

@ObjectType({ description: 'A stay the day close names (rupees).' })
class DayCloseStayRow {
  @Field(() => ID) bookingId: string;
  @Field() bookCode: string;
  @Field() guestName: string;
  @Field() rooms: string;
  @Field() checkIn: string;
  @Field() checkOut: string;
  @Field(() => Float) balanceDue: number;
}

@ObjectType({ description: 'A room night posted to a stay’s folio.' })
class DayCloseNightRow {
  @Field(() => ID) bookingId: string;
  @Field() bookCode: string;
  @Field() roomName: string;
  @Field(() => Float) amount: number;
}

@ObjectType({ description: 'A cash shift still open at the close.' })
class DayCloseShiftRow {
  @Field(() => ID) id: string;
  @Field() openedBy: string;
  @Field() openedAt: string;
  @Field(() => Float) float: number;
}

@ObjectType({ description: 'Money of the day received one way (rupees).' })
class DayCloseMoneyRow {
  @Field(() => PaymentMethod) method: PaymentMethod;
  @Field(() => Float) amount: number;
}

@ObjectType({ description: 'The day report: occupancy, ADR, RevPAR, room and banquet revenue, money by method, GST (rupees).' })
class DayReportResult {
  @Field(() => Int) roomNightsAvailable: number;
  @Field(() => Int) roomNightsSold: number;
  @Field(() => Float) occupancyPercent: number;
  @Field(() => Float) roomRevenue: number;
  @Field(() => Float) adr: number;
  @Field(() => Float) revpar: number;
  @Field(() => Int, { description: 'Confirmed or completed banquet events of the day.' }) banquetEvents: number;
  @Field(() => Float, { description: 'Their totals.' }) banquetRevenue: number;
  @Field(() => Float, { description: 'Extras posted to stays that day (restaurant, laundry…), with GST, reversals netted out.' })
  extrasRevenue: number;
  @Field(() => [DayCloseMoneyRow]) moneyReceived: DayCloseMoneyRow[];
  @Field(() => Float) moneyReceivedTotal: number;
  @Field(() => Float) refunds: number;
  @Field(() => Float, { description: 'Taxable value of the tax documents issued that day (net of credit notes).' })
  gstTaxable: number;
  @Field(() => Float) cgst: number;
  @Field(() => Float) sgst: number;
}

@ObjectType({ description: 'A day’s close (night audit): what it did, or before it, what it would do (admin).' })
export class DayCloseResult {
  @Field({ description: 'The hotel day, YYYY-MM-DD.' }) date: string;
  @Field(() => DayCloseStateName) state: DayCloseStateName;
  @Field(() => Date, { nullable: true }) closedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Who closed it, or "system" at DAY_CLOSE_AT.' }) closedBy: string | null;
  @Field(() => [DayCloseStayRow], {
    description: 'Pay-at-hotel stays marked no-show by the policy (would be, before the close).',
  })
  noShows: DayCloseStayRow[];
  @Field(() => [DayCloseStayRow], { description: 'Due out on or before the day and still checked in.' })
  overstays: DayCloseStayRow[];
  @Field(() => [DayCloseStayRow], { description: 'Due by the day and never checked in (not marked no-show).' })
  arrivalsNotCheckedIn: DayCloseStayRow[];
  @Field(() => [DayCloseNightRow], { description: 'In-house nights posted to their folios (would be, before the close).' })
  nightsPosted: DayCloseNightRow[];
  @Field(() => [DayCloseStayRow]) unpaid: DayCloseStayRow[];
  @Field(() => [DayCloseShiftRow]) openShifts: DayCloseShiftRow[];
  @Field(() => Float, { description: 'Desk money of the day taken outside any shift (UPI, card, bank transfer).' })
  outsideShifts: number;
  @Field(() => DayReportResult) report: DayReportResult;
  @Field({ description: 'The day report as a PDF (admin).' }) pdfUrl: string;
  @Field({ description: 'The day report as CSV (admin).' }) csvUrl: string;
}

@ObjectType({ description: 'Answer of closeDay.' })
export class DayClosePayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => DayCloseResult, { nullable: true }) dayClose?: DayCloseResult;
}

const rupees = paiseToRupees;
const stay = (row: DayCloseStay): DayCloseStayRow => ({ ...row, balanceDue: rupees(row.balanceDuePaise) });

export function presentDayClose(view: DayCloseView): DayCloseResult {
  const { summary } = view;
  const { report } = summary;
  return {
    date: view.date,
    state: view.state,
    closedAt: view.closedAt,
    closedBy: view.closedBy,
    noShows: summary.noShows.map(stay),
    overstays: summary.overstays.map(stay),
    arrivalsNotCheckedIn: summary.arrivalsNotCheckedIn.map(stay),
    nightsPosted: summary.nightsPosted.map((night) => ({ ...night, amount: rupees(night.amountPaise) })),
    unpaid: summary.unpaid.map(stay),
    openShifts: summary.openShifts.map((shift) => ({ ...shift, float: rupees(shift.floatPaise) })),
    outsideShifts: rupees(summary.outsideShiftsPaise),
    report: {
      roomNightsAvailable: report.roomNightsAvailable,
      roomNightsSold: report.roomNightsSold,
      occupancyPercent: report.occupancyPercent,
      roomRevenue: rupees(report.roomRevenuePaise),
      adr: rupees(report.adrPaise),
      revpar: rupees(report.revparPaise),
      banquetEvents: report.banquetEvents,
      banquetRevenue: rupees(report.banquetRevenuePaise),
      // A day closed before extras existed kept no figure for them.
      extrasRevenue: rupees(report.extrasRevenuePaise ?? 0),
      moneyReceived: report.moneyReceived.map((row) => ({ method: row.method as PaymentMethod, amount: rupees(row.paise) })),
      moneyReceivedTotal: rupees(report.moneyReceivedTotalPaise),
      refunds: rupees(report.refundsPaise),
      gstTaxable: rupees(report.gstTaxablePaise),
      cgst: rupees(report.cgstPaise),
      sgst: rupees(report.sgstPaise),
    },
    pdfUrl: `/api/admin/day-close/${view.date}.pdf`,
    csvUrl: `/api/admin/day-close/${view.date}.csv`,
  };
}
