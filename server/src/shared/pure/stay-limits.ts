import { daysBetween } from './calendar-dates';

/**
 * How far ahead and how long a guest may book. The server refuses a stay with these words
 * (shared/dates.ts), and the booking forms, which import this file as `@server-pure/stay-limits`,
 * say them at the date step, before the guest goes on.
 */
export const MAX_NIGHTS = 30;
export const BOOKING_HORIZON_DAYS = 365;

export const STAY_LIMIT_MESSAGES = {
  tooLong: `A stay can be at most ${MAX_NIGHTS} nights`,
  tooFar: `Bookings open ${BOOKING_HORIZON_DAYS} days ahead`,
} as const;

/** Why a check-in this many days from today cannot be booked yet, or undefined when it can. */
export function checkInTooFar(today: string, checkIn: string): string | undefined {
  return daysBetween(today, checkIn) > BOOKING_HORIZON_DAYS ? STAY_LIMIT_MESSAGES.tooFar : undefined;
}

/** Why a stay of these dates is too long, or undefined when it is not. */
export function stayTooLong(checkIn: string, checkOut: string): string | undefined {
  return daysBetween(checkIn, checkOut) > MAX_NIGHTS ? STAY_LIMIT_MESSAGES.tooLong : undefined;
}
