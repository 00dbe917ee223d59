import { DomainError } from './domain-error';

/** Why a page of a list was refused. */
export const PageErrorCode = {
  OffsetInvalid: 'PAGE_OFFSET_INVALID',
  LimitInvalid: 'PAGE_LIMIT_INVALID',
} as const;

export const DEFAULT_PAGE_LIMIT = 25;
export const MAX_PAGE_LIMIT = 100;

/** Which part of a list the caller asks for, as it came (a GraphQL argument, a query string). */
export interface PageRequest {
  offset?: unknown;
  limit?: unknown;
}

/** A checked request: skip `offset` rows, answer at most `limit`. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** Part of a list, and how many rows the whole list has. */
export interface Page<T> {
  items: T[];
  total: number;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Checks a page request: offset a whole number from 0 (default 0), limit a whole number from 1 to
 * MAX_PAGE_LIMIT (default DEFAULT_PAGE_LIMIT).
 */
export function pageWindow(request: PageRequest): PageWindow {
  const offset = given(request.offset) ? Number(request.offset) : 0;
  const limit = given(request.limit) ? Number(request.limit) : DEFAULT_PAGE_LIMIT;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new DomainError(PageErrorCode.OffsetInvalid, 'Offset must be a whole number, 0 or more', 'offset');
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw new DomainError(PageErrorCode.LimitInvalid, `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`, 'limit');
  }
  return { offset, limit };
}
