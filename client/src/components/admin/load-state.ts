import { refusalMessage } from '../../lib/graphql-errors';

/** What a screen has of a query: still loading, a failure (with the server's refusal if any), or data. */
export type Loadable<T> = { status: 'loading' } | { status: 'error'; refusal?: string } | { status: 'ready'; data: T };

export function loadState<T>(result: { data?: T; loading: boolean; error?: unknown }): Loadable<T> {
  if (result.error && !result.data) return { status: 'error', refusal: refusalMessage(result.error) };
  if (result.data) return { status: 'ready', data: result.data };
  return { status: 'loading' };
}

/**
 * A page of a list: while the next page loads, the rows of the one shown stay (and the pager with
 * them, so the button just pressed keeps focus).
 */
export function pageLoadState<T>(result: { data?: T; previousData?: T; loading: boolean; error?: unknown }): Loadable<T> {
  return loadState({ ...result, data: result.data ?? result.previousData });
}

/** Rows per page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** Rows of one page and how many the whole list has. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** The answer of a delete or another write: done, or refused with words to show. */
export type WriteResult = { ok: true } | { ok: false; message: string };
