import type { ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import type { Loadable } from './load-state';
import './admin-kit.css';

/** Spec section 8: the admin screens' load failure text, word for word. */
export const REFRESH_MESSAGE = 'Something went wrong. Please try again by refreshing the page.';

/** A failed load: the screen's title (e.g. 'Failed to load bookings') and the refresh message. */
export function LoadFailure({ title, refusal }: { title?: string; refusal?: string }) {
  return (
    <Alert tone="danger" title={title}>
      {refusal ?? REFRESH_MESSAGE}
    </Alert>
  );
}

/** Nothing to list: a quiet card saying so (and what to do about it, if anything). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="admin-empty">{children}</div>;
}

/**
 * What an admin screen shows for a query: a spinner while it loads, the failure (the server's
 * refusal, or the spec's refresh text) if it failed, `empty` when `isEmpty` says there is nothing
 * to list, and otherwise its content for the data.
 */
export function LoadState<T>({
  state,
  loading,
  failure,
  isEmpty,
  empty,
  children,
}: {
  state: Loadable<T>;
  /** What the spinner says (read out), e.g. "Loading rooms…". */
  loading: string;
  /** The failure's title, e.g. "Failed to load bookings". */
  failure?: string;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}) {
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'error') return <LoadFailure title={failure} refusal={state.refusal} />;
  if (empty !== undefined && isEmpty?.(state.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(state.data)}</>;
}
