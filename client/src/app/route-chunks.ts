/**
 * The lazy modules each route needs for its first paint, by their source path (as Vite's build
 * manifest names them). scripts/prerender.mjs resolves them through the manifest into the chunk
 * files, their static imports and their CSS (dist/route-assets.json), and the server links them
 * from the page (<link rel="modulepreload">), so the browser fetches them along with the entry
 * instead of one after another. The build fails when a module here is not in the manifest.
 *
 * The landing page is not listed: its own code is in the entry, and its JavaScript before the
 * first paint has a budget that modulepreloads would count against.
 */
import { HINDI_PAGES, pathInLocale } from '@server-pure/locale';

const APOLLO = 'src/lib/apollo/ApolloBoundary.tsx';
/** Hindi's words (i18n/hindi.ts), which a Hindi page loads before it starts. */
const HINDI_WORDS = 'src/i18n/hindi.ts';
const ADMIN = ['src/features/admin/session/AdminSessionRoot.tsx', 'src/features/admin/layout/AdminLayout.tsx'];

/** The not-found page's name in this list; no request path matches it. */
export const NOT_FOUND_ROUTE = '*';

const ENGLISH_ROUTE_CHUNKS: { path: string; modules: string[] }[] = [
  // These three paint a frame rendered on the server; their state (the draft, the admin's login)
  // and their live parts follow after the paint.
  {
    path: '/user-details',
    modules: ['src/features/booking/pages/UserDetailsPage.tsx', 'src/features/booking/pages/UserDetailsLive.tsx', APOLLO],
  },
  // These three paint their first frame from the data the server embeds; their live part (with
  // Apollo) follows after the paint, so it does not share the bandwidth of the first one.
  { path: '/check-rooms-and-rates', modules: ['src/features/booking/pages/CheckRoomsPage.tsx'] },
  // Prerendered like the landing page, but not in the entry: the landing page's budget.
  { path: '/banquet', modules: ['src/features/banquet/pages/BanquetPage.tsx'] },
  { path: '/room/:id', modules: ['src/features/rooms/pages/RoomDetailPage.tsx'] },
  { path: '/payment', modules: ['src/features/payment/pages/PaymentPage.tsx', APOLLO] },
  { path: '/booking/:id', modules: ['src/features/payment/pages/BookingDetailsPage.tsx'] },
  { path: '/pending-payment', modules: ['src/features/payment/pages/PendingPaymentPage.tsx', APOLLO] },
  { path: '/login', modules: [...ADMIN.slice(0, 1), 'src/features/admin/login/LoginPage.tsx'] },
  { path: '/admin', modules: [...ADMIN, 'src/features/admin/users/AdminHome.tsx', APOLLO] },
  { path: '/admin/today', modules: [...ADMIN, 'src/features/admin/today/TodayPage.tsx', APOLLO] },
  { path: '/admin/housekeeping', modules: [...ADMIN, 'src/features/admin/housekeeping/HousekeepingPage.tsx', APOLLO] },
  { path: '/admin/booking', modules: [...ADMIN, 'src/features/admin/bookings/BookingsPage.tsx', APOLLO] },
  { path: '/admin/calendar', modules: [...ADMIN, 'src/features/admin/calendar/CalendarPage.tsx', APOLLO] },
  { path: '/admin/staff', modules: [...ADMIN, 'src/features/admin/staff/StaffPage.tsx', APOLLO] },
  { path: '/admin/accept-invite', modules: [ADMIN[0], 'src/features/admin/staff/AcceptInvitePage.tsx', APOLLO] },
  // The not-found page, rendered on the server for any address that is no page (react-router's "*").
  { path: NOT_FOUND_ROUTE, modules: ['src/app/NotFoundPage.tsx'] },
];

/** Every route's chunks: a Hindi page's are its English page's and Hindi's words. */
export const ROUTE_CHUNKS: { path: string; modules: string[] }[] = [
  ...ENGLISH_ROUTE_CHUNKS,
  ...HINDI_PAGES.map((path) => ({
    path: pathInLocale(path, 'hi'),
    modules: [...(ENGLISH_ROUTE_CHUNKS.find((route) => route.path === path)?.modules ?? []), HINDI_WORDS],
  })),
];
