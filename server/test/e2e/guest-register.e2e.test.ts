import { addDays, todayInHotel } from '../../src/shared/dates';
import { noSideScroll, signIn } from '../support/admin-browser';
import { downloadedBytes, screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { pdfText } from '../support/document-pdfs';
import { createRoom, quoteFor } from '../support/fixtures';
import { TestApp } from '../support/test-app';

/**
 * Issue 29's "done when": the desk checks a foreign guest in with her passport and visa, sees the
 * Form III deadline on Today, downloads the sheet, marks it reported, and finds her row in the
 * register's PDF.
 */
describe('a foreign guest at the desk, in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('check-in with Form III → the deadline on Today → the sheet → marked reported → the register PDF', async () => {
    // The browser's today is the machine's: the server's clock agrees with it.
    const checkedInAt = new Date();
    app.clock.current = checkedInAt;
    const today = todayInHotel(checkedInAt);
    const room = await createRoom(app.services, { rentPerDay: 3200 });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, today, addDays(today, 1), { name: 'Emma Clarke' }),
      origin: { address: '127.0.0.1', admin: true },
    });
    const label = `Emma Clarke (${booking.bookCode})`;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, '/admin/today');

    // Check-in: the register row and, for a British guest, the Form III particulars.
    await page
      .getByRole('region', { name: /^Arrivals/ })
      .getByRole('button', { name: `Check in ${label}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Check in ${label}` });
    const guest = dialog.getByRole('group', { name: 'Guest 1 (booking guest)' });
    await guest.getByLabel('Address', { exact: true }).fill('14 Elm Road, Leeds, United Kingdom');
    await guest.getByLabel('Nationality').fill('British');
    await guest.getByLabel('Coming from').fill('Agra');
    await guest.getByLabel('Going to').fill('Varanasi');
    await guest.getByLabel('Purpose of visit').fill('Tourism');
    const particulars: [string, string][] = [
      ['Passport number', 'C1234567'],
      ['Passport place of issue', 'London'],
      ['Passport date of issue', '2020-03-01'],
      ['Passport valid until', '2030-02-28'],
      ['Visa number', 'EV998877'],
      ['Visa type', 'e-Tourist'],
      ['Visa place of issue', 'Online'],
      ['Visa date of issue', addDays(today, -30)],
      ['Visa valid until', addDays(today, 60)],
      ['Date of arrival in India', addDays(today, -3)],
      ['Port of arrival in India', 'Delhi airport'],
      ['Date of birth', '1990-06-15'],
      ['Gender', 'Female'],
      ['Address in India', 'This hotel'],
      ['Contact number in India', '+91 98765 43210'],
      ['Address abroad', '14 Elm Road, Leeds, United Kingdom'],
      ['Contact number abroad', '+44 7700 900123'],
      ['Next destination', 'Varanasi'],
    ];
    for (const [field, value] of particulars) await guest.getByLabel(field, { exact: true }).fill(value);
    await screenshot(page, 'guest-register-check-in-390', { fullPage: true });
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Today: the deadline, 24 hours from the check-in.
    await page.reload();
    const deadline = page.getByText(/^Form III due in 2[34] h — 1 guest$/);
    await deadline.waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Open the Form III reports' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/form-iii`);
    const report = page.getByRole('region', { name: 'Arrival of Emma Clarke (British)' });
    await report.getByText('C1234567').first().waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'form-iii-390', { fullPage: true });

    // The sheet as CSV, in the portal's field order.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Download sheet (CSV)' }).click(),
    ]);
    const csv = (await downloadedBytes(csvDownload)).toString('utf8');
    expect(csv).toContain('Passport number');
    expect(csv).toContain('C1234567');

    // Marked reported a few minutes after the check-in (the server's clock is then later still).
    app.clock.current = new Date(checkedInAt.getTime() + 5 * 60_000);
    const reportedAt = await page.evaluate(
      (at) => {
        const when = new Date(at);
        return new Date(when.getTime() - when.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      },
      checkedInAt.getTime() + 2 * 60_000,
    );
    await report.getByLabel('Portal reference').fill('BOI/2026/000123');
    await report.getByLabel('Reported at').fill(reportedAt);
    await report.getByRole('button', { name: 'Mark reported' }).click();
    await page.getByText('No Form III report is due.').waitFor();
    await page.getByRole('button', { name: 'Reported' }).click();
    await page.getByRole('region', { name: 'Arrival of Emma Clarke (British)' }).getByText('BOI/2026/000123').waitFor();

    // The register of the day, on the page and in its PDF.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${app.baseUrl}/admin/register?day=${today}`);
    const row = page.getByRole('row', { name: /Emma Clarke/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/British.*Agra.*Varanasi.*Tourism.*Passport C1234567/);
    await screenshot(page, 'guest-register-1280', { fullPage: true });
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const text = pdfText(await downloadedBytes(pdfDownload), true);
    const line = text.split('\n').find((each) => each.includes('Emma Clarke'));
    expect(line).toEqual(expect.stringContaining('British'));
    expect(line).toEqual(expect.stringContaining('Passport C1234567'));
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'guest-register-390', { fullPage: true });
  });
});
