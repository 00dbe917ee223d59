import { lazy, Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { Spinner } from '../components/ui/Spinner';
import { adminRoutes } from '../features/admin/routes';
import { banquetRoutes } from '../features/banquet/routes';
import { bookingRoutes } from '../features/booking/routes';
import { eventPaymentRoutes } from '../features/event-payment/routes';
import { infoRoutes } from '../features/info/routes';
import { landingRoutes } from '../features/landing/routes';
import { paymentRoutes } from '../features/payment/routes';
import { useRouteFocus } from '../lib/use-route-focus';
import { GlobalLoader } from './GlobalLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

const routes = [
  ...landingRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...eventPaymentRoutes,
  ...infoRoutes,
  ...banquetRoutes,
  ...adminRoutes,
  { path: '*', element: <NotFoundPage /> },
];

export function App() {
  const element = useRoutes(routes);
  useRouteFocus();
  return (
    <>
      <RouteErrorBoundary>
        <Suspense
          fallback={
            <div className="page" aria-busy="true">
              <Spinner />
            </div>
          }
        >
          {element}
        </Suspense>
      </RouteErrorBoundary>
      <GlobalLoader />
    </>
  );
}
