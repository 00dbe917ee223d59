import type { FeatureRoutes } from '../../app/route-list';

export const bookingRoutes: FeatureRoutes = [];
