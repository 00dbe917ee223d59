import { BrowserContext, Page } from 'playwright-core';
import { Room } from '../../src/modules/rooms/room.entity';
import { screenshot, seedPendingQuote, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { holdWebhooksInEachTest, rows } from '../support/payments';
import { TestApp } from '../support/test-app';

const BOOKING_URL = /\/booking\/[0-9a-f-]{36}$/;

/**
 * After a booking is made, Back and a reload of /payment show that booking, never "No Booking
 * Found"; and a second tab paying for another stay keeps its own booking (the pending state in
 * localStorage is shared by the tabs; the /payment URL carries each tab's booking).
 */
describe('back after booking, and two tabs', () => {
  let app: TestApp;
  const browser = useBrowser();
  let context: BrowserContext;
  let garden: Room;
  let terrace: Room;

  beforeAll(async () => {
    app = await startBrowserApp();
    garden = await createRoom(app.services, { name: 'Garden Deluxe 12', type: 'Deluxe', rentPerDay: 2750 });
    terrace = await createRoom(app.services, { name: 'Terrace Deluxe 14', type: 'Deluxe', rentPerDay: 2750 });
  });
  afterAll(() => app?.close());
  holdWebhooksInEachTest(
    () => app,
    async () => context?.close(),
  );

  async function paymentTab(room: Room, checkIn: string, checkOut: string) {
    const page = await context.newPage();
    await seedPendingQuote(page, room.id, checkIn, checkOut);
    await page.goto(`${app.baseUrl}/payment`);
    await page.locator('.payment-summary').getByText(room.name).first().waitFor();
    return page;
  }

  const showsBooking = async (page: Page, bookingId: string) => {
    await page.waitForURL(BOOKING_URL);
    await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
    expect(page.url().split('/').pop()).toBe(bookingId);
    expect(await page.getByText('No Booking Found').count()).toBe(0);
  };

  it.each([
    [360, 740, '2026-12-01', '2026-12-03'],
    [1280, 800, '2026-12-05', '2026-12-07'],
  ])(
    'keeps each tab’s booking, and Back or a reload shows the booking made (%i px)',
    async (width, height, checkIn, checkOut) => {
      context = await browser.newContext({ viewport: { width, height } });
      const first = await paymentTab(garden, checkIn, checkOut);
      // The second tab's /user-details stored its own quote over the first one's.
      const second = await paymentTab(terrace, checkIn, checkOut);

      await first.getByRole('radio', { name: 'Pay at Hotel' }).check();
      await first.getByRole('button', { name: 'Confirm booking' }).click();
      await first.waitForURL(BOOKING_URL);
      const firstId = first.url().split('/').pop()!;

      // The second tab still has its stay after a reload, and pays for it.
      await second.reload();
      await second.locator('.payment-summary').getByText(terrace.name).first().waitFor();
      await second.getByRole('radio', { name: 'Card Payment' }).check();
      await second.getByRole('button', { name: 'Pay ₹5,500' }).click();
      await second.getByRole('dialog').getByRole('button', { name: 'Pay ₹5,500' }).click();
      await second.getByText('Payment successful! Redirecting to booking details...').waitFor();
      // Reloaded before the redirect: the page shows the booking just paid.
      await second.reload();
      await second.waitForURL(BOOKING_URL);
      const secondId = second.url().split('/').pop()!;
      await showsBooking(second, secondId);
      expect(await rows(app).booking(secondId)).toMatchObject({ paymentStatus: 'paid' });
      expect((await rows(app).lines(secondId)).map((line) => line.roomName)).toEqual([terrace.name]);

      // Back from the first tab's booking page: that booking again, not "No Booking Found".
      await first.goBack();
      await showsBooking(first, firstId);
      await screenshot(first, `back-after-booking-${width}`);
      await first.reload();
      await showsBooking(first, firstId);
      expect((await rows(app).lines(firstId)).map((line) => line.roomName)).toEqual([garden.name]);
    },
  );
});
