/** Child routes of /admin for the banquet pipeline (events as a board or a list, a new event, an event), as [path, page]. */
export const adminEventsRoutes = [
  ['events', 'EventsPage'],
  ['events/new', 'NewEventPage'],
  ['events/:id', 'EventPage'],
] as const;
