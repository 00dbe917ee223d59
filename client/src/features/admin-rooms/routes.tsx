import type { RouteObject } from 'react-router-dom';

/** Child routes of /admin for rooms: rooms, rooms/create, rooms/edit/:id. */
export const adminRoomsRoutes: RouteObject[] = [];
