import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/route-list';
import { adminRoomsRoutes } from '../admin-rooms/routes';
import { adminBanquetRoutes } from '../admin-banquet/routes';
import { adminEventsRoutes } from '../admin-events/routes';
import { lazyPage } from '../../lib/lazy-page';

// The frame of /admin/today is rendered on the server (server/src/client-app.ts): these three with it.
const AdminSessionRoot = lazyPage(() => import('./session/AdminSessionRoot'));
const LoginPage = lazy(() => import('./login/LoginPage'));
const AdminLayout = lazyPage(() => import('./layout/AdminLayout'));
const AdminHome = lazy(() => import('./users/AdminHome'));
const BookingsPage = lazy(() => import('./bookings/BookingsPage'));
const BookingDetailPage = lazy(() => import('./bookings/BookingDetailPage'));
const PaymentsPage = lazy(() => import('./payments/PaymentsPage'));
const CalendarPage = lazy(() => import('./calendar/CalendarPage'));
const MessageLogPage = lazy(() => import('./messages/MessageLogPage'));
// The two tabs of /admin/messages are one chunk (one file fewer in the first script's list of chunks).
const ContactMessagesPage = lazy(() =>
  import('./messages/MessageLogPage').then((page) => ({ default: page.ContactMessagesPage })),
);
const AccountPage = lazy(() => import('./account/AccountPage'));
const TodayPage = lazyPage(() => import('./today/TodayPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const NewDeskBookingPage = lazy(() => import('./bookings/NewDeskBookingPage'));
const ReceiptPage = lazy(() => import('./desk-money/ReceiptPage'));
const RatesPage = lazy(() => import('./rates/RatesPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const HousekeepingPage = lazy(() => import('./housekeeping/HousekeepingPage'));
const StaffPage = lazy(() => import('./staff/StaffPage'));
const AcceptInvitePage = lazy(() => import('./staff/AcceptInvitePage'));
const ShiftsPage = lazy(() => import('./shifts/ShiftsPage'));
const ShiftReportPage = lazy(() => import('./shifts/ShiftReportPage'));
const DayClosePage = lazy(() => import('./day-close/DayClosePage'));
// The register and Form III: one chunk and one lazy page that picks by the path (the first script stays within its budget).
const RegisterPages = lazy(() => import('./guest-register/Pages'));

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
          { index: true, element: <AdminHome /> },
          { path: 'today', element: <TodayPage /> },
          { path: 'housekeeping', element: <HousekeepingPage /> },
          { path: 'booking', element: <BookingsPage /> },
          { path: 'booking/new', element: <NewDeskBookingPage /> },
          { path: 'booking/:id', element: <BookingDetailPage /> },
          { path: 'payment', element: <PaymentsPage /> },
          { path: 'receipt/:paymentId', element: <ReceiptPage /> },
          { path: 'calendar', element: <CalendarPage /> },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'shifts', element: <ShiftsPage /> },
          { path: 'shifts/:id', element: <ShiftReportPage /> },
          { path: 'day-close', element: <DayClosePage /> },
          { path: 'register', element: <RegisterPages /> },
          { path: 'form-iii', element: <RegisterPages /> },
          { path: 'messages', element: <MessageLogPage /> },
          { path: 'messages/contact', element: <ContactMessagesPage /> },
          { path: 'rates', element: <RatesPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'staff', element: <StaffPage /> },
          { path: 'account', element: <AccountPage /> },
          ...adminRoomsRoutes,
          ...adminBanquetRoutes,
          ...adminEventsRoutes,
        ],
      },
    ],
  },
];
