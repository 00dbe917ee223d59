import { Page } from 'playwright-core';
import { seedDemoHotel } from '../../src/db/seeds/demo-hotel';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { daysFromToday, screenshot, seedPendingQuote, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { call } from '../support/http';
import { TEST_ADMIN, TestApp } from '../support/test-app';

/**
 * /user-details, /payment and /admin/today arrive as a frame rendered on the server (issue 25):
 * React takes it over without a hydration error, then the page shows this browser's state (the
 * draft's room, the quote's price, the admin's day), and nothing on the page moves meanwhile.
 */
function watch(page: Page): { errors: string[]; shift: () => Promise<number> } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  void page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shift = () =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  return { errors, shift };
}

/** The room a draft chose, in this tab's storage before the page loads. */
function seedDraft(page: Page, roomId: string, checkIn: string, checkOut: string) {
  const draft = { checkIn, checkOut, guest: 1, children: 0, room: 1, roomType: '', roomId, chosenRooms: [], userId: '' };
  return page.addInitScript((seed) => localStorage.setItem('bookingDraft', JSON.stringify(seed)), draft);
}

describe('frames rendered on the server, in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  /** The demo hotel's rooms, with their photos on disk. */
  let rooms: { id: string; name: string }[];

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await seedDemoHotel(app.database.dataSource, app.config.uploadsDir);
    rooms = await app.services.rooms.list({ onlyBookable: true });
  });
  afterAll(() => app?.close());

  it('/user-details hydrates its frame, then shows the draft’s room and price, nothing moving', async () => {
    const room = rooms[0];
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const { errors, shift } = watch(page);
    await seedDraft(page, room.id, daysFromToday(20), daysFromToday(22));
    await page.goto(`${app.baseUrl}/user-details`);
    await waitForApp(page);
    await page.locator('.summary-room__name', { hasText: room.name }).waitFor();
    await page.getByText('2 nights').waitFor();
    await page.getByRole('group', { name: new RegExp(room.name) }).waitFor();
    await screenshot(page, 'frame-user-details-360', { fullPage: true });
    expect(errors).toEqual([]);
    expect(await shift()).toBe(0);
  });

  it('/user-details keeps what was typed into its frame before the scripts arrived', async () => {
    const room = rooms[1];
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const { errors } = watch(page);
    await seedDraft(page, room.id, daysFromToday(24), daysFromToday(25));
    // The scripts are held back until the guest has typed into the server's form.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${app.baseUrl}/user-details`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full name').fill('Sunita Rawat');
    await page.getByLabel('City').fill('Kanpur');
    release();
    await waitForApp(page);
    await page.locator('.summary-room__name', { hasText: room.name }).waitFor();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Sunita Rawat');
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Kanpur');
    expect(errors).toEqual([]);
  });

  it('/payment hydrates its frame, then shows the quote’s room and the ways to pay, nothing moving', async () => {
    const room = rooms[2];
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const { errors, shift } = watch(page);
    await seedPendingQuote(page, room.id, daysFromToday(26), daysFromToday(28));
    await page.goto(`${app.baseUrl}/payment`);
    await waitForApp(page);
    await page.getByText(room.name).first().waitFor();
    await page.getByRole('radio').first().waitFor();
    await screenshot(page, 'frame-payment-360', { fullPage: true });
    expect(errors).toEqual([]);
    expect(await shift()).toBe(0);
  });

  it.each([390, 1280])('/admin/today hydrates its frame, then shows the day’s board, nothing moving (%i px)', async (width) => {
    const today = todayInHotel(app.clock.now());
    const room = await createRoom(app.services, { name: `Frame Court ${width}` });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, today, addDays(today, 1), { name: `Farida Khan ${width}` }),
      origin: { address: '127.0.0.1', admin: true },
    });
    const login = await call(app, 'POST', '/api/admin/login', { json: TEST_ADMIN });
    expect(login.status).toBe(200);
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    const { errors, shift } = watch(page);
    await page.addInitScript((session) => localStorage.setItem('adminAuth', JSON.stringify(session)), login.body.data);
    await page.goto(`${app.baseUrl}/admin/today`);
    await waitForApp(page);
    const arrivals = page.getByRole('region', { name: /^Arrivals/ });
    await arrivals.getByText(booking.bookCode).waitFor();
    await arrivals.getByText(`Farida Khan ${width}`).waitFor();
    await screenshot(page, `frame-admin-today-${width}`, { fullPage: true });
    expect(page.url()).toBe(`${app.baseUrl}/admin/today`);
    expect(errors).toEqual([]);
    expect(await shift()).toBe(0);
  });
});
