import { Page } from 'playwright-core';
import { Room } from '../../src/modules/rooms/room.entity';
import { screenshot, seedPendingQuote, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { holdWebhooksInEachTest, rows } from '../support/payments';
import { TestApp } from '../support/test-app';

const BOOKING_URL = /\/booking\/[0-9a-f-]{36}$/;

/** Pay part now (ADVANCE_PERCENT=30) in a real browser, through the simulated checkout. */
describe('a guest pays 30% now and the rest at the hotel', () => {
  let app: TestApp;
  const browser = useBrowser();
  let page: Page;
  let room: Room;

  beforeAll(async () => {
    app = await startBrowserApp({ ADVANCE_PERCENT: '30' });
    room = await createRoom(app.services, { name: 'Garden Deluxe 12', type: 'Deluxe', rentPerDay: 2750 });
  });
  afterAll(() => app?.close());
  holdWebhooksInEachTest(
    () => app,
    async () => page?.close(),
  );

  const fact = (term: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .first()
      .textContent();
  const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it.each([
    [360, 740, '2026-12-01', '2026-12-03'],
    [1280, 800, '2026-12-05', '2026-12-07'],
  ])(
    'pays ₹1,650 of ₹5,500 in the checkout and sees the balance due on the booking (%i px)',
    async (width, height, checkIn, checkOut) => {
      page = await browser.newPage({ viewport: { width, height } });
      await seedPendingQuote(page, room.id, checkIn, checkOut);
      await page.goto(`${app.baseUrl}/payment`);
      await page.locator('.payment-summary').getByText('₹5,500').first().waitFor();

      const advance = page.getByRole('radio', { name: 'Pay 30% now, the rest at the hotel' });
      await advance.check();
      await expect(page.getByText('₹1,650 now in the secure checkout, ₹3,850 when you arrive').isVisible()).resolves.toBe(true);
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `guest-payment-part-methods-${width}`, { fullPage: true });
      await page.getByRole('button', { name: 'Pay ₹1,650 now' }).click();

      const checkout = page.getByRole('dialog');
      await checkout.waitFor();
      await expect(checkout.textContent()).resolves.toContain('₹1,650');
      await checkout.getByRole('button', { name: 'Pay ₹1,650' }).click();
      await page.getByText('Payment successful! Redirecting to booking details...').waitFor();
      await page.waitForURL(BOOKING_URL);
      await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
      await expect(fact('Payment status')).resolves.toBe('Part paid');
      await expect(fact('Paid')).resolves.toBe('₹1,650');
      await expect(fact('Balance due at the hotel')).resolves.toBe('₹3,850');
      await expect(fact('Guests')).resolves.toBe('1 adult');
      await expect(fact('Payment reference')).resolves.toMatch(/^pay_[A-Za-z0-9]{14}$/);
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `guest-payment-part-booking-${width}`, { fullPage: true });

      const bookingId = page.url().split('/').pop()!;
      expect(await rows(app).booking(bookingId)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'part_paid',
        totalPaise: 550000,
        orderAmountPaise: 165000,
      });
      expect(await rows(app).payments(bookingId)).toMatchObject([{ status: 'paid', amountPaise: 165000 }]);
    },
  );
});
