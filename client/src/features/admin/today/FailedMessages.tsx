import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/admin/AdminPage';
import { loadState } from '../../../components/admin/load-state';
import type { LoggedMessage } from '../../../components/admin/messages/use-messages';
import { FailedMessagesDocument } from '../../../graphql/generated';
import { formatHotelDateTime } from '@server-pure/calendar-dates';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_KIND_LABELS } from '../../../lib/labels';

/** How many failures the board names; the message page lists them all. */
export const FAILURES_ON_TODAY = 5;

/**
 * The failures, read with the day (Today's own query: the message log's pieces are a chunk the
 * board does not need).
 */
export function useFailedMessages(first: number) {
  const result = useQuery(FailedMessagesDocument, { variables: { first }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? ({ status: 'ready', data: state.data.failedMessages } as const) : state;
}

/** Where a failed message belongs: its stay's or its event's page (its Messages panel has Send again). */
function pageOf(message: LoggedMessage): string {
  if (message.bookingId) return `/admin/booking/${message.bookingId}`;
  if (message.eventId) return `/admin/events/${message.eventId}`;
  return '/admin/messages?status=failed';
}

/**
 * "Messages that failed" on Today: failed, or still failing an hour after they were queued (the
 * server's rule), the newest few, each a link to its stay or event, and the way to all of them.
 */
export function FailedMessages({ failures }: { failures: { total: number; items: LoggedMessage[] } }) {
  return (
    <Panel
      title={
        <>
          Messages that failed <span className="desk-section__count">({failures.total})</span>
        </>
      }
      className="desk-section"
      actions={
        failures.total > 0 && (
          <Link to="/admin/messages?status=failed" className="btn btn--secondary btn--small">
            See failed messages
          </Link>
        )
      }
    >
      {failures.total === 0 ? (
        <p className="admin-muted">No messages failed.</p>
      ) : (
        <ul className="failed-messages">
          {failures.items.map((message) => (
            <li key={message.id} className="failed-messages__item">
              <Link to={pageOf(message)} className="failed-messages__what">
                {MESSAGE_KIND_LABELS[message.kind]}
              </Link>
              <span className="failed-messages__how">
                {MESSAGE_CHANNEL_LABELS[message.channel]} to {message.recipient} ·{' '}
                <time dateTime={message.createdAt}>{formatHotelDateTime(message.createdAt)}</time>
              </span>
              {message.lastError && <span className="failed-messages__error">{message.lastError}</span>}
            </li>
          ))}
          {failures.total > failures.items.length && (
            <li className="admin-muted">and {failures.total - failures.items.length} more.</li>
          )}
        </ul>
      )}
    </Panel>
  );
}
