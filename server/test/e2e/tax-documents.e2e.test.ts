import { existsSync } from 'node:fs';
import path from 'node:path';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { TaxDocument } from '../../src/modules/billing/documents/tax-document.entity';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { downloadedBytes, screenshot, useBrowser } from '../support/browser';
import { pdfText } from '../support/document-pdfs';
import { paidBooking } from '../support/payments';
import { checkInAndOut } from '../support/tax-documents';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The guest downloads the tax invoice from /booking/{id} after naming the booking's email (a wrong
 * one is refused first), and the owner downloads it from the booking's page, in a real browser.
 */
describe('tax documents in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let booking: Booking;
  let invoice: TaxDocument;

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    // Paid in full by card in the simulated checkout (a receipt voucher), then checked in and out
    // at the desk: check-out issues the stay's tax invoice.
    const { bookingId } = await paidBooking(app, '2026-12-01', '2026-12-03', { name: 'Garden Deluxe 12', rentPerDay: 2750 });
    await checkInAndOut(app, { id: bookingId, checkIn: '2026-12-01' });
    const { dataSource } = app.database;
    booking = await dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId });
    invoice = await dataSource.getRepository(TaxDocument).findOneByOrFail({ bookingId, kind: 'invoice' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const fileName = () => `${invoice.number.replace(/\//g, '-')}.pdf`;

  it.each([
    [360, 740],
    [1280, 900],
  ])('the guest downloads the invoice after proving the booking (%i px)', async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${app.baseUrl}/booking/${booking.id}`);
    // The live part has replaced the first paint's data before we act (a stay checked out has
    // no self-service to wait for).
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('region', { name: 'Invoices and receipts' });
    await card.getByText(invoice.number, { exact: true }).waitFor();
    await card.getByText('Tax invoice', { exact: true }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: `Download Tax invoice ${invoice.number}` }).click();
    const contact = card.getByLabel('Email or phone number');
    await contact.fill('someone.else@example.com');
    await card.getByRole('button', { name: 'Download', exact: true }).click();
    await card
      .getByRole('alert')
      .getByText(/not the email address or phone number this booking was made with/)
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `booking-documents-refused-${width}`, { fullPage: true });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

    await contact.fill(booking.userEmail!.toUpperCase());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName());
    const text = pdfText(await downloadedBytes(download));
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(booking.userName);
    expect(text).toContain('Paid in full');
    await contact.waitFor({ state: 'detached' });
    await screenshot(page, `booking-documents-${width}`, { fullPage: true });
  });

  it.each([
    [390, 844],
    [1280, 900],
  ])('the owner downloads it from the booking page (%i px)', async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await signIn(page, app, `/admin/booking/${booking.id}`);
    const panel = page.getByRole('region', { name: 'Tax documents', exact: true });
    await panel.getByText(invoice.number, { exact: true }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-booking-documents-${width}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: `Download Tax invoice ${invoice.number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName());
    expect(pdfText(await downloadedBytes(download))).toContain(`Invoice number: ${invoice.number}`);
  });
});
