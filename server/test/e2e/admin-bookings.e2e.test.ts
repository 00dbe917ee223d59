import { existsSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { createRoom, quoteFor } from '../support/fixtures';
import { screenshot, useBrowser } from '../support/browser';
import { createOrder, payInCheckout, rows, simulator, verify } from '../support/payments';
import { startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

const CLIENT_DIST = path.resolve(__dirname, '..', '..', '..', 'client', 'dist');

/** A guest books two nights and pays online, through the same calls the booking pages make. */
async function paidBooking(app: TestApp, roomName: string) {
  const room = await createRoom(app.services, { name: roomName, type: 'Suite', rentPerDay: 2750 });
  const quote = quoteFor(room.id, '2026-12-10', '2026-12-12', { name: 'Meera Kapoor', userEmail: 'meera.kapoor@example.com' });
  const order = await createOrder(app, { quote });
  expect(order.status).toBe(200);
  const handler = await payInCheckout(app, order.body.data.order.id, 'upi');
  const verified = await verify(app, { ...handler, paymentMethod: 'upi' });
  expect(verified.body).toMatchObject({ success: true, data: { booking: { paymentStatus: 'paid' } } });
  await simulator(app).webhooks.idle();
  const booking = verified.body.data.booking as { _id: string; bookCode: string };
  return { bookingId: booking._id, bookCode: booking.bookCode, paymentId: handler.razorpay_payment_id };
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the owner manages a paid booking in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs in, finds the booking and its payment, cancels it with the policy refund, and the ledger shows the refund', async () => {
    const { bookingId, bookCode, paymentId } = await paidBooking(app, 'Garden Suite');
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    // Guarded: a signed-out visitor is sent to the login page.
    await page.goto(`${app.baseUrl}/admin/booking`);
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByLabel('Email Address').fill(TEST_ADMIN.email);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await screenshot(page, 'admin-login-360');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    await page.waitForURL(`${app.baseUrl}/admin/booking`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('adminAuth') ?? '{}').token)).toEqual(expect.any(String));

    // The bookings table: the guest's row, with the room type, amount and payment status.
    const row = page
      .getByRole('row', { name: new RegExp(bookCode) })
      .filter({ hasText: /Meera Kapoor.*Suite.*₹5,500.*Confirmed.*Paid/ });
    await row.waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-bookings-360', { fullPage: true });

    await row.getByRole('link', { name: `Booking ${bookCode}, open details` }).click();
    await page.waitForURL(`${app.baseUrl}/admin/booking/${bookingId}`);
    await page.getByRole('heading', { name: `Booking ${bookCode}` }).waitFor();
    const payments = page.getByRole('region', { name: `Payments of booking ${bookCode}` });
    await expect(payments.textContent()).resolves.toMatch(/₹5,500.*Paid.*UPI/);
    await expect(payments.textContent()).resolves.toContain(paymentId);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-booking-detail-360', { fullPage: true });

    // The ledger lists the payment attempt.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Payments' }).click();
    const ledgerRow = page.getByRole('row', { name: new RegExp(bookCode) });
    await ledgerRow.waitFor();
    await expect(ledgerRow.textContent()).resolves.toMatch(new RegExp(`₹5,500.*Paid.*UPI.*${paymentId}`));
    await screenshot(page, 'admin-payments-1280', { fullPage: true });

    // Cancel more than 24 h before check-in: the dialog shows a 100% refund before anything happens.
    await ledgerRow.getByRole('link', { name: bookCode }).click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel booking ${bookCode}?` });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Refund: 100% of what was paid — ₹5,500 of ₹5,500.');
    // The policy in the server's words (CancellationTerms.summary), not the client's.
    await expect(dialog.textContent()).resolves.toContain(
      'Free cancellation until 9 Dec 2026, 3:00 PM (24 hours before check-in); after that, 50% is refunded.',
    );
    expect(await rows(app).booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    await screenshot(page, 'admin-cancel-dialog-1280');
    await dialog.getByRole('button', { name: 'Cancel and refund ₹5,500' }).click();
    await page.getByText('Booking cancelled.').waitFor();
    await expect(page.getByText(/Refund of ₹5,500 recorded/).count()).resolves.toBe(1);
    expect(await rows(app).booking(bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await rows(app).refunds(bookingId)).toMatchObject([{ amountPaise: 550000, reason: 'cancellation' }]);

    // The ledger now shows the refund, in the row and in the totals.
    await page.goto(`${app.baseUrl}/admin/payment?status=REFUNDED`);
    const refundedRow = page.getByRole('row', { name: new RegExp(bookCode) });
    await refundedRow.waitFor();
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('REFUNDED');
    await expect(refundedRow.textContent()).resolves.toMatch(/₹5,500.*Refunded.*₹5,500/);
    await expect(page.getByRole('definition').filter({ hasText: '₹5,500' }).count()).resolves.toBeGreaterThanOrEqual(2);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-payments-refunded-1280', { fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-payments-refunded-360', { fullPage: true });
  });

  it('shows a booking on the calendar and signs out', async () => {
    const { bookCode } = await paidBooking(app, 'Terrace Suite');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email Address').fill(TEST_ADMIN.email);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.goto(`${app.baseUrl}/admin/calendar?month=2026-12`);
    const stay = page.getByRole('link', { name: new RegExp(`^${bookCode}, Meera Kapoor`) });
    await stay.waitFor();
    await expect(stay.getAttribute('title')).resolves.toContain('confirmed, paid');
    await screenshot(page, 'admin-calendar-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-calendar-360');

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
    await page.goto(`${app.baseUrl}/admin/payment`);
    await page.waitForURL(`${app.baseUrl}/login`);
  });
});
