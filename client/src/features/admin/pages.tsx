import { lazy } from 'react';
import { adminBanquetPages } from '../admin-banquet/pages';
import { adminEventsPages } from '../admin-events/pages';
import { adminRoomsPages } from '../admin-rooms/pages';

/**
 * The admin area's pages that the server does not render (Today and the frame are routes.tsx's
 * lazyPage): each its own chunk, named here rather than in routes.tsx, so that the first script
 * (which holds the route table) carries one lazy import for all of them, not one each. A new admin
 * page is added here (or to its feature's pages.ts) and routed by its name in routes.tsx.
 */
const PAGES = {
  AdminHome: lazy(() => import('./users/AdminHome')),
  BookingsPage: lazy(() => import('./bookings/BookingsPage')),
  BookingDetailPage: lazy(() => import('./bookings/BookingDetailPage')),
  PaymentsPage: lazy(() => import('./payments/PaymentsPage')),
  CalendarPage: lazy(() => import('./calendar/CalendarPage')),
  MessageLogPage: lazy(() => import('./messages/MessageLogPage')),
  ContactMessagesPage: lazy(() => import('./messages/MessageLogPage').then((page) => ({ default: page.ContactMessagesPage }))),
  AccountPage: lazy(() => import('./account/AccountPage')),
  ReportsPage: lazy(() => import('./reports/ReportsPage')),
  NewDeskBookingPage: lazy(() => import('./bookings/NewDeskBookingPage')),
  ReceiptPage: lazy(() => import('./desk-money/ReceiptPage')),
  RatesPage: lazy(() => import('./rates/RatesPage')),
  SettingsPage: lazy(() => import('./settings/SettingsPage')),
  HousekeepingPage: lazy(() => import('./housekeeping/HousekeepingPage')),
  StaffPage: lazy(() => import('./staff/StaffPage')),
  ShiftsPage: lazy(() => import('./shifts/ShiftsPage')),
  ShiftReportPage: lazy(() => import('./shifts/ShiftReportPage')),
  DayClosePage: lazy(() => import('./day-close/DayClosePage')),
  RegisterPages: lazy(() => import('./guest-register/Pages')),
  PrivacyRequestsPage: lazy(() => import('./privacy/PrivacyRequestsPage')),
  AccessLogPage: lazy(() => import('./access-log/AccessLogPage')),
  ChannelsPage: lazy(() => import('./channels/ChannelsPage')),
  ...adminRoomsPages,
  ...adminEventsPages,
  ...adminBanquetPages,
};

export type AdminPageName = keyof typeof PAGES;

export default function AdminPages({ page }: { page: AdminPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
