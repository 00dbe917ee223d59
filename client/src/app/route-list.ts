import type { RouteObject } from 'react-router-dom';
import { pathInLocale } from '@server-pure/locale';
import { HINDI_PAGES } from '@server-pure/locale';
import { adminRoutes } from '../features/admin/routes';
import { banquetRoutes } from '../features/banquet/routes';
import { bookingRoutes } from '../features/booking/routes';
import { eventPaymentRoutes } from '../features/event-payment/routes';
import { infoRoutes } from '../features/info/routes';
import { landingRoutes } from '../features/landing/routes';
import { paymentRoutes } from '../features/payment/routes';

/**
 * Every feature lists its own routes; the app puts them together. Pages other than the landing
 * page are lazy chunks, so the landing page loads only what it needs.
 */
export type FeatureRoutes = RouteObject[];

/** The guests' pages in English, at the spec's addresses. */
const GUEST_ROUTES: RouteObject[] = [
  ...landingRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...eventPaymentRoutes,
  ...infoRoutes,
  ...banquetRoutes,
];

/** The same pages in Hindi under /hi, those that are in Hindi so far (HINDI_PAGES, docs/i18n.md). */
const HINDI_ROUTES: RouteObject[] = GUEST_ROUTES.filter((route) => route.path && HINDI_PAGES.includes(route.path)).map(
  (route) => ({ ...route, path: pathInLocale(route.path!, 'hi') }),
);

/** The app's pages; any other address is the not-found page (App.tsx). The admin area is English only. */
export const APP_ROUTES: RouteObject[] = [...GUEST_ROUTES, ...HINDI_ROUTES, ...adminRoutes];

/**
 * The address pattern of every page of `routes` ("/room/:id", "/admin/rooms/edit/:id"), nested
 * routes joined to their parents. The build writes them to dist/route-paths.json, and the server
 * answers 404 for an address that matches none of them.
 */
export function routePaths(routes: RouteObject[] = APP_ROUTES): string[] {
  return [...new Set(pathsUnder(routes, ''))];
}

function pathsUnder(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    // A layout without a path (the admin session) is no page of its own; an index route is its parent's.
    const own = route.index || route.path !== undefined ? [path] : [];
    return [...own, ...pathsUnder(route.children ?? [], path)];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
