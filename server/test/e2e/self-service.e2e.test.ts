import { Booking } from '../../src/modules/bookings/booking.entity';
import { noSideScroll } from '../support/admin-browser';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { paidBooking, rows } from '../support/payments';
import { TestApp } from '../support/test-app';

/** A guest finds their booking by its code and cancels it themselves, on a phone and a laptop. */
describe('guest self-service in the browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(() => app?.close());

  const stored = (id: string) => app.database.dataSource.getRepository(Booking).findOneByOrFail({ id });

  it.each([360, 1280])('finds a booking from the footer link with its code and phone (%i px)', async (width) => {
    const room = await createRoom(app.services);
    const made = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-10', '2026-12-12') });
    const booking = await stored(made.id);
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find my booking' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/find-booking');

    // A wrong phone first: one plain message, still on the page.
    await page.getByLabel('Booking code').fill(booking.bookCode.toLowerCase());
    await page.getByLabel('Email or phone number').fill('98765 00000');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page.getByRole('alert').getByText('We could not find a booking with that code and email or phone number').waitFor();

    // Kept as +91 and the ten digits; typed as people write them.
    await page.getByLabel('Email or phone number').fill(`+91 ${booking.userPhone.slice(3, 8)} ${booking.userPhone.slice(8)}`);
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page.waitForURL(`**/booking/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
    expect(await page.getByText(`Booking code ${booking.bookCode}`).isVisible()).toBe(true);
    expect(await page.getByText(`Confirmation sent to ${booking.userEmail!.slice(0, 2)}***@example.com`).isVisible()).toBe(true);
    // Proved once in this tab: the self-service opens without asking again.
    await page.getByRole('heading', { name: 'Arrival time and requests' }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `find-booking-${width}`, { fullPage: true });
  });

  it.each([360, 1280])('cancels a paid booking with its refund shown first, proved with the email (%i px)', async (width) => {
    const { bookingId, paymentId } = await paidBooking(app, '2026-12-01', '2026-12-03', { rentPerDay: 2500 });
    const booking = await stored(bookingId);
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${app.baseUrl}/booking/${bookingId}`);
    const manage = page.getByRole('region', { name: 'Manage your booking' });
    await manage.getByLabel('Email or phone number').fill('someone.else@example.com');
    await manage.getByRole('button', { name: 'Continue' }).click();
    await manage.getByRole('alert').getByText('That email or phone number does not match this booking.').waitFor();

    await manage.getByLabel('Email or phone number').fill(booking.userEmail!.toUpperCase());
    await manage.getByRole('button', { name: 'Continue' }).click();
    await manage.getByText('Free cancellation until 30 Nov 2026, 3:00 PM (24 hours before check-in)').waitFor();
    expect(await manage.getByText('You get ₹5,000 back (100% of the ₹5,000 paid).').isVisible()).toBe(true);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `self-cancel-quote-${width}`, { fullPage: true });

    await manage.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('You get ₹5,000 back').waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await manage.getByText('Your booking is cancelled. ₹5,000 is on its way back to you.').waitFor();
    await page.getByText('This booking was cancelled.').waitFor();
    await page
      .getByText(/^₹5,000 is refunded to the .+\. Refunds reach you in 5-10 business days\. Refund reference: rfnd_\w+\.$/)
      .waitFor();
    await screenshot(page, `self-cancel-done-${width}`, { fullPage: true });

    expect(await stored(bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await rows(app).simulatedRefunds(paymentId)).toMatchObject([{ amountPaise: 500000 }]);
  });
});
