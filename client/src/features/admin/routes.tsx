import type { FeatureRoutes } from '../../app/route-list';

/** /login and /admin/* (the owner's area). */
export const adminRoutes: FeatureRoutes = [];
