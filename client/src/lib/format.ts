// Calendar dates are the server's own file (one source for both builds).
export { formatStayDate as formatDate, todayInHotel } from '@server-pure/calendar-dates';

/** The two formats of a price, made once each: a page such as Today formats hundreds of them. */
const rupeeFormats = new Map<boolean, Intl.NumberFormat>();

function rupeeFormat(fractions: boolean): Intl.NumberFormat {
  let format = rupeeFormats.get(fractions);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractions ? 2 : 0,
      maximumFractionDigits: 2,
    });
    rupeeFormats.set(fractions, format);
  }
  return format;
}

/** ₹12,500 or ₹1,999.50 (Indian digit grouping). */
export function formatRupees(rupees: number): string {
  return rupeeFormat(!Number.isInteger(rupees)).format(rupees);
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
