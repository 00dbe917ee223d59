import { Brackets, SelectQueryBuilder } from 'typeorm';
import { isCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, PageErrorCode, PageWindow } from '../../shared/page';
import { normalisePhone } from '../../shared/phone';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { normalizeEventReference } from './event-reference';
import { EventStatus } from './event-status';

/** How the owner's list orders events. */
export enum EventSort {
  DATE_ASC = 'DATE_ASC',
  DATE_DESC = 'DATE_DESC',
  CREATED_DESC = 'CREATED_DESC',
}

/** The list's filters and page, as they came (GraphQL arguments). */
export interface EventSearchRequest {
  /** A reference, part of the host's name or email, or some digits of their phone. */
  search?: unknown;
  status?: unknown;
  /** Events on a day from `from` to `to` (both included). */
  from?: unknown;
  to?: unknown;
  sort?: unknown;
  first?: unknown;
  after?: unknown;
}

export interface EventSearch {
  text: string | null;
  statuses: EventStatus[] | null;
  from: string | null;
  to: string | null;
  sort: EventSort;
  window: PageWindow;
}

export const MAX_EVENT_SEARCH_LENGTH = 100;
const STATUSES: readonly string[] = Object.values(EventStatus);
const SORTS: readonly string[] = Object.values(EventSort);
const CURSOR_PREFIX = 'event-offset:';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const refuse = (message: string, field: string) => new DomainError(BanquetErrorCode.EVENT_INVALID, message, field);

/** An opaque cursor: the offset of the next row. */
export function encodeEventCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: unknown): number {
  const text = typeof cursor === 'string' && cursor.length <= 60 ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const offset = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new DomainError(PageErrorCode.OffsetInvalid, 'This list cursor is not valid; start again from the first page', 'after');
  }
  return offset;
}

function parseWindow(request: EventSearchRequest): PageWindow {
  const limit = given(request.first) ? Number(request.first) : DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw new DomainError(PageErrorCode.LimitInvalid, `First must be a whole number from 1 to ${MAX_PAGE_LIMIT}`, 'first');
  }
  return { offset: given(request.after) ? decodeCursor(request.after) : 0, limit };
}

function parseStatuses(raw: unknown): EventStatus[] | null {
  if (!given(raw)) return null;
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) return null;
  if (list.some((status) => typeof status !== 'string' || !STATUSES.includes(status))) {
    throw refuse('Choose an event status from the list', 'status');
  }
  return [...new Set(list as EventStatus[])];
}

function parseDay(raw: unknown, field: 'from' | 'to'): string | null {
  if (!given(raw)) return null;
  if (!isCalendarDate(raw)) throw refuse('Dates must be written YYYY-MM-DD', field);
  return raw;
}

/** Checks the list's request: nothing unknown reaches the SQL. */
export function parseEventSearch(request: EventSearchRequest): EventSearch {
  const text = trimmed(request.search);
  if (text.length > MAX_EVENT_SEARCH_LENGTH) {
    throw refuse(`Search for at most ${MAX_EVENT_SEARCH_LENGTH} characters (a reference, a name, a phone or an email)`, 'search');
  }
  const from = parseDay(request.from, 'from');
  const to = parseDay(request.to, 'to');
  if (from && to && to < from) throw refuse('The last day must not be before the first day', 'to');
  const sort = given(request.sort) ? request.sort : EventSort.DATE_DESC;
  if (typeof sort !== 'string' || !SORTS.includes(sort)) throw refuse('Sort by event date or by when it came in', 'sort');
  return {
    text: text === '' ? null : text,
    statuses: parseStatuses(request.status),
    from,
    to,
    sort: sort as EventSort,
    window: parseWindow(request),
  };
}

/** `%` and `_` are wildcards in LIKE, and `\` escapes them: typed ones match themselves. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Applies the search's filters, order and page to a query over `event`. */
export function applyEventSearch(query: SelectQueryBuilder<BanquetEvent>, search: EventSearch): SelectQueryBuilder<BanquetEvent> {
  if (search.text) {
    const like = likeContaining(search.text);
    const reference = normalizeEventReference(search.text);
    const digits = /^[\d\s()+-]+$/.test(search.text) ? normalisePhone(search.text) : '';
    query.andWhere(
      new Brackets((any) => {
        any
          .where('event.reference ILIKE :like', { like })
          .orWhere('event.host_name ILIKE :like')
          .orWhere('event.host_email ILIKE :like');
        if (reference) any.orWhere('event.reference = :reference', { reference });
        if (digits.length >= 3) any.orWhere('event.host_phone LIKE :digits', { digits: `%${digits}%` });
      }),
    );
  }
  if (search.statuses) query.andWhere('event.status IN (:...statuses)', { statuses: search.statuses });
  if (search.from) query.andWhere('event.event_date >= :from', { from: search.from });
  if (search.to) query.andWhere('event.event_date <= :to', { to: search.to });
  if (search.sort === EventSort.CREATED_DESC) query.orderBy('event.createdAt', 'DESC');
  else {
    const direction = search.sort === EventSort.DATE_ASC ? 'ASC' : 'DESC';
    query.orderBy('event.eventDate', direction).addOrderBy('event.createdAt', direction);
  }
  return query.addOrderBy('event.id', 'ASC').skip(search.window.offset).take(search.window.limit);
}
