import type { FeatureRoutes } from '../../app/route-list';
import { lazyPage } from '../../lib/lazy-page';
import { roomRoutes } from '../rooms/routes';

// Rendered on the server for each request (server/src/client-pages/server-render.ts); the guest
// details page as its frame, without the draft.
const CheckRoomsPage = lazyPage(() => import('./pages/CheckRoomsPage'));
const UserDetailsPage = lazyPage(() => import('./pages/UserDetailsPage'));

/** The booking journey: rooms free for the stay, then the guest's details (payment follows). */
export const bookingRoutes: FeatureRoutes = [
  { path: '/check-rooms-and-rates', element: <CheckRoomsPage /> },
  { path: '/user-details', element: <UserDetailsPage /> },
  ...roomRoutes,
];
