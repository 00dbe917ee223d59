import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { Spinner } from '../components/ui/Spinner';
import { useDocumentLanguage } from '../i18n';
import { lazyPage } from '../lib/lazy-page';
import { useRouteFocus } from '../lib/use-route-focus';
import { GlobalLoader } from './GlobalLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { APP_ROUTES } from './route-list';

// Rendered on the server for an address that is no page, sent with status 404 (server/src/client-app.ts).
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

const routes = [...APP_ROUTES, { path: '*', element: <NotFoundPage /> }];

export function App() {
  const element = useRoutes(routes);
  useRouteFocus();
  useDocumentLanguage();
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
