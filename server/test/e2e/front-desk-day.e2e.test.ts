import { existsSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { createRoom, quoteFor } from '../support/fixtures';
import { CLIENT_DIST, fillRegisterRow, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { openDeskShift } from '../support/shifts';

/**
 * The day at the desk, from the admin area alone: today's arrival is checked in with an
 * ID, pays the stay in cash at check-out, leaves, and the day's report shows the cash.
 */
describe('a front-desk day in a real browser', () => {
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
    [1280, 900, 'Kavita Joshi', 2400, 'Driving licence', 'UP32 20190012345', 'Driving licence UP32 20190012345'],
    [390, 844, 'Arjun Mehra', 1800, 'Aadhaar', '2345 6789 4321', 'Aadhaar ending 4321'],
  ])(
    'at %i px: arrival → check-in with ID → cash → check-out → the report',
    async (width, height, guest, rent, idProof, idNumber, shown) => {
      // The browser's today is the machine's: the server's clock agrees with it for this day.
      app.clock.current = new Date();
      const today = todayInHotel(app.clock.now());
      const room = await createRoom(app.services, { rentPerDay: rent });
      const booking = await app.services.payments.payAtHotel({
        quote: quoteFor(room.id, today, addDays(today, 1), { name: guest }),
        origin: { address: '127.0.0.1', admin: true },
      });
      const page = await browser.newPage({ viewport: { width, height } });
      try {
        await signIn(page, app, '/admin/today');
        const arrivals = page.getByRole('region', { name: /^Arrivals/ });
        await arrivals.getByText(booking.bookCode).waitFor();
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `front-desk-today-${width}`, { fullPage: true });

        // Check-in records the ID proof.
        await arrivals.getByRole('button', { name: `Check in ${guest} (${booking.bookCode})` }).click();
        const checkIn = page.getByRole('alertdialog', { name: `Check in ${guest} (${booking.bookCode})` });
        await fillRegisterRow(checkIn);
        await checkIn.getByLabel('ID proof').selectOption({ label: idProof });
        await checkIn.getByLabel('ID number').fill(idNumber);
        // An Aadhaar: the form says what is kept of it.
        if (idProof === 'Aadhaar') await checkIn.getByText('Only the last 4 digits are kept: XXXX XXXX 4321.').waitFor();
        await screenshot(page, `front-desk-check-in-${width}`);
        await checkIn.getByRole('button', { name: 'Check in' }).click();
        await checkIn.waitFor({ state: 'detached' });
        const inHouse = page.getByRole('region', { name: /^In house/ });
        await inHouse.getByText(booking.bookCode).waitFor();

        // Check-out asks for the balance first; the desk takes it in cash.
        await inHouse.getByRole('button', { name: `Check out ${guest} (${booking.bookCode})` }).click();
        const checkOut = page.getByRole('alertdialog', { name: `Check out ${guest} (${booking.bookCode})` });
        const take = checkOut.getByRole('form', { name: 'Take payment' });
        await expect(take.getByLabel('Amount (₹)').inputValue()).resolves.toBe(String(rent));
        await take.getByText('Cash', { exact: true }).click();
        await take.getByRole('button', { name: 'Record payment' }).click();
        await checkOut.getByText('Nothing is due.', { exact: false }).waitFor();
        await checkOut.getByText(/receipt RC\/\d{4}-\d{2}\/\d{5}/).waitFor();
        await screenshot(page, `front-desk-checkout-${width}`, { fullPage: true });
        await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
        await checkOut.waitFor({ state: 'detached' });
        await expect(app.services.bookings.get(booking.id)).resolves.toMatchObject({
          status: 'checked_out',
          paymentStatus: 'paid',
        });

        // The booking page names the ID as it was kept.
        await page.goto(`${app.baseUrl}/admin/booking/${booking.id}`);
        await expect(page.getByLabel('Check-in registration').textContent()).resolves.toContain(`ID proof${shown}`);
        expect(await page.locator('main').textContent()).not.toMatch(/2345\s*6789/);
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `front-desk-booking-${width}`, { fullPage: true });

        // The day's report counts the cash.
        await page.goto(`${app.baseUrl}/admin/reports`);
        await page.getByLabel('Money received by method').getByText('Cash').waitFor();
        const methods = await page.getByLabel('Money received by method').textContent();
        expect(methods).toMatch(/Cash₹[\d,]+/);
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `front-desk-report-${width}`, { fullPage: true });
      } finally {
        app.clock.reset();
      }
    },
  );
});
