import path from 'node:path';
import { addDays, todayInHotel } from '../src/shared/pure/calendar-dates';
import { createRoom } from './support/fixtures';
import { useTestApp } from './support/test-app';

/**
 * The booking's pages in Hindi (issue 31, slices 3 and 4 of docs/i18n.md), as the server sends
 * them: the rooms page (/hi/check-rooms-and-rates) with the free rooms for the stay in its address,
 * rendered in Hindi before any script, kept under the stay alone like the English page, named as
 * its alternate, in the sitemap; the guest details page's frame (/hi/user-details). Reads the
 * built client: `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST, PUBLIC_BASE_URL: 'https://stay.example.in' });

const checkIn = addDays(todayInHotel(), 20);
const checkOut = addDays(checkIn, 2);
const stay = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&rooms=1`;

const page = async (address: string) => {
  const response = await fetch(app.baseUrl + address, { redirect: 'manual' });
  return { response, html: await response.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The markup the server rendered into the root. */
const rendered = (html: string) => /<div id="root" data-prerendered="[^"]*">([\s\S]*?)<\/div>\s*<script\b/.exec(html)?.[1] ?? '';

describe('the rooms page in Hindi', () => {
  it('is rendered in Hindi with the rooms free for the stay: lang, heading, cards, prices, the words’ chunk', async () => {
    await createRoom(app.services, { name: 'Courtyard Double 104', type: 'Deluxe' });
    const { response, html } = await page(`/hi/check-rooms-and-rates?${stay}`);
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    expect(html).toContain('<div id="root" data-prerendered="/hi/check-rooms-and-rates">');
    const markup = rendered(html);
    expect(markup).toContain('>कमरे और रेट</h1>');
    expect(markup).toContain('Courtyard Double 104');
    expect(markup).toContain('>डीलक्स</dd>');
    expect(markup).toMatch(/GST सहित/);
    expect(markup).toContain('2 रातों के लिए');
    expect(markup).toMatch(/>बुक करें<span class="visually-hidden"> \(Courtyard Double 104\)<\/span>/);
    expect(markup).not.toContain('Loading available rooms');
    expect(markup).not.toContain('Rooms and rates');
    // The booking's steps and the top bar, with the switch back to English keeping the stay.
    expect(markup).toContain('बुकिंग के चरण');
    expect(markup).toContain(
      `<a class="language-switch top-bar__language" href="/check-rooms-and-rates?${stay.replace(/&/g, '&amp;')}&amp;lang=en" hrefLang="en" lang="en">English</a>`,
    );
    expect(head(html)).toContain('<link rel="preload" href="/fonts/devanagari-400.woff2"');
    expect(/data-modulepreload="([^"]*)"/.exec(html)?.[1]).toMatch(/\/assets\/hindi-[\w-]+\.js/);
  });

  it('is one page whatever else its query carries, as the English one is', async () => {
    await createRoom(app.services, { name: 'Garden Single 101', type: 'Single' });
    const plain = rendered((await page(`/hi/check-rooms-and-rates?${stay}`)).html);
    const tagged = rendered((await page(`/hi/check-rooms-and-rates?utm_source=x&${stay}&x=1`)).html);
    expect(plain).toContain('Garden Single 101');
    expect(tagged).toBe(plain);
  });

  it('names both addresses on both pages, lists both in the sitemap, and keeps the English page English', async () => {
    const alternates =
      '<link rel="alternate" hreflang="en" href="https://stay.example.in/check-rooms-and-rates" />' +
      '<link rel="alternate" hreflang="hi" href="https://stay.example.in/hi/check-rooms-and-rates" />' +
      '<link rel="alternate" hreflang="x-default" href="https://stay.example.in/check-rooms-and-rates" />';
    const english = await page(`/check-rooms-and-rates?${stay}`);
    const hindi = await page(`/hi/check-rooms-and-rates?${stay}`);
    expect(head(english.html)).toContain(alternates);
    expect(head(hindi.html)).toContain(alternates);
    expect(english.html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(rendered(english.html)).toContain('>Rooms and rates</h1>');
    expect(rendered(english.html)).toContain('hrefLang="hi" lang="hi">हिन्दी</a>');
    expect(head(english.html)).not.toContain('<link rel="preload" href="/fonts/devanagari');
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://stay.example.in/hi/check-rooms-and-rates</loc>');
  });

  it('/hi/user-details: its frame rendered in Hindi, kept by no cache, naming its English page', async () => {
    const { response, html } = await page('/hi/user-details');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    const markup = rendered(html);
    expect(markup).toContain('>मेहमान की जानकारी</h1>');
    expect(markup).toContain('>भुगतान के लिए आगे बढ़ें</button>');
    expect(markup).not.toContain('Guest details');
    expect(head(html)).toContain('<link rel="alternate" hreflang="en" href="https://stay.example.in/user-details" />');
  });
});
