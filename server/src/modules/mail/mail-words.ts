import type { Locale } from '../../shared/pure/locale';
import { formatStayDate } from '../../shared/dates';
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

const hindiDay = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "दोपहर 12 बजे", "सुबह 10:30 बजे": the part of the day, then the hour on a 12-hour clock. */
export function hindiClockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const part = hours >= 4 && hours < 12 ? 'सुबह' : hours >= 12 && hours < 16 ? 'दोपहर' : hours >= 16 && hours < 20 ? 'शाम' : 'रात';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${part} ${minutes ? `${hour}:${String(minutes).padStart(2, '0')}` : hour} बजे`;
}

export const GUEST_MAIL_WORDS: Record<Locale, GuestMailWords> = {
  en: {
    locale: 'en',
    day: formatStayDate,
    time: clockTime,
    nights: (count) => `${count} ${count === 1 ? 'night' : 'nights'}`,
    roomType: (type) => ROOM_TYPE_LABELS[type as RoomType] ?? type,
    phone: 'Phone',
    reservations: 'Reservations',
    email: 'Email',
    orOpenThisLink: 'Or open this link',
  },
  hi: {
    locale: 'hi',
    day: (calendarDate) => {
      const [year, month, day] = calendarDate.split('-').map(Number);
      return hindiDay.format(new Date(Date.UTC(year, month - 1, day)));
    },
    time: hindiClockTime,
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
