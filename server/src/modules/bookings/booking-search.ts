import { normalisePhone } from '../../shared/phone';
import { Brackets, SelectQueryBuilder } from 'typeorm';
import { isCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, PageErrorCode, pageWindow, PageWindow } from '../../shared/page';
import { BookingErrorCode } from './booking-errors';
import { BookingStatus } from './booking-status';
import { Booking } from './booking.entity';

/** How the admin list orders bookings. */
export const BookingSort = {
  CHECK_IN_ASC: 'CHECK_IN_ASC',
  CHECK_IN_DESC: 'CHECK_IN_DESC',
  CREATED_DESC: 'CREATED_DESC',
} as const;
export type BookingSort = (typeof BookingSort)[keyof typeof BookingSort];

/** The admin list's filters and page, as they came (GraphQL arguments, a query string). */
export interface BookingSearchRequest {
  /** A booking code, part of a guest's name or email, some digits of a phone, or a room number. */
  search?: unknown;
  /** One status or several. */
  status?: unknown;
  /** Stays that are in the hotel on some day from stayFrom to stayTo (both included). */
  stayFrom?: unknown;
  stayTo?: unknown;
  sort?: unknown;
  /** The old page: offset and limit. */
  offset?: unknown;
  limit?: unknown;
  /** The cursor page: `first` rows after the cursor `after` (endCursor of the page before). */
  first?: unknown;
  after?: unknown;
}

export interface BookingSearch {
  text: string | null;
  statuses: BookingStatus[] | null;
  stayFrom: string | null;
  stayTo: string | null;
  sort: BookingSort;
  window: PageWindow;
}

export const MAX_SEARCH_LENGTH = 100;
const STATUSES: readonly string[] = Object.values(BookingStatus);
const SORTS: readonly string[] = Object.values(BookingSort);
const CURSOR_PREFIX = 'offset:';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** An opaque cursor: the offset of the next row. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: unknown): number {
  const text = typeof cursor === 'string' && cursor.length <= 40 ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const offset = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new DomainError(PageErrorCode.OffsetInvalid, 'This list cursor is not valid; start again from the first page', 'after');
  }
  return offset;
}

function parseWindow(request: BookingSearchRequest): PageWindow {
  if (!given(request.first) && !given(request.after)) return pageWindow({ offset: request.offset, limit: request.limit });
  const limit = given(request.first) ? Number(request.first) : DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw new DomainError(PageErrorCode.LimitInvalid, `First must be a whole number from 1 to ${MAX_PAGE_LIMIT}`, 'first');
  }
  return { offset: given(request.after) ? decodeCursor(request.after) : 0, limit };
}

function parseStatuses(raw: unknown): BookingStatus[] | null {
  if (!given(raw)) return null;
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) return null;
  for (const status of list) {
    if (typeof status !== 'string' || !STATUSES.includes(status)) {
      throw new DomainError(BookingErrorCode.SearchInvalid, 'Choose a booking status from the list', 'status');
    }
  }
  return [...new Set(list as BookingStatus[])];
}

function parseDay(raw: unknown, field: 'stayFrom' | 'stayTo'): string | null {
  if (!given(raw)) return null;
  if (!isCalendarDate(raw)) throw new DomainError(BookingErrorCode.SearchInvalid, 'Dates must be written YYYY-MM-DD', field);
  return raw;
}

/** Checks the admin list's request: nothing unknown reaches the SQL. */
export function parseBookingSearch(request: BookingSearchRequest): BookingSearch {
  const text = trimmed(request.search);
  if (text.length > MAX_SEARCH_LENGTH) {
    throw new DomainError(
      BookingErrorCode.SearchInvalid,
      `Search for at most ${MAX_SEARCH_LENGTH} characters (a code, a name, a phone or an email)`,
      'search',
    );
  }
  const stayFrom = parseDay(request.stayFrom, 'stayFrom');
  const stayTo = parseDay(request.stayTo, 'stayTo');
  if (stayFrom && stayTo && stayTo < stayFrom) {
    throw new DomainError(BookingErrorCode.SearchInvalid, 'The last day must not be before the first day', 'stayTo');
  }
  const sort = given(request.sort) ? request.sort : BookingSort.CREATED_DESC;
  if (typeof sort !== 'string' || !SORTS.includes(sort)) {
    throw new DomainError(BookingErrorCode.SearchInvalid, 'Sort by check-in or by when the booking was made', 'sort');
  }
  return {
    text: text === '' ? null : text,
    statuses: parseStatuses(request.status),
    stayFrom,
    stayTo,
    sort: sort as BookingSort,
    window: parseWindow(request),
  };
}

/** `%` and `_` are wildcards in LIKE, and `\` escapes them: typed ones match themselves. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A phone typed with spaces, dashes or +91 / 91 / 0: its digits, when there are enough to mean something. */
function phoneDigits(text: string): string | null {
  if (!/^[\d\s()+-]+$/.test(text)) return null;
  const digits = normalisePhone(text);
  return digits.length >= 3 ? digits : null;
}

/** Applies the search's filters and order to a query over `booking`. */
export function applyBookingSearch(query: SelectQueryBuilder<Booking>, search: BookingSearch): SelectQueryBuilder<Booking> {
  if (search.text) {
    const like = likeContaining(search.text);
    const digits = phoneDigits(search.text);
    query.andWhere(
      new Brackets((any) => {
        any
          .where(`booking.book_code ILIKE :like`, { like })
          .orWhere(`booking.user_name ILIKE :like`)
          .orWhere(`booking.user_email ILIKE :like`)
          .orWhere(`EXISTS (SELECT 1 FROM booking_line line WHERE line.booking_id = booking.id AND line.room_name ILIKE :like)`);
        if (digits) any.orWhere(`booking.user_phone LIKE :digits`, { digits: `%${digits}%` });
      }),
    );
  }
  if (search.statuses) query.andWhere('booking.status IN (:...statuses)', { statuses: search.statuses });
  if (search.stayFrom) query.andWhere('booking.checkOut > :stayFrom', { stayFrom: search.stayFrom });
  if (search.stayTo) query.andWhere('booking.checkIn <= :stayTo', { stayTo: search.stayTo });
  if (search.sort === BookingSort.CREATED_DESC) query.orderBy('booking.createdAt', 'DESC');
  else {
    const direction = search.sort === BookingSort.CHECK_IN_ASC ? 'ASC' : 'DESC';
    query.orderBy('booking.checkIn', direction).addOrderBy('booking.createdAt', direction);
  }
  return query.addOrderBy('booking.id', 'ASC').skip(search.window.offset).take(search.window.limit);
}
