import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './import-boundaries.mjs';

const root = '/repo';
const options = [{ root }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

/** A case for `code` written in the file `file` (relative to the root). */
const at = (file, code, errors) => ({ filename: `${root}/${file}`, code, options, ...(errors ? { errors } : {}) });

tester.run('import-boundaries', rule, {
  valid: [
    // Inside one feature, anything goes (even by way of the features folder).
    at('client/src/features/admin/users/UsersPage.tsx', "import { x } from '../../admin/components/StatusBadge';"),
    at('client/src/features/admin/bookings/BookingsPage.tsx', "import { x } from '../components/StatusBadge';"),
    at('client/src/features/booking/pages/CheckRoomsPage.tsx', "import { x } from '../../../app/state/booking-draft';"),
    at('client/src/features/booking/pages/CheckRoomsPage.tsx', "import { Button } from '../../../components/ui/Button';"),
    at('client/src/features/booking/pages/CheckRoomsPage.tsx', "import { storage } from '../../../lib/storage';"),
    at('client/src/features/booking/pages/CheckRoomsPage.tsx', "import type { Room } from '../../../graphql/generated';"),
    // A feature's public entries: its routes and its pages, from the app or another feature's routes or pages.
    at('client/src/app/App.tsx', "import { adminRoutes } from '../features/admin/routes';"),
    at('client/src/app/App.tsx', "import { adminRoutes } from '../features/admin/routes.tsx';"),
    at('client/src/features/admin/routes.tsx', "import { adminRoomsRoutes } from '../admin-rooms/routes';"),
    at('client/src/features/admin/pages.tsx', "import { adminRoomsPages } from '../admin-rooms/pages';"),
    // Shared code imports shared code.
    at('client/src/components/ui/TopBar.tsx', "import { HOTEL } from '../../lib/hotel';"),
    at('client/src/lib/storage.ts', "import type { QuoteInput } from '../graphql/generated';"),
    // The app may lazy-load its own pages; packages are not checked.
    at('client/src/app/App.tsx', "const P = lazy(() => import('./NotFoundPage'));"),
    at('client/src/lib/format.ts', "import { useState } from 'react';"),
    // Server modules are dependency-cruiser's business (server/module-map.cjs), not this rule's.
    at('server/src/modules/payments/x.ts', "import { y } from '../bookings/book-code';"),
    // Files outside the root are none of this rule's business.
    { filename: '/elsewhere/client/src/lib/x.ts', code: "import '../features/admin/routes';", options },
  ],
  invalid: [
    at(
      'client/src/features/payment/pages/PaymentPage.tsx',
      "import { BookingSummary } from '../../booking/components/BookingSummary';",
      [{ messageId: 'featureInsides', data: { specifier: '../../booking/components/BookingSummary', target: 'booking' } }],
    ),
    at('client/src/features/admin/routes.tsx', "import { RoomForm } from '../admin-rooms/components/RoomForm';", [
      { messageId: 'featureInsides' },
    ]),
    at('client/src/features/booking/pages/X.tsx', "import { roomRoutes } from '../../rooms/routes';", [
      { messageId: 'featureRoutes' },
    ]),
    at('client/src/features/booking/pages/X.tsx', "import { adminRoomsPages } from '../../admin-rooms/pages';", [
      { messageId: 'featureRoutes' },
    ]),
    at('client/src/app/App.tsx', "import { LandingPage } from '../features/landing/LandingPage';", [
      { messageId: 'featureInsides' },
    ]),
    at('client/src/main.tsx', "import { x } from './features/landing/routes';", [{ messageId: 'featureRoutes' }]),
    at('client/src/app/App.tsx', "import { x } from '../features/landing';", [{ messageId: 'featureInsides' }]),
    at('client/src/features/a/x.ts', "export { y } from '../b/y';", [{ messageId: 'featureInsides' }]),
    at('client/src/features/a/x.ts', "export * from '../b/y';", [{ messageId: 'featureInsides' }]),
    at('client/src/features/a/x.tsx', "const Y = lazy(() => import('../b/pages/Y'));", [{ messageId: 'featureInsides' }]),
    at('client/src/features/a/x.test.tsx', "import { render } from '../b/testing/render';", [{ messageId: 'featureInsides' }]),
    at('client/src/features/a/x.ts', "import type { T } from '../b/types';", [{ messageId: 'featureInsides' }]),
    at('client/src/lib/x.ts', "import { y } from '../features/admin/session/y';", [{ messageId: 'sharedImportsFeature' }]),
    at('client/src/components/ui/X.tsx', "import { adminRoutes } from '../../features/admin/routes';", [
      { messageId: 'sharedImportsFeature' },
    ]),
    at('client/src/lib/storage.ts', "import type { BookingDraft } from '../app/state/booking-draft';", [
      { messageId: 'sharedImportsApp' },
    ]),
    at('client/src/components/ui/GlobalLoader.tsx', "import { useUiState } from '../../app/state/ui-state';", [
      { messageId: 'sharedImportsApp' },
    ]),
  ],
});
