import type { FeatureRoutes } from '../../app/route-list';
import { lazyPage } from '../../lib/lazy-page';

// Rendered on the server for each request (server/src/client-pages/server-render.ts).
const RoomDetailPage = lazyPage(() => import('./pages/RoomDetailPage'));

/** The public room page; the app lists it with the booking journey's routes. */
export const roomRoutes: FeatureRoutes = [{ path: '/room/:id', element: <RoomDetailPage /> }];
