import { stayTooLong } from '@server-pure/stay-limits';
import { todayInHotel } from '../../lib/format';

/** The stay the guest searches for: dates and adults (the booking draft's checkIn, checkOut, guest). */
export interface StaySearch {
  checkIn: string;
  checkOut: string;
  guest: number;
}

export type StayErrors = Partial<Record<keyof StaySearch, string>>;

/** The spec's messages for Check Rooms & Rates (section 5). */
export const STAY_MESSAGES = {
  datesMissing: 'Please select valid dates',
  checkOutAfterCheckIn: 'Check Out must be after Check In',
  adults: 'Adult In is Required',
} as const;

export const MAX_ADULTS = 10;

/** The Check Rooms & Rates rules; `first` is the message for the browser alert. */
export function validateStay(stay: StaySearch, today: string = todayInHotel()): { errors: StayErrors; first?: string } {
  const errors: StayErrors = {};
  if (!stay.checkIn) errors.checkIn = STAY_MESSAGES.datesMissing;
  if (!stay.checkOut) errors.checkOut = STAY_MESSAGES.datesMissing;
  // The date inputs offer nothing before today; a typed or stale earlier date counts as not valid.
  if (stay.checkIn && stay.checkIn < today) errors.checkIn = STAY_MESSAGES.datesMissing;
  if (!errors.checkIn && !errors.checkOut) {
    const checkOut =
      stay.checkOut <= stay.checkIn ? STAY_MESSAGES.checkOutAfterCheckIn : stayTooLong(stay.checkIn, stay.checkOut);
    if (checkOut) errors.checkOut = checkOut;
  }
  if (!Number.isInteger(stay.guest) || stay.guest < 1) errors.guest = STAY_MESSAGES.adults;
  return { errors, first: errors.checkIn ?? errors.checkOut ?? errors.guest };
}

/** A stay as one string ("checkIn/checkOut"): what a list of rooms, or a choice among them, is for. */
export const stayKey = (stay: { checkIn: string; checkOut: string }) => `${stay.checkIn}/${stay.checkOut}`;
