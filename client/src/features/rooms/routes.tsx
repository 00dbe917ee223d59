import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/route-list';

const RoomDetailPage = lazy(() => import('./pages/RoomDetailPage'));

/** The public room page; the app lists it with the booking journey's routes. */
export const roomRoutes: FeatureRoutes = [{ path: '/room/:id', element: <RoomDetailPage /> }];
