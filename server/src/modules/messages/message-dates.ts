import { formatHotelDateTime, formatStayDate, HOTEL_TIME_ZONE } from '../../shared/dates';
import type { MessageLanguage } from './message-kinds';

/*
 * Dates and moments as a message names them, in its language: the English the mails use, or
 * Hindi month and day names (Intl's hi-IN) for a message queued in Hindi.
 */

/** A calendar date in the message's language: "Sat, 12 Dec 2026" or "शनि, 12 दिस॰ 2026". */
export function formatDay(calendarDate: string, language: MessageLanguage): string {
  if (language !== 'hi') return formatStayDate(calendarDate);
  return new Intl.DateTimeFormat('hi-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(calendarDate));
}

/** A calendar date (YYYY-MM-DD) as the instant its day starts in UTC, for Intl to name. */
export const utcDay = (calendarDate: string) => {
  const [year, month, day] = calendarDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** When something happened, in hotel time: "21 Nov 2026, 10:15 AM". */
export function formatMoment(instant: Date | string, language: MessageLanguage): string {
  if (language !== 'hi') return formatHotelDateTime(instant);
  return new Intl.DateTimeFormat('hi-IN', {
    timeZone: HOTEL_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}
