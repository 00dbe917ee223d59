import { DomainError } from '../../shared/domain-error';
import { BookingErrorCode } from './booking-errors';
import { Booking } from './booking.entity';
import { ParsedQuote } from './quote';

/**
 * A client's Idempotency-Key (REST header) or idempotencyKey (GraphQL argument): the client makes
 * one per quote, so a repeat of the same request (a double click, a retry after a lost answer)
 * gets the booking the first one made. Without it every request is a new one.
 */
export type IdempotencyKey = string & { readonly brand: 'IdempotencyKey' };

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** No key (absent or blank) is undefined; anything but 8 to 64 letters, digits, - or _ is refused. */
export function parseIdempotencyKey(raw: unknown): IdempotencyKey | undefined {
  if (raw === undefined || raw === null) return undefined;
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (typeof raw === 'string' && key === '') return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new DomainError(
      BookingErrorCode.IdempotencyKeyInvalid,
      'The idempotency key must be 8 to 64 letters, digits, dashes or underscores. Please reload the page and try again.',
      'idempotencyKey',
    );
  }
  return key as IdempotencyKey;
}

/** True when the booking was made from this very quote: the same guest email, dates and rooms. */
export function madeFromQuote(booking: Booking, quote: ParsedQuote, guestEmail: string | null): boolean {
  const rooms = (ids: string[]) => [...ids].sort().join(',');
  return (
    booking.userEmail === guestEmail &&
    booking.checkIn === quote.stay.checkIn &&
    booking.checkOut === quote.stay.checkOut &&
    rooms(booking.lines.map((line) => line.roomId)) === rooms(quote.lines.map((line) => line.roomId))
  );
}

/** The same key came with another quote: the client must start again rather than get the wrong booking. */
export const idempotencyKeyReused = () =>
  new DomainError(
    BookingErrorCode.IdempotencyKeyReused,
    'This booking request was already used for other dates, rooms or guest details. Please start a new booking.',
    'idempotencyKey',
    'conflict',
  );
