import { formatStayDate } from '@server-pure/calendar-dates';
import type { Locale } from '@server-pure/locale';

// Calendar dates are the server's own file (one source for both builds).
export { todayInHotel } from '@server-pure/calendar-dates';

/** Intl's name of each page language: Indian English and Hindi (Indian grouping in both). */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The formats of a price per language, made once each: a page such as Today formats hundreds of them. */
const rupeeFormats = new Map<string, Intl.NumberFormat>();

function rupeeFormat(fractions: boolean, locale: Locale): Intl.NumberFormat {
  const key = `${locale}:${fractions}`;
  let format = rupeeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractions ? 2 : 0,
      maximumFractionDigits: 2,
    });
    rupeeFormats.set(key, format);
  }
  return format;
}

/** ₹12,500 or ₹1,999.50 (Indian digit grouping, Latin digits in both languages). */
export function formatRupees(rupees: number, locale: Locale = 'en'): string {
  return rupeeFormat(!Number.isInteger(rupees), locale).format(rupees);
}

/** Hindi's stay dates: day and month named in full ("शनिवार, 5 दिसंबर 2026"); Hindi's short names read as clipped words. */
let hindiStayDateFormat: Intl.DateTimeFormat | undefined;

/** "Sat, 5 Dec 2026" from YYYY-MM-DD (the server's words), or "शनिवार, 5 दिसंबर 2026" on a Hindi page. */
export function formatDate(calendarDate: string, locale: Locale = 'en'): string {
  if (locale === 'en') return formatStayDate(calendarDate);
  const [year, month, day] = calendarDate.split('-').map(Number);
  if (!year || !month || !day) return calendarDate;
  hindiStayDateFormat ??= new Intl.DateTimeFormat(INTL_LOCALE.hi, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return hindiStayDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

const DATE_IN_TEXT = /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g;

/**
 * A sentence with its dates ("until 19 Jan 2027, 3:00 PM") kept whole: their spaces become
 * non-breaking, so a narrow screen breaks the line around a date, never inside it.
 */
export function keepDatesWhole(text: string): string {
  return text.replace(DATE_IN_TEXT, (date) => date.replace(/ /g, '\u00a0'));
}

/** "4:30 PM" from a 24-hour `HH:MM` (a guest's arrival time). */
export function formatTimeOfDay(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
