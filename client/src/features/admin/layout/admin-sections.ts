import { AdminProfile, mayUse } from '../../../lib/admin-session';

/** The admin menu; each section shows when the permission table gives the role the operation it needs. */
export const ADMIN_SECTIONS = [
  { to: '/admin/today', label: 'Today', needs: 'Query.frontDesk' },
  { to: '/admin/housekeeping', label: 'Housekeeping', needs: 'Query.roomStatuses' },
  { to: '/admin/register', label: 'Guest register', needs: 'Query.guestRegister' },
  { to: '/admin/form-iii', label: 'Form III', needs: 'Query.formIIIReports' },
  { to: '/admin/privacy-requests', label: 'Privacy requests', needs: 'Query.privacyRequests' },
  { to: '/admin', label: 'Users', end: true, needs: 'Query.users' },
  { to: '/admin/rooms', label: 'Rooms', needs: 'Mutation.updateRoom' },
  { to: '/admin/rates', label: 'Rates', needs: 'Mutation.setBaseRent' },
  { to: '/admin/banquet', label: 'Banquet hall', needs: 'Mutation.saveHall' },
  { to: '/admin/booking', label: 'Bookings', needs: 'Query.bookings' },
  { to: '/admin/events', label: 'Events', needs: 'Query.events' },
  { to: '/admin/payment', label: 'Payments', needs: 'Query.payments' },
  { to: '/admin/calendar', label: 'Calendar', needs: 'Query.bookingCalendar' },
  // The desk reads the conflict inbox there too (a double booking is everyone's business).
  { to: '/admin/channels', label: 'Channels', needs: 'Query.channelConflicts' },
  { to: '/admin/shifts', label: 'Cash shifts', needs: 'Query.shifts' },
  { to: '/admin/day-close', label: 'Day close', needs: 'Query.dayClose' },
  { to: '/admin/reports', label: 'Reports', needs: 'Query.reports' },
  { to: '/admin/messages', label: 'Messages', needs: 'Query.messages' },
  { to: '/admin/settings', label: 'Settings', needs: 'Mutation.updateHotelProfile' },
  { to: '/admin/staff', label: 'Staff', needs: 'Query.staff' },
  { to: '/admin/access-log', label: 'Who looked', needs: 'Query.personalDataAccessLog' },
  { to: '/admin/account', label: 'Your account', needs: 'Query.me' },
];

/**
 * Where /admin sends someone who may not see the users (the spec's landing): Today when the role
 * runs the desk, else the first section of the menu it may use.
 */
export function landingFor(admin: AdminProfile | undefined): string {
  if (mayUse(admin, 'Query.users')) return '/admin';
  if (mayUse(admin, 'Query.frontDesk')) return '/admin/today';
  return ADMIN_SECTIONS.find((section) => mayUse(admin, section.needs))?.to ?? '/admin/account';
}
