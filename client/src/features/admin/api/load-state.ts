import { refusalMessage } from '../../../lib/graphql-errors';

/** What a screen shows for a query: a spinner, a failure (with the server's refusal if any), or data. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; refusal?: string } | { status: 'ready'; data: T };

export function loadState<T>(result: { data?: T; loading: boolean; error?: unknown }): LoadState<T> {
  if (result.error && !result.data) return { status: 'error', refusal: refusalMessage(result.error) };
  if (result.data) return { status: 'ready', data: result.data };
  return { status: 'loading' };
}

/** The answer of a delete or another write: done, or refused with words to show. */
export type WriteResult = { ok: true } | { ok: false; message: string };
