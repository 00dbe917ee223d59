import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import type { EventListFilters } from '../api/use-events';
import { EventFilters, useEventFilters } from '../components/EventFilters';
import { EventsBoard } from '../components/EventsBoard';
import { EventsList } from '../components/EventsList';
import '../admin-events.css';

/** /admin/events: the pipeline as a board or a list, filtered; "New event" for a phone enquiry. */
export default function EventsPage() {
  const [values, apply] = useEventFilters();
  const filters: EventListFilters = {
    search: values.search,
    status: values.status ? [values.status] : undefined,
    from: values.from,
    to: values.to,
  };
  const switchTo = (view: 'board' | 'list') => {
    const params = new URLSearchParams();
    if (view === 'list') params.set('view', 'list');
    if (values.search) params.set('q', values.search);
    if (values.status) params.set('status', values.status);
    if (values.from) params.set('from', values.from);
    if (values.to) params.set('to', values.to);
    return `/admin/events${params.size ? `?${params.toString()}` : ''}`;
  };

  return (
    <AdminPage
      className="admin-events"
      title="Events"
      lead="Enquiries, quotes, holds and confirmed events in the hall."
      actions={
        <Link className="btn btn--primary" to="/admin/events/new">
          New event
        </Link>
      }
    >
      <nav className="event-view-toggle" aria-label="Show events as">
        <Link to={switchTo('board')} aria-current={values.view === 'board' ? 'page' : undefined}>
          Board
        </Link>
        <Link to={switchTo('list')} aria-current={values.view === 'list' ? 'page' : undefined}>
          List
        </Link>
      </nav>
      <EventFilters key={JSON.stringify(values)} values={values} onApply={apply} />
      {values.view === 'board' ? (
        <EventsBoard key={JSON.stringify(filters)} filters={filters} />
      ) : (
        <EventsList key={JSON.stringify(filters)} filters={filters} />
      )}
    </AdminPage>
  );
}
