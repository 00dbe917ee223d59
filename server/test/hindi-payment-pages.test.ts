import path from 'node:path';
import { addDays, todayInHotel } from '../src/shared/pure/calendar-dates';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/**
 * The payment pages in Hindi at /hi/payment and /hi/pending-payment (issue 31, slice 4 of
 * docs/i18n.md), as the server sends them: in Hindi (`<html lang="hi">`, the font, Hindi's words'
 * chunk preloaded), named as their English pages' alternates; /hi/payment's frame rendered in
 * Hindi like the English one, never with the booking named in its address. Reads the built
 * client: `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST, PUBLIC_BASE_URL: 'https://stay.example.in' });

const page = async (address: string) => {
  const response = await fetch(app.baseUrl + address, { redirect: 'manual' });
  return { response, html: await response.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The markup the server rendered into the root, and the path it was rendered at. */
const rendered = (html: string) => {
  const match = /<div id="root"(?: data-prerendered="([^"]*)")?>([\s\S]*?)<\/div>\s*<script\b/.exec(html);
  return { at: match?.[1], markup: match?.[2] ?? '' };
};
const alternates = (english: string) =>
  `<link rel="alternate" hreflang="en" href="https://stay.example.in${english}" />` +
  `<link rel="alternate" hreflang="hi" href="https://stay.example.in/hi${english}" />` +
  `<link rel="alternate" hreflang="x-default" href="https://stay.example.in${english}" />`;

/** Hindi's words come in a chunk of their own, preloaded with the page's. */
const HINDI_WORDS_CHUNK = /\/assets\/hindi-[\w-]+\.js/;

describe('the payment pages in Hindi', () => {
  it('/hi/payment: the frame in Hindi (steps, heading, intro, loading), for this request only, not the booking in its address', async () => {
    const room = await createRoom(app.services, { name: 'Hindi Frame Room 808' });
    const checkIn = addDays(todayInHotel(), 3);
    const quote = quoteFor(room.id, checkIn, addDays(checkIn, 1), { name: 'Kavita Saxena', phone: '9811122233' });
    const held = await call(app, 'POST', '/api/booking', { json: { quote } });
    expect(held.status).toBe(201);
    const bookingId = held.body.bookingId as string;

    const { response, html } = await page(`/hi/payment?booking=${bookingId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    const { at, markup } = rendered(html);
    expect(at).toBe('/hi/payment');
    expect(markup).toContain('बुकिंग के चरण');
    expect(markup).toContain('>भुगतान</h1>');
    expect(markup).toContain('अपनी बुकिंग देख लें, फिर चुनें कि आप कैसे भुगतान करना चाहते हैं।');
    expect(markup).toContain('आपकी बुकिंग लोड हो रही है…');
    expect(markup).not.toContain('Check your booking');
    for (const secret of ['Kavita', '9811122233', room.name]) expect(html).not.toContain(secret);
    // The switch back to English keeps the query.
    expect(markup).toContain(`href="/payment?booking=${bookingId}&amp;lang=en" hrefLang="en" lang="en">English</a>`);
    expect(head(html)).toContain(alternates('/payment'));
    expect(head(html)).toContain('<link rel="preload" href="/fonts/devanagari-400.woff2"');
    expect(/data-modulepreload="([^"]*)"/.exec(html)?.[1]).toMatch(HINDI_WORDS_CHUNK);
  });

  it('/hi/pending-payment: Hindi, with its alternates, the font and Hindi’s words preloaded', async () => {
    const { response, html } = await page('/hi/pending-payment');
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    expect(head(html)).toContain(alternates('/pending-payment'));
    expect(head(html)).toContain('<link rel="preload" href="/fonts/devanagari-400.woff2"');
    // Drawn by the browser (nothing of it is rendered here): its chunks are linked from the head.
    expect(rendered(html).markup).toBe('');
    expect(head(html)).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="${HINDI_WORDS_CHUNK.source}">`));
    expect(head(html)).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PendingPaymentPage-[\w-]+\.js">/);
  });

  it('keeps the English pages English, naming their Hindi addresses', async () => {
    for (const english of ['/payment', '/pending-payment']) {
      const { response, html } = await page(english);
      expect(response.status).toBe(200);
      expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
      expect(head(html)).toContain(alternates(english));
      expect(head(html)).not.toContain('<link rel="preload" href="/fonts/devanagari');
    }
    expect(rendered((await page('/payment')).html).markup).toContain('>Payment</h1>');
  });
});
