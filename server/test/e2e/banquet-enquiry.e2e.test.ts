import { Page } from 'playwright-core';
import { seedDemoBanquet } from '../../src/db/seeds/demo-banquet';
import { BanquetEvent } from '../../src/modules/banquet/banquet-event.entity';
import { EventStatus } from '../../src/modules/banquet/event-status';
import { daysFromToday, screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { TestApp } from '../support/test-app';

/** "Sat, 5 Dec 2026", as the page writes a date. */
function inWords(date: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** Moves the calendar on to the month of `date`. */
async function showMonthOf(page: Page, date: string) {
  const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const heading = page.locator('.banquet-calendar__month');
  for (let i = 0; i < 3 && (await heading.textContent()) !== month; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.locator('.banquet-day .slot').first().waitFor();
}

describe('a family finds a free evening, sees the cost and sends an enquiry (360 px)', () => {
  let app: TestApp;
  const browser = useBrowser();
  const eventDate = daysFromToday(12);

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await seedDemoBanquet(app.database.dataSource, app.config.uploadsDir);
  });
  afterAll(() => app?.close());

  it('chooses a free dinner, watches the estimate follow the guests, sends it and gets the reference', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${app.baseUrl}/banquet`);
    await page.getByRole('heading', { name: 'Banquet hall for weddings, receptions and parties', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Shagun Banquet Hall' }).waitFor();
    await showMonthOf(page, eventDate);

    await page.getByRole('button', { name: `Dinner on ${inWords(eventDate)}: free. Choose it` }).click();
    expect(await page.getByLabel('Date of the event', { exact: true }).inputValue()).toBe(eventDate);
    expect(
      await page.getByLabel('Session', { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text),
    ).toMatch(/^Dinner/);
    // The form takes over from the calendar: the next field to fill has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Occasion', { exact: true }).getAttribute('id'),
    );

    await page.getByLabel('Occasion', { exact: true }).selectOption('Wedding reception');
    await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Classic Veg, ₹650 a plate' });
    await page.getByLabel('Expected guests', { exact: true }).fill('150');
    const estimate = page.locator('.banquet-estimate');
    await estimate.getByText('150 plates × ₹650').waitFor();
    // ₹40,000 rent + 150 × ₹650 = ₹97,500 plates; GST 18% and 5%: ₹7,200 + ₹4,875.
    await estimate.locator('tfoot td', { hasText: /^₹1,49,575$/ }).waitFor();

    await page.getByLabel('Expected guests', { exact: true }).fill('250');
    await estimate.getByText('250 plates × ₹650').waitFor();
    // 250 × ₹650 = ₹1,62,500 plates, GST on them ₹8,125.
    await estimate.locator('tfoot td', { hasText: /^₹2,17,825$/ }).waitFor();

    await page.getByLabel('Your name', { exact: true }).fill('Meera Sharma');
    await page.getByLabel('Mobile number', { exact: true }).fill('98765 43210');
    await page.getByLabel('Email', { exact: true }).fill('meera.sharma@example.com');
    await page.getByLabel('Dietary notes (optional)', { exact: true }).fill('Twenty Jain plates');
    await screenshot(page, 'banquet-enquiry-filled-360', { fullPage: true });
    await screenshot(page.locator('.banquet-form'), 'banquet-enquiry-form-360');
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    const thanks = page.locator('.banquet-thanks');
    await thanks.waitFor();
    const text = (await thanks.textContent()) ?? '';
    expect(text).toContain('We have sent the details to meera.sharma@example.com.');
    const reference = /Your enquiry reference is (EV[2-9A-Z]{8})/.exec(text)?.[1];
    expect(reference).toBeDefined();
    await screenshot(page, 'banquet-enquiry-thanks-360', { fullPage: true });

    const stored = await app.database.dataSource.getRepository(BanquetEvent).findOneByOrFail({ reference });
    expect(stored).toMatchObject({ status: EventStatus.NEW, eventDate, expectedGuests: 250, hostPhone: '+919876543210' });

    // The owner holds the date for this family: the next family sees it on hold and cannot ask for it.
    await app.database.dataSource.transaction(async (manager) => {
      const event = await app.services.eventLifecycle.lock(manager, stored.id);
      await app.services.eventLifecycle.hold(manager, event, 72);
    });
    await page.reload();
    await showMonthOf(page, eventDate);
    const day = page.locator('.banquet-day', { hasText: inWords(eventDate) });
    await day.getByText('Dinner: On hold').waitFor();
    expect(await day.getByRole('button', { name: /^Dinner/ }).count()).toBe(0);

    await page.getByLabel('Date of the event', { exact: true }).fill(eventDate);
    await page.getByLabel('Session', { exact: true }).selectOption({ label: 'Dinner (7:00 PM to 11:30 PM)' });
    await page.getByLabel('Occasion', { exact: true }).selectOption('Engagement');
    await page.getByLabel('Expected guests', { exact: true }).fill('120');
    await page.getByLabel('Your name', { exact: true }).fill('Ravi Gupta');
    // A family abroad: the number passes the browser's and the server's checks, only the date is taken.
    await page.getByLabel('Country code', { exact: true }).selectOption('AE');
    await page.getByLabel('Mobile number', { exact: true }).fill('50 123 4567');
    await page.getByLabel('Email', { exact: true }).fill('ravi@example.com');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText(`Sorry, Dinner on ${inWords(eventDate)} is on hold for another family.`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date');
    expect(await app.database.dataSource.getRepository(BanquetEvent).count()).toBe(1);
  });
});
