import { HOTEL_TIME_ZONE } from './dates';

/*
 * Dates and times in everyday Hindi (issue 31, docs/hindi-glossary.md): Hindi month and day names
 * (Intl's hi-IN, written in full: its short ones read as clipped words), Latin digits, and the
 * hotel's clock as people say it ("दोपहर 3 बजे").
 */

const dateFormat = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayDateFormat = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const hotelClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: HOTEL_TIME_ZONE,
});
const hotelDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: HOTEL_TIME_ZONE,
});

/** A calendar date (YYYY-MM-DD) as the instant its day starts in UTC, for Intl to name. */
export function utcDay(calendarDate: string): Date {
  const [year, month, day] = calendarDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "1 दिसंबर 2026". */
export const hindiDate = (calendarDate: string): string => dateFormat.format(utcDay(calendarDate));

/** "मंगलवार, 1 दिसंबर 2026". */
export const hindiWeekdayDate = (calendarDate: string): string => weekdayDateFormat.format(utcDay(calendarDate));

/** The day, month and year of a date in Hindi, for short ranges ("1–4 दिसंबर 2026"). */
export function hindiDateParts(calendarDate: string): [string, string, string] {
  const parts = dateFormat.formatToParts(utcDay(calendarDate));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('day'), part('month'), part('year')];
}

/** "दोपहर 12 बजे", "सुबह 10:30 बजे": the part of the day, then the hour on a 12-hour clock, from HH:MM. */
export function hindiClockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const part = hours >= 4 && hours < 12 ? 'सुबह' : hours >= 12 && hours < 16 ? 'दोपहर' : hours >= 16 && hours < 20 ? 'शाम' : 'रात';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${part} ${minutes ? `${hour}:${String(minutes).padStart(2, '0')}` : hour} बजे`;
}

/** A moment in hotel time: "21 नवंबर 2026, सुबह 10:15 बजे". */
export function hindiMoment(instant: Date): string {
  const [year, month, day] = hotelDay.format(instant).split('-').map(Number);
  return `${dateFormat.format(new Date(Date.UTC(year, month - 1, day)))}, ${hindiClockTime(hotelClock.format(instant))}`;
}
