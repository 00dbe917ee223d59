import { lazy, ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../components/ui/Spinner';

const EventsPage = lazy(() => import('./pages/EventsPage'));
const NewEventPage = lazy(() => import('./pages/NewEventPage'));
const EventPage = lazy(() => import('./pages/EventPage'));

function page(element: ReactNode): ReactNode {
  return (
    <Suspense
      fallback={
        <div className="admin-events" aria-busy="true">
          <Spinner />
        </div>
      }
    >
      {element}
    </Suspense>
  );
}

/** Child routes of /admin for the banquet pipeline: events (board or list), events/new, events/:id. */
export const adminEventsRoutes: RouteObject[] = [
  { path: 'events', element: page(<EventsPage />) },
  { path: 'events/new', element: page(<NewEventPage />) },
  { path: 'events/:id', element: page(<EventPage />) },
];
