/**
 * The server's module map, checked by dependency-cruiser in `npm run lint`
 * (`npm run lint:modules`; its configuration is `.dependency-cruiser.cjs` beside this file).
 *
 * MODULE_MAP says, for each module under src/modules, which other modules it may import. The map
 * itself must be acyclic (checked below, when this file loads), so a module cycle is impossible
 * once every import obeys it. Rules:
 * - `module-map`: a module imports only the modules the map allows (tests are exempt: they may set
 *   up whatever they need).
 * - `module-public-surface`: outside a module, it is imported only through its `index.ts` (an
 *   entity may name another module's entity file, for TypeORM's relations; error-codes.ts reads the
 *   modules' code files, so that the resolvers that load it load no module).
 * - `no-circular`: no import cycle between files of different modules (a TypeORM relation in both
 *   directions across modules is such a cycle).
 *
 * Imports that broke a rule when the map was written down are listed in
 * `.dependency-cruiser-known-violations.json` (`npm run lint:modules:baseline` rewrites it): they
 * are the debt still to pay, not allowed directions. Any other breach fails the lint.
 */

/** module -> the modules it may import. Lower modules first. */
const MODULE_MAP = {
  audit: [],
  // "Who looked": the log of admin reads of guests' personal data (the queries that read carry its middleware).
  'access-log': [],
  'abuse-limits': [],
  contact: ['abuse-limits'],
  guests: ['abuse-limits'],
  photos: [],
  uploads: ['photos'],
  rooms: ['audit', 'photos', 'uploads'],
  pricing: ['audit', 'rooms'],
  'hotel-settings': ['audit', 'photos', 'pricing', 'uploads'],
  // The outbox every message goes through, its worker and the channels' transports; consent. It
  // knows no booking or event: the modules above queue messages into it and render them for it.
  messages: ['abuse-limits', 'audit'],
  'admin-auth': ['abuse-limits', 'audit', 'messages'],
  // The money of everything sold: folios, ledger rows, the provider, refunds, tax documents and
  // their numbering. It knows nothing of rooms or halls (what it still reads of a stay is listed
  // in the known violations, the debt to pay).
  billing: ['abuse-limits', 'audit', 'hotel-settings', 'messages', 'pricing'],
  bookings: ['abuse-limits', 'access-log', 'audit', 'billing', 'guests', 'hotel-settings', 'messages', 'pricing', 'rooms'],
  availability: ['bookings', 'pricing', 'rooms'],
  // Google free booking links: the hotel's profile and the site's own priced search as Google's feeds.
  'google-links': ['audit', 'availability', 'hotel-settings', 'pricing', 'rooms'],
  banquet: ['abuse-limits', 'audit', 'billing', 'guests', 'hotel-settings', 'messages', 'photos', 'pricing', 'uploads'],
  // The guest register and foreign guests' Form III reports: kept by check-in and check-out through
  // the bookings module's StayRegister port; reads the stays' rooms; its CSV is the reports' one.
  'guest-register': ['access-log', 'audit', 'bookings', 'hotel-settings', 'reports'],
  'front-desk': ['audit', 'banquet', 'billing', 'bookings', 'guest-register', 'guests', 'messages', 'pricing', 'rooms'],
  // Rooms' housekeeping status today (it reads the stays on them) and the night's round.
  housekeeping: ['audit', 'bookings', 'rooms'],
  'self-service': ['abuse-limits', 'audit', 'billing', 'bookings', 'messages'],
  reports: ['banquet', 'billing', 'bookings', 'pricing', 'rooms'],
  mail: ['bookings', 'hotel-settings', 'messages', 'pricing', 'rooms'],
  // The owner's alerts: of a website booking, a cancellation, a payment notice that failed (and
  // the new enquiry's WhatsApp text): it reads the stay or the event the alert is about.
  'privacy-requests': ['abuse-limits', 'audit', 'banquet', 'bookings', 'hotel-settings', 'self-service'],
  'owner-alerts': ['banquet', 'billing', 'bookings', 'guest-register', 'hotel-settings', 'messages'],
  // OTA calendars in and out (issue 30): stays imported from the OTAs take nights through the bookings' lifecycle.
  channels: ['audit', 'bookings', 'rooms'],
  // A stay's guest messages: what is queued when, on mail and WhatsApp, and what the WhatsApp and
  // SMS texts read; the mails themselves (and their words of a stay's dates) are mail's.
  'stay-messages': ['bookings', 'hotel-settings', 'mail', 'messages'],
  // The night audit: reads the stays, the desk's lists, the reports and the hall; billing locks the day.
  'day-close': ['audit', 'banquet', 'billing', 'bookings', 'front-desk', 'hotel-settings', 'messages', 'reports'],
};

