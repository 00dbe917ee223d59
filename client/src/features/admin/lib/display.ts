import type { PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { PAYMENT_METHOD_LABELS } from '../../../lib/labels';

/** Blank values show a dash (spec section 2, "Admin tables"). */
export const DASH = '—';

export function orDash(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : DASH;
}

export function rupeesFromPaise(paise: number): string {
  return formatRupees(paise / 100);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "29 Nov 2026, 3:00 pm" in the hotel's time zone, whatever the browser's zone. */
export function formatHotelDateTime(iso: string | null | undefined): string {
  if (!iso) return DASH;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? DASH : dateTimeFormat.format(date);
}

const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const timeOnly = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The hotel date and time apart, for a narrow table cell ("22 Nov 2026" over "2:45 am"). */
export function hotelDateAndTime(iso: string): { date: string; time: string } {
  const value = new Date(iso);
  return { date: dateOnly.format(value), time: timeOnly.format(value) };
}

/** "Room 101" for a numbered room, the name itself otherwise ("Garden Suite"), as the server words it. */
export function roomLabel(name: string): string {
  return /^\d/.test(name) ? `Room ${name}` : name;
}

/** Who recorded a desk entry, by name: "Asha Verma <asha@hotel.in>" reads "Asha Verma". */
export function recorderName(label: string): string {
  return label.replace(/\s*<[^>]*>$/, '') || label;
}

/** How the guest paid ("UPI", "Pay at hotel (cash on arrival)"), or a dash before a method is known. */
export function methodText(method: PaymentMethod | null | undefined): string {
  return method ? PAYMENT_METHOD_LABELS[method] : DASH;
}

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A stay in a table cell: "29 Nov – 1 Dec 2026", or "30 Dec 2026 – 2 Jan 2027" across years. */
export function formatStay(checkIn: string, checkOut: string): string {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  const start = (sameYear ? dayMonth : dayMonthYear).format(calendarDate(checkIn));
  return `${start} – ${dayMonthYear.format(calendarDate(checkOut))}`;
}
