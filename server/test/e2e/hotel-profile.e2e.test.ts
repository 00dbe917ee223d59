import sharp from 'sharp';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { noSideScroll, signIn } from '../support/admin-browser';
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
    const { confirmations, documents } = await mailsAbout(app, bookCode);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].text).toContain(`Phone: ${NEW_PHONE}`);
    const voucher = documents.flatMap((mail) => mail.attachments).find((file) => file.filename?.startsWith('RV'));
    expect(voucher).toBeDefined();
    expect(pdfText(voucher!.content).replace(/\s+/g, ' ')).toContain(`Phone: ${NEW_PHONE}`);
  });

  it('uploads a photo for a gallery slide on /admin/settings and shows it on the landing page with its srcset', async () => {
    const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(admin, app, '/admin/settings');
    const slide = admin.locator('fieldset.settings-slide').filter({ has: admin.locator('legend', { hasText: /^Slide 1$/ }) });
    const upload = slide.getByLabel('Upload photo');
    await upload.setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a photo at all'.padEnd(64)),
    });
    await slide.getByText('Please select valid image files (JPEG, PNG, WebP) under 5MB each.').waitFor();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    await upload.setInputFiles({ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: photo });
    await slide.getByText('Photo uploaded. Save the profile to show it on the home page.').waitFor();
    await slide.getByText('Your photo').waitFor();
    await slide.getByLabel('What the photo shows').fill('The roof terrace at dusk');
    expect(await noSideScroll(admin)).toBe(0);
    await screenshot(slide, 'hotel-profile-gallery-slide-390');
    await admin.getByRole('button', { name: 'Save profile' }).click();
    await admin.getByText('Profile saved. Every page and mail shows it from now on.').waitFor();

    const guest = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const landing = await (await guest.goto(`${app.baseUrl}/`))!.text();
    expect(landing).toMatch(
      /<source type="image\/avif" srcSet="\/uploads\/[0-9a-f-]{36}-400\.avif 400w, [^"]+-800\.avif 800w, [^"]+-1200\.avif 1200w"/,
    );
    const image = guest.getByRole('img', { name: 'The roof terrace at dusk' });
    await image.scrollIntoViewIfNeeded();
    // The browser chose one of the AVIF sizes for this screen.
    await guest.waitForFunction(
      (alt) => [...document.images].some((img) => img.alt === alt && /\/uploads\/[0-9a-f-]{36}-\d+\.avif$/.test(img.currentSrc)),
      'The roof terrace at dusk',
    );
  });
});
