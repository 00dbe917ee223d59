import type { RouteObject } from 'react-router-dom';

/**
 * Every feature lists its own routes; the app puts them together. Pages other than the landing
 * page are lazy chunks, so the landing page loads only what it needs.
 */
export type FeatureRoutes = RouteObject[];
