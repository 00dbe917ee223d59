import { existsSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { adminActor } from '../../src/shared/actor';
import { createRoom, quoteFor } from '../support/fixtures';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { openDeskShift } from '../support/shifts';

/** How far the widest table sticks out of its region (0 when every table fits). */
const tableOverflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll('.table-region')].map((region) => region.scrollWidth - region.clientWidth)),
  );

describe('the reports and the booking’s history in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let bookingId: string;

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    // Cash at the desk needs the admin's shift open.
    await openDeskShift(app);
    // The test clock reads 21 Nov 2026: two rooms, three stays this month, cash taken at the desk.
    const deluxe = await createRoom(app.services, { name: '101', rentPerDay: 2500 });
    const suite = await createRoom(app.services, { name: '102', rentPerDay: 4000 });
    const stay = await app.services.payments.payAtHotel({
      quote: quoteFor(deluxe.id, '2026-11-21', '2026-11-24', { name: 'Ravi Shankar' }),
    });
    await app.services.payments.payAtHotel({ quote: quoteFor(suite.id, '2026-11-22', '2026-11-26') });
    await app.services.payments.payAtHotel({ quote: quoteFor(deluxe.id, '2026-11-27', '2026-11-29') });
    const admin = await app.services.adminAuth.authenticate(await app.adminToken());
    await app.services.deskPayments.record(adminActor(admin), { bookingId: stay.id, amount: 3000, method: 'CASH' });
    bookingId = stay.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    [390, 844],
    [1280, 900],
  ])('at %i px: the month’s figures, chart and table, by day and by month', async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await signIn(page, app, '/admin/reports?from=2026-11-01&to=2026-11-30&by=day');
    const figures = page.getByLabel('Figures for the range');
    // 3 + 4 + 2 = 9 nights sold of 2 rooms × 30 nights; ₹7,500 + ₹16,000 + ₹5,000.
    await figures.getByText('9 of 60 room nights').waitFor();
    await figures.getByText('₹28,500', { exact: true }).waitFor();
    await page.getByLabel('Money received by method').getByText('₹3,000').waitFor();
    await page.getByRole('img', { name: /^Occupancy per day/ }).waitFor();
    await page.getByRole('row', { name: /Sun, 22 Nov/ }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await tableOverflow(page)).toBe(0);
    await screenshot(page, `reports-by-day-${width}`, { fullPage: true });
    await screenshot(page, `reports-top-${width}`);
    await page.getByRole('row', { name: /Sat, 21 Nov/ }).scrollIntoViewIfNeeded();
    await screenshot(page, `reports-by-day-rows-${width}`);

    await page.getByText('Month', { exact: true }).click();
    await page.getByRole('rowheader', { name: 'Nov 2026' }).waitFor();
    await page.getByText('Revenue', { exact: true }).click();
    await page.getByRole('img', { name: /^Room revenue per month/ }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `reports-by-month-${width}`, { fullPage: true });
  });

  it('shows on the booking who took the cash and when, in IST', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, `/admin/booking/${bookingId}`);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Payment recorded').waitFor();
    await history
      .getByText(/IST · Hotel Admin|IST · .*<owner@hotel\.test>/)
      .first()
      .waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(history, 'booking-history-390');
  });
});
