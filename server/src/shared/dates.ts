import { DomainError } from './domain-error';
import { calendarDateAt, daysBetween, isCalendarDate, todayInHotel } from './pure/calendar-dates';
import { checkInTooFar, stayTooLong } from './pure/stay-limits';

// The calendar itself is one file that the browser imports too.
export {
  addDays,
  calendarDateAt,
  daysBetween,
  formatHotelDateTime,
  formatStayDate,
  HOTEL_TIME_ZONE,
  isCalendarDate,
  todayInHotel,
} from './pure/calendar-dates';

/** Accepts YYYY-MM-DD, or a full ISO timestamp from older clients (read as a date in the hotel's zone). */
export function toCalendarDate(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isCalendarDate(value)) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return calendarDateAt(instant);
  }
  return undefined;
}

export const StayErrorCode = {
  CheckInRequired: 'CHECK_IN_REQUIRED',
  CheckInInvalid: 'CHECK_IN_INVALID',
  CheckOutRequired: 'CHECK_OUT_REQUIRED',
  CheckOutInvalid: 'CHECK_OUT_INVALID',
  CheckOutNotAfterCheckIn: 'CHECK_OUT_NOT_AFTER_CHECK_IN',
  CheckInInPast: 'CHECK_IN_IN_PAST',
  CheckInTooFar: 'CHECK_IN_TOO_FAR',
  StayTooLong: 'STAY_TOO_LONG',
} as const;

// The limits and their words are one file that the browser imports too.
export { BOOKING_HORIZON_DAYS, MAX_NIGHTS } from './pure/stay-limits';

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/**
 * Checks a requested stay [checkIn, checkOut) with the spec's messages. `allowPast` is for
 * reading (an admin looking at last month), never for booking.
 */
export function parseStay(rawCheckIn: unknown, rawCheckOut: unknown, options: { now?: Date; allowPast?: boolean } = {}): Stay {
  const checkIn = toCalendarDate(rawCheckIn);
  const checkOut = toCalendarDate(rawCheckOut);
  if (!checkIn) {
    const missing = rawCheckIn === undefined || rawCheckIn === null || rawCheckIn === '';
    throw new DomainError(
      missing ? StayErrorCode.CheckInRequired : StayErrorCode.CheckInInvalid,
      missing ? 'Check In is Required' : 'Check In must be a date (YYYY-MM-DD)',
      'checkIn',
    );
  }
  if (!checkOut) {
    const missing = rawCheckOut === undefined || rawCheckOut === null || rawCheckOut === '';
    throw new DomainError(
      missing ? StayErrorCode.CheckOutRequired : StayErrorCode.CheckOutInvalid,
      missing ? 'Check Out is Required' : 'Check Out must be a date (YYYY-MM-DD)',
      'checkOut',
    );
  }
  if (daysBetween(checkIn, checkOut) < 1) {
    throw new DomainError(StayErrorCode.CheckOutNotAfterCheckIn, 'Check Out must be after Check In', 'checkOut');
  }
  if (!options.allowPast) {
    const today = todayInHotel(options.now);
    if (checkIn < today) {
      throw new DomainError(StayErrorCode.CheckInInPast, 'Check In cannot be in the past', 'checkIn');
    }
    const tooFar = checkInTooFar(today, checkIn);
    if (tooFar) throw new DomainError(StayErrorCode.CheckInTooFar, tooFar, 'checkIn');
  }
  const tooLong = stayTooLong(checkIn, checkOut);
  if (tooLong) throw new DomainError(StayErrorCode.StayTooLong, tooLong, 'checkOut');
  return { checkIn, checkOut };
}
