import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './server-pure-imports.mjs';

const root = '/repo';
const options = [{ root }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

/** A case for `code` written in the file `file` (relative to the root). */
const at = (file, code, errors) => ({ filename: `${root}/${file}`, code, options, ...(errors ? { errors } : {}) });

tester.run('server-pure-imports', rule, {
  valid: [
    // The client imports the pure folder through its alias, and anything of its own.
    at('client/src/features/booking/business-rules.ts', "import { gstinMessage } from '@server-pure/gstin';"),
    at('client/src/lib/format.ts', "export { formatStayDate as formatDate } from '@server-pure/calendar-dates';"),
    at('client/src/features/payment/lib/pay-at-hotel.ts', "import type { PayAtHotelLimits } from '@server-pure/pay-at-hotel';"),
    at('client/src/features/booking/pages/X.tsx', "import { Button } from '../../../components/ui/Button';"),
    at('client/vite.config.ts', "import react from '@vitejs/plugin-react';"),
    // A pure file imports its neighbours.
    at('server/src/shared/pure/guest-details.ts', "import { x } from './calendar-dates';"),
    at('server/src/shared/pure/nested/a.ts', "import { x } from '../gstin';"),
    // The phone library's small build, which the client loads lazily with the phone rule.
    at('server/src/shared/pure/phone-numbers.ts', "import { parsePhoneNumberFromString } from 'libphonenumber-js/min';"),
    // Its tests run on the server only.
    at('server/src/shared/pure/gstin.test.ts', "import { DEMO_GSTIN } from '../../config-hotel';"),
    // The server imports the pure folder, and the rest of the server is not this rule's business.
    at('server/src/shared/gstin.ts', "import { gstinProblem } from './pure/gstin';"),
    at('server/src/modules/payments/payment-part.ts', "import { EntityManager } from 'typeorm';"),
  ],
  invalid: [
    at('client/src/lib/gstin.ts', "import { gstinProblem } from '../../../server/src/shared/gstin';", [
      { messageId: 'clientImportsServer', data: { specifier: '../../../server/src/shared/gstin' } },
    ]),
    // Even the pure folder goes through the alias, so the three configurations stay the only path.
    at('client/src/lib/x.ts', "import { addDays } from '../../../server/src/shared/pure/calendar-dates';", [
      { messageId: 'clientImportsServer' },
    ]),
    at('client/src/features/a/x.ts', "import { Booking } from '@hotel/server/src/modules/bookings/booking.entity';", [
      { messageId: 'clientImportsServer' },
    ]),
    at('client/src/features/a/x.ts', "export * from '../../../../server/src/config';", [{ messageId: 'clientImportsServer' }]),
    at('client/src/features/a/x.tsx', "const m = await import('../../../../server/src/shared/money');", [
      { messageId: 'clientImportsServer' },
    ]),
    at('client/src/features/a/x.ts', "import { DomainError } from '@server-pure/../domain-error';", [
      { messageId: 'aliasLeavesPure', data: { specifier: '@server-pure/../domain-error' } },
    ]),
    // The pure folder imports nothing outside itself: no server file, no package, no Node built-in.
    at('server/src/shared/pure/gstin.ts', "import { DomainError } from '../domain-error';", [
      { messageId: 'pureImportsOutside', data: { specifier: '../domain-error' } },
    ]),
    at('server/src/shared/pure/calendar-dates.ts', "import { Between } from 'typeorm';", [{ messageId: 'pureImportsOutside' }]),
    at('server/src/shared/pure/advance.ts', "import { createHash } from 'node:crypto';", [{ messageId: 'pureImportsOutside' }]),
    // Only the small build: the full metadata would land in the browser's bundle.
    at('server/src/shared/pure/phone-numbers.ts', "import { parsePhoneNumber } from 'libphonenumber-js/max';", [
      { messageId: 'pureImportsOutside' },
    ]),
    at('server/src/shared/pure/advance.ts', "import type { Booking } from '../../modules/bookings/booking.entity';", [
      { messageId: 'pureImportsOutside' },
    ]),
    at('server/src/shared/pure/advance.ts', "const x = require('../money');", [{ messageId: 'pureImportsOutside' }]),
  ],
});
