import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/**
 * Data before JavaScript (issue 15): the pages that need data for their first paint carry it in
 * the HTML as served — the answers of their own GraphQL queries, as the public API gives them to
 * an anonymous visitor — and link their lazy chunks for preloading. Reads the built client (its
 * dist/route-queries.json and route-assets.json): `npm test` builds it first.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
if (!existsSync(path.join(CLIENT_DIST, 'route-queries.json')))
  throw new Error('Build the client first (npm run build -w client): client/dist/route-queries.json is missing');

const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });

async function page(address: string): Promise<string> {
  const response = await fetch(app.baseUrl + address);
  expect(response.status).toBe(200);
  return response.text();
}

/** The page's embedded answers, by operation, or undefined when it has none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the queries', read field by field below
function embedded(html: string): Record<string, { variables: unknown; data: any }> | undefined {
  const blocks = [...html.matchAll(/<script id="route-data" type="application\/json">([\s\S]*?)<\/script>/g)];
  expect(blocks.length).toBeLessThanOrEqual(1);
  return blocks[0] ? JSON.parse(blocks[0][1]) : undefined;
}

/** The chunks the page preloads: by <link>s, or by the loader that starts its scripts after its first paint. */
const preloads = (html: string) => [
  ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]),
  ...(/ data-modulepreload="([^"]*)"/.exec(html)?.[1].split(' ').filter(Boolean) ?? []),
];

describe('/room/{id}', () => {
  it('carries the room as the RoomDetail query answers it, and preloads the room page chunk but not Apollo', async () => {
    const room = await createRoom(app.services, { name: 'Garden Deluxe 201' });
    const html = await page(`/room/${room.id}`);
    expect(embedded(html)).toEqual({
      RoomDetail: {
        variables: { id: room.id },
        data: { room: expect.objectContaining({ __typename: 'Room', id: room.id, name: 'Garden Deluxe 201', rentPerDay: 2500 }) },
      },
    });
    expect(preloads(html)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/RoomDetailPage-[\w-]+\.js$/)]));
    // The first paint comes from the embedded room: Apollo loads after it, with the live part.
    expect(preloads(html).filter((href) => /\/apollo-/.test(href))).toEqual([]);
  });

  it("preloads the room's first photo, the page's largest paint, as AVIF at high priority with the gallery's sizes", async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#8a6e4b' } })
      .jpeg()
      .toBuffer();
    const photoUrl = await app.services.photos.store(jpeg, 'jpg');
    const room = await createRoom(app.services, { imageUrls: [photoUrl, 'https://example.com/second.jpg'] });
    const html = await page(`/room/${room.id}`);
    const links = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(1);
    const stem = photoUrl.replace(/\.jpg$/, '');
    expect(links[0]).toContain(`imagesrcset="${stem}-400.avif 400w, ${stem}-800.avif 800w`);
    expect(links[0]).toContain('imagesizes="(min-width: 900px) min(60vw, 720px), 100vw" type="image/avif" fetchpriority="high"');
    // Before the embedded data, so the browser starts on it first.
    expect(html.indexOf(links[0])).toBeLessThan(html.indexOf('<script id="route-data"'));
  });

  it('preloads a first photo that has no encoded sizes (an outside address) by its address', async () => {
    const room = await createRoom(app.services, { imageUrls: ['https://example.com/photos/front.jpg?a=1&b=2'] });
    const links = [...(await page(`/room/${room.id}`)).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(links).toEqual([
      '<link rel="preload" as="image" href="https://example.com/photos/front.jpg?a=1&amp;b=2" fetchpriority="high">',
    ]);
  });

  it('embeds nothing for a made-up id, well formed or not, and still sends the page', async () => {
    for (const id of ['2b0c5a36-7d4e-4f5a-9b1c-0d2e3f405162', 'not-a-room', '%3Cscript%3E']) {
      const html = await page(`/room/${id}`);
      expect(embedded(html)).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toMatch(/Internal server error|stacktrace|GRAPHQL_|BAD_USER_INPUT/i);
    }
  });

  it('embeds a room name with "$\'" or "$&" as it is (not as a replacement pattern)', async () => {
    const room = await createRoom(app.services, { name: "Suite $' $& $` $1" });
    const html = await page(`/room/${room.id}`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(embedded(html)?.RoomDetail.data.room.name).toBe("Suite $' $& $` $1");
  });

  it('escapes "<" in what it embeds, so a room name cannot close the script element', async () => {
    const room = await createRoom(app.services, { name: 'Suite </script><script>alert(1)</script>' });
    const html = await page(`/room/${room.id}`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(embedded(html)?.RoomDetail.data.room.name).toBe('Suite </script><script>alert(1)</script>');
  });
});

describe('/booking/{id}', () => {
  it('carries only what the public lookup shows: the guest email and phone masked', async () => {
    const room = await createRoom(app.services);
    const quote = quoteFor(room.id, '2026-12-10', '2026-12-12', { userEmail: 'asha.verma@example.com', phone: '9811122233' });
    const held = await call(app, 'POST', '/api/booking', { json: { quote } });
    expect(held.status).toBe(201);
    const id: string = held.body.bookingId;

    const html = await page(`/booking/${id}`);
    const booking = embedded(html)?.PaymentBooking.data.booking;
    expect(booking).toEqual(
      expect.objectContaining({ __typename: 'Booking', id, userEmail: 'as***@example.com', userPhone: '******2233' }),
    );
    expect(html).not.toContain('asha.verma@example.com');
    expect(html).not.toContain('9811122233');
    expect(preloads(html)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/BookingDetailsPage-[\w-]+\.js$/)]));
  });

  it('embeds nothing for an unknown booking id', async () => {
    expect(embedded(await page('/booking/2b0c5a36-7d4e-4f5a-9b1c-0d2e3f405162'))).toBeUndefined();
    expect(embedded(await page('/booking/HBG3YSC'))).toBeUndefined();
  });

  it('embeds the anonymous answer even when the request carries an admin token', async () => {
    const room = await createRoom(app.services);
    const quote = quoteFor(room.id, '2026-12-14', '2026-12-15', { userEmail: 'ravi.kumar@example.com' });
    const id: string = (await call(app, 'POST', '/api/booking', { json: { quote } })).body.bookingId;
    const response = await fetch(`${app.baseUrl}/booking/${id}`, {
      headers: { authorization: `Bearer ${await app.adminToken()}` },
    });
    const html = await response.text();
    expect(embedded(html)?.PaymentBooking.data.booking.userEmail).toBe('ra***@example.com');
    expect(html).not.toContain('ravi.kumar@example.com');
  });
});