/** Throws when the map allows a cycle, naming it. */
function assertAcyclic(map) {
  const state = {};
  const visit = (name, trail) => {
    if (state[name] === 'done') return;
    if (state[name] === 'visiting') throw new Error(`The module map has a cycle: ${[...trail, name].join(' -> ')}`);
    state[name] = 'visiting';
    for (const next of map[name] ?? []) {
      if (!(next in map)) throw new Error(`The module map names an unknown module '${next}' (from '${name}')`);
      visit(next, [...trail, name]);
    }
    state[name] = 'done';
  };
  for (const name of Object.keys(map)) visit(name, []);
}

const escape = (name) => name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** The forbidden rules for the map, for modules under `root` (a path prefix such as `src/modules/`). */
function moduleRules(map, root = 'src/modules/') {
  assertAcyclic(map);
  const base = `^${escape(root)}`;
  const perModule = Object.entries(map).map(([name, allowed]) => ({
    name: 'module-map',
    severity: 'error',
    comment: `${name} may import only: ${allowed.join(', ') || 'no other module'} (server/.dependency-cruiser.cjs)`,
    from: { path: `${base}${escape(name)}/`, pathNot: '\\.test\\.ts$' },
    to: { path: base, pathNot: `${base}(?:${[name, ...allowed].map(escape).join('|')})/` },
  }));
  const unknown = {
    name: 'module-map',
    severity: 'error',
    comment: 'every folder under src/modules is in the module map (server/.dependency-cruiser.cjs)',
    from: { path: `${base}(?!(?:${Object.keys(map).map(escape).join('|')})/)[^/]+/` },
    to: {},
  };
  return [
    ...perModule,
    unknown,
    {
      name: 'module-public-surface',
      severity: 'error',
      comment: "a module's files are imported from outside it only through its index.ts",
      // error-codes.ts gathers every module's codes and is loaded by every resolver: it reads the code
      // files themselves, so that loading it loads no module.
      from: { path: '^src/', pathNot: [base, '\\.test\\.ts$', '^src/error-codes\\.ts$'] },
      to: { path: `${base}[^/]+/`, pathNot: `${base}[^/]+/index\\.ts$` },
    },
    {
      name: 'module-public-surface',
      severity: 'error',
      comment: "another module's files are imported only through its index.ts",
      from: { path: `${base}([^/]+)/`, pathNot: ['\\.test\\.ts$', '\\.entity\\.ts$'] },
      to: { path: `${base}[^/]+/`, pathNot: [`${base}$1/`, `${base}[^/]+/index\\.ts$`] },
    },
    {
      // Entities name each other for TypeORM's relations. Through an index an entity would load a
      // whole module (its resolvers, and through them every module) while it is still being defined.
      name: 'module-public-surface',
      severity: 'error',
      comment:
        "another module's files are imported only through its index.ts (an entity may name another's entity, or the enums of its columns)",
      from: { path: `${base}([^/]+)/.+\\.entity\\.ts$` },
      to: { path: `${base}[^/]+/`, pathNot: [`${base}$1/`, `${base}[^/]+/index\\.ts$`, '\\.entity\\.ts$', '-enums\\.ts$'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'files of two modules import each other, directly or around a longer loop',
      from: { path: `${base}([^/]+)/` },
      // The composition roots import every module by design (services.ts wires them, error-codes.ts
      // lists their codes); a loop through one of them says nothing about the modules.
      to: { circular: true, viaSomeNot: `${base}$1/`, viaNot: '^src/(?:services|error-codes|graphql/schema)\\.ts$' },
    },
  ];
}

module.exports = { MODULE_MAP, moduleRules };
