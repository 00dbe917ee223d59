import { Page } from 'playwright-core';
import { StaffRole } from '../../src/shared/staff-role';
import { adminActor } from '../../src/shared/actor';
import { TaxDocument } from '../../src/modules/billing/documents/tax-document.entity';
import { quotedEvent } from '../support/banquet-events';
import { createRoom, quoteFor } from '../support/fixtures';
import { noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { checkInAndOut } from '../support/tax-documents';
import { TEST_ADMIN, TestApp } from '../support/test-app';

const ACCOUNTANT = { email: 'kavita.accounts@hotel.test', password: 'kavita-accounts', name: 'Kavita Joshi' };

async function signInAsAccountant(page: Page, app: TestApp, to: string) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email Address').fill(ACCOUNTANT.email);
  await page.getByLabel('Password').fill(ACCOUNTANT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The accountant lands on the first admin page their role may see (not Users, not Today).
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  await page.goto(`${app.baseUrl}${to}`);
}

/**
 * Issue 27 in a real browser: the accountant issues a credit note on a checked-out stay's page and
 * on a settled event's page (the form, its confirmation with the reason, the documents and money
 * that follow), and a booking made at a rent agreed at the desk says so on its page.
 */
describe('credit notes and agreed rents on the admin pages', () => {
  let app: TestApp;
  const browser = useBrowser();
  /** The owner, signed in at the app's clock now (a stay's check-out moves it past earlier tokens). */
  const owner = async () => adminActor((await app.services.adminAuth.login(TEST_ADMIN, '127.0.0.1')).admin);

  beforeAll(async () => {
    app = await startBrowserApp();
    await app.services.adminAuth.ensureAdmin(ACCOUNTANT.email, ACCOUNTANT.password, ACCOUNTANT.name, StaffRole.ACCOUNTANT);
    // Desk money needs the person's open cash shift.
    await app.services.cashShifts.open(await owner(), 0);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A stay paid in full at the desk (UPI) and checked out: invoiced for ₹6,000. */
  async function invoicedStay(name: string): Promise<{ bookingId: string; invoice: TaxDocument }> {
    const room = await createRoom(app.services, { name, rentPerDay: 3000 });
    const booking = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-01', '2026-12-03') });
    await app.services.deskPayments.record(await owner(), {
      bookingId: booking.id,
      amount: 6000,
      method: 'upi',
      reference: `61234567${name}`,
    });
    await checkInAndOut(app, booking);
    const invoice = await app.database.dataSource
      .getRepository(TaxDocument)
      .findOneByOrFail({ bookingId: booking.id, kind: 'invoice' });
    return { bookingId: booking.id, invoice };
  }

  it.each([
    [390, 844],
    [1280, 900],
  ])('the accountant issues a credit note on a booking’s page (%i px)', async (width, height) => {
    const { bookingId, invoice } = await invoicedStay(`${width}1`);
    const page = await browser.newPage({ viewport: { width, height } });
    await signInAsAccountant(page, app, `/admin/booking/${bookingId}`);
    const panel = page.getByRole('region', { name: 'Tax documents', exact: true });
    const form = panel.getByRole('form', { name: 'Issue credit note' });
    await form.getByText(`Lowers invoice ${invoice.number} after it was issued`).waitFor();
    await form.getByLabel('Amount to credit (₹, GST included)').fill('750');
    await form.getByRole('button', { name: 'Issue credit note…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Issue a credit note of ₹750?' });
    await dialog.getByLabel('Reason').fill('Goodwill after check-out: the geyser failed');
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `credit-note-confirm-${width}`);
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();

    await panel.getByText(/^Credit note CN\/26-27\/\d{4} issued: ₹750 off invoice/).waitFor();
    await panel.getByRole('row', { name: /Credit note.*Goodwill after check-out: the geyser failed/ }).waitFor();
    const money = page.getByRole('region', { name: 'Money', exact: true });
    await money.getByText('Credit notes').waitFor();
    await money.getByText('Refund due').waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `credit-note-issued-${width}`, { fullPage: true });
  });

  it('the owner sees who agreed a booking’s rent, and the change form keeps it (390 and 1280 px)', async () => {
    const room = await createRoom(app.services, { name: 'Agreed 7', rentPerDay: 5000 });
    const { booking } = await app.services.deskBookings.create(await owner(), {
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      rooms: [{ roomId: room.id, adults: 1 }],
      guest: { name: 'Harish Rawat', phone: '9812312345' },
      channel: 'walk_in',
      payment: { option: 'PAY_LATER' },
      rateOverride: { nightlyRent: 4000, reason: 'Travels with us every month' },
    });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, `/admin/booking/${booking.id}`);
    await page.getByText('₹4,000 a night before GST, by Hotel Admin — Travels with us every month').waitFor();
    const changes = page.getByRole('region', { name: 'Change the booking' });
    await changes.getByText('Agreed with the guest: ₹4,000 a night before GST, by Hotel Admin. The change keeps it.').waitFor();
    await changes.getByRole('checkbox', { name: 'Agree a new rent with the guest' }).check();
    await changes.getByLabel('Agreed rent per night (₹, before GST)').waitFor();
    await changes.getByLabel('Check-out', { exact: true }).fill('2026-12-23');
    await changes.getByRole('checkbox', { name: 'Agree a new rent with the guest' }).uncheck();
    await changes.getByRole('button', { name: 'See the new price' }).click();
    // Three nights at the agreed ₹4,000 + 5% GST, not the room's ₹5,000.
    await changes.getByText(/New total ₹12,600 for 3 nights/).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'agreed-rent-change-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'agreed-rent-change-1280', { fullPage: true });
  });

  it('the accountant issues a credit note on a settled event’s page (390 px)', async () => {
    const event = await quotedEvent(app, 0, { guests: 100 });
    const desk = await owner();
    await app.services.eventDeskMoney.record(desk, event.id, {
      amount: 50_000,
      method: 'bank_transfer',
      reference: 'NEFT-E123456789',
    });
    const settled = await app.services.eventSettlement.settle(desk, event.id, { finalPlates: 100, extras: [] });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAsAccountant(page, app, `/admin/events/${event.id}`);
    const form = page.getByRole('form', { name: 'Issue credit note' });
    await form.getByText(`Lowers invoice ${settled.invoice!.number} after it was issued`).waitFor();
    await form.getByLabel('Amount to credit (₹, GST included)').fill('2000');
    await form.getByRole('button', { name: 'Issue credit note…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Issue a credit note of ₹2,000?' });
    await dialog.getByLabel('Reason').fill('Stage decoration arrived late');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await page.getByText(/^Credit note CN\/26-27\/\d{4} issued: ₹2,000 off invoice/).waitFor();
    await page.getByText('Credit notes', { exact: true }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'credit-note-event-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'credit-note-event-1280', { fullPage: true });
  });
});
