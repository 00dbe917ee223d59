import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedDemoHotel } from '../../src/db/seeds/demo-hotel';
import { createRoom } from '../support/fixtures';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

const CLIENT_DIST = path.resolve(__dirname, '..', '..', '..', 'client', 'dist');

describe('the site in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    await seedDemoHotel(app.database.dataSource, app.config.uploadsDir);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['phone', 360, 740],
    ['desktop', 1280, 800],
  ])('lists the rooms from the server through GraphQL (%s)', async (label, width, height) => {
    const open = await createRoom(app.services, {
      name: `Garden Room ${label}`,
      rentPerDay: 2750,
      imageUrls: ['/uploads/demo-suite-1.webp'],
    });
    const closed = await createRoom(app.services, { name: `Closed Room ${label}`, isAvailable: false });
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${app.baseUrl}/`);
    const card = page.locator('.room-card', { hasText: open.name });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('₹2,750');
    // The Rooms section is below the fold: its photos load when it scrolls into view.
    await card.scrollIntoViewIfNeeded();
    // The seed placed the build's encoded demo photos: the card (112 px on a phone, about 400 px
    // wide on a desktop) takes the 400 px AVIF from the srcset, not the 1200 px photo.
    await page.waitForFunction((name) => {
      const img = [...document.querySelectorAll<HTMLImageElement>('.room-card img')].find((i) => i.alt === name);
      return img?.complete && img.naturalWidth > 0;
    }, open.name);
    const chosen = await card.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toBe(`${app.baseUrl}/uploads/demo-suite-1-400.avif`);
    expect(await page.locator('.room-card', { hasText: closed.name }).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `landing-rooms-${width}`);
  });

  it('serves client routes through the SPA fallback and keeps /api answers JSON', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${app.baseUrl}/check-rooms-and-rates`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(1);
    const api = await page.goto(`${app.baseUrl}/api/does-not-exist`);
    expect(api?.status()).toBe(404);
    expect(await api?.json()).toMatchObject({ success: false });
  });
});
