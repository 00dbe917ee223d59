import type { FeatureRoutes } from '../../app/route-list';
import { BanquetPage } from './pages/BanquetPage';

/**
 * /banquet is prerendered like the landing page (scripts/prerender.mjs), so its frame is eager;
 * the parts that read the hall, the calendar and the form are a lazy chunk with Apollo.
 */
export const banquetRoutes: FeatureRoutes = [{ path: '/banquet', element: <BanquetPage /> }];
