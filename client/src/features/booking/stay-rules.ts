import { MAX_NIGHTS, stayTooLong } from '@server-pure/stay-limits';
import { todayInHotel } from '../../lib/format';
import { ENGLISH_ROOMS_WORDS, type RoomsWords } from './rooms-words';

/** The stay the guest searches for: dates and adults (the booking draft's checkIn, checkOut, guest). */
export interface StaySearch {
  checkIn: string;
  checkOut: string;
  guest: number;
}

export type StayErrors = Partial<Record<keyof StaySearch, string>>;

export const MAX_ADULTS = 10;

/**
 * The Check Rooms & Rates rules, with the spec's messages (section 5) in the page's language and
 * the server's for a stay too long; `first` is the message for the browser alert.
 */
export function validateStay(
  stay: StaySearch,
  today: string = todayInHotel(),
  { rooms: words }: RoomsWords = ENGLISH_ROOMS_WORDS,
): { errors: StayErrors; first?: string } {
  const errors: StayErrors = {};
  if (!stay.checkIn) errors.checkIn = words.t('datesMissing');
  if (!stay.checkOut) errors.checkOut = words.t('datesMissing');
  // The date inputs offer nothing before today; a typed or stale earlier date counts as not valid.
  if (stay.checkIn && stay.checkIn < today) errors.checkIn = words.t('datesMissing');
  if (!errors.checkIn && !errors.checkOut) {
    if (stay.checkOut <= stay.checkIn) errors.checkOut = words.t('checkOutAfterCheckIn');
    else if (stayTooLong(stay.checkIn, stay.checkOut)) errors.checkOut = words.t('stayTooLong', { nights: MAX_NIGHTS });
  }
  if (!Number.isInteger(stay.guest) || stay.guest < 1) errors.guest = words.t('adultsRequired');
  return { errors, first: errors.checkIn ?? errors.checkOut ?? errors.guest };
}

/** A stay as one string ("checkIn/checkOut"): what a list of rooms, or a choice among them, is for. */
export const stayKey = (stay: { checkIn: string; checkOut: string }) => `${stay.checkIn}/${stay.checkOut}`;
