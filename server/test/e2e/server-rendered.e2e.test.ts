import { Page } from 'playwright-core';
import { seedDemoHotel } from '../../src/db/seeds/demo-hotel';
import { daysFromToday, screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { quoteFor } from '../support/fixtures';
import { call } from '../support/http';
import { TestApp } from '../support/test-app';

/** Everything the page reports as an error: a failed hydration is one (React reports it). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's scripts start after its first paint: wait until they have loaded and run. */
async function started(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * The room, rooms and booking pages come rendered from the server (issue 15): their content is
 * there before any script, React takes the markup over without a hydration error, and they work
 * as before once it has.
 */
describe('pages rendered on the server, in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let roomId: string;
  let roomName: string;

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await seedDemoHotel(app.database.dataSource, app.config.uploadsDir);
    const [room] = await app.services.rooms.list({ onlyBookable: true });
    roomId = room.id;
    roomName = room.name;
  });
  afterAll(() => app?.close());

  it('shows the room page before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/room/${roomId}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(roomName);
    await expect(
      page.locator('.room-gallery__main').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
  });

  it.each([
    ['phone', 360],
    ['laptop', 1280],
  ])('hydrates the room page without an error, and its Check availability works (%s)', async (_label, width) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${app.baseUrl}/room/${roomId}`);
    await started(page);
    await screenshot(page, `server-rendered-room-${width}`);
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Check availability' }).click();
    await page.waitForURL(`${app.baseUrl}/#booking`);
  });

  it('hydrates the rooms page, keeps what the browser stored, and a room chosen there goes on to the guest details', async () => {
    const checkIn = daysFromToday(40);
    const checkOut = daysFromToday(42);
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    // The guest searched other dates before; the address names the stay now.
    const stored = {
      checkIn: daysFromToday(10),
      checkOut: daysFromToday(11),
      guest: 3,
      room: 1,
      roomType: '',
      roomId: '',
      userId: 'guest-7',
    };
    await page.addInitScript((draft) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('bookingDraft', JSON.stringify(draft));
      sessionStorage.setItem('seeded', 'yes');
    }, stored);
    const errors = collectErrors(page);
    await page.goto(`${app.baseUrl}/check-rooms-and-rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`);
    await started(page);
    await screenshot(page, 'server-rendered-rooms-360');
    expect(errors).toEqual([]);
    // The stored draft came in after hydration: the address's stay over it, the rest of it kept.
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? 'null'));
    expect(draft).toMatchObject({ checkIn, checkOut, guest: 1, userId: 'guest-7' });
    await page
      .getByRole('article')
      .getByRole('button', { name: /^Book / })
      .first()
      .click();
    await page.waitForURL(/\/user-details$/);
  });

  it('hydrates the booking page without an error and adds the self-service when it arrives', async () => {
    const quote = quoteFor(roomId, daysFromToday(20), daysFromToday(21));
    const held = await call(app, 'POST', '/api/booking', { json: { quote } });
    expect(held.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${app.baseUrl}/booking/${held.body.bookingId}`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Booking details');
    await page.getByRole('heading', { name: 'Manage your booking' }).waitFor();
    await started(page);
    await screenshot(page, 'server-rendered-booking-1280');
    expect(errors).toEqual([]);
  });
});
