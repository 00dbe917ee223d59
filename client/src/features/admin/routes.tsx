import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/route-list';
import { adminRoomsRoutes } from '../admin-rooms/routes';
import { adminBanquetRoutes } from '../admin-banquet/routes';
import { adminEventsRoutes } from '../admin-events/routes';
import { lazyPage } from '../../lib/lazy-page';

// The frame of /admin/today is rendered on the server (server/src/client-app.ts): these three with it.
const AdminSessionRoot = lazyPage(() => import('./session/AdminSessionRoot'));
const AdminLayout = lazyPage(() => import('./layout/AdminLayout'));
const TodayPage = lazyPage(() => import('./today/TodayPage'));
const LoginPage = lazy(() => import('./login/LoginPage'));
const AcceptInvitePage = lazy(() => import('./staff/AcceptInvitePage'));
// The other pages of the admin area: one lazy import here, each page its own chunk behind it (admin-pages.tsx).
const AdminPage = lazy(() => import('./admin-pages'));

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
          { path: 'housekeeping', element: <AdminPage page="HousekeepingPage" /> },
          { path: 'booking', element: <AdminPage page="BookingsPage" /> },
          { path: 'booking/new', element: <AdminPage page="NewDeskBookingPage" /> },
          { path: 'booking/:id', element: <AdminPage page="BookingDetailPage" /> },
          { path: 'payment', element: <AdminPage page="PaymentsPage" /> },
          { path: 'receipt/:paymentId', element: <AdminPage page="ReceiptPage" /> },
          { path: 'calendar', element: <AdminPage page="CalendarPage" /> },
          { path: 'channels', element: <AdminPage page="ChannelsPage" /> },
          { path: 'reports', element: <AdminPage page="ReportsPage" /> },
          { path: 'shifts', element: <AdminPage page="ShiftsPage" /> },
          { path: 'shifts/:id', element: <AdminPage page="ShiftReportPage" /> },
          { path: 'day-close', element: <AdminPage page="DayClosePage" /> },
          { path: 'register', element: <AdminPage page="RegisterPages" /> },
          { path: 'form-iii', element: <AdminPage page="RegisterPages" /> },
          { path: 'privacy-requests', element: <AdminPage page="PrivacyRequestsPage" /> },
          { path: 'access-log', element: <AdminPage page="AccessLogPage" /> },
          { path: 'messages', element: <AdminPage page="MessageLogPage" /> },
          { path: 'messages/contact', element: <AdminPage page="ContactMessagesPage" /> },
          { path: 'rates', element: <AdminPage page="RatesPage" /> },
          { path: 'settings', element: <AdminPage page="SettingsPage" /> },
          { path: 'staff', element: <AdminPage page="StaffPage" /> },
          { path: 'account', element: <AdminPage page="AccountPage" /> },
          ...adminRoomsRoutes,
          ...adminBanquetRoutes,
          ...adminEventsRoutes,
        ],
      },
    ],
  },
];
