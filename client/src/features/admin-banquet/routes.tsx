import { lazy, ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../components/ui/Spinner';

const BanquetSetupPage = lazy(() => import('./pages/BanquetSetupPage'));
const FunctionSheetPage = lazy(() => import('./pages/FunctionSheetPage'));

/** Each page waits for its chunk inside the admin layout, which stays on screen meanwhile. */
function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<Spinner />}>{element}</Suspense>;
}

/** Child routes of /admin for the banquet hall: its setup, and an event's function sheet. */
export const adminBanquetRoutes: RouteObject[] = [
  { path: 'banquet', element: page(<BanquetSetupPage />) },
  { path: 'events/:id/sheet', element: page(<FunctionSheetPage />) },
];
