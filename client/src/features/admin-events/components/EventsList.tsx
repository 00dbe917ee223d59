import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { EventSort } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { type EventListFilters, useEventList } from '../api/use-events';
import { formatHoldEnd } from '../event-words';
import { EventStatusBadge } from './EventStatusBadge';

const PAGE = 25;

/** One page of rows; the last page offers the next. */
function ListPage({ filters, after, onMore }: { filters: EventListFilters; after?: string; onMore?(cursor: string): void }) {
  const { page, loading, error } = useEventList({ ...filters, sort: EventSort.DateDesc, first: PAGE, after });
  if (loading)
    return (
      <tr>
        <td colSpan={8}>
          <Spinner label="Loading events…" />
        </td>
      </tr>
    );
  if (error || !page)
    return (
      <tr>
        <td colSpan={8}>{error}</td>
      </tr>
    );
  if (page.total === 0)
    return (
      <tr>
        <td colSpan={8}>No events match.</td>
      </tr>
    );
  return (
    <>
      {page.items.map((event) => (
        <tr key={event.id}>
          <th scope="row" className="admin-table__nowrap">
            <Link to={`/admin/events/${event.id}`} aria-label={`${event.occasion} on ${formatDate(event.eventDate)}, open`}>
              {formatDate(event.eventDate)}
            </Link>
            <span className="admin-table__sub">{event.reference}</span>
          </th>
          <td data-label="Session">{event.session.name}</td>
          <td data-label="Hall">{event.hall.name}</td>
          <td data-label="Occasion">{event.occasion}</td>
          <td data-label="Host">
            {event.hostName}
            <span className="admin-table__sub">{event.hostPhone}</span>
          </td>
          <td data-label="Guests" className="admin-table__number">
            {event.expectedGuests}
          </td>
          <td data-label="Status">
            <EventStatusBadge status={event.status} />
            {event.holdExpiresAt && <span className="admin-table__sub">Hold ends {formatHoldEnd(event.holdExpiresAt)}</span>}
          </td>
          <td data-label="Total" className="admin-table__number">
            {formatRupees(event.total)}
          </td>
        </tr>
      ))}
      {onMore && page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
        <tr className="event-list__more">
          <td colSpan={8}>
            <Button variant="secondary" onClick={() => onMore(page.pageInfo.endCursor!)}>
              Show more events
            </Button>
          </td>
        </tr>
      )}
    </>
  );
}

/** Every event matching the filters, latest date first, 25 at a time. */
export function EventsList({ filters }: { filters: EventListFilters }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = [undefined, ...cursors];
  return (
    <div className="table-region" role="region" aria-label="Events" tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">Events</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Session</th>
            <th scope="col">Hall</th>
            <th scope="col">Occasion</th>
            <th scope="col">Host</th>
            <th scope="col" className="admin-table__number">
              Guests
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="admin-table__number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((after, index) => (
            <ListPage
              key={after ?? 'first'}
              filters={filters}
              after={after}
              onMore={index === pages.length - 1 ? (cursor) => setCursors((list) => [...list, cursor]) : undefined}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
