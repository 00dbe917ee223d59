import { Page } from 'playwright-core';
import { Room } from '../../src/modules/rooms/room.entity';
import { screenshot, seedPendingQuote, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { holdWebhooksInEachTest, rows } from '../support/payments';
import { TestApp } from '../support/test-app';

const BOOKING_URL = /\/booking\/[0-9a-f-]{36}$/;
const PAID = 'Payment successful! Redirecting to booking details...';

/**
 * A payment that did not finish the first time, finished later: from /pending-payment's Resume
 * Payment, or on /payment again after the checkout was closed or the payment failed. It ends as a
 * first payment does, never with "This booking is already paid." for the payment just made.
 */
describe('a resumed payment', () => {
  let app: TestApp;
  const browser = useBrowser();
  let page: Page;
  let room: Room;

  beforeAll(async () => {
    app = await startBrowserApp();
    room = await createRoom(app.services, { name: 'Garden Deluxe 12', type: 'Deluxe', rentPerDay: 2750 });
  });
  afterAll(() => app?.close());
  holdWebhooksInEachTest(
    () => app,
    async () => page?.close(),
  );

  async function startPaying(width: number, height: number, checkIn: string, checkOut: string) {
    page = await browser.newPage({ viewport: { width, height } });
    await seedPendingQuote(page, room.id, checkIn, checkOut);
    await page.goto(`${app.baseUrl}/payment`);
    await page.locator('.payment-summary').getByText('₹5,500').first().waitFor();
    await page.getByRole('radio', { name: 'Card Payment' }).check();
    await page.getByRole('button', { name: 'Pay ₹5,500' }).click();
    await page.getByRole('dialog').waitFor();
  }

  /**
   * Notes, by the page's own clock, when the payment's message shows and when the booking's address
   * follows it: on a busy machine the test hears of each later than the page shows it.
   */
  async function watchRedirect() {
    await page.evaluate((text) => {
      const times: { shown?: number; booking?: number } = {};
      (window as unknown as { redirectTimes: typeof times }).redirectTimes = times;
      const look = () => {
        if (times.shown === undefined && document.body.innerText.includes(text)) times.shown = Date.now();
        if (times.shown !== undefined && location.pathname.startsWith('/booking/')) times.booking = Date.now();
        else requestAnimationFrame(look);
      };
      look();
    }, PAID);
    return () => page.evaluate(() => (window as unknown as { redirectTimes: { shown: number; booking: number } }).redirectTimes);
  }

  /** Pays in the open checkout and expects what a first payment shows, then the booking 1.5 s later. */
  async function payAndExpectSuccess(width: number, name: string) {
    const alreadyPaid = page.getByText('This booking is already paid.');
    const redirectTimes = await watchRedirect();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹5,500' }).click();
    await page.getByText(PAID).waitFor();
    expect(await alreadyPaid.count()).toBe(0);
    await screenshot(page, `${name}-${width}`);
    await page.waitForURL(BOOKING_URL);
    const { shown, booking } = await redirectTimes();
    expect(booking - shown).toBeGreaterThan(1000);
    await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
    expect(await alreadyPaid.count()).toBe(0);
    const bookingId = page.url().split('/').pop()!;
    expect(await rows(app).booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    return bookingId;
  }

  it.each([
    [360, 740, '2026-12-01', '2026-12-03'],
    [1280, 800, '2026-12-05', '2026-12-07'],
  ])('from /pending-payment after the checkout was closed (%i px)', async (width, height, checkIn, checkOut) => {
    await startPaying(width, height, checkIn, checkOut);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // Focus is back on the method chosen.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'CARD');
    await page.goto(`${app.baseUrl}/pending-payment`);
    await page.getByRole('button', { name: 'Resume Payment' }).click();
    await page.waitForURL(/\/payment/);
    await page.getByRole('radio', { name: 'Card Payment' }).check();
    await page.getByRole('button', { name: 'Pay ₹5,500' }).click();
    await page.getByRole('dialog').waitFor();
    await payAndExpectSuccess(width, 'resumed-payment-pending');
  });

  it.each([
    [360, 740, '2026-12-10', '2026-12-12'],
    [1280, 800, '2026-12-14', '2026-12-16'],
  ])('on /payment again after a failed payment and a reload (%i px)', async (width, height, checkIn, checkOut) => {
    await startPaying(width, height, checkIn, checkOut);
    const checkout = page.getByRole('dialog');
    await checkout.getByRole('button', { name: 'Simulate failure' }).click();
    await checkout.getByText(/^Payment failed/).waitFor();
    await checkout.getByRole('button', { name: 'Close' }).click();
    // The failure notice is in view; focus is back on the method chosen.
    const notice = page.getByText(/^Your last payment attempt did not go through:/);
    await notice.waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'CARD');
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await screenshot(page, `resumed-payment-failure-notice-${width}`);
    await page.reload();
    await page.getByRole('radio', { name: 'Card Payment' }).check();
    await page.getByRole('button', { name: 'Pay ₹5,500' }).click();
    await page.getByRole('dialog').waitFor();
    await payAndExpectSuccess(width, 'resumed-payment-reload');
  });
});
