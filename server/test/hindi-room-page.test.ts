import path from 'node:path';
import { createRoom } from './support/fixtures';
import { useTestApp } from './support/test-app';

/**
 * The room page in Hindi at /hi/room/{id} (issue 31, slice 3 of docs/i18n.md), as the server
 * sends it: rendered in Hindi before any script, with the room embedded as on /room/{id}, and the
 * two addresses naming each other. Reads the built client: `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const BASE = 'https://stay.example.in';
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST, PUBLIC_BASE_URL: BASE });

const page = async (address: string) => {
  const response = await fetch(app.baseUrl + address, { redirect: 'manual' });
  return { response, html: await response.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The page's root as the server rendered it: the address it was rendered at and its markup. */
const root = (html: string) => /<div id="root" data-prerendered="([^"]*)">([\s\S]*?)<\/div>\s*<script\b/.exec(html);

describe('the room page in Hindi', () => {
  it('is rendered in Hindi at /hi/room/{id}: lang, the Hindi head, the room and its words, the font and the words’ chunk', async () => {
    const room = await createRoom(app.services, { name: 'Garden Deluxe 201', rentPerDay: 2500, type: 'Deluxe' });
    const { response, html } = await page(`/hi/room/${room.id}`);
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    expect(head(html)).toMatch(/<title>[^<]*— कमरे, बैंक्वेट और ऑनलाइन बुकिंग<\/title>/);
    const [, at, markup] = root(html) ?? [];
    expect(at).toBe(`/hi/room/${room.id}`);
    expect(markup).toContain('>Garden Deluxe 201</h1>');
    expect(markup).toMatch(/<strong>₹2,500<\/strong> प्रति रात/);
    expect(markup).toContain('<dd>डीलक्स</dd>');
    expect(markup).toContain('>इस कमरे के बारे में</h2>');
    expect(markup).toMatch(/href="\/hi#booking"[^>]*>कमरा खाली है या नहीं, देखें<\/a>/);
    expect(markup).toMatch(/<a class="back-link" href="\/hi"[^>]*><span aria-hidden="true">←<\/span> (<!-- -->)?पीछे<\/a>/);
    expect(markup).not.toContain('About this room');
    expect(head(html)).toContain(
      '<link rel="preload" href="/fonts/devanagari-400.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(/data-modulepreload="([^"]*)"/.exec(html)?.[1]).toMatch(
      /\/assets\/RoomDetailPage-[\w-]+\.js .*\/assets\/hindi-[\w-]+\.js/,
    );
  });

  it('names both addresses on both pages (hreflang, English the default)', async () => {
    const room = await createRoom(app.services, { name: 'Terrace Room 410' });
    const alternates =
      `<link rel="alternate" hreflang="en" href="${BASE}/room/${room.id}" />` +
      `<link rel="alternate" hreflang="hi" href="${BASE}/hi/room/${room.id}" />` +
      `<link rel="alternate" hreflang="x-default" href="${BASE}/room/${room.id}" />`;
    for (const address of [`/room/${room.id}`, `/hi/room/${room.id}`]) {
      expect(head((await page(address)).html)).toContain(alternates);
    }
  });

  it('renders the same page whatever its query says (the page reads none of it)', async () => {
    const room = await createRoom(app.services, { name: 'Kept Room 12' });
    const plain = root((await page(`/hi/room/${room.id}`)).html);
    const withQuery = await page(`/hi/room/${room.id}?x=1`);
    expect(withQuery.response.status).toBe(200);
    expect(root(withQuery.html)?.slice(1)).toEqual(plain?.slice(1));
  });

  it('keeps the English page in English', async () => {
    const room = await createRoom(app.services, { name: 'Courtyard Double 104' });
    const { html } = await page(`/room/${room.id}`);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(root(html)?.[2]).toContain('>About this room</h2>');
    expect(head(html)).not.toContain('<link rel="preload" href="/fonts/devanagari');
  });
});
