import { Page } from 'playwright-core';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { Room } from '../../src/modules/rooms/room.entity';
import { daysFromToday, screenshot, seedPendingQuote, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { parseMail } from '../support/mail';
import { heldOrder, holdWebhooksInEachTest, outboxMails, paidBooking } from '../support/payments';
import { TestApp } from '../support/test-app';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const PAID = 'Payment successful! Redirecting to booking details...';

/**
 * A guest who closed the checkout comes back: on this device /pending-payment shows the booking as
 * they know it, on another the booking code with their phone opens it, and the hold mail's link
 * opens the payment page until the hold lapses. Before paying, /payment shows the stay's
 * cancellation terms; after a cancellation the booking page says what was refunded.
 */
describe('coming back to a held booking', () => {
  let app: TestApp;
  const browser = useBrowser();
  let page: Page;
  let room: Room;

  beforeAll(async () => {
    app = await startBrowserApp();
    room = await createRoom(app.services, { name: 'Garden Deluxe 14', type: 'Deluxe', rentPerDay: 2750 });
  });
  afterAll(() => app?.close());
  holdWebhooksInEachTest(
    () => app,
    async () => page?.close(),
  );
  // The browser counts the hold's minutes by its own clock: the server's starts there too.
  beforeEach(() => {
    app.clock.current = new Date();
  });

  const bookingOf = (id: string) =>
    app.database.dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: true } });

  it.each([
    [360, 740, 20],
    [1280, 800, 24],
  ])('closes the checkout, then comes back through /pending-payment with the code (%i px)', async (width, height, inDays) => {
    page = await browser.newPage({ viewport: { width, height } });
    const quote = await seedPendingQuote(page, room.id, daysFromToday(inDays), daysFromToday(inDays + 2));
    await page.goto(`${app.baseUrl}/payment`);
    const summary = page.locator('.payment-summary');
    await summary.getByText('₹5,500').first().waitFor();
    // The stay's own terms, from the server, before the guest pays.
    await summary
      .getByText(/^Cancellation: Free cancellation until .+ \(24 hours before check-in\); after that, 50% is refunded\./)
      .waitFor();
    await screenshot(page, `comeback-payment-terms-${width}`, { fullPage: true });
    await page.getByRole('radio', { name: 'Card Payment' }).check();
    await page.getByRole('button', { name: 'Pay ₹5,500' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // This device: the booking as the guest knows it, never its internal id.
    await page.goto(`${app.baseUrl}/pending-payment`);
    const found = page.getByRole('region', { name: 'A booking is waiting for payment' });
    await found.getByText('Garden Deluxe 14').waitFor();
    await found.getByText(/^Your room is held for 1[45] minutes more/).waitFor();
    expect(await found.innerText()).toContain('₹5,500');
    expect(await page.locator('main').innerText()).not.toMatch(UUID);
    await screenshot(page, `comeback-pending-stored-${width}`, { fullPage: true });
    const bookCode = (await found.getByText(/^HB[A-Z0-9]+$/).innerText()).trim();

    // Another device (nothing stored): the code the guest was shown, with their phone.
    await page.close();
    const context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
    await page.goto(`${app.baseUrl}/pending-payment`);
    await page.getByText(/There is no unfinished payment on this device/).waitFor();
    await page.getByLabel('Booking ID').fill(bookCode);
    await page.getByLabel('Email or phone number').fill(quote.phone);
    await screenshot(page, `comeback-pending-code-${width}`, { fullPage: true });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/payment$/);
    await page.locator('.payment-summary').getByText(bookCode).waitFor();
    await page.getByRole('radio', { name: 'Card Payment' }).check();
    await page.getByRole('button', { name: 'Pay ₹5,500' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹5,500' }).click();
    await page.getByText(PAID).waitFor();
    await page.waitForURL(/\/booking\//);
  });

  it.each([[360, 740, 30]])(
    'the hold mail’s link opens the payment page, and no longer once the hold lapsed (%i px)',
    async (width, height, inDays) => {
      const order = await heldOrder(app, room, daysFromToday(inDays), daysFromToday(inDays + 2));
      const booking = await bookingOf(order.bookingId);
      const mail = (await outboxMails(app))
        .filter((raw) => raw.includes(booking.bookCode))
        .map((raw) => parseMail(raw))
        .find((parsed) => parsed.headers.get('subject')?.startsWith('Finish paying for Garden Deluxe 14, '))!;
      const link = /Finish paying: (\S+)/.exec(mail.text!)![1];

      page = await browser.newPage({ viewport: { width, height } });
      await page.goto(link);
      await page.locator('.payment-summary').getByText(booking.bookCode).waitFor();
      await page.getByText(/^Cancellation: Free cancellation until/).waitFor();
      await screenshot(page, `comeback-mail-link-${width}`, { fullPage: true });

      app.clock.advanceMinutes(16);
      await page.goto(link);
      await page.getByText('This payment link no longer works').waitFor();
      await page.getByText(/^This payment link has expired: the room was held until /).waitFor();
      await screenshot(page, `comeback-mail-link-expired-${width}`, { fullPage: true });
      await page.getByRole('link', { name: 'Resume your payment' }).click();
      await page.waitForURL(/\/pending-payment$/);
    },
  );

  it.each([
    [360, 740, 40],
    [1280, 800, 44],
  ])('a cancelled booking’s page says what was refunded, and gives no arrival advice (%i px)', async (width, height, inDays) => {
    const paid = await paidBooking(app, daysFromToday(inDays), daysFromToday(inDays + 2), { name: `Family ${inDays}` });
    await app.services.cancellations.cancel(paid.bookingId);
    const [refund] = await app.database.dataSource.query('SELECT provider_refund_id FROM refund WHERE booking_id = $1', [
      paid.bookingId,
    ]);
    page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${app.baseUrl}/booking/${paid.bookingId}`);
    await page.getByText('This booking was cancelled.').waitFor();
    await page
      .getByText(
        `₹5,000 is refunded to the card you paid with. Refunds reach you in 5-10 business days. Refund reference: ${refund.provider_refund_id}.`,
      )
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Before you arrive' }).count()).toBe(0);
    expect(await page.getByText(/bring a photo ID/).count()).toBe(0);
    await screenshot(page, `comeback-cancelled-${width}`, { fullPage: true });
  });
});
