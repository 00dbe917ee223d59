import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/route-list';
import type { RouteObject } from 'react-router-dom';
import { adminBanquetRoutes } from '../admin-banquet/routes';
import { adminEventsRoutes } from '../admin-events/routes';
import { adminRoomsRoutes } from '../admin-rooms/routes';
import { lazyPage } from '../../lib/lazy-page';
import type { AdminPageName } from './pages';

// The frame of /admin/today is rendered on the server (server/src/client-app.ts): these three with it.
const AdminSessionRoot = lazyPage(() => import('./session/AdminSessionRoot'));
const AdminLayout = lazyPage(() => import('./layout/AdminLayout'));
const TodayPage = lazyPage(() => import('./today/TodayPage'));
const LoginPage = lazy(() => import('./login/LoginPage'));
const AcceptInvitePage = lazy(() => import('./staff/AcceptInvitePage'));
// The other pages of the admin area: one lazy import here, each page its own chunk behind it (pages.tsx).
const AdminPage = lazy(() => import('./pages'));

/**
 * The pages under /admin but Today, as [path, page]: the route table is in the landing page's
 * first script, so it is kept to names (pages.tsx holds the pages).
 */
const ADMIN_PAGES: (readonly [string, AdminPageName])[] = [
  ['housekeeping', 'HousekeepingPage'],
  ['booking', 'BookingsPage'],
  ['booking/new', 'NewDeskBookingPage'],
  ['booking/:id', 'BookingDetailPage'],
  ['payment', 'PaymentsPage'],
  ['receipt/:paymentId', 'ReceiptPage'],
  ['calendar', 'CalendarPage'],
  ['channels', 'ChannelsPage'],
  ['reports', 'ReportsPage'],
  ['shifts', 'ShiftsPage'],
  ['shifts/:id', 'ShiftReportPage'],
  ['day-close', 'DayClosePage'],
  ['register', 'RegisterPages'],
  ['form-iii', 'RegisterPages'],
  ['privacy-requests', 'PrivacyRequestsPage'],
  ['access-log', 'AccessLogPage'],
  ['messages', 'MessageLogPage'],
  ['messages/contact', 'ContactMessagesPage'],
  ['rates', 'RatesPage'],
  ['settings', 'SettingsPage'],
  ['staff', 'StaffPage'],
  ['account', 'AccountPage'],
  ...adminRoomsRoutes,
  ...adminBanquetRoutes,
  ...adminEventsRoutes,
];

const pageRoute = ([path, page]: readonly [string, AdminPageName]): RouteObject => ({ path, element: <AdminPage page={page} /> });

/**
 * /login and /admin/* (the staff's area). One session context spans both, so signing in on
 * /login (or accepting an invite) and landing on /admin share it; /admin and all below it but
 * the invite page need a live session.
 */
export const adminRoutes: FeatureRoutes = [
  {
    element: <AdminSessionRoot />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin/accept-invite', element: <AcceptInvitePage /> },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminPage page="AdminHome" /> },
          { path: 'today', element: <TodayPage /> },
          ...ADMIN_PAGES.map(pageRoute),
        ],
      },
    ],
  },
];
