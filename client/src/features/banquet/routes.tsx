import type { FeatureRoutes } from '../../app/route-list';
import { lazyPage } from '../../lib/lazy-page';

/**
 * /banquet is prerendered like the landing page (scripts/prerender.mjs): its frame is a page the
 * server renders at once (lazyPage), its chunk preloaded with the entry (app/route-chunks.ts); the
 * parts that read the hall, the calendar and the form are a lazy chunk with Apollo.
 */
const BanquetPage = lazyPage(() => import('./pages/BanquetPage').then((page) => ({ default: page.BanquetPage })));

export const banquetRoutes: FeatureRoutes = [{ path: '/banquet', element: <BanquetPage /> }];
