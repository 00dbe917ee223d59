/**
 * The server tests run in suites. Each jest file costs about a second before its first test,
 * loading the server's modules again in a fresh module registry, and most of the ~120 test files
 * take a few seconds themselves, so jest runs one file per suite (`test/suites/<name>.suite.ts`)
 * that loads the test files of a subject each inside a `describe` named by its path. Each test
 * file still opens its own database and app, closes them after its tests, and reads as before;
 * only the modules are loaded once per suite. Run one file alone by naming it:
 * `npm run test:engines -w server -- test/rest-rooms.test.ts`.
 *
 * A test file (path from server/) belongs to the suite with the longest prefix it starts with;
 * `src/`, `test/` and `test/e2e/` catch what no other suite names, so a new file always runs. The
 * `browser-` suites are the e2e project's (one Chromium, the built client); the others run on each
 * engine. Suites are a subject's files of some 20–35 s per engine (60–100 s for the browser ones,
 * whose files are longer), so the jest workers finish together.
 */
const SUITES = {
  money: ['src/modules/billing/', 'src/modules/bookings/money/'],
  bookings: ['src/modules/bookings/'],
  'front-desk': ['src/modules/front-desk/', 'src/modules/housekeeping/'],
  modules: ['src/'],
  payments: ['test/payments-'],
  refunds: ['test/payments-refunds', 'test/payments-advance'],
  'tax-documents': ['test/tax-documents', 'test/business-gstin'],
  // About a minute per engine (each stay is invoiced at check-out, each document rendered): a suite of its own.
  'credit-notes': ['test/tax-documents-credit-notes'],
  'document-downloads': ['test/tax-document-downloads', 'test/graphql-tax-documents', 'test/gst-summary'],
  banquet: ['test/banquet-', 'test/event-', 'test/function-sheet'],
  // The message outbox, its worker and transports (issue 28).
  messages: ['test/message-', 'src/modules/messages/'],
  'graphql-desk': [
    'test/graphql-front-desk',
    'test/graphql-desk-',
    'test/graphql-booking-deletion',
    'test/graphql-room-blocks',
    'test/graphql-housekeeping',
  ],
  'graphql-admin': [
    'test/graphql-admin',
    'test/graphql-rates',
    'test/graphql-payments',
    'test/graphql-banquet-setup',
    'test/graphql-events',
    'test/admin-',
  ],
  'graphql-public': [
    'test/graphql-public',
    'test/graphql-limits',
    'test/graphql-safety',
    'test/graphql-stay-price',
    'test/graphql-room-offers',
  ],
  'day-close': ['test/day-close', 'test/cash-shifts'],
  folio: [
    'test/folio-',
    'test/ledger-',
    'test/promise-kept-migration',
    'test/rates-and-gst-migration',
    'test/agreed-rent-migration',
  ],
  stays: [
    'test/self-service',
    'test/booking-idempotency',
    'test/multi-room-booking',
    'test/concurrency',
    'test/guest-',
    'test/booking-language',
  ],
  rest: ['test/rest-', 'test/security-headers', 'test/request-logs', 'test/deployment', 'test/abuse-limits'],
  // PostgreSQL only, about a minute alone: a suite of its own, so a worker can take it beside the others.
  soak: ['test/abuse-soak'],
  site: ['test/seo', 'test/server-render', 'test/page-data', 'test/client-budget', 'test/photos', 'test/hindi'],
  reports: ['test/hotel-', 'test/reports', 'test/audit-log', 'test/availability-cache'],
  staff: ['test/staff-'],
  // WhatsApp and SMS: the transports against local fakes, the simulator, the webhook, the templates.
  messaging: ['test/messaging-', 'test/message-log'],
  // OTA calendars in and out (issue 30), against a fake OTA on loopback.
  channels: ['test/channels-'],
  // Google free booking links: the feeds (the site's own prices), their secret addresses, the landing link.
  'google-links': ['test/google-links'],
  platform: ['test/'],
  // The browser tests (jest's e2e project): the same, to the app and the browser's context.
  'browser-payment': ['test/e2e/guest-payment'],
  'browser-guest': [
    'test/e2e/guest-journey',
    'test/e2e/journey-edges',
    'test/e2e/landing-rooms',
    'test/e2e/simulated-checkout',
    'test/e2e/self-service',
  ],
  'browser-layout': [
    'test/e2e/phone-layout',
    'test/e2e/server-rendered',
    'test/e2e/content-security-policy',
    'test/e2e/privacy-notice',
  ],
  'browser-admin': ['test/e2e/admin-', 'test/e2e/guest-messages'],
  'browser-desk': ['test/e2e/desk-', 'test/e2e/front-desk-day', 'test/e2e/room-blocks', 'test/e2e/housekeeping'],
  'browser-office': [
    'test/e2e/rates',
    'test/e2e/reports',
    'test/e2e/settings-and-gst',
    'test/e2e/hotel-profile',
    'test/e2e/tax-documents',
    'test/e2e/privacy',
    'test/e2e/access-log',
    'test/e2e/channels',
  ],
  'browser-public': ['test/e2e/'],
};

const fs = require('node:fs');
const path = require('node:path');

const SERVER = path.resolve(__dirname, '..', '..');

/** Every server test file, as paths from server/. */
function testFiles() {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(SERVER, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(file);
      else if (entry.isFile() && entry.name.endsWith('.test.ts')) found.push(file);
    }
  };
  walk('src');
  walk('test');
  return found.sort();
}

/** The suite a test file belongs to: the one with the longest prefix it starts with. */
function suiteOf(file) {
  let best;
  for (const [suite, prefixes] of Object.entries(SUITES)) {
    for (const prefix of prefixes) {
      if (file.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { suite, prefix };
    }
  }
  if (!best) throw new Error(`${file} is in no test suite: add a prefix for it in test/suites/suites.cjs`);
  return best.suite;
}

/**
 * Each suite's test files, checked against the suite files: a suite with no test file, or a suite
 * without its `.suite.ts` (or the other way round), stops jest before it starts.
 */
function suiteMap() {
  const map = Object.fromEntries(Object.keys(SUITES).map((suite) => [suite, []]));
  for (const file of testFiles()) map[suiteOf(file)].push(file);
  const entries = fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.suite.ts'))
    .map((name) => name.slice(0, -'.suite.ts'.length));
  for (const suite of Object.keys(SUITES)) {
    if (map[suite].length === 0) throw new Error(`The test suite ${suite} has no test files: remove it from suites.cjs`);
    if (!entries.includes(suite)) throw new Error(`The test suite ${suite} has no test/suites/${suite}.suite.ts`);
  }
  for (const entry of entries) {
    if (!(entry in SUITES)) throw new Error(`test/suites/${entry}.suite.ts names no suite of suites.cjs`);
  }
  return map;
}

module.exports = { SERVER, suiteMap };
