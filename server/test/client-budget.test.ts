import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LANDING_JS_BUDGET_BYTES as BUDGET_BYTES,
  scriptsToStartPage as sharedScriptsToStartPage,
  scriptsOf,
  type Script,
} from '../../scripts/page-javascript.mjs';
import { DEMO_HOTEL as HOTEL } from './support/demo-hotel';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The landing page's promise (the "fast and findable" issue): its text is in the HTML as served,
 * its scripts start only after its first paint, and the JavaScript it loads to start — its module
 * scripts, their modulepreloads and everything those import statically — is at most 100 KB
 * gzipped, with Apollo Client left to a lazy chunk. Reads the built client: `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
// ApolloClient registers itself under Symbol.for('apollo.devtools'); the name survives minifying.
const APOLLO_CLIENT_MARKER = 'apollo.devtools';

let app: TestApp;
let landing: string;

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
  app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
  landing = await (await fetch(`${app.baseUrl}/`)).text();
  if (!landing.includes('data-prerendered')) {
    throw new Error(
      'client/dist was built without its prerender step: run `npm run build -w client` (vite build && node scripts/prerender.mjs)',
    );
  }
});
afterAll(() => app?.close());

/** Everything the browser must fetch before it can run the page's scripts (each must answer 200). */
function scriptsToStartPage(html: string): Promise<Script[]> {
  return sharedScriptsToStartPage(html, async (scriptPath) => {
    const response = await fetch(app.baseUrl + scriptPath);
    expect({ scriptPath, status: response.status }).toEqual({ scriptPath, status: 200 });
    return response.text();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the landing page budget', () => {
  it('fetches no script before its first paint: a loader at the end of the page starts them after it', () => {
    const head = landing.slice(0, landing.indexOf('</head>'));
    expect(head).not.toMatch(/<script\b[^>]*\bsrc=|<link\b[^>]*rel="modulepreload"/);
    const loader = /<script type="module" data-after-paint="([^"]+)"[^>]*>([\s\S]*?)<\/script>\s*<\/body>/.exec(landing);
    expect(loader?.[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(loader?.[2]).toContain("addEventListener('load'");
  });

  it('loads at most 100 KB of gzipped JavaScript to start', async () => {
    const scripts = await scriptsToStartPage(landing);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const report = scripts.map((script) => `${script.path} ${kb(script.gzipBytes)}`).join(', ');
    expect(scripts.length).toBeGreaterThan(0);
    expect({ total: kb(total), withinBudget: total <= BUDGET_BYTES, report }).toEqual({
      total: kb(total),
      withinBudget: true,
      report,
    });
  });

  it('leaves Apollo Client out of it, for a lazy chunk', async () => {
    const scripts = await scriptsToStartPage(landing);
    expect(
      scripts
        .filter((script) => /\/apollo-[\w-]+\.js$/.test(script.path) || script.code.includes(APOLLO_CLIENT_MARKER))
        .map((s) => s.path),
    ).toEqual([]);
  });

  it('finds Apollo Client in a lazy chunk of the build, so the check above can fail', () => {
    const assets = path.join(CLIENT_DIST, 'assets');
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(chunks.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes(APOLLO_CLIENT_MARKER))).toEqual([
      expect.stringMatching(/^apollo-/),
    ]);
  });
});

describe('the landing page as served', () => {
  const root = () =>
    /<div id="root" data-prerendered="\/">([\s\S]*)<\/div>\s*<script\b[^>]*data-after-paint/.exec(landing)?.[1] ?? '';
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ');

  it('has the landing page prerendered: the hero heading and its Book Now button are in the HTML', () => {
    const headings = [...root().matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1]).trim());
    expect(headings).toContain(HOTEL.name);
    expect(text(root())).toContain('Book Now');
  });

  it('has a title, a description, Open Graph tags and the schema.org Hotel data', () => {
    const head = landing.slice(0, landing.indexOf('</head>'));
    expect(/<title>([^<]+)<\/title>/.exec(head)?.[1]).toMatch(/Anand Residency/);
    // Attributes may sit on lines of their own (the formatter wraps long tags).
    expect(head).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
    for (const property of ['og:title', 'og:description', 'og:image'])
      expect(head).toMatch(new RegExp(`<meta\\s+property="${property}"\\s+content="[^"]+"`));
    expect(head).toMatch(/<meta\s+property="og:type"\s+content="website"/);
    expect(head).toMatch(/<meta\s+name="theme-color"\s+content="#[0-9a-f]{6}"/i);

    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(jsonLd).toBeDefined();
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: HOTEL.name,
      telephone: HOTEL.frontDeskPhone,
      email: HOTEL.reservationsEmail,
      address: { '@type': 'PostalAddress', addressLocality: HOTEL.city, postalCode: HOTEL.pincode },
      checkinTime: '15:00',
      checkoutTime: '11:00',
      priceRange: expect.any(String),
      amenityFeature: expect.arrayContaining([expect.objectContaining({ '@type': 'LocationFeatureSpecification' })]),
    });
  });

  it('serves the other routes the empty shell, which the browser renders itself', async () => {
    const shell = await (await fetch(`${app.baseUrl}/contact-us`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-prerendered');
    expect(scriptsOf(shell)).toEqual(scriptsOf(landing));
  });
});
