import path from 'node:path';
import { DEMO_HOTEL_PROFILE } from '../src/db/seeds/demo-hotel-profile';
import { createRoom } from './support/fixtures';
import { useTestApp } from './support/test-app';

/**
 * The landing page in Hindi at /hi (issue 31, slice 2 of docs/i18n.md), as the server sends it:
 * rendered in Hindi before any script, named as the English page's alternate (and back), in the
 * sitemap, and the guest's choice of language remembered. Reads the built client: `npm test`
 * builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST, PUBLIC_BASE_URL: 'https://stay.example.in' });

const page = async (address: string, headers: Record<string, string> = {}) => {
  const response = await fetch(app.baseUrl + address, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const siteConfig = (html: string) =>
  JSON.parse(/<script id="site-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]) as {
    hotel: { hindi: { heroText: string; features: unknown[] } };
  };

describe('the landing page in Hindi', () => {
  it('is rendered in Hindi at /hi: lang, title, the sections, the owner’s Hindi texts, the font and the words’ chunk', async () => {
    await createRoom(app.services);
    const { response, html } = await page('/hi');
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    expect(head(html)).toMatch(/<title>[^<]*— कमरे, बैंक्वेट और ऑनलाइन बुकिंग<\/title>/);
    expect(html).toContain('<div id="root" data-prerendered="/hi">');
    expect(html).toContain('>एक नज़र डालें</h2>');
    expect(html).toContain('>अपना कमरा बुक करें</h2>');
    expect(html).toContain(DEMO_HOTEL_PROFILE.hindi.aboutTitle);
    // The live "from" price is there as on /: the same query answered for the same page.
    expect(html).toMatch(/₹[\d,]+<\/strong> प्रति रात से, GST सहित/);
    expect(head(html)).toContain(
      '<link rel="preload" href="/fonts/devanagari-400.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(/data-modulepreload="([^"]*)"/.exec(html)?.[1]).toMatch(/\/assets\/hindi-[\w-]+\.js/);
    expect(siteConfig(html).hotel.hindi.heroText).toBe(DEMO_HOTEL_PROFILE.hindi.heroText);
    // The switch back to English keeps the guest on this page.
    expect(html).toMatch(/<a class="language-switch navbar__language" href="\/\?lang=en" hrefLang="en" lang="en">English<\/a>/);
  });

  it('names both addresses on both pages (hreflang, English the default), and lists both in the sitemap', async () => {
    const alternates =
      '<link rel="alternate" hreflang="en" href="https://stay.example.in/" />' +
      '<link rel="alternate" hreflang="hi" href="https://stay.example.in/hi" />' +
      '<link rel="alternate" hreflang="x-default" href="https://stay.example.in/" />';
    for (const address of ['/', '/hi']) expect(head((await page(address)).html)).toContain(alternates);
    // A page not in Hindi yet names no alternate.
    expect((await page('/contact-us')).html).not.toContain('hreflang=');
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://stay.example.in/</loc>');
    expect(sitemap).toContain('<loc>https://stay.example.in/hi</loc>');
    // The pages not in Hindi yet (the booking's are: hindi-booking-pages.test.ts, hindi-room-page.test.ts).
    expect(sitemap).not.toContain('/hi/contact-us');
  });

  it('keeps the English page as it was, without the Hindi texts (a page load away) or the Hindi font', async () => {
    const { html } = await page('/');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(html).toContain('>Book your stay</h2>');
    expect(siteConfig(html).hotel.hindi).toEqual({
      heroText: '',
      aboutTitle: '',
      aboutText: '',
      highlights: [],
      features: [],
      gallery: [],
    });
    expect(head(html)).not.toContain('<link rel="preload" href="/fonts/devanagari');
    expect(html).toMatch(/<a class="language-switch navbar__language" href="\/hi\?lang=hi" hrefLang="hi" lang="hi">हिन्दी<\/a>/);
  });

  it('an address under /hi that is no Hindi page yet is the Hindi not-found page', async () => {
    const { response, html } = await page('/hi/contact-us');
    expect(response.status).toBe(404);
    expect(html).toContain('पेज नहीं मिला');
  });
});

describe("the guest's choice of language", () => {
  it('is remembered from the switch (?lang=), a year, and the guest is sent on to the page without it', async () => {
    const { response } = await page('/hi?lang=hi&checkIn=2027-01-05');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hi?checkIn=2027-01-05');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

    const back = await page('/?lang=en');
    expect(back.response.headers.get('location')).toBe('/');
    expect(back.response.headers.get('set-cookie')).toMatch(/^lang=en;/);
  });

  it('sends a guest who chose Hindi from the home page to /hi (302), and nobody by the browser’s language alone', async () => {
    const chose = await page('/', { cookie: 'theme=dark; lang=hi' });
    expect(chose.response.status).toBe(302);
    expect(chose.response.headers.get('location')).toBe('/hi');
    expect(chose.response.headers.get('vary')).toMatch(/Cookie/);

    const others: Record<string, string>[] = [
      { cookie: 'lang=en' },
      { 'accept-language': 'hi-IN,hi;q=0.9' },
      { cookie: 'lang=fr' },
    ];
    for (const headers of others) {
      const { response } = await page('/', headers);
      expect(response.status).toBe(200);
    }
    // Only the home page: a shared link to another page is what it says.
    expect((await page('/contact-us', { cookie: 'lang=hi' })).response.status).toBe(200);
  });

  it('ignores an unknown language and never leaves the site on the way', async () => {
    const unknown = await page('/contact-us?lang=fr&x=1');
    expect(unknown.response.status).toBe(302);
    expect(unknown.response.headers.get('location')).toBe('/contact-us?x=1');
    expect(unknown.response.headers.get('set-cookie')).toBeNull();
    const sneaky = await page('//evil.example/?lang=hi');
    expect(sneaky.response.headers.get('location')).toBe('/evil.example/');
  });
});
