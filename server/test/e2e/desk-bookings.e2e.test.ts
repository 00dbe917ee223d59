import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRoom } from '../support/fixtures';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

describe('the desk books, changes and finds a booking in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    [390, 844, '9812300390'],
    [1280, 900, '9812301280'],
  ])(
    'at %i px: a walk-in paying later, two more nights priced before confirming, then found by phone and by code',
    async (width, height, phone) => {
      await createRoom(app.services, { name: `${width}`, rentPerDay: 1800 });
      const page = await browser.newPage({ viewport: { width, height } });
      await signIn(page, app, '/admin/booking');
      await page.getByRole('link', { name: 'New booking' }).click();
      await page.waitForURL(`${app.baseUrl}/admin/booking/new`);
      const form = page.locator('form.desk-form');
      // A stay from today (the form's default) offers "check in now"; the owner may agree a rent.
      await form.getByRole('button', { name: 'Book and check in now' }).waitFor();
      const agree = form.getByRole('checkbox', { name: /Agree a rent with the guest/ });
      await agree.check();
      await form.getByLabel('Agreed rent per night (₹, before GST)').waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `desk-walk-in-today-${width}`, { fullPage: true });
      await agree.uncheck();
      await form.getByLabel('Check-in', { exact: true }).fill('2026-12-01');
      await form.getByLabel('Check-out', { exact: true }).fill('2026-12-03');
      await form.getByRole('checkbox', { name: new RegExp(`Room ${width}\\b`) }).check();
      await form.getByText('2 nights, 1 room: ₹3,600').waitFor();
      await form.getByLabel('Name', { exact: true }).fill('Kavya Menon');
      await form.getByLabel('Email', { exact: true }).fill(`kavya${width}@example.in`);
      await form.getByLabel('Phone', { exact: true }).fill(phone);
      await form.getByLabel('Notes', { exact: true }).fill('Ground floor please');
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `desk-new-booking-${width}`, { fullPage: true });
      await form.getByRole('button', { name: 'Book', exact: true }).click();

      await page.getByRole('heading', { name: /^Booking HB/ }).waitFor();
      const changes = page.getByRole('region', { name: 'Change the booking' });
      await changes.getByLabel('Check-out', { exact: true }).fill('2026-12-05');
      await changes.getByRole('button', { name: 'See the new price' }).click();
      await changes.getByText(/New total ₹7,200 for 4 nights: ₹3,600 more than before; balance due ₹7,200\./).waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `desk-change-preview-${width}`, { fullPage: true });
      await changes.getByRole('button', { name: 'Confirm the change' }).click();
      await changes.getByText('Booking changed.', { exact: false }).waitFor();
      const code = (await page.getByRole('heading', { name: /^Booking HB/ }).textContent())!.replace('Booking ', '');

      await page.goto(`${app.baseUrl}/admin/booking?q=${phone.slice(-5)}`);
      const row = page.getByRole('row', { name: new RegExp(code) });
      await row.filter({ hasText: /Kavya Menon/ }).waitFor();
      await expect(row.textContent()).resolves.toContain(`${width}`);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `desk-bookings-search-${width}`, { fullPage: true });

      await page.goto(`${app.baseUrl}/admin/booking/${code}`);
      await page.getByRole('heading', { name: `Booking ${code}` }).waitFor();
    },
  );
});
