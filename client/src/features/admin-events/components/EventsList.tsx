import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Column, DataRows, DataTable, MessageRow } from '../../../components/admin/DataTable';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/load-state';
import { LoadFailure } from '../../../components/admin/LoadState';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { type AdminEventRowFragment, EventSort } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { type EventListFilters, useEventList } from '../api/use-events';
import { formatHoldEnd } from '../event-words';
import { EventStatusBadge } from './EventStatusBadge';

const COLUMNS: Column<AdminEventRowFragment>[] = [
  {
    header: 'Date',
    rowHeader: true,
    nowrap: true,
    cell: (event) => (
      <>
        <Link to={`/admin/events/${event.id}`} aria-label={`${event.occasion} on ${formatDate(event.eventDate)}, open`}>
          {formatDate(event.eventDate)}
        </Link>
        <span className="admin-table__sub">{event.reference}</span>
      </>
    ),
  },
  { header: 'Session', cell: (event) => event.session.name },
  { header: 'Hall', cell: (event) => event.hall.name },
  { header: 'Occasion', cell: (event) => event.occasion },
  {
    header: 'Host',
    cell: (event) => (
      <>
        {event.hostName}
        <span className="admin-table__sub">{event.hostPhone}</span>
      </>
    ),
  },
  { header: 'Guests', numeric: true, cell: (event) => event.expectedGuests },
  {
    header: 'Status',
    cell: (event) => (
      <>
        <EventStatusBadge status={event.status} />
        {event.holdExpiresAt && <span className="admin-table__sub">Hold ends {formatHoldEnd(event.holdExpiresAt)}</span>}
      </>
    ),
  },
  { header: 'Total', numeric: true, cell: (event) => formatRupees(event.total) },
];

/** One page of rows; the last page offers the next. */
function ListPage({ filters, after, onMore }: { filters: EventListFilters; after?: string; onMore?(cursor: string): void }) {
  const { page, loading, error } = useEventList({ ...filters, sort: EventSort.DateDesc, first: ADMIN_PAGE_SIZE, after });
  const span = COLUMNS.length;
  if (loading)
    return (
      <MessageRow span={span}>
        <Spinner label="Loading events…" />
      </MessageRow>
    );
  if (error || !page)
    return (
      <MessageRow span={span}>
        <LoadFailure refusal={error} />
      </MessageRow>
    );
  if (page.total === 0) return <MessageRow span={span}>No events match.</MessageRow>;
  const next = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  return (
    <>
      <DataRows columns={COLUMNS} rows={page.items} rowKey={(event) => event.id} />
      {onMore && next && (
        <MessageRow span={span} className="event-list__more">
          <Button variant="secondary" onClick={() => onMore(next)}>
            Show more events
          </Button>
        </MessageRow>
      )}
    </>
  );
}

/** Every event matching the filters, latest date first, a page at a time. */
export function EventsList({ filters }: { filters: EventListFilters }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = [undefined, ...cursors];
  return (
    <DataTable label="Events" columns={COLUMNS}>
      {pages.map((after, index) => (
        <ListPage
          key={after ?? 'first'}
          filters={filters}
          after={after}
          onMore={index === pages.length - 1 ? (cursor) => setCursors((list) => [...list, cursor]) : undefined}
        />
      ))}
    </DataTable>
  );
}
