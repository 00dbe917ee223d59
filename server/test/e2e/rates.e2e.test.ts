import { existsSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { createRoom } from '../support/fixtures';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

// A month after both the app's clock (21 Nov 2026) and the browser's today. 2 Jan 2027 is a Saturday.
const MONTH = '2027-01';
const EIGHT_THOUSAND_WARNING = /₹8,000 a night including GST fits neither GST slab, so it is taxed at 18%/;

/** The calendar's cell of a room on a day of MONTH (1 = the 1st). */
const night = (page: Page, room: string, day: number) =>
  page
    .getByRole('region', { name: /^Rate calendar, / })
    .getByRole('row', { name: new RegExp(`^${room}`) })
    .getByRole('cell')
    .nth(day - 1);

describe('the owner sets a weekend rent and a season on /admin/rates and sees them in the rate calendar', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    await createRoom(app.services, { name: '101', type: 'Deluxe', rentPerDay: 2500 });
    await createRoom(app.services, { name: '102', type: 'Deluxe', rentPerDay: 2500 });
    await createRoom(app.services, { name: '201', type: 'Suite', rentPerDay: 6000 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('at 1280 px: a Saturday rent and a wedding season for Deluxe rooms, the GST warning while typing, the prices per night', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, app, `/admin/rates?month=${MONTH}`);
    await expect(night(page, 'Room 101', 2).textContent()).resolves.toBe('2,500, base rent, 5% GST');

    const rents = page.getByRole('region', { name: 'Base and weekday rents', exact: true });
    await rents.getByLabel('Rates for').selectOption({ label: 'Deluxe rooms (2 rooms)' });
    await rents.getByLabel('Saturday (₹)').fill('4000');
    await rents.getByText('Guests pay ₹4,000 a night: ₹3,809.52 + ₹190.48 GST (5%).').waitFor();
    await rents.getByRole('button', { name: 'Save weekday rents' }).click();
    await rents.getByText('Saved: weekday rents of Deluxe rooms.').waitFor();

    const seasons = page.getByRole('region', { name: 'Seasons', exact: true });
    await seasons.getByRole('button', { name: 'Add a season' }).click();
    await seasons.getByLabel('Season name').fill('Wedding season');
    await seasons.getByLabel('Applies to').selectOption({ label: 'Deluxe rooms (2 rooms)' });
    await seasons.getByLabel('First night').fill('2027-01-20');
    await seasons.getByLabel('Last night').fill('2027-01-24');
    await seasons.getByLabel('Rent per night (₹)').fill('8000');
    await seasons.getByText(EIGHT_THOUSAND_WARNING).waitFor();
    await seasons.getByLabel('Minimum stay (nights)').fill('2');
    await screenshot(page, 'rates-season-form-1280', { fullPage: true });
    await seasons.getByRole('button', { name: 'Save season' }).click();
    await seasons.getByText('Saved: Wedding season.').waitFor();
    await seasons
      .getByRole('row', { name: /Wedding season/ })
      .getByText('20–24 Jan 2027')
      .waitFor();

    // The calendar reloads: Saturdays at the weekday rent, the season's nights at its rent and minimum stay.
    await expect(night(page, 'Room 102', 23).textContent()).resolves.toBe('8,0002+, Wedding season, at least 2 nights, 18% GST');
    await expect(night(page, 'Room 101', 2).textContent()).resolves.toBe('4,000, weekday rent, 5% GST');
    await expect(night(page, 'Room 101', 30).textContent()).resolves.toBe('4,000, weekday rent, 5% GST');
    await expect(night(page, 'Room 101', 4).textContent()).resolves.toBe('2,500, base rent, 5% GST');
    await expect(night(page, 'Room 201', 2).textContent()).resolves.toBe('6,000, base rent, 5% GST');

    // An overlapping season for the same rooms is refused, naming the one in the way.
    await seasons.getByRole('button', { name: 'Add a season' }).click();
    await seasons.getByLabel('Season name').fill('Republic Day');
    await seasons.getByLabel('Applies to').selectOption({ label: 'Deluxe rooms (2 rooms)' });
    await seasons.getByLabel('First night').fill('2027-01-24');
    await seasons.getByLabel('Last night').fill('2027-01-26');
    await seasons.getByLabel('Rent per night (₹)').fill('5000');
    await seasons.getByRole('button', { name: 'Save season' }).click();
    await seasons.getByText('Republic Day overlaps Wedding season (20–24 Jan 2027) for Deluxe rooms').waitFor();
    await screenshot(page, 'rates-1280', { fullPage: true });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  });

  for (const width of [390, 360]) {
    it(`at ${width} px: the calendar scrolls inside its region only; the forms and the seasons fit`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      await signIn(page, app, `/admin/rates?month=${MONTH}`);
      await expect(night(page, 'Room 101', 2).textContent()).resolves.toBe('4,000, weekday rent, 5% GST');
      const region = page.getByRole('region', { name: /^Rate calendar, / });
      expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      await page.getByRole('region', { name: 'Seasons', exact: true }).getByText('20–24 Jan 2027').waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `rates-${width}`, { fullPage: true });
    });
  }
});
