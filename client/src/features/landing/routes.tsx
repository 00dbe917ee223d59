import type { FeatureRoutes } from '../../app/route-list';
import { LandingPage } from './LandingPage';

/** The landing page is the one eager route: it is what most visitors open first. */
export const landingRoutes: FeatureRoutes = [{ path: '/', element: <LandingPage /> }];
