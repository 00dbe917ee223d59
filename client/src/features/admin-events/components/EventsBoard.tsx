import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/admin/LoadState';
import { Spinner } from '../../../components/ui/Spinner';
import { EventSort, EventStatus } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { type EventListFilters, type EventRow, useEventList } from '../api/use-events';
import { BOARD_COLUMNS, CLOSED_STATUSES, EVENT_STATUS_LABELS, formatHoldEnd } from '../event-words';
import { useState } from 'react';
import { EventStatusBadge } from './EventStatusBadge';

const BOARD_LIMIT = 100;

function EventCard({ event }: { event: EventRow }) {
  return (
    <li className="event-card">
      <Link to={`/admin/events/${event.id}`} className="event-card__link">
        <span className="event-card__date">{formatDate(event.eventDate)}</span>
        <span className="event-card__title">
          {event.occasion} · {event.hostName}
        </span>
      </Link>
      <span className="event-card__meta">
        {event.session.name}, {event.hall.name} · {event.expectedGuests} guests
      </span>
      <span className="event-card__meta">
        {formatRupees(event.total)} · {event.reference}
      </span>
      {event.status === EventStatus.OnHold && event.holdExpiresAt && (
        <span className="event-card__hold">Hold ends {formatHoldEnd(event.holdExpiresAt)}</span>
      )}
      {!BOARD_COLUMNS.includes(event.status) && <EventStatusBadge status={event.status} />}
    </li>
  );
}

function Column({ title, events, id }: { title: string; events: EventRow[]; id: string }) {
  return (
    <section className="event-board__column" aria-labelledby={id}>
      <h2 className="event-board__title" id={id}>
        {title} <span className="event-board__count">{events.length}</span>
      </h2>
      {events.length === 0 ? (
        <p className="event-board__empty">None</p>
      ) : (
        <ul className="event-board__cards">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Completed, cancelled and lost events, fetched only once the owner opens them. */
function ClosedEvents({ filters }: { filters: EventListFilters }) {
  const [open, setOpen] = useState(false);
  const { page, loading, error } = useEventList(
    { ...filters, status: filters.status ?? CLOSED_STATUSES, sort: EventSort.DateDesc, first: 25 },
    !open,
  );
  return (
    <details className="event-board__closed" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Completed, cancelled and lost</summary>
      {loading && <Spinner label="Loading events…" />}
      {error && <LoadFailure refusal={error} />}
      {page &&
        (page.items.length === 0 ? (
          <p className="event-board__empty">None</p>
        ) : (
          <ul className="event-board__cards event-board__cards--closed">
            {page.items.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        ))}
    </details>
  );
}

/** The pipeline as columns: New, Quoted, On hold, Confirmed, earliest event first. */
export function EventsBoard({ filters }: { filters: EventListFilters }) {
  const statuses = filters.status
    ? BOARD_COLUMNS.filter((status) => (filters.status as EventStatus[]).includes(status))
    : BOARD_COLUMNS;
  const { page, loading, error } = useEventList(
    { ...filters, status: statuses, sort: EventSort.DateAsc, first: BOARD_LIMIT },
    statuses.length === 0,
  );
  const closedFilter = filters.status
    ? { ...filters, status: CLOSED_STATUSES.filter((status) => (filters.status as EventStatus[]).includes(status)) }
    : filters;
  return (
    <>
      {loading && <Spinner label="Loading events…" />}
      {error && <LoadFailure refusal={error} />}
      {page && (
        <div className="event-board">
          {BOARD_COLUMNS.map((status) => (
            <Column
              key={status}
              id={`event-column-${status}`}
              title={EVENT_STATUS_LABELS[status]}
              events={page.items.filter((event) => event.status === status)}
            />
          ))}
        </div>
      )}
      {page && page.total > BOARD_LIMIT && (
        <p className="admin-muted">
          The board shows the first {BOARD_LIMIT} of {page.total} events; narrow the dates or use the list.
        </p>
      )}
      {(!filters.status || (closedFilter.status as EventStatus[]).length > 0) && <ClosedEvents filters={closedFilter} />}
    </>
  );
}
