import { Paise } from '../../shared/money';

/** A stay the close names (a no-show marked, an overstay, an arrival not checked in, a balance). */
export interface DayCloseStay {
  bookingId: string;
  bookCode: string;
  guestName: string;
  rooms: string;
  checkIn: string;
  checkOut: string;
  balanceDuePaise: Paise;
}

/** A night posted to a stay's folio. */
export interface DayCloseNight {
  bookingId: string;
  bookCode: string;
  roomName: string;
  amountPaise: Paise;
}

export interface DayCloseShift {
  id: string;
  openedBy: string;
  openedAt: string;
  floatPaise: Paise;
}

export interface DayCloseMoney {
  method: string;
  paise: Paise;
}

/** The day report: the rooms' and the hall's figures and the money of the day. */
export interface DayReport {
  roomNightsAvailable: number;
  roomNightsSold: number;
  occupancyPercent: number;
  roomRevenuePaise: Paise;
  adrPaise: Paise;
  revparPaise: Paise;
  banquetEvents: number;
  banquetRevenuePaise: Paise;
  /** Extras posted to stays that day (restaurant, laundry…), with GST, reversals netted out. */
  extrasRevenuePaise: Paise;
  moneyReceived: DayCloseMoney[];
  moneyReceivedTotalPaise: Paise;
  refundsPaise: Paise;
  /** GST of the tax documents issued that day (invoices and advances, less credit notes and refunds). */
  gstTaxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

/** What a day's close did (or, before it, would do), and its report. */
export interface DayCloseSummary {
  date: string;
  noShows: DayCloseStay[];
  overstays: DayCloseStay[];
  arrivalsNotCheckedIn: DayCloseStay[];
  nightsPosted: DayCloseNight[];
  unpaid: DayCloseStay[];
  openShifts: DayCloseShift[];
  /** Desk money of the day taken outside any shift (UPI, card, bank transfer without a shift open). */
  outsideShiftsPaise: Paise;
  report: DayReport;
}
