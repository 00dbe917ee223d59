import { Page } from 'playwright-core';
import { seedDemoBanquet } from '../../src/db/seeds/demo-banquet';
import { BanquetEvent } from '../../src/modules/banquet/banquet-event.entity';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { noSideScroll, signIn } from '../support/admin-browser';
import { daysFromToday, screenshot, seedBookingDraft, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { TestApp } from '../support/test-app';

/**
 * Issue 29, item 3, in a real browser: the short privacy notice (English, Hindi a tap away) at
 * the booking form, the banquet enquiry, the contact form and the desk's check-in; the full
 * notice in both languages; the offers-and-news box, unticked, kept with its time and form when
 * ticked and shown on the admin booking page. Phones (360 px) and a laptop (1280 px).
 */
describe('privacy notices and the offers-and-news box', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
    app.clock.current = new Date();
    await seedDemoBanquet(app.database.dataSource, app.config.uploadsDir);
  });
  afterAll(() => app?.close());

  /** The notice on the page: its English lines, its Hindi in a closed disclosure that opens in place. */
  async function checkNotice(page: Page, collected: RegExp) {
    const notice = page.getByRole('region', { name: 'Your personal data' });
    await notice.getByText(collected).first().waitFor();
    const hindi = notice.getByText('हिन्दी में पढ़ें');
    await hindi.scrollIntoViewIfNeeded();
    expect(await notice.getByText('आपकी निजी जानकारी').isVisible()).toBe(false);
    await hindi.click();
    await notice.getByText('आपकी निजी जानकारी').waitFor();
    expect(await notice.getByRole('link', { name: 'Read the full privacy notice' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await notice.getByRole('link', { name: 'your privacy requests' }).getAttribute('href')).toBe('/privacy/requests');
    return notice;
  }

  it.each([360, 1280])('the booking form at %i px: notice, and a ticked offers box kept with the booking', async (width) => {
    const room = await createRoom(app.services, { name: `Notice Room ${width}`, rentPerDay: 3000 });
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const checkIn = daysFromToday(width === 360 ? 30 : 34);
    await seedBookingDraft(page, room.id, checkIn, addDays(checkIn, 1));
    await page.goto(`${app.baseUrl}/user-details`);
    await page.getByLabel('Full name').fill('Ritu Singh');
    await page.getByLabel('Email').fill(`ritu${width}@example.com`);
    await page.getByLabel('Mobile number').fill('98765 43210');
    const offers = page.getByRole('checkbox', { name: /^Send me offers and news from / });
    expect(await offers.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /^Send me updates on WhatsApp from / }).isChecked()).toBe(false);
    await checkNotice(page, /Your name, email, phone/);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `privacy-notice-booking-${width}`, { fullPage: true });

    await offers.check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment$/);
    await page.getByRole('radio', { name: 'Pay at Hotel' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/booking\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const booking = await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id });
    expect(booking.marketingConsentSource).toBe('booking_form');
    expect(booking.marketingConsentAt).toBeInstanceOf(Date);

    if (width === 360) return;
    await signIn(page, app, `/admin/booking/${id}`);
    await page.getByText(/^Yes, ticked on the booking form /).waitFor();
  });

  it.each([360, 1280])('the banquet enquiry at %i px: notice, and the offers box unticked unless ticked', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${app.baseUrl}/banquet`);
    await page.getByRole('heading', { name: 'Shagun Banquet Hall' }).waitFor();
    const form = page.locator('.banquet-form');
    await form.scrollIntoViewIfNeeded();
    const offers = page.getByRole('checkbox', { name: /^Send me offers and news from / });
    expect(await offers.isChecked()).toBe(false);
    await checkNotice(page, /Your name, phone and email/);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `privacy-notice-enquiry-${width}`, { fullPage: true });
    if (width !== 360) return;

    // One enquiry, ticked: the event keeps when and where.
    const eventDate = daysFromToday(15);
    await page.getByLabel('Date of the event', { exact: true }).fill(eventDate);
    await page.getByLabel('Session', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Occasion', { exact: true }).selectOption('Birthday party');
    await page.getByLabel('Expected guests', { exact: true }).fill('60');
    await page.getByLabel('Your name', { exact: true }).fill('Neha Gupta');
    await page.getByLabel('Mobile number', { exact: true }).fill('98765 43211');
    await page.getByLabel('Email', { exact: true }).fill('neha.gupta@example.com');
    await offers.check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const thanks = page.locator('.banquet-thanks');
    await thanks.waitFor();
    const reference = /Your enquiry reference is (EV[2-9A-Z]{8})/.exec((await thanks.textContent()) ?? '')?.[1];
    const event = await app.database.dataSource.getRepository(BanquetEvent).findOneByOrFail({ reference });
    expect(event.marketingConsentSource).toBe('enquiry_form');
    expect(event.marketingConsentAt).toBeInstanceOf(Date);
  });

  it.each([360, 1280])('the contact form and the full notice at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${app.baseUrl}/contact-us`);
    await checkNotice(page, /Your name, email, the subject/);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `privacy-notice-contact-${width}`, { fullPage: true });

    await page.goto(`${app.baseUrl}/privacy-policy`);
    const english = page.getByRole('region', { name: 'Privacy notice', exact: true });
    const hindi = page.getByRole('region', { name: 'Privacy notice (हिन्दी)' });
    await english.getByRole('heading', { name: 'Form III (foreign guests)' }).waitFor();
    await hindi.getByRole('heading', { name: 'Form III (विदेशी मेहमान)' }).waitFor();
    expect(await english.getByRole('link', { name: 'Make a privacy request' }).getAttribute('href')).toBe('/privacy/requests');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(/#notice-hi$/);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `privacy-policy-${width}`, { fullPage: true });
  });

  it('the check-in dialog at 390 px: the notice the desk shows or reads to the guest', async () => {
    const today = todayInHotel(new Date());
    const room = await createRoom(app.services, { name: 'Notice Check-in Room', rentPerDay: 2800 });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, today, addDays(today, 1), { name: 'Arjun Mehta' }),
      origin: { address: '127.0.0.1', admin: true },
    });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, '/admin/today');
    const label = `Arjun Mehta (${booking.bookCode})`;
    await page
      .getByRole('region', { name: /^Arrivals/ })
      .getByRole('button', { name: `Check in ${label}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Check in ${label}` });
    await dialog.getByText('Show or read this to the guest before you take their details:').waitFor();
    const notice = await checkNotice(page, /For each adult: name, address, nationality/);
    await notice.getByText(/Form III report 24 घंटे में immigration/).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-notice-check-in-390');
  });
});
