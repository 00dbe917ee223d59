import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRoom } from './support/fixtures';
import { useTestApp } from './support/test-app';

/**
 * An address that is no page of the site gets a real not-found page with status 404 (issue 25):
 * rendered here with the site's header and footer and the ways on (home, find my booking), while
 * every route of the client's own list answers 200. Reads the built client (dist/route-paths.json,
 * written from client/src/app/route-list.ts): `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });

/** The page's root markup, as a visitor reads it before any script. */
function root(html: string): string {
  return /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<script\b[^>]*(?:data-after-paint|src=)/.exec(html)?.[1] ?? '';
}

describe('the not-found page', () => {
  it.each(['/no-such-page', '/rooms', '/admin/no-such-screen', '/booking', '/room/some-id/photos'])(
    '%s answers 404 with the not-found page: header, footer, home and find-my-booking links',
    async (address) => {
      const response = await fetch(app.baseUrl + address);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<div id="root" data-prerendered="${address}">`);
      const markup = root(html);
      expect(markup).toMatch(/<header class="site-header">/);
      expect(markup).toMatch(/<h1>Page not found<\/h1>/);
      expect(markup).toMatch(/<a class="btn btn--primary" href="\/"[^>]*>Back to Home<\/a>/);
      expect(markup).toMatch(/<a class="btn btn--secondary" href="\/find-booking"[^>]*>Find my booking<\/a>/);
      expect(markup).toMatch(/<footer class="site-footer">[\s\S]*href="\/find-booking"[\s\S]*<\/footer>/);
      // Its own CSS is in the page, so its first paint is styled before its scripts arrive.
      expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-href="\/assets\/NotFoundPage-[\w-]+\.css">/);
    },
  );

  it('answers in English with <html lang="en">, and under /hi/ in Hindi with <html lang="hi">', async () => {
    const english = await (await fetch(`${app.baseUrl}/no-such-page`)).text();
    expect(english).toMatch(/^<!doctype html>\s*<html lang="en">/i);

    const response = await fetch(`${app.baseUrl}/hi/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    // Its Devanagari font, served by the app, is fetched early; an English page never asks for it.
    expect(html).toContain('<link rel="preload" href="/fonts/devanagari-400.woff2" as="font" type="font/woff2" crossorigin />');
    expect(english).not.toContain('<link rel="preload" href="/fonts/devanagari');
    const font = await fetch(`${app.baseUrl}/fonts/devanagari-400.woff2`);
    expect([font.status, font.headers.get('content-type')]).toEqual([200, 'font/woff2']);
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
    const markup = root(html);
    expect(markup).toMatch(/<h1>पेज नहीं मिला<\/h1>/);
    expect(markup).toContain('कुछ और चाहिए? हमें <a href="tel:');
    // Its links go to the Hindi pages there are (home, find my booking), else to the English ones, never to a 404.
    expect(markup).toMatch(/<a class="btn btn--primary" href="\/hi"[^>]*>होम पर वापस जाएँ<\/a>/);
    expect(markup).toMatch(/<nav aria-label="साइट के पेज">[\s\S]*href="\/hi\/find-booking"[^>]*>मेरी बुकिंग देखें<\/a>/);
    expect(markup).toMatch(/<nav aria-label="साइट के पेज">[\s\S]*href="\/contact-us"[^>]*>संपर्क करें<\/a>/);
  });

  it('every route of the client answers 200, its parameters filled with anything', async () => {
    const routes = JSON.parse(readFileSync(path.join(CLIENT_DIST, 'route-paths.json'), 'utf8')) as string[];
    expect(routes).toEqual(expect.arrayContaining(['/', '/find-booking', '/pending-payment', '/banquet', '/room/:id']));
    const answers = await Promise.all(
      routes.map(async (route) => {
        const address = route.replace(/:\w+/g, 'any-id');
        const response = await fetch(app.baseUrl + address);
        await response.arrayBuffer();
        return { address, status: response.status };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  it('matches routes as the client does: a trailing slash and any letter case are the same page', async () => {
    for (const address of ['/find-booking/', '/Find-Booking', '/contact?success=true']) {
      const response = await fetch(app.baseUrl + address);
      await response.arrayBuffer();
      expect({ address, status: response.status }).toEqual({ address, status: 200 });
    }
  });

  it('a room or booking that does not exist keeps its own page, which says so, with 200', async () => {
    const room = await createRoom(app.services, { name: 'Lotus Room 12' });
    expect((await fetch(`${app.baseUrl}/room/${room.id}`)).status).toBe(200);
    const missing = await fetch(`${app.baseUrl}/room/6f1c2b9e-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(200);
    expect(root(await missing.text())).not.toContain('Page not found');
  });
});
