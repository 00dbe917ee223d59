import path from 'node:path';
import sharp from 'sharp';
import { adminActor } from '../src/shared/actor';
import { DEMO_HOTEL } from './support/demo-hotel';
import { useTestApp } from './support/test-app';

/**
 * The owner's profile on the pages as served: rendered on the server with the landing page and
 * /banquet, written into every page's head and site configuration, escaped wherever it appears,
 * and followed on the next request after an edit (no rebuild, no restart). Reads the built client.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });

async function html(address: string): Promise<string> {
  const response = await fetch(app.baseUrl + address);
  expect(response.status).toBe(200);
  return response.text();
}

const siteConfig = (page: string) =>
  JSON.parse(/<script id="site-config" type="application\/json">([\s\S]*?)<\/script>/.exec(page)![1]) as {
    hotel: Record<string, unknown>;
  };

describe("the hotel's profile on the pages", () => {
  it('renders the landing page and /banquet with it, and names the hotel in their heads', async () => {
    const landing = await html('/');
    expect(landing).toContain(`<title>Hotel Anand Residency &amp; Banquet Hall, ${DEMO_HOTEL.city} — Rooms`);
    expect(landing).toContain('data-prerendered="/"');
    expect(landing).toContain(DEMO_HOTEL.reservationsPhone);
    const structured = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(landing)![1]);
    expect(structured).toMatchObject({ '@type': 'Hotel', name: DEMO_HOTEL.name, telephone: DEMO_HOTEL.frontDeskPhone });
    expect(siteConfig(landing).hotel).toMatchObject({ name: DEMO_HOTEL.name, frontDeskPhone: DEMO_HOTEL.frontDeskPhone });
    // The alerts address is the hotel's own: never in a page.
    expect(landing).not.toContain('alertsEmail');

    const banquet = await html('/banquet');
    expect(banquet).toContain(`<title>Banquet Hall in ${DEMO_HOTEL.city} for Weddings, Receptions and Parties`);
    expect(banquet).toContain('data-prerendered="/banquet"');
    expect(banquet).toContain('<link rel="canonical" href="');
  });

  it('follows an edit on the next request, every value escaped', async () => {
    const before = await html('/');
    const current = await app.services.hotelProfile.get();
    const { id: _id, updatedAt: _at, ...profile } = current;
    const hostile = 'Hotel "Sun" <script>alert(1)</script> & Hall';
    await app.services.hotelProfile.update(
      { ...profile, name: hostile, frontDeskPhone: '+91 99887 76655', heroText: 'Rooms </script><img src=x onerror=alert(1)>' },
      adminActor({ id: 'owner', name: 'Owner', email: 'owner@example.com' }),
    );

    const after = await html('/');
    expect(after).not.toBe(before);
    expect(after).not.toContain('<script>alert(1)');
    expect(after).not.toContain('<img src=x');
    expect(after).toContain('<title>Hotel &quot;Sun&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; Hall,');
    expect(after).toContain('Rooms &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(siteConfig(after).hotel).toMatchObject({ name: hostile, frontDeskPhone: '+91 99887 76655' });
    expect(await html('/contact-us')).toContain('"frontDeskPhone":"+91 99887 76655"');
  });

  it('shows a gallery photo the owner uploaded with its srcsets and alt text, from the next request on', async () => {
    const owner = adminActor({ id: 'owner', name: 'Owner', email: 'owner@example.com' });
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const { id, photo } = await app.services.hotelProfile.uploadGalleryPhoto({ originalName: 'terrace.jpg', bytes }, owner);
    const before = await html('/');
    expect(before).not.toContain(photo.avifSrcset!);

    const { id: _id, updatedAt: _at, ...profile } = await app.services.hotelProfile.get();
    const gallery = profile.gallery.map((slide, index) =>
      index === 0 ? { ...slide, photoId: id, alt: 'The roof terrace at dusk' } : slide,
    );
    await app.services.hotelProfile.update({ ...profile, gallery }, owner);

    const after = await html('/');
    const slide = /<picture class="responsive-photo">(?:(?!<\/picture>)[\s\S])*alt="The roof terrace at dusk"[^>]*>/.exec(
      after,
    )?.[0];
    expect(slide).toBeDefined();
    expect(slide).toContain(`<source type="image/avif" srcSet="${photo.avifSrcset}" sizes="(min-width: 1000px) 960px, 100vw"/>`);
    expect(slide).toContain(`<source type="image/webp" srcSet="${photo.webpSrcset}"`);
    expect(slide).toContain(`src="${photo.src}"`);
    expect(siteConfig(after).hotel.gallery).toContainEqual(expect.objectContaining({ photoId: id, photo }));
  });
});
