import { Page } from 'playwright-core';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { Room } from '../../src/modules/rooms/room.entity';
import { screenshot, seedPendingQuote, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { holdWebhooksInEachTest, rows } from '../support/payments';
import { TestApp } from '../support/test-app';

const BOOKING_URL = /\/booking\/[0-9a-f-]{36}$/;

/**
 * The guest's last steps in a real browser: the quote /user-details stores, the payment page
 * priced by the server, then Pay at Hotel or a card in the simulated checkout, ending on the
 * booking's page with what the database really holds.
 */
describe('a guest pays for a room in a real browser', () => {
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

  /** A page whose browser holds the booking draft and the quote for two nights, as /user-details leaves them. */
  async function paymentPage(width: number, height: number, checkIn: string, checkOut: string) {
    page = await browser.newPage({ viewport: { width, height } });
    const quote = await seedPendingQuote(page, room.id, checkIn, checkOut);
    await page.goto(`${app.baseUrl}/payment`);
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.locator('.payment-summary').getByText('₹5,500').first().waitFor();
    return quote;
  }

  const fact = (term: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .first()
      .textContent();
  const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key);
  const bookingIdInUrl = () => page.url().split('/').pop()!;
  const horizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it.each([
    [360, 740, '2026-12-01', '2026-12-03'],
    [1280, 800, '2026-12-05', '2026-12-07'],
  ])('pays at the hotel and lands on the booking with the server’s total (%i px)', async (width, height, checkIn, checkOut) => {
    const quote = await paymentPage(width, height, checkIn, checkOut);
    await screenshot(page, `guest-payment-methods-${width}`, { fullPage: true });
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);

    await page.getByRole('radio', { name: 'Pay at Hotel' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Booking confirmed! Redirecting to details...').waitFor();
    await page.waitForURL(BOOKING_URL);
    await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();

    await expect(page.getByRole('row', { name: /Total/ }).textContent()).resolves.toContain('₹5,500');
    await expect(fact('Payment status')).resolves.toBe('To be paid at the hotel');
    await expect(fact('Method')).resolves.toBe('Pay at hotel (cash on arrival)');
    await expect(fact('Name')).resolves.toBe(quote.name);
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, `guest-payment-at-hotel-booking-${width}`, { fullPage: true });

    const booking = await rows(app).booking(bookingIdInUrl());
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      totalPaise: 550000,
      checkIn,
      checkOut,
      userEmail: quote.userEmail,
    });
    expect(await stored('pendingQuote')).toBeNull();
    expect(await stored('pendingBookingId')).toBeNull();
  });

  it.each([
    [360, 740, '2026-12-10', '2026-12-12'],
    [1280, 800, '2026-12-14', '2026-12-16'],
  ])(
    'pays by card in the checkout, lands on the paid booking and opens its receipt (%i px)',
    async (width, height, checkIn, checkOut) => {
      await paymentPage(width, height, checkIn, checkOut);
      await page.getByRole('radio', { name: 'Card Payment' }).check();
      await page.getByRole('button', { name: 'Pay ₹5,500' }).click();

      const checkout = page.getByRole('dialog');
      await checkout.waitFor();
      await expect(checkout.textContent()).resolves.toContain('₹5,500');
      await expect(checkout.getByRole('radio', { name: 'Card' }).isChecked()).resolves.toBe(true);
      // The booking exists (held) before the guest pays: an interrupted payment can be resumed.
      const heldId = JSON.parse((await stored('pendingBookingId')) ?? 'null') as string;
      expect(await rows(app).booking(heldId)).toMatchObject({ status: 'held', paymentStatus: 'pending' });
      await expect(page.getByRole('button', { name: 'Back' }).isDisabled()).resolves.toBe(true);
      await screenshot(page, `guest-payment-checkout-${width}`);

      await checkout.getByRole('button', { name: 'Pay ₹5,500' }).click();
      await page.getByText('Payment successful! Redirecting to booking details...').waitFor();
      await page.waitForURL(BOOKING_URL);
      expect(bookingIdInUrl()).toBe(heldId);
      await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
      await expect(fact('Payment status')).resolves.toBe('Paid');
      await expect(fact('Method')).resolves.toBe('Card');
      await expect(page.getByRole('row', { name: /Total/ }).textContent()).resolves.toContain('₹5,500');
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `guest-payment-paid-booking-${width}`, { fullPage: true });

      expect(await rows(app).booking(heldId)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: 'card',
        totalPaise: 550000,
      });
      const [payment] = await rows(app).payments(heldId);
      expect(payment).toMatchObject({
        status: 'paid',
        method: 'card',
        amountPaise: 550000,
        razorpayPaymentId: expect.stringMatching(/^pay_/),
      });
      expect(await stored('pendingQuote')).toBeNull();
      expect(await stored('pendingBookingId')).toBeNull();

      await page.getByRole('button', { name: 'View receipt' }).click();
      await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
      await expect(page.locator('.receipt').textContent()).resolves.toContain(`Payment ID ${payment.razorpayPaymentId}`);
      await expect(fact('Payment status')).resolves.toBe('Paid');
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `guest-payment-receipt-${width}`, { fullPage: true });
    },
  );

  it('refuses a stay for more guests than the room takes, and the guest reads the server’s reason', async () => {
    const [checkIn, checkOut] = ['2026-12-20', '2026-12-22'];
    const tooMany = 'Garden Deluxe 12 takes at most 2 guests';
    page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.addInitScript((draft) => localStorage.setItem('bookingDraft', JSON.stringify(draft)), {
      checkIn,
      checkOut,
      guest: 3,
      room: 1,
      roomType: 'DELUXE',
      roomId: room.id,
      userId: '',
    });

    // /user-details prices the stay with its three guests: the server's capacity rule answers.
    await page.goto(`${app.baseUrl}/user-details`);
    await page.getByRole('alert').filter({ hasText: tooMany }).waitFor();
    expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'guest-too-many-guests-360', { fullPage: true });
    await page.getByLabel('Full name').fill('Rohan Gupta');
    await page.getByLabel('Email').fill('rohan@example.com');
    await page.getByLabel('Mobile number').fill('9876543210');
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    expect(alerts).toEqual([tooMany]);
    expect(page.url()).toMatch(/\/user-details$/);

    // A quote for three kept from before reaches the payment page: it is refused there too, and nothing is booked.
    const pax = [1, 2, 3].map(() => ({ adultStatus: 'adult', gender: 'other', age: 0 }));
    const quote = quoteFor(room.id, checkIn, checkOut, { bookingInfo: [{ roomId: room.id, roomType: 'DELUXE', pax }] });
    await page.evaluate((stored) => localStorage.setItem('pendingQuote', JSON.stringify(stored)), quote);
    await page.goto(`${app.baseUrl}/payment`);
    await page.getByRole('alert').filter({ hasText: tooMany }).waitFor();
    await expect(page.getByRole('link', { name: 'Choose another room or dates' }).count()).resolves.toBe(1);
    await expect(app.database.dataSource.getRepository(Booking).countBy({ userEmail: quote.userEmail })).resolves.toBe(0);
  });
});