describe('/check-rooms-and-rates', () => {
  it('carries the free rooms and the offers of the dates in its address', async () => {
    const room = await createRoom(app.services, { name: 'Courtyard Double 104' });
    const html = await page('/check-rooms-and-rates?checkIn=2026-12-20&checkOut=2026-12-22&adults=2&children=0&rooms=1');
    const answers = embedded(html)!;
    expect(Object.keys(answers).sort()).toEqual(['RoomOffers', 'RoomsForStay']);
    expect(answers.RoomsForStay.variables).toEqual({ checkIn: '2026-12-20', checkOut: '2026-12-22' });
    const free = answers.RoomsForStay.data.availableRooms as { id: string; stayPrice: { nights: number } }[];
    expect(free.find((candidate) => candidate.id === room.id)?.stayPrice.nights).toBe(2);
    expect(answers.RoomOffers.data.roomOffers.length).toBeGreaterThan(0);
    expect(preloads(html)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/CheckRoomsPage-[\w-]+\.js$/)]));
  });

  it('embeds nothing without dates, with malformed ones, or with a stay the API refuses', async () => {
    for (const query of [
      '',
      '?checkIn=2026-12-20',
      '?checkIn=20-12-2026&checkOut=22-12-2026',
      '?checkIn=2026-12-22&checkOut=2026-12-20',
    ])
      expect(embedded(await page(`/check-rooms-and-rates${query}`))).toBeUndefined();
  });
});

describe('pages without data', () => {
  it('the landing page embeds only its hero price and preloads no route chunk (its JavaScript budget)', async () => {
    const html = await page('/');
    // Earlier tests of this file made rooms: the hero's price is there.
    expect(Object.keys(embedded(html) ?? {})).toEqual(['LowestNightlyPrice']);
    expect(preloads(html).filter((href) => !/(rolldown-runtime|react-vendor)-/.test(href))).toEqual([]);
  });

  it('inlines the entry CSS instead of a render-blocking stylesheet', async () => {
    for (const address of ['/', '/banquet', '/contact-us']) {
      const html = await page(address);
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(/<style data-href="\/assets\/index-[\w-]+\.css">([\s\S]*?)<\/style>/.exec(html)?.[1].length).toBeGreaterThan(1000);
    }
  });
});
