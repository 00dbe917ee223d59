import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/route-list';

const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const CancellationRefundPage = lazy(() => import('./pages/CancellationRefundPage'));
const ShippingDeliveryPage = lazy(() => import('./pages/ShippingDeliveryPage'));
const ContactThanksPage = lazy(() => import('./pages/ContactThanksPage'));
const PrivacyRequestsPage = lazy(() => import('./privacy/PrivacyRequestsPage'));
// The contact form needs Apollo: fetch its chunk together with the page's, not after it.
const ContactUsRoute = lazy(() =>
  Promise.all([import('./pages/ContactUsRoute'), import('../../lib/apollo/ApolloBoundary')]).then(([page]) => page),
);

/** The static pages (policies, contact): each is its own lazy chunk. */
export const infoRoutes: FeatureRoutes = [
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/privacy/requests', element: <PrivacyRequestsPage /> },
  { path: '/terms-and-conditions', element: <TermsPage /> },
  { path: '/cancellation-and-refund', element: <CancellationRefundPage /> },
  { path: '/shipping-and-delivery', element: <ShippingDeliveryPage /> },
  { path: '/contact-us', element: <ContactUsRoute /> },
  { path: '/contact', element: <ContactThanksPage /> },
];
