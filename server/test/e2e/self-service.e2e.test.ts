import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { OneTimeCode } from '../../src/modules/self-service';
import { SimulatorFiles } from '../../src/modules/messages/simulator-files';
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

  /** The code in the SMS the simulator wrote to DATA_DIR/outbox/ for the number's latest one-time code. */
  async function smsCodeTo(phone: string): Promise<string> {
    const [row] = await app.database.dataSource
      .getRepository(OneTimeCode)
      .find({ where: { phone }, order: { createdAt: 'DESC' }, take: 1 });
    const file = new SimulatorFiles(path.join(app.config.dataDir, 'outbox')).fileFor('sms', `one_time_code:sms:${row.id}`);
    for (let waited = 0; !existsSync(file) && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const sms = JSON.parse(readFileSync(file, 'utf8')) as { to: string; text: string };
    return /^(\d{6}) is your one-time code/.exec(sms.text)![1];
  }

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

  it.each([360, 1280])(
    'finds the bookings of a mobile number with a code sent by SMS, without the booking code (%i px)',
    async (width) => {
      const phone = width === 360 ? '9833360360' : '9833312800';
      const room = await createRoom(app.services);
      const later = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-20', '2026-12-22', { phone }) });
      const sooner = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-14', '2026-12-15', { phone }) });
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${app.baseUrl}/find-booking`);
      await page.getByRole('link', { name: 'Forgot your booking code? Find by phone number' }).click();
      const form = page.getByRole('region', { name: 'Find my bookings by phone number' });
      await form.getByLabel('Mobile number').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
      await form.getByRole('button', { name: 'Send me a code' }).click();
      await form.getByText('If this number has bookings with us, we have sent a code to it by SMS.').waitFor();
      const code = await smsCodeTo(`+91${phone}`);

      await form.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
      await form.getByRole('button', { name: 'Show my bookings' }).click();
      await form.getByRole('alert').getByText('That code is not right, or it is no longer valid.').waitFor();
      await form.getByLabel('Code from the SMS').fill(code);
      await form.getByRole('button', { name: 'Show my bookings' }).click();
      const list = page.getByRole('region', { name: 'Your bookings' });
      await list.getByRole('heading', { name: 'Your bookings' }).waitFor();
      const items = list.getByRole('listitem');
      expect(await items.allInnerTexts()).toEqual([
        expect.stringContaining(`Booking ${sooner.bookCode}`),
        expect.stringContaining(`Booking ${later.bookCode}`),
      ]);
      expect(await items.first().innerText()).toContain('Confirmed');
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `find-by-phone-${width}`, { fullPage: true });

      // The link is the mails' one, with the booking's key: the booking opens, its self-service without asking.
      await list.getByRole('link', { name: `Booking ${sooner.bookCode}` }).click();
      await page.waitForURL(`**/booking/${sooner.id}?key=*`);
      await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
      await page.getByRole('heading', { name: 'Arrival time and requests' }).waitFor();
    },
  );

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
