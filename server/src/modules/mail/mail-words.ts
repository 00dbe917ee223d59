import { isInHindi, pathInLocale, type Locale } from '../../shared/pure/locale';
import { formatHotelDateTime, formatStayDate } from '../../shared/dates';
import { hindiClockTime, hindiDateParts, hindiMoment, hindiWeekdayDate } from '../../shared/hindi-dates';
import { clockTime } from '../hotel-settings';
import { ROOM_TYPE_LABELS, type RoomType } from '../rooms';

/**
 * The words a guest's mails share, in the language the guest booked in (issue 31): English, or
 * everyday Hindi as docs/hindi-glossary.md fixes it. Each mail has its own words beside these.
 */
export interface GuestMailWords {
  locale: Locale;
  /** "Sat, 12 Dec 2026" or "शनिवार, 12 दिसंबर 2026". */
  day(calendarDate: string): string;
  /** The hotel's clock time ("12:00 PM", "दोपहर 12 बजे") from HH:MM. */
  time(hhmm: string): string;
  /** A moment in hotel time: "21 Nov 2026, 10:15 AM" or "21 नवंबर 2026, सुबह 10:15 बजे". */
  moment(instant: Date): string;
  /** "1–4 Dec 2026", "30 Nov – 2 Dec 2026": a stay's dates, short ("1–4 दिसंबर 2026"). */
  stayDates(checkIn: string, checkOut: string): string;
  /** A booking's rooms in a few words: "Deluxe 101", or "Deluxe 101 and 1 more room". */
  rooms(names: readonly string[]): string;
  nights(count: number): string;
  roomType(type: string): string;
  phone: string;
  reservations: string;
  email: string;
  orOpenThisLink: string;
}

const HINDI_ROOM_TYPES: Record<RoomType, string> = {
  SingleAC: 'सिंगल AC',
  DoubleAC: 'डबल AC',
  Single: 'सिंगल',
  Double: 'डबल',
  Deluxe: 'डीलक्स',
  Suite: 'सुइट',
  Family: 'फ़ैमिली',
  Standard: 'स्टैंडर्ड',
};

/** "1–4 Dec 2026" from a date formatter's day, month and year parts, in either language. */
function shortStay(checkIn: string, checkOut: string, format: (calendarDate: string) => [string, string, string]): string {
  const [inDay, inMonth, inYear] = format(checkIn);
  const [outDay, outMonth, outYear] = format(checkOut);
  if (inYear !== outYear) return `${inDay} ${inMonth} ${inYear} – ${outDay} ${outMonth} ${outYear}`;
  if (inMonth !== outMonth) return `${inDay} ${inMonth} – ${outDay} ${outMonth} ${outYear}`;
  return `${inDay}–${outDay} ${outMonth} ${outYear}`;
}

const englishParts = (calendarDate: string) =>
  formatStayDate(calendarDate)
    .replace(/^\w+, /, '')
    .split(' ') as [string, string, string];
export const GUEST_MAIL_WORDS: Record<Locale, GuestMailWords> = {
  en: {
    locale: 'en',
    day: formatStayDate,
    time: clockTime,
    moment: (instant) => formatHotelDateTime(instant),
    stayDates: (checkIn, checkOut) => shortStay(checkIn, checkOut, englishParts),
    rooms: ([first, ...others]) =>
      !first
        ? 'your room'
        : others.length === 0
          ? first
          : `${first} and ${others.length} more room${others.length === 1 ? '' : 's'}`,
    nights: (count) => `${count} ${count === 1 ? 'night' : 'nights'}`,
    roomType: (type) => ROOM_TYPE_LABELS[type as RoomType] ?? type,
    phone: 'Phone',
    reservations: 'Reservations',
    email: 'Email',
    orOpenThisLink: 'Or open this link',
  },
  hi: {
    locale: 'hi',
    day: hindiWeekdayDate,
    time: hindiClockTime,
    moment: hindiMoment,
    stayDates: (checkIn, checkOut) => shortStay(checkIn, checkOut, hindiDateParts),
    rooms: ([first, ...others]) =>
      !first
        ? 'आपका कमरा'
        : others.length === 0
          ? first
          : `${first} और ${others.length} ${others.length === 1 ? 'दूसरा कमरा' : 'दूसरे कमरे'}`,
    nights: (count) => `${count} ${count === 1 ? 'रात' : 'रातें'}`,
    roomType: (type) => HINDI_ROOM_TYPES[type as RoomType] ?? type,
    phone: 'फ़ोन',
    reservations: 'बुकिंग',
    email: 'ईमेल',
    orOpenThisLink: 'या यह लिंक खोलें',
  },
};

/** A booking's language as its mails take it: English for anything else. */
export const mailWordsFor = (language: string | undefined): GuestMailWords =>
  language === 'hi' ? GUEST_MAIL_WORDS.hi : GUEST_MAIL_WORDS.en;

/** A page of the site in the guest's language: its Hindi address where the page is in Hindi. */
export function pageInLocale(path: string, locale: Locale): string {
  return locale === 'hi' && isInHindi(path) ? pathInLocale(path, 'hi') : path;
}
