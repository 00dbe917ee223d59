import { addDays, todayInHotel } from '../../src/shared/dates';
import { noSideScroll, signIn } from '../support/admin-browser';
import { downloadedBytes, screenshot, startBrowserApp, useBrowser, waitForApp } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { TestApp } from '../support/test-app';

/**
 * Issue 29, item 5 in a real browser: a guest on a phone (360 px) asks for a copy of their data
 * with their booking code and phone number and downloads it; then asks for an erasure, which the owner
 * answers from the queue (390 px), the answer saying what was kept and why.
 */
describe('a guest’s privacy requests, in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
    // The browser's today and the session's expiry are the machine's: the server's clock agrees.
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a copy at once, an erasure answered by the owner', async () => {
    const today = todayInHotel(new Date());
    const room = await createRoom(app.services, { rentPerDay: 2800 });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, addDays(today, 5), addDays(today, 6), {
        name: 'Kavita Joshi',
        userEmail: 'kavita.joshi@example.com',
        phone: '98765 11223',
      }),
    });

    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true })).newPage();
    await page.goto(`${app.baseUrl}/privacy/requests`);
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Your data: ask us' }).waitFor();
    await page.getByLabel('Booking code', { exact: true }).fill(booking.bookCode);
    await page.getByLabel('Email or phone number').fill('98765 11223');
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'privacy-request-360', { fullPage: true });
    await page.getByRole('button', { name: 'Send my request' }).click();
    await page.getByRole('heading', { name: 'Your data', exact: true }).waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as PDF' }).click()]);
    expect((await downloadedBytes(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'privacy-request-copy-360');

    // The erasure: filed, with a reference and the date it is answered by.
    await page.goto(`${app.baseUrl}/privacy/requests`);
    await waitForApp(page);
    await page.getByRole('radio', { name: /Erase my data/ }).check();
    await page.getByLabel('Booking code', { exact: true }).fill(booking.bookCode);
    await page.getByLabel('Email or phone number').fill('kavita.joshi@example.com');
    await page.getByLabel('Your message (optional)').fill('Please remove my details after my stay.');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await page.getByRole('heading', { name: 'We have your request' }).waitFor();
    const reference = (await page.getByRole('status').locator('strong').textContent())!;
    expect(reference).toMatch(/^PR[2-9A-Z]{6}$/);

    // The owner answers it: the stay is not over, so its details are kept, and the answer says why.
    const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(admin, app, '/admin/privacy-requests');
    const card = admin.getByRole('region', { name: new RegExp(`^${reference}: Erase their data`) });
    await card.getByText(/^(89|90) days left: answer by/).waitFor();
    await card.getByText('Please remove my details after my stay.').waitFor();
    expect(await noSideScroll(admin)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'privacy-queue-390', { fullPage: true });
    await card.getByLabel('Your answer to the guest').fill('We have done what we can now.');
    await card.getByRole('button', { name: 'Save the answer' }).click();
    await admin.getByText('No request is waiting for an answer.').waitFor();
    await admin.getByRole('button', { name: 'Done', exact: true }).click();
    const done = admin.getByRole('region', { name: new RegExp(`^${reference}`) });
    await done.getByText(/Kept, and why:[\s\S]*1 booking not over yet/).waitFor();
    await admin.setViewportSize({ width: 1280, height: 900 });
    expect(await noSideScroll(admin)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'privacy-queue-done-1280', { fullPage: true });
  });
});
