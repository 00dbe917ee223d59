import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/route-list';
import { lazyPage } from '../../lib/lazy-page';

// Rendered on the server for each request (server/src/client-pages/server-render.ts); the payment
// page as its frame, without the quote or the booking it pays.
const PaymentPage = lazyPage(() => import('./pages/PaymentPage'));
const BookingDetailsPage = lazyPage(() => import('./pages/BookingDetailsPage'));
const ReceiptPage = lazy(() => import('./pages/ReceiptPage'));
const PendingPaymentPage = lazy(() => import('./pages/PendingPaymentPage'));
const FindBookingPage = lazy(() => import('./pages/FindBookingPage'));

/** Payment, the booking it makes, its receipt, and resuming an interrupted payment: lazy chunks. */
export const paymentRoutes: FeatureRoutes = [
  { path: '/payment', element: <PaymentPage /> },
  { path: '/booking/:id', element: <BookingDetailsPage /> },
  { path: '/receipt', element: <ReceiptPage /> },
  { path: '/pending-payment', element: <PendingPaymentPage /> },
  { path: '/find-booking', element: <FindBookingPage /> },
];
