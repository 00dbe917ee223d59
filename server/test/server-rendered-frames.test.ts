import path from 'node:path';
import { addDays, todayInHotel } from '../src/shared/pure/calendar-dates';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { TEST_ADMIN, useTestApp } from './support/test-app';

/**
 * /user-details, /payment and /admin/today show what only the browser keeps (the booking draft
 * and the pending quote, the admin's login), so the server renders their frame: the heading, the
 * form or the placeholders, from the client's own React tree, the same for everyone, for the
 * browser to hydrate and fill in (issue 25). Reads the built client, as server-render.test.ts.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });

async function page(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.baseUrl + address, { headers });
  expect(response.status).toBe(200);
  return { html: await response.text(), cacheControl: response.headers.get('cache-control') };
}

/** The page's root: the path it was rendered at, and its text as a visitor reads it before any script. */
function root(html: string): { at?: string; text: string; markup: string } {
  const match = /<div id="root"(?: data-prerendered="([^"]*)")?>([\s\S]*?)<\/div>\s*<script\b[^>]*(?:data-after-paint|src=)/.exec(
    html,
  );
  const markup = match?.[2] ?? '';
  const text = markup
    .replace(/<template\b[\s\S]*?<\/template>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { at: match?.[1], text, markup };
}

/** A guest with a booking held for today: what none of these frames may show. */
async function guestOfToday() {
  const room = await createRoom(app.services, { name: 'Frame Test Room 707' });
  const today = todayInHotel();
  const quote = quoteFor(room.id, today, addDays(today, 1), {
    name: 'Ravindra Malhotra',
    userEmail: 'ravindra.malhotra@example.com',
    phone: '9822233344',
  });
  const held = await call(app, 'POST', '/api/booking', { json: { quote } });
  expect(held.status).toBe(201);
  return { bookingId: held.body.bookingId as string, room };
}

function expectNoPersonalData(html: string, guest: { bookingId: string; room: { name: string } }) {
  for (const secret of ['Ravindra', 'ravindra.malhotra@example.com', '9822233344', guest.room.name]) {
    expect(html).not.toContain(secret);
  }
}

describe('frames of the pages drawn from the browser’s own state', () => {
  let guest: Awaited<ReturnType<typeof guestOfToday>>;
  beforeAll(async () => {
    guest = await guestOfToday();
  });

  it('/user-details: the heading and the guest form in the HTML, no one’s details, never stored by a cache', async () => {
    const { html, cacheControl } = await page('/user-details');
    const { at, text, markup } = root(html);
    expect(at).toBe('/user-details');
    expect(text).toContain('Guest details');
    expect(text).toContain('Your booking');
    expect(text).toContain('Who is staying');
    for (const label of ['Full name', 'Email', 'Mobile number', 'Street address', 'PIN code', 'Continue to Payment'])
      expect(text).toContain(label);
    expect(markup).toMatch(/<input[^>]*autoComplete="name"|<input[^>]*autocomplete="name"/i);
    expect(markup).toMatch(/<input[^>]*type="email"/);
    expect(markup).toMatch(/<input[^>]*type="tel"/);
    // It cannot be sent before the scripts and the room are there (the browser would put it in the address).
    expect(markup).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Continue to Payment<\/button>/);
    // The form is empty: nothing typed anywhere is in it.
    expect(markup).not.toMatch(/<input[^>]*type="(text|email|tel)"[^>]*value="[^"]/);
    expectNoPersonalData(html, guest);
    expect(cacheControl).toBe('private, no-store');
    expect(html).toMatch(/<script type="module" data-after-paint="[^"]+" data-modulepreload="[^"]*UserDetailsPage-/);
  });

  it('/payment: the steps, the heading and the intro, not the booking named in its address', async () => {
    const { html, cacheControl } = await page(`/payment?bookingId=${guest.bookingId}`);
    const { at, text } = root(html);
    expect(at).toBe('/payment');
    expect(text).toContain('Payment');
    expect(text).toContain('Check your booking, then choose how you would like to pay.');
    expect(text).toContain('Loading your booking');
    expectNoPersonalData(html, guest);
    expect(cacheControl).toBe('private, no-store');
  });

  it('/admin/today: the admin layout and the day’s heading, no guest of the day, for no one signed in', async () => {
    const { html, cacheControl } = await page('/admin/today');
    const { at, text } = root(html);
    expect(at).toBe('/admin/today');
    expect(text).toContain('Sign out');
    expect(text).toContain('Bookings');
    expect(text).toMatch(/Today The front desk’s day: arrivals, guests in house/);
    expect(text).toContain('New booking');
    expect(text).toContain('Loading the day');
    expectNoPersonalData(html, guest);
    expect(html).not.toContain(guest.bookingId);
    expect(cacheControl).toBe('private, no-store');
    // The day asked for in the address is the one drawn: the frame is rendered for each request.
    expect(root((await page('/admin/today?date=2026-12-01')).html).text).toContain('The front desk on 1 Dec 2026:');
  });

  it('an admin’s token sent along changes nothing: the frame is everyone’s', async () => {
    const { token } = await app.services.adminAuth.login(TEST_ADMIN, '127.0.0.1');
    const anonymous = root((await page('/admin/today')).html).text;
    const signedIn = await page('/admin/today', { authorization: `Bearer ${token}` });
    expect(root(signedIn.html).text).toBe(anonymous);
    expectNoPersonalData(signedIn.html, guest);
    expect(signedIn.html).not.toContain(TEST_ADMIN.email);
  });
});
