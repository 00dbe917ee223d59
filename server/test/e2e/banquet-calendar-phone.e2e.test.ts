import { Page } from 'playwright-core';
import { seedDemoBanquet } from '../../src/db/seeds/demo-banquet';
import { noSideScroll } from '../support/admin-browser';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { TestApp } from '../support/test-app';

/** The calendar's days a visitor sees: their dates in words ("Sat, 5 Dec 2026"), in page order. */
function visibleDays(page: Page): Promise<string[]> {
  return page
    .locator('.banquet-day:visible .banquet-day__long')
    .evaluateAll((dates) => dates.map((date) => date.textContent ?? ''));
}

/** Opens /banquet on the hall's next month, whose weekends are all ahead. */
async function openNextMonth(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/banquet`);
  await page.getByRole('heading', { name: 'Shagun Banquet Hall' }).waitFor();
  const month = await page.locator('.banquet-calendar__month').textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator('.banquet-calendar__month', { hasNotText: month ?? '' }).waitFor();
  await page.locator('.banquet-day button.slot').first().waitFor();
}

/**
 * Issue 25: the banquet calendar on a 360 px phone is a compact list, one row a day, that can show
 * only weekends or only evening sessions; the estimated total sits beside the Send enquiry button.
 */
describe('the banquet calendar on a phone', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await seedDemoBanquet(app.database.dataSource, app.config.uploadsDir);
  });
  afterAll(() => app?.close());

  it('360 px: a day a row, weekend and evening filters, the estimate beside the send button', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openNextMonth(page, app.baseUrl);

    // One row a day: its sessions side by side, the row no taller than a finger's tap or two.
    const rows = page.locator('.banquet-day:visible');
    expect(await rows.count()).toBeGreaterThanOrEqual(28);
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(56);
      const slotTops = await row.locator('.slot').evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().top));
      expect(new Set(slotTops).size).toBe(1);
    }
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page.locator('.banquet-calendar'), 'banquet-calendar-360');

    await page.getByLabel('Weekends only').check();
    const weekends = await visibleDays(page);
    expect(weekends.length).toBeGreaterThanOrEqual(8);
    expect(weekends.filter((day) => !/^(Sat|Sun),/.test(day))).toEqual([]);

    await page.getByLabel('Evenings only').check();
    const free = page.locator('.banquet-day:visible button.slot');
    expect(await free.count()).toBeGreaterThanOrEqual(8);
    const freeNames = await free.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(freeNames.filter((name) => !/^Dinner on (Sat|Sun), /.test(name))).toEqual([]);
    await screenshot(page.locator('.banquet-calendar'), 'banquet-calendar-360-weekend-evenings');

    await page.getByLabel('Weekends only').uncheck();
    expect((await visibleDays(page)).length).toBeGreaterThan(weekends.length);

    await free.first().click();
    expect(
      await page.getByLabel('Session', { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text),
    ).toMatch(/^Dinner/);
    await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Classic Veg, ₹650 a plate' });
    await page.getByLabel('Expected guests', { exact: true }).fill('150');
    // ₹40,000 rent + 150 × ₹650 = ₹97,500 plates; GST 18% and 5%: ₹7,200 + ₹4,875.
    const total = page.locator('.banquet-form__total strong');
    await total.filter({ hasText: /^₹1,49,575$/ }).waitFor();
    await page.locator('.banquet-estimate tfoot td', { hasText: /^₹1,49,575$/ }).waitFor();

    const send = page.getByRole('button', { name: 'Send enquiry' });
    await send.scrollIntoViewIfNeeded();
    const totalBox = (await total.boundingBox())!;
    const sendBox = (await send.boundingBox())!;
    // Beside it: on the same row, to its left, both on the screen.
    expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(sendBox.x);
    expect(totalBox.y).toBeLessThan(sendBox.y + sendBox.height);
    expect(sendBox.y).toBeLessThan(totalBox.y + totalBox.height);
    expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(360);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page.locator('.banquet-form__submit'), 'banquet-send-360');
    await screenshot(page, 'banquet-360', { fullPage: true });
  });

  it('1280 px: the month grid keeps its weeks, a filtered-out day stays in its place without sessions', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openNextMonth(page, app.baseUrl);
    const days = await page.locator('.banquet-day').count();
    await page.getByLabel('Weekends only').check();
    expect(await page.locator('.banquet-day').count()).toBe(days);
    const weekdaySlots = page.locator('.banquet-day--filtered .banquet-day__slots');
    expect(await weekdaySlots.first().isVisible()).toBe(false);
    expect(await page.locator('.banquet-day--weekend button.slot').first().isVisible()).toBe(true);
    await page.getByLabel('Weekends only').uncheck();
    await screenshot(page, 'banquet-1280', { fullPage: true });
  });
});
