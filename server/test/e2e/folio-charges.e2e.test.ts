import { existsSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

// The test app's clock reads 21 Nov 2026, 10:00 in Kolkata.
const TODAY = '2026-11-21';

describe('extras on a stay in a real browser', () => {
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
    [390, 844],
    [1280, 900],
  ])(
    'at %i px: the desk posts laundry to a guest in the house, sees the total grow, and reverses a wrong charge',
    async (width, height) => {
      const room = await createRoom(app.services, { rentPerDay: 2500 });
      const booking = await app.services.payments.payAtHotel({
        quote: quoteFor(room.id, TODAY, '2026-11-23', { name: 'Kavita Rao' }),
      });
      const desk = { adminId: null, label: 'Desk <desk@hotel.test>' };
      await app.services.stayDesk.checkIn(desk, booking.id, {
        idType: 'aadhaar',
        idNumber: '1234 5678 9012',
        adults: 1,
        children: 0,
      });

      const page = await browser.newPage({ viewport: { width, height } });
      await signIn(page, app, `/admin/booking/${booking.id}`);
      const extras = page.getByRole('region', { name: 'Extras' });
      const form = extras.getByRole('form', { name: 'Post a charge' });
      await extras.getByText('No extras on this stay.').waitFor();
      await form.getByLabel('Charge').selectOption({ label: 'Laundry' });
      await form.getByLabel('Quantity').fill('3');
      await form.getByLabel('Price of one (₹, before GST)').fill('100');
      await form.getByLabel('Note (optional)').fill('3 shirts');
      await form.getByRole('button', { name: 'Post charge' }).click();
      await extras.getByText('Laundry: 3 shirts').waitFor();
      await extras.getByText('₹354', { exact: true }).waitFor();
      const money = page.getByRole('region', { name: 'Money' });
      await money.getByText('Extras', { exact: true }).waitFor();
      await money.locator('.desk-money__figures').getByText('₹5,354', { exact: true }).first().waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `folio-charges-${width}`, { fullPage: true });

      await form.getByLabel('Charge').selectOption({ label: 'Minibar' });
      await form.getByLabel('Price of one (₹, before GST)').fill('90');
      await form.getByRole('button', { name: 'Post charge' }).click();
      await extras.getByRole('list', { name: 'Extras on this stay' }).getByText('Minibar', { exact: true }).waitFor();
      await extras.getByRole('listitem').filter({ hasText: 'Minibar' }).getByRole('button', { name: 'Reverse' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByLabel('Reason').fill('Guest did not open it');
      await dialog.getByRole('button', { name: /^Reverse ₹/ }).click();
      await extras.getByText('Reversal: Minibar').waitFor();
      await money.locator('.desk-money__figures').getByText('₹5,354', { exact: true }).first().waitFor();
      await screenshot(page, `folio-charges-reversed-${width}`, { fullPage: true });

      await page.goto(`${app.baseUrl}/admin/settings`);
      const defaults = page.getByRole('form', { name: 'Charge defaults' });
      await defaults.getByRole('group', { name: 'Laundry' }).waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(defaults, `charge-defaults-${width}`);
      await page.close();
    },
  );
});
