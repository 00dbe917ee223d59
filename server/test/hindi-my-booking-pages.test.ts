import path from 'node:path';
import { addDays, todayInHotel } from '../src/shared/pure/calendar-dates';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/**
 * The guest's own booking pages in Hindi (issue 31, slice 4 of docs/i18n.md), as the server sends
 * them: /hi/booking/{id} rendered in Hindi from the same public lookup as its English page (email
 * and phone masked), /hi/find-booking and /hi/receipt as the app's shell in Hindi; each names
 * both its addresses. Reads the built client: `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST, PUBLIC_BASE_URL: 'https://stay.example.in' });

const checkIn = addDays(todayInHotel(), 20);
const checkOut = addDays(checkIn, 2);

const page = async (address: string) => {
  const response = await fetch(app.baseUrl + address, { redirect: 'manual' });
  return { response, html: await response.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The markup the server rendered into the root. */
const rendered = (html: string) => /<div id="root" data-prerendered="[^"]*">([\s\S]*?)<\/div>\s*<script\b/.exec(html)?.[1] ?? '';
/** How a Hindi page writes a stay date ("शनिवार, 19 दिसंबर 2026"). */
const hindiDate = (date: string) =>
  new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const alternates = (englishPath: string) =>
  `<link rel="alternate" hreflang="en" href="https://stay.example.in${englishPath}" />` +
  `<link rel="alternate" hreflang="hi" href="https://stay.example.in/hi${englishPath}" />` +
  `<link rel="alternate" hreflang="x-default" href="https://stay.example.in${englishPath}" />`;

async function holdBooking(): Promise<string> {
  const room = await createRoom(app.services, { name: 'Lake View 305' });
  const quote = quoteFor(room.id, checkIn, checkOut, { userEmail: 'meera.joshi@example.com', phone: '9811144455' });
  const held = await call(app, 'POST', '/api/booking', { json: { quote } });
  expect(held.status).toBe(201);
  return held.body.bookingId as string;
}

describe('the guest’s own booking pages in Hindi', () => {
  it('/hi/booking/{id}: rendered in Hindi from the public lookup, personal data masked, both addresses named', async () => {
    const id = await holdBooking();
    const { response, html } = await page(`/hi/booking/${id}`);
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    expect(html).toContain(`<div id="root" data-prerendered="/hi/booking/${id}">`);
    expect(html).toContain('<script id="route-data" type="application/json">');
    const markup = rendered(html);
    expect(markup).toContain('>बुकिंग की जानकारी</h1>');
    expect(markup).toMatch(/बुकिंग कोड <strong>[A-Z0-9]+<\/strong>/);
    expect(markup).toContain('भुगतान का इंतज़ार');
    expect(markup).toContain('आपका ठहरना');
    expect(markup).toContain(hindiDate(checkIn));
    expect(markup).toMatch(/, (सुबह|दोपहर|शाम|रात) \d{1,2}(:\d{2})? बजे से/);
    expect(markup).toContain('Lake View 305');
    expect(markup).not.toContain('Booking details');
    // The server's own words come in the page's language: the cancellation policy as it applies.
    expect(markup).toMatch(/तक मुफ़्त कैंसलेशन \(चेक-इन से 24 घंटे पहले तक\)/);
    expect(markup).not.toContain('Free cancellation');
    expect(markup).toContain('me***@example.com');
    expect(html).not.toContain('meera.joshi@example.com');
    expect(html).not.toContain('9811144455');
    expect(head(html)).toContain(alternates(`/booking/${id}`));
    expect(head(html)).toContain('<link rel="preload" href="/fonts/devanagari-400.woff2"');
    expect(/data-modulepreload="([^"]*)"/.exec(html)?.[1]).toMatch(/\/assets\/hindi-[\w-]+\.js/);
  });

  it('keeps /booking/{id} English, naming its Hindi address', async () => {
    const id = await holdBooking();
    const { html } = await page(`/booking/${id}`);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(rendered(html)).toContain('>Booking details</h1>');
    expect(rendered(html)).toContain('Free cancellation until');
    expect(head(html)).toContain(alternates(`/booking/${id}`));
    expect(head(html)).not.toContain('<link rel="preload" href="/fonts/devanagari');
  });

  it.each(['/find-booking', '/receipt'])(
    '%s in Hindi: its /hi address answers in Hindi with both addresses named',
    async (english) => {
      const { response, html } = await page(`/hi${english}`);
      expect(response.status).toBe(200);
      expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
      expect(head(html)).toContain(alternates(english));
      expect(head(html)).toContain('<link rel="preload" href="/fonts/devanagari-400.woff2"');
      // The tab's title in Hindi until the page's scripts name it.
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('ऑनलाइन बुकिंग');
    },
  );

  it('keeps the private pages out of search indexes in both languages', async () => {
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/(hi\/)?(booking|receipt|find-booking)\b/);
    const robots = (await (await fetch(`${app.baseUrl}/robots.txt`)).text()).split('\n');
    expect(robots).toEqual(
      expect.arrayContaining(['Disallow: /hi/booking/', 'Disallow: /hi/receipt', 'Disallow: /hi/find-booking']),
    );
  });
});
