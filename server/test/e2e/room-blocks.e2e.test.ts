import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRoom, quoteFor } from '../support/fixtures';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

// A month after both the app's clock (21 Nov 2026) and the browser's today: every night can be closed.
const MONTH = '2027-01';

describe('the owner closes a room for repairs from the calendar and the room page', () => {
  let app: TestApp;
  const browser = useBrowser();
  let asha: { id: string; bookCode: string };
  let room101: { id: string };

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    for (const name of ['10', '102', '2']) await createRoom(app.services, { name });
    room101 = await createRoom(app.services, { name: '101' });
    asha = await app.services.payments.payAtHotel({
      quote: quoteFor(room101.id, '2027-01-05', '2027-01-08', { name: 'Asha Verma' }),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('at 1280 px: closes a free night, is told which booking is in the way, opens a booking from its bar', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, app, `/admin/calendar?month=${MONTH}`);
    const table = page.getByRole('table');
    await table.getByRole('link', { name: new RegExp(`${asha.bookCode}, Asha Verma`) }).waitFor();
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'Occupied',
      expect.stringMatching(/^2/),
      expect.stringMatching(/^10/),
      expect.stringMatching(/^101/),
      expect.stringMatching(/^102/),
    ]);

    // A block over Asha's nights is refused with her booking named.
    await table.getByRole('button', { name: 'Close Room 101 from 4 Jan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Close Room 101 from 4 Jan' });
    await dialog.getByLabel('Opens again on').fill('2027-01-06');
    await dialog.getByLabel('Reason').fill('Leaking tap');
    await dialog.getByRole('button', { name: 'Close the room' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: `Room 101 is booked on some of these nights: ${asha.bookCode} (Asha Verma, 5–8 Jan)` })
      .waitFor();
    await screenshot(page, 'calendar-block-refused-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A free night of Room 102: closed until 14 Jan, drawn hatched with the reason.
    await table.getByRole('button', { name: 'Close Room 102 from 11 Jan' }).click();
    const closing = page.getByRole('alertdialog', { name: 'Close Room 102 from 11 Jan' });
    await closing.getByLabel('Opens again on').fill('2027-01-14');
    await closing.getByLabel('Reason').fill('Painting');
    await closing.getByRole('button', { name: 'Close the room' }).click();
    await page.getByText('Room 102 is closed from 11 Jan until 14 Jan.').waitFor();
    await table.getByRole('button', { name: /Room 102 closed from .* Painting/ }).waitFor();
    await screenshot(page, 'calendar-1280', { fullPage: true });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

    await table.getByRole('link', { name: new RegExp(asha.bookCode) }).click();
    await page.waitForURL(`${app.baseUrl}/admin/booking/${asha.id}`);
  });

  it('at 390 px: the grid scrolls inside its region only; the room page lists closed nights and warns before Unavailable', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, `/admin/calendar?month=${MONTH}`);
    await page
      .getByRole('table')
      .getByRole('link', { name: new RegExp(asha.bookCode) })
      .waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /Booking calendar/ });
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await screenshot(page, 'calendar-390', { fullPage: true });

    await page.goto(`${app.baseUrl}/admin/rooms/edit/${room101.id}`);
    const closed = page.getByRole('region', { name: 'Closed nights' });
    await closed.getByLabel('First night closed').fill('2027-02-01');
    await closed.getByLabel('Opens again on').fill('2027-02-03');
    await closed.getByLabel('Reason').fill('New mattress');
    await closed.getByRole('button', { name: 'Close these nights' }).click();
    await closed.getByText('New mattress').waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'room-closed-nights-390', { fullPage: true });

    await page.getByLabel('Availability').selectOption('false');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Guests still have this room' });
    await warning.getByText(`${asha.bookCode} Asha Verma`).waitFor();
    await screenshot(page, 'room-unavailable-warning-390');
    await warning.getByRole('button', { name: 'Keep it available' }).click();

    await closed.getByRole('button', { name: /Unblock/ }).click();
    await page.getByRole('alertdialog', { name: 'Open these nights again?' }).getByRole('button', { name: 'Unblock' }).click();
    await closed.getByText('No nights closed from today on.').waitFor();
  });
});
