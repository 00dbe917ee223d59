import { lazy } from 'react';

/** The admin's pages for the banquet pipeline, by name: each its own chunk, named with the admin's other pages (admin/pages.tsx). */
export const adminEventsPages = {
  EventsPage: lazy(() => import('./pages/EventsPage')),
  NewEventPage: lazy(() => import('./pages/NewEventPage')),
  EventPage: lazy(() => import('./pages/EventPage')),
};
