import { Booking } from '../../src/modules/bookings/booking.entity';
import { signIn } from '../support/admin-browser';
import { daysFromToday, screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { pdfText } from '../support/document-pdfs';
import { mailsAbout, paidBooking } from '../support/payments';
import type { TestApp } from '../support/test-app';

const NEW_PHONE = '+91 99887 76655';

describe("the owner's profile reaches every page, document and mail", () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
    // The browser checks the session's expiry against its own clock: the server's must agree.
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('changes the front desk phone on /admin/settings and finds it on the landing page, the receipt PDF and the next confirmation mail', async () => {
    const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(admin, app, '/admin/settings');
    const phone = admin.getByLabel('Front desk phone');
    await phone.waitFor();
    await phone.fill('12345');
    await admin.getByRole('button', { name: 'Save profile' }).click();
    await admin.getByText("Enter the front desk's phone as guests dial it, e.g. +91 581 250 0000").waitFor();
    await phone.fill(NEW_PHONE);
    await admin.getByRole('button', { name: 'Save profile' }).click();
    await admin.getByText('Profile saved. Every page and mail shows it from now on.').waitFor();
    await screenshot(admin, 'hotel-profile-saved-390');

    // The landing page, rendered on the server: no rebuild and no restart.
    const guest = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const landing = await guest.goto(`${app.baseUrl}/`);
    expect(await landing!.text()).toContain(NEW_PHONE);
    await guest.getByRole('heading', { level: 1 }).waitFor();
    expect(await guest.locator('body').innerText()).toContain(NEW_PHONE);

    // A booking paid online now: its receipt voucher and its confirmation carry the new number.
    const { bookingId } = await paidBooking(app, daysFromToday(20), daysFromToday(22));
    const { bookCode } = await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId });
    const { confirmations, documents } = mailsAbout(app, bookCode);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].text).toContain(`Phone: ${NEW_PHONE}`);
    const voucher = documents.flatMap((mail) => mail.attachments).find((file) => file.filename?.startsWith('RV'));
    expect(voucher).toBeDefined();
    expect(pdfText(voucher!.content).replace(/\s+/g, ' ')).toContain(`Phone: ${NEW_PHONE}`);
  });
});
