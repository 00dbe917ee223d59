import { publicHotel } from '../src/client-pages/hotel-page-head';
import { DEMO_HOTEL } from './support/demo-hotel';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServerRenderer } from '../src/client-pages/server-render';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/**
 * The pages with data are rendered on the server (issue 15): the room, rooms and booking pages
 * are sent with their content in the HTML, rendered by the client's own React tree from the
 * answers they embed, and start their scripts after that first paint. Reads the built client
 * (dist/app-rendered.html and the bundle in dist/.server): `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });

async function page(address: string): Promise<string> {
  const response = await fetch(app.baseUrl + address);
  expect(response.status).toBe(200);
  return response.text();
}

/** The page's root: the path it was rendered at, and its text as a visitor reads it before any script. */
function root(html: string): { at?: string; text: string } {
  const match = /<div id="root"(?: data-prerendered="([^"]*)")?>([\s\S]*?)<\/div>\s*<script\b[^>]*(?:data-after-paint|src=)/.exec(
    html,
  );
  const text = (match?.[2] ?? '')
    .replace(/<template\b[\s\S]*?<\/template>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { at: match?.[1], text };
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pages rendered on the server', () => {
  it('/room/{id}: the room in the HTML, rendered at its path, its CSS inline, its scripts after the first paint', async () => {
    const room = await createRoom(app.services, { name: 'Garden Deluxe 201', rentPerDay: 2500 });
    const html = await page(`/room/${room.id}`);
    const { at, text } = root(html);
    expect(at).toBe(`/room/${room.id}`);
    expect(text).toContain('Garden Deluxe 201');
    expect(text).toContain('2,500');
    expect(head(html)).toMatch(/<style data-href="\/assets\/RoomDetailPage-[\w-]+\.css">/);
    expect(head(html)).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"|rel="stylesheet"/);
    expect(html).toMatch(
      /<script type="module" data-after-paint="\/assets\/index-[\w-]+\.js" data-modulepreload="[^"]*RoomDetailPage-/,
    );
  });

  it('never sends a kept page older than its data: a new rent shows at once', async () => {
    const room = await createRoom(app.services, { name: 'Terrace Room 410', rentPerDay: 3100 });
    expect(root(await page(`/room/${room.id}`)).text).toContain('3,100');
    await app.services.rooms.update(room.id, { rentPerDay: 3400 });
    const { text } = root(await page(`/room/${room.id}`));
    expect(text).toContain('3,400');
    expect(text).not.toContain('3,100');
  });

  it('escapes what it renders: a room name cannot add markup', async () => {
    const room = await createRoom(app.services, { name: 'Suite <img src=x onerror=alert(1)>' });
    const html = await page(`/room/${room.id}`);
    expect(root(html).at).toBe(`/room/${room.id}`);
    expect(html).not.toContain('<img src=x onerror=alert(1)>');
    expect(html).toContain('Suite &lt;img src=x onerror=alert(1)&gt;');
  });

  it('/check-rooms-and-rates: the rooms free for the dates in its address', async () => {
    await createRoom(app.services, { name: 'Courtyard Double 104', type: 'Deluxe' });
    const html = await page('/check-rooms-and-rates?checkIn=2026-12-20&checkOut=2026-12-22&adults=2&children=0&rooms=1');
    const { at, text } = root(html);
    expect(at).toBe('/check-rooms-and-rates');
    expect(text).toContain('Rooms and rates');
    expect(text).toContain('Deluxe');
    expect(text).not.toContain('Loading available rooms');
  });

  it('/booking/{id}: the booking as the public lookup shows it, email and phone masked', async () => {
    const room = await createRoom(app.services, { name: 'Lake View 305' });
    const quote = quoteFor(room.id, '2026-12-10', '2026-12-12', { userEmail: 'meera.joshi@example.com', phone: '9811144455' });
    const held = await call(app, 'POST', '/api/booking', { json: { quote } });
    expect(held.status).toBe(201);
    const html = await page(`/booking/${held.body.bookingId}`);
    const { at, text } = root(html);
    expect(at).toBe(`/booking/${held.body.bookingId}`);
    expect(text).toContain('Lake View 305');
    expect(text).toContain('me***@example.com');
    expect(html).not.toContain('meera.joshi@example.com');
    expect(html).not.toContain('9811144455');
  });

  it('sends a page without data (an unknown room) unrendered, with its scripts as usual', async () => {
    const html = await page('/room/2b0c5a36-7d4e-4f5a-9b1c-0d2e3f405162');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-after-paint');
  });

  it('never serves the rendering bundle itself', async () => {
    const response = await fetch(`${app.baseUrl}/.server/entry-prerender.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).not.toContain('renderToPipeableStream');
  });
});

const HOTEL = publicHotel(DEMO_HOTEL);

describe('the server renderer', () => {
  const logged: string[] = [];
  const log = (message: string) => void logged.push(message);
  beforeEach(() => logged.splice(0));

  it('renders nothing without a bundle (an older build): the page goes to the browser', async () => {
    const renderer = new ServerRenderer(path.join(os.tmpdir(), 'no-such-bundle', 'entry-prerender.js'), log);
    await expect(renderer.render('/room/x', {}, HOTEL)).resolves.toBeUndefined();
    expect(logged).toEqual([]);
  });

  /** A stand-in for the client's bundle (a CommonJS file: Node imports it as well): `render`'s body. */
  function fakeBundle(renderBody: string): string {
    const bundle = path.join(mkdtempSync(path.join(os.tmpdir(), 'render-bundle-')), 'entry-prerender.js');
    writeFileSync(
      bundle,
      `let renders = 0;
       exports.preloadServerRenderedPages = async () => {};
       exports.render = async (url) => { renders += 1; ${renderBody} };`,
    );
    return bundle;
  }

  it('renders nothing, and logs why, when the page fails to render', async () => {
    const renderer = new ServerRenderer(fakeBundle("throw new Error('cannot render ' + url);"), log);
    await expect(renderer.render('/room/abc?key=secret', {}, HOTEL)).resolves.toBeUndefined();
    expect(logged).toEqual(['Rendering /room/abc on the server failed; the page is sent for the browser to render']);
  });

  it('keeps a shared page for a minute under its address and its data, and renders again after, or for other data', async () => {
    let now = 1_000_000;
    const renderer = new ServerRenderer(fakeBundle('return `<p>${url} render ${renders}</p>`;'), log, () => now);
    const room = (dataKey: string) => renderer.render('/room/a', {}, HOTEL, { shared: true, dataKey });
    const [first, same] = await Promise.all([room('price 2500'), room('price 2500')]);
    expect(first?.markup).toBe('<p>/room/a render 1</p>');
    expect(same).toBe(first);
    expect((await room('price 2700'))?.markup).toBe('<p>/room/a render 2</p>');
    now += 59_000;
    expect((await room('price 2500'))?.markup).toBe('<p>/room/a render 1</p>');
    now += 2_000;
    expect((await room('price 2500'))?.markup).toBe('<p>/room/a render 3</p>');
  });

  it('renders a page that is not shared (a booking) every time', async () => {
    const renderer = new ServerRenderer(fakeBundle('return `<p>render ${renders}</p>`;'), log);
    await renderer.render('/booking/b', {}, HOTEL, { dataKey: 'same' });
    expect((await renderer.render('/booking/b', {}, HOTEL, { dataKey: 'same' }))?.markup).toBe('<p>render 2</p>');
  });

  it('does not keep a failed render: the next request tries again', async () => {
    const renderer = new ServerRenderer(fakeBundle("if (renders === 1) throw new Error('once'); return '<p>ok</p>';"), log);
    await expect(renderer.render('/room/a', {}, HOTEL, { shared: true, dataKey: 'k' })).resolves.toBeUndefined();
    await expect(renderer.render('/room/a', {}, HOTEL, { shared: true, dataKey: 'k' })).resolves.toEqual({
      hints: '',
      markup: '<p>ok</p>',
    });
  });
});
