import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint-rules/import-boundaries.mjs';
import serverPureImports from './eslint-rules/server-pure-imports.mjs';
import wordsFromCatalogue from './eslint-rules/words-from-catalogue.mjs';

/**
 * One lint for the whole tree (npm run lint). Layout is Prettier's business (eslint-config-prettier,
 * last, switches off every rule that would fight it); this checks what a formatter cannot: types
 * used carelessly, hooks, and which file may import which (eslint-rules/import-boundaries.mjs; and
 * server-pure-imports.mjs: the client reaches the server only through server/src/shared/pure).
 * TypeScript files are linted with their types (each file's own tsconfig.json).
 */
export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'data/',
      'coverage/',
      'test-artifacts/',
      'docs/',
      'client/src/graphql/generated.ts',
      'client/src/i18n/generated/',
      'server/src/db/seeds/photos/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  comments.recommended,
  {
    plugins: {
      local: {
        rules: {
          'import-boundaries': importBoundaries,
          'server-pure-imports': serverPureImports,
          'words-from-catalogue': wordsFromCatalogue,
        },
      },
    },
    rules: {
      'local/import-boundaries': ['error', { root: import.meta.dirname }],
      'local/server-pure-imports': ['error', { root: import.meta.dirname }],
      // A disabled rule says why on the same line: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
    },
  },
  {
    // The guest pages translated so far (issue 31, docs/i18n.md): their words come from the
    // catalogues. Each slice that translates a page adds its files here.
    files: [
      'client/src/components/ui/SiteHeader.tsx',
      'client/src/components/ui/SiteFooter.tsx',
      'client/src/app/NotFoundPage.tsx',
      'client/src/components/ui/{LanguageSwitch,AmenityList}.tsx',
      // The landing page (/ and /hi), its booking wizard included (a chunk with its own namespace, `wizard`).
      'client/src/features/landing/LandingPage.tsx',
      'client/src/features/landing/{components,containers}/**/*.tsx',
      // The rooms page (/check-rooms-and-rates, `rooms`) and the guest details page (/user-details,
      // `details`), and what the inner pages share: the top bar and the booking's steps
      // (`journey`), the price pieces (`price`), the forms' phone box and consent boxes (`forms`).
      'client/src/features/booking/{pages,components}/**/*.tsx',
      'client/src/components/ui/{TopBar,JourneySteps}.tsx',
      'client/src/components/{price,phone,consent}/*.tsx',
      // The room page (/room/:id and /hi/room/:id; its own namespace, `room`).
      'client/src/features/rooms/{components,pages}/**/*.tsx',
      // The payment page with its checkout, and resuming a payment (/payment, /pending-payment: `payment`).
      'client/src/features/payment/pages/{PaymentPage,PendingPaymentPage}.tsx',
      'client/src/features/payment/components/{PaymentPanel,PaymentLoader,MethodPicker,MethodIcon,PaymentProgress,PendingHold,PaymentLinkGate,BookingSummary,RoomLines,HotelHeader,LoadProblem}.tsx',
      // The guest's own booking pages (/booking/:id with its self-service, /receipt, /find-booking: `mybooking`).
      'client/src/features/payment/pages/{BookingDetailsPage,BookingLive,BookingLoading,ReceiptPage,FindBookingPage}.tsx',
      'client/src/features/payment/components/{BookingDetailsView,BookingStatusBanner,BookingDocuments,Fact,BusinessFact,NoBookingFound,LookUpDeadEnd}.tsx',
      'client/src/features/payment/self-service/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: { 'local/words-from-catalogue': 'error' },
  },

  {
    // The page's language helpers come through client/src/i18n: a feature that imported
    // @server-pure/locale itself made rolldown split that module and the catalogues out of the
    // landing page's entry into chunks of their own (+500 bytes of its 100 KB; docs/i18n.md).
    files: ['client/src/{features,components,lib}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@server-pure/locale',
              message: "Import the locale helpers from client/src/i18n (the landing page's budget: see docs/i18n.md).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Callbacks in props, contexts and hook results are declared in method shorthand
      // (`onSelect(room: Room): void`) and destructured; none of them uses `this`, so this rule
      // would flag only that style, on nearly every component.
      '@typescript-eslint/unbound-method': 'off',
      // React ignores what an event handler returns; async handlers catch their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Outside both workspaces' tsconfig.json: checked without types.
    files: ['codegen.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts', 'client/test/**/*.ts'],
    rules: {
      // Tests read JSON answers (HTTP bodies, GraphQL results, rows) as `any` and the assertions are
      // what check their shape; typing each answer again would copy the schema into every test.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stand-ins for async functions (`jest.fn(async () => value)`, `act(async () => ...)`) keep
      // the signature they replace without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },

  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Node scripts and tool configuration.
    files: ['**/*.{js,cjs,mjs}', 'codegen.ts', 'client/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs', 'server/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Served as is to the checkout page (a plain browser script, no build step).
    files: ['server/src/modules/billing/payments/simulator/simulated-checkout.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },

  prettier,
);
