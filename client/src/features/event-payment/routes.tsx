import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/route-list';

const EventPaymentPage = lazy(() => import('./pages/EventPaymentPage'));

/** Paying for a banquet event by the link in its mails: a lazy chunk. */
export const eventPaymentRoutes: FeatureRoutes = [{ path: '/event/:reference/pay', element: <EventPaymentPage /> }];
