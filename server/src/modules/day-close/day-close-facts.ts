import { DataSource, In } from 'typeorm';
import { BanquetEvent } from '../banquet';
import { CashShifts, folioChargesPostedOn, PaymentProviderName } from '../billing';
import { Booking, BookingMoneyService, BookingStatus } from '../bookings';
import { FrontDeskService } from '../front-desk';
import { adrPaise, GstSummaryService, HotelReportsService, moneyReceivedPaise, occupancyPercent, revparPaise } from '../reports';
import { DayCloseShift, DayCloseStay, DayReport } from './day-close-summary';

/** Events whose day's revenue is the hall's: confirmed, or held and completed. */
const EVENTS_SOLD = ['confirmed', 'completed'];

/**
 * What the day close reads about a day, from the modules that own each fact: the stays it flags
 * (bookings), the unpaid balances (the front desk's list), the open shifts (billing), and the
 * day report (the reports' figures and GST summary, the hall's events). Nothing here computes
 * money: balances come from the folios, revenue and GST from the reports.
 */
export class DayCloseFacts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookingMoney: BookingMoneyService,
    private readonly frontDesk: FrontDeskService,
    private readonly hotelReports: HotelReportsService,
    private readonly gstSummary: GstSummaryService,
    private readonly cashShifts: CashShifts,
  ) {}

  /** Guests due out on or before the date and still checked in. */
  async overstays(date: string): Promise<DayCloseStay[]> {
    return this.stays(await this.idsWhere(`status = '${BookingStatus.CHECKED_IN}' AND check_out <= $1::date`, date));
  }

  /** Confirmed stays that should have arrived by the date and were never checked in (less `except`). */
  async arrivalsNotCheckedIn(date: string, except: readonly string[] = []): Promise<DayCloseStay[]> {
    const ids = await this.idsWhere(`status = '${BookingStatus.CONFIRMED}' AND check_in <= $1::date`, date);
    return this.stays(ids.filter((id) => !except.includes(id)));
  }

  /** Every balance due on the day: the desk's arrivals, guests in house and departures that owe, and its other balances. */
  async unpaid(date: string): Promise<DayCloseStay[]> {
    const day = await this.frontDesk.day(date);
    const owing = [...day.arrivals, ...day.inHouse, ...day.departures, ...day.unpaid].filter((row) => row.balanceDuePaise > 0);
    return this.stays([...new Set(owing.map((row) => row.booking.id))]);
  }

  async openShifts(): Promise<DayCloseShift[]> {
    return (await this.cashShifts.openShifts()).map((shift) => ({
      id: shift.id,
      openedBy: shift.openedBy,
      openedAt: shift.openedAt.toISOString(),
      floatPaise: shift.floatPaise,
    }));
  }

  /** Desk money paid that day outside any shift. */
  async outsideShifts(date: string): Promise<number> {
    const [{ paise }] = await this.dataSource.query<{ paise: string }[]>(
      `SELECT coalesce(sum(amount_paise), 0)::bigint AS paise FROM payment
        WHERE provider = $1 AND shift_id IS NULL AND receipt_number IS NOT NULL
          AND (paid_at AT TIME ZONE 'Asia/Kolkata')::date = $2::date`,
      [PaymentProviderName.HOTEL, date],
    );
    return Number(paise);
  }

  /** Occupancy, ADR, RevPAR, room and banquet revenue, money by method and GST of the day. */
  async report(date: string): Promise<DayReport> {
    const [rooms, gst, events, extras] = await Promise.all([
      this.hotelReports.report(date, date),
      this.gstSummary.between(date, date, date),
      this.dataSource.getRepository(BanquetEvent).find({
        where: { eventDate: date, status: In(EVENTS_SOLD) as never },
        select: { id: true, totalPaise: true },
      }),
      folioChargesPostedOn(this.dataSource.manager, date),
    ]);
    const figures = rooms.totals;
    return {
      roomNightsAvailable: figures.roomNightsAvailable,
      roomNightsSold: figures.roomNightsSold,
      occupancyPercent: occupancyPercent(figures),
      roomRevenuePaise: figures.roomRevenuePaise,
      adrPaise: adrPaise(figures),
      revparPaise: revparPaise(figures),
      banquetEvents: events.length,
      banquetRevenuePaise: events.reduce((sum, event) => sum + event.totalPaise, 0),
      extrasRevenuePaise: extras,
      moneyReceived: figures.moneyReceived.map(({ method, paise }) => ({ method, paise })),
      moneyReceivedTotalPaise: moneyReceivedPaise(figures),
      refundsPaise: figures.refundsPaise,
      gstTaxablePaise: gst.totals.net.taxablePaise,
      cgstPaise: gst.totals.net.cgstPaise,
      sgstPaise: gst.totals.net.sgstPaise,
    };
  }

  /** The stays named, with their rooms and what they still owe, by guest name. */
  async stays(ids: readonly string[]): Promise<DayCloseStay[]> {
    if (ids.length === 0) return [];
    const [bookings, money] = await Promise.all([
      this.dataSource.getRepository(Booking).find({ where: { id: In([...ids]) }, relations: { lines: true } }),
      this.bookingMoney.ofMany(ids),
    ]);
    return bookings
      .map((booking) => ({
        bookingId: booking.id,
        bookCode: booking.bookCode,
        guestName: booking.userName,
        rooms: booking.lines
          .map((line) => line.roomName)
          .sort()
          .join(', '),
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        balanceDuePaise: Math.max(0, money.get(booking.id)?.balanceDuePaise ?? 0),
      }))
      .sort((a, b) => a.guestName.localeCompare(b.guestName, 'en-IN') || a.bookCode.localeCompare(b.bookCode));
  }

  private async idsWhere(condition: string, date: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM booking WHERE ${condition}`, [date]);
    return rows.map((row) => row.id);
  }
}
