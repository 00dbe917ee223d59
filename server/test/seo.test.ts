import { createRoom } from './support/fixtures';
import { useTestApp } from './support/test-app';

const BASE = 'https://www.anandresidency.example';

const app = useTestApp({ PUBLIC_BASE_URL: `${BASE}/` });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every bookable room page with absolute addresses', async () => {
    const open = await createRoom(app.services, { name: 'Sitemap Suite' });
    const closed = await createRoom(app.services, { name: 'Sitemap Closed Room', isAvailable: false });
    const response = await fetch(`${app.baseUrl}/sitemap.xml`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const listed = locs(xml);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/check-rooms-and-rates`,
        `${BASE}/contact-us`,
        `${BASE}/privacy-policy`,
        `${BASE}/terms-and-conditions`,
        `${BASE}/cancellation-and-refund`,
        `${BASE}/shipping-and-delivery`,
        `${BASE}/room/${open.id}`,
        // The room page is in Hindi too (docs/i18n.md, slice 3).
        `${BASE}/hi/room/${open.id}`,
      ]),
    );
    expect(listed).not.toContain(`${BASE}/room/${closed.id}`);
    expect(listed).not.toContain(`${BASE}/hi/room/${closed.id}`);
    expect(listed.filter((loc) => !loc.startsWith(`${BASE}/`))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('follows the rooms in the database: a deleted room leaves, a room reopened comes back', async () => {
    const room = await createRoom(app.services, { isAvailable: false });
    const roomUrl = `${BASE}/room/${room.id}`;
    const sitemap = async () => locs(await (await fetch(`${app.baseUrl}/sitemap.xml`)).text());

    expect(await sitemap()).not.toContain(roomUrl);
    await app.services.rooms.update(room.id, { isAvailable: true });
    expect(await sitemap()).toContain(roomUrl);
    await app.services.rooms.delete(room.id);
    expect(await sitemap()).not.toContain(roomUrl);
  });
});

describe('GET /robots.txt', () => {
  it("lets crawlers in, keeps them out of admin, login, the guest's details, payment, booking and event payment pages, and names the sitemap", async () => {
    const response = await fetch(`${app.baseUrl}/robots.txt`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    const disallowed = lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow:'.length).trim());
    expect(disallowed.sort()).toEqual([
      '/admin',
      '/booking/',
      '/event/',
      '/find-booking',
      '/hi/booking/',
      '/hi/event/',
      '/hi/find-booking',
      '/hi/messages/',
      '/hi/payment',
      '/hi/pending-payment',
      '/hi/receipt',
      '/hi/user-details',
      '/login',
      '/messages/',
      '/payment',
      '/pending-payment',
      '/receipt',
      '/user-details',
    ]);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
