import { Panel } from '../../../components/admin/AdminPage';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { BookingHistoryDocument } from '../../../graphql/generated';
import { loadState } from '../../../components/admin/load-state';
import { LoadFailure } from '../../../components/admin/LoadState';
import { formatHotelDateTime } from '../lib/display';
import { auditActionLabel } from './audit-words';
import './history.css';

/**
 * The booking's audit trail: who did what and when (IST), oldest first so it reads as a story and
 * the newest act is last. Another panel's act changes the booking in Apollo's cache; the trail is
 * then read again, so the act shows here too.
 */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const result = useQuery(BookingHistoryDocument, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network' });
  const booking = result.data?.booking;
  const facts = booking
    ? [
        booking.status,
        booking.paymentStatus,
        booking.checkIn,
        booking.checkOut,
        booking.paidAmount,
        booking.userName,
        booking.notes,
      ].join('|')
    : '';
  const seen = useRef(facts);
  const { refetch } = result;
  useEffect(() => {
    if (seen.current && facts && seen.current !== facts) void refetch();
    seen.current = facts;
  }, [facts, refetch]);

  const state = loadState(result);
  return (
    <Panel title="History">
      {state.status === 'loading' && <Spinner label="Loading the history…" />}
      {state.status === 'error' && <LoadFailure title="Failed to load the history" refusal={state.refusal} />}
      {state.status === 'ready' &&
        (!state.data.booking || state.data.booking.history.length === 0 ? (
          <p className="admin-muted">Nothing recorded yet.</p>
        ) : (
          <ol className="booking-history">
            {state.data.booking.history.map((entry) => (
              <li key={entry.id} className="booking-history__entry">
                <p className="booking-history__what">
                  <strong>{auditActionLabel(entry.action)}</strong>
                  <span className="booking-history__detail">{entry.detail}</span>
                </p>
                <p className="booking-history__who">
                  <time dateTime={entry.at}>{formatHotelDateTime(entry.at)} IST</time>
                  <span> · {entry.actor}</span>
                </p>
              </li>
            ))}
          </ol>
        ))}
    </Panel>
  );
}
