import { existsSync } from 'node:fs';
import path from 'node:path';
import { PersonalDataReadKind } from '../../src/modules/access-log';
import { StaffRole } from '../../src/modules/admin-auth';
import { createRoom, quoteFor } from '../support/fixtures';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/** The owner's "Who looked" page: a booking opened in the browser shows up, beside the desk's reads, filterable by person. */
describe('who looked at guests’ personal data, in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let bookingId: string;

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    const room = await createRoom(app.services, { name: '101', rentPerDay: 2500 });
    bookingId = (
      await app.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-11-24', '2026-11-26', { name: 'Ravi Shankar' }) })
    ).id;
    // The front desk opened the register of the day from the desk's PC.
    await app.services.adminAuth.ensureAdmin('asha.desk@hotel.test', 'front-desk-password-1', 'Asha Desk', StaffRole.FRONT_DESK);
    const desk = await app.services.adminAuth.authenticate(
      (await app.services.adminAuth.login({ email: 'asha.desk@hotel.test', password: 'front-desk-password-1' }, '10.0.0.9'))
        .token,
    );
    await app.services.accessLog.record(
      { staff: desk, address: '192.168.1.20' },
      { kind: PersonalDataReadKind.GUEST_REGISTER },
      {
        from: '2026-11-21',
        to: '2026-11-21',
      },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    [390, 844],
    [1280, 900],
  ])('at %i px: the owner opens a booking, then sees it and the desk’s read, and filters by person', async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await signIn(page, app, `/admin/booking/${bookingId}`);
    await page.getByText('Ravi Shankar').first().waitFor();

    // The app's clock reads 21 Nov 2026; the browser's is the real one, so the range is asked for.
    await page.goto(`${app.baseUrl}/admin/access-log?from=2026-11-01&to=2026-11-30`);
    await page.getByRole('heading', { name: 'Who looked' }).waitFor();
    const table = page.getByRole('region', { name: 'Reads of guests’ personal data' });
    await table.getByText('A booking’s guest details', { exact: true }).first().waitFor();
    // The booking page's panels each ask for the guest's details: one row for the one look.
    expect(await table.getByText('A booking’s guest details', { exact: true }).count()).toBe(1);
    await table.getByText('Asha Desk <asha.desk@hotel.test>').waitFor();
    await table.getByText('2026-11-21', { exact: true }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `access-log-${width}`, { fullPage: true });

    await page.getByLabel('Person', { exact: true }).selectOption({ label: 'Asha Desk' });
    await page.waitForURL(/staff=/);
    await table.getByText('The guest register', { exact: true }).waitFor();
    await table.getByText('A booking’s guest details', { exact: true }).first().waitFor({ state: 'detached' });
    await screenshot(page, `access-log-filtered-${width}`, { fullPage: true });
    await page.close();
  });
});
