import { Page, Route } from 'playwright-core';
import { daysFromToday, screenshot, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { gql } from '../support/graphql';
import { TestApp } from '../support/test-app';

/**
 * Usable from the first paint (issue 25, item 4). The landing page and the rooms page come
 * rendered from the server and start their scripts after their first paint; on a slow link that
 * is seconds. Here the scripts are held back with `page.route` (every /assets/*.js answer waits
 * until the test lets it go), so the guest's picks are surely made before the scripts run; then
 * the scripts arrive, React hydrates, and the picks must still be there and carry on.
 */
function holdScripts(page: Page): Promise<{ held: () => number; release: () => void }> {
  const waiting: Route[] = [];
  let released = false;
  return page
    .route(/\/assets\/.*\.js$/, (route) => {
      if (released) return route.continue();
      waiting.push(route);
      return undefined;
    })
    .then(() => ({
      held: () => waiting.length,
      release: () => {
        released = true;
        for (const route of waiting.splice(0)) void route.continue();
      },
    }));
}

/** True once React has taken over the page (it marks the elements it hydrates). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (found) => Object.keys(document.querySelector(found) ?? {}).some((key) => key.startsWith('__reactFiber$')),
    selector,
  );

describe('usable from the first paint', () => {
  let app: TestApp;
  const browser = useBrowser();
  const checkIn = daysFromToday(50);
  const checkOut = daysFromToday(52);
  let family: { id: string };

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await createRoom(app.services, { name: 'First Paint Double A', type: 'Double', maxCount: 2, rentPerDay: 2600 });
    await createRoom(app.services, { name: 'First Paint Double B', type: 'Double', maxCount: 2, rentPerDay: 2700 });
    family = await createRoom(app.services, { name: 'First Paint Family', type: 'Family', maxCount: 4, rentPerDay: 4100 });
    await createRoom(app.services, {
      name: 'First Paint Closed',
      type: 'Single',
      maxCount: 1,
      rentPerDay: 500,
      isAvailable: false,
    });
  });
  afterAll(() => app?.close());

  it('keeps the numbers of rooms picked before the scripts arrive, and books them', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = await holdScripts(page);
    // Three adults asking for two rooms: the page starts with a number picker per card.
    await page.goto(`${app.baseUrl}/check-rooms-and-rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=0&rooms=2`);
    const doubles = page.getByLabel('Rooms like First Paint Double A');
    const family = page.getByLabel('Rooms like First Paint Family');
    await doubles.selectOption('1');
    await family.selectOption('1');
    // The picks were made on the server's page: its scripts are still held back.
    expect(scripts.held()).toBeGreaterThan(0);
    await expect(hydrated(page, 'h1')).resolves.toBe(false);

    scripts.release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(doubles.inputValue()).resolves.toBe('1');
    await expect(family.inputValue()).resolves.toBe('1');
    const selection = page.getByRole('region', { name: /^2 rooms for 3 adults/ });
    await expect(selection.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining('First Paint Double A'),
      expect.stringContaining('First Paint Family'),
    ]);
    await screenshot(page, 'first-paint-rooms-picked-360', { fullPage: true });

    await selection.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/user-details$/);
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? 'null'));
    expect(draft.chosenRooms).toHaveLength(2);
    expect(draft).toMatchObject({ checkIn, checkOut, guest: 3, room: 2 });
  });

  it('Book before the scripts arrive opens the guest details with that room in the draft', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = await holdScripts(page);
    await page.goto(`${app.baseUrl}/check-rooms-and-rates?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&rooms=1`);
    const card = page.getByRole('article', { name: 'First Paint Family' });
    await card.getByRole('button', { name: 'Book First Paint Family' }).click();
    await page.waitForURL(/\/user-details\?/, { waitUntil: 'commit' });
    scripts.release();
    // The form is in the page's first paint (its frame, rendered on the server); the room follows.
    await page.getByLabel('Full name').waitFor();
    await page.getByText('First Paint Family').first().waitFor();
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? 'null'));
    expect(draft).toMatchObject({ checkIn, checkOut, guest: 2, room: 1, roomId: family.id, chosenRooms: [] });
  });

  it('the hero sends its dates to the rooms page with JavaScript off, and the server renders the rooms', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    const hero = page.getByRole('form', { name: 'Check rooms for your dates' });
    await hero.getByLabel('Check In').fill(checkIn);
    await hero.getByLabel('Check Out').fill(checkOut);
    await hero.getByRole('button', { name: 'Check Rooms & Rates' }).click();
    await page.waitForURL(`${app.baseUrl}/check-rooms-and-rates?checkIn=${checkIn}&checkOut=${checkOut}`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Rooms and rates');
    await expect(page.getByRole('article', { name: 'First Paint Double A' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'first-paint-no-js-rooms-360');
    // Several rooms, still without JavaScript: the page again, rendered with a number per card.
    await page.getByRole('button', { name: 'Book more than one room' }).click();
    await page.waitForURL(/[?&]rooms=2(&|$)/);
    await expect(page.getByLabel('Rooms like First Paint Double A').isVisible()).resolves.toBe(true);
  });

  it('keeps dates typed in the hero before the scripts arrive; then checks them in the wizard words and opens the rooms here', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = await holdScripts(page);
    await page.goto(`${app.baseUrl}/`);
    const hero = page.getByRole('form', { name: 'Check rooms for your dates' });
    await hero.getByLabel('Check In').fill(checkIn);
    await hero.getByLabel('Check Out').fill(checkIn);
    await expect(hydrated(page, 'h1')).resolves.toBe(false);
    scripts.release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(hero.getByLabel('Check In').inputValue()).resolves.toBe(checkIn);
    await expect(hero.getByLabel('Check Out').inputValue()).resolves.toBe(checkIn);

    await hero.getByRole('button', { name: 'Check Rooms & Rates' }).click();
    await expect(hero.getByText('Check Out must be after Check In').isVisible()).resolves.toBe(true);
    await hero.getByLabel('Check Out').fill(checkOut);
    // Opened by the app itself, not a page load: what this window holds survives.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await hero.getByRole('button', { name: 'Check Rooms & Rates' }).click();
    await page.waitForURL(/\/check-rooms-and-rates\?checkIn=/);
    await page.getByRole('article', { name: 'First Paint Double A' }).waitFor();
    await expect(page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('checkOut')).toBe(checkOut);
  });

  it.each([
    ['phone', 360, 740],
    ['laptop', 1280, 800],
  ])('shows the price from the live rates and the dates box on the first screen (%s)', async (label, width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${app.baseUrl}/`);
    await waitForApp(page);
    const lowest = (await gql(app, '{ lowestNightlyPrice { amount } }')).data.lowestNightlyPrice.amount as number;
    expect(lowest).toBe(2600);
    const price = page.locator('.hero__price');
    await expect(price.textContent()).resolves.toBe('from ₹2,600 a night incl. GST');
    const box = page.getByRole('form', { name: 'Check rooms for your dates' });
    for (const element of [price, box]) {
      const bounds = await element.boundingBox();
      expect(bounds).not.toBeNull();
      expect(bounds!.y).toBeGreaterThanOrEqual(0);
      expect(bounds!.y + bounds!.height).toBeLessThanOrEqual(height);
    }
    await screenshot(page, `first-paint-landing-${label}-${width}`);
  });
});
