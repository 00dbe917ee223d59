import { lazy, ReactNode, Suspense } from 'react';

const ApolloBoundary = lazy(() => import('./ApolloBoundary'));

/**
 * Wraps the parts of a page that read data. Apollo Client (~60 KB) is a separate chunk, fetched
 * the first time such a part renders, so the landing page's first paint does not wait for it.
 */
export function WithApollo({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloBoundary>{children}</ApolloBoundary>
    </Suspense>
  );
}
