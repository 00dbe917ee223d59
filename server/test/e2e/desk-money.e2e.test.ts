import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRoom, quoteFor } from '../support/fixtures';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { openDeskShift } from '../support/shifts';

describe('the desk takes money in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    // Cash at the desk needs the admin's shift open.
    await openDeskShift(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    [390, 844],
    [1280, 900],
  ])('at %i px: part payment by UPI, the receipt, then the rest in cash, and the takings by method', async (width, height) => {
    const room = await createRoom(app.services, { rentPerDay: 2250 });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, '2026-12-10', '2026-12-12', { name: 'Ravi Shankar' }),
    });
    const page = await browser.newPage({ viewport: { width, height } });
    await signIn(page, app, `/admin/booking/${booking.id}`);
    const panel = page.getByRole('region', { name: 'Money' });
    const take = panel.getByRole('form', { name: 'Take payment' });
    await panel.getByText('Balance due', { exact: true }).waitFor();
    await expect(take.getByLabel('Amount (₹)').inputValue()).resolves.toBe('4500');

    await take.getByLabel('Amount (₹)').fill('1500');
    await take.getByText('UPI', { exact: true }).click();
    await take.getByLabel('Reference').fill('UTR-5512');
    await take.getByRole('button', { name: 'Record payment' }).click();
    await panel.getByText(/^Receipt RC\/2026-27\/\d{5}$/).waitFor();
    await expect(take.getByLabel('Amount (₹)').inputValue()).resolves.toBe('3000');
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `desk-money-panel-${width}`, { fullPage: true });

    await panel.getByRole('link', { name: 'Print receipt' }).first().click();
    await page.getByText('Rupees One Thousand Five Hundred only').waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `desk-receipt-${width}`, { fullPage: true });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.admin-nav').isVisible()).toBe(false);
    await screenshot(page, `desk-receipt-print-${width}`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: '← Back to the booking' }).click();
    await take.getByRole('button', { name: 'Record payment' }).click();
    await panel.getByText(/^Receipt RC\/2026-27\/\d{5}$/).waitFor();
    await panel.locator('.desk-money__figures').getByText('₹0', { exact: true }).waitFor();
    await screenshot(page, `desk-money-paid-${width}`, { fullPage: true });

    await page.goto(`${app.baseUrl}/admin/payment`);
    const methods = page.getByRole('definition').filter({ hasText: /entr/ });
    await methods.first().waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `desk-ledger-totals-${width}`, { fullPage: true });

    await page.goto(`${app.baseUrl}/admin/booking`);
    await page.getByRole('row', { name: new RegExp(booking.bookCode) }).waitFor();
    await screenshot(page, `desk-bookings-list-${width}`, { fullPage: true });
  });
});
