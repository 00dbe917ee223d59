import { Page } from 'playwright-core';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { StaffRole } from '../../src/shared/staff-role';
import { createRoom, quoteFor } from '../support/fixtures';
import { noSideScroll, signIn } from '../support/admin-browser';
import { downloadedBytes, screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { TestApp } from '../support/test-app';

const DESK = { email: 'ravi.desk@hotel.test', password: 'ravi-front-desk', name: 'Ravi Kumar' };

async function signInAsDesk(page: Page, app: TestApp) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email Address').fill(DESK.email);
  await page.getByLabel('Password').fill(DESK.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${app.baseUrl}/admin/today`);
}

/** Both widths of a screen, for people to look at (SCREENSHOTS=1), then back to the phone. */
async function bothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-390`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * Issue 27, items 2 and 3, in a real browser at 390 px: a receptionist opens a cash shift on
 * Today with the float, takes cash for a booking, closes the shift ₹100 short and finds the
 * difference on the shift report; the owner then closes the day on /admin/day-close and sees it
 * locked.
 */
describe('cash shifts and the day close in a real browser', () => {
  const browser = useBrowser();
  let app: TestApp;

  beforeAll(async () => {
    app = await startBrowserApp();
    await app.services.adminAuth.ensureAdmin(DESK.email, DESK.password, DESK.name, StaffRole.FRONT_DESK);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the desk opens a shift, takes cash, closes it ₹100 short; the owner closes the day', async () => {
    // The browser's today is the machine's: the server's clock agrees with it for this day.
    app.clock.current = new Date();
    const today = todayInHotel(app.clock.now());
    const room = await createRoom(app.services, { name: 'Shift Court', rentPerDay: 2400 });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, today, addDays(today, 1), { name: 'Kavita Joshi' }),
      origin: { address: '127.0.0.1', admin: true },
    });

    const desk = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInAsDesk(desk, app);
    const card = desk.getByRole('region', { name: 'Your shift' });
    await card.getByText('No shift open').waitFor();
    await desk
      .getByRole('region', { name: /^Arrivals/ })
      .getByText(booking.bookCode)
      .waitFor();
    expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
    await bothWidths(desk, 'shift-today-none');

    await card.getByLabel('Float in the drawer (₹)').fill('2000');
    await card.getByRole('button', { name: 'Open shift' }).click();
    await card.getByRole('heading', { name: 'Your shift' }).waitFor();
    await card.getByText('Cash taken').waitFor();
    await expect(card.locator('dd').allTextContents()).resolves.toEqual(['₹2,000', '₹0', '₹2,000']);

    // Cash for the booking, on its page: the shift takes it.
    await desk.goto(`${app.baseUrl}/admin/booking/${booking.id}`);
    const take = desk.getByRole('region', { name: 'Money' }).getByRole('form', { name: 'Take payment' });
    await expect(take.getByLabel('Amount (₹)').inputValue()).resolves.toBe('2400');
    await take.getByRole('button', { name: 'Record payment' }).click();
    await desk.getByText(/^Receipt RC\/\d{4}-\d{2}\/\d{5}$/).waitFor();

    await desk.goto(`${app.baseUrl}/admin/today`);
    await card.getByText('Cash taken').waitFor();
    await expect(card.locator('dd').allTextContents()).resolves.toEqual(['₹2,000', '₹2,400', '₹4,400']);
    expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
    await bothWidths(desk, 'shift-today-open');

    // The close: ₹4,400 expected in the drawer, ₹4,300 counted.
    await card.getByRole('button', { name: 'Close shift' }).click();
    const dialog = desk.getByRole('alertdialog', { name: 'Close your shift' });
    await dialog.getByLabel('Cash').fill('4300');
    await dialog.getByText('Difference: ₹100 short').waitFor();
    await dialog.getByLabel('Note (why the count differs)').fill('Change given wrong');
    await screenshot(desk, 'shift-close-dialog-390');
    await dialog.getByRole('button', { name: 'Close shift: ₹100 short' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Shift closed: ₹100 short.').waitFor();
    await card.getByRole('link', { name: 'Shift report' }).click();

    await desk.getByRole('heading', { name: 'Shift of Ravi Kumar', level: 1 }).waitFor();
    const facts = desk.getByRole('region', { name: 'The shift', exact: true });
    await facts.getByText('−₹100').waitFor();
    await facts.getByText('Change given wrong').waitFor();
    await expect(facts.textContent()).resolves.toContain('Closed byRavi Kumar');
    const money = desk.getByRole('table', { name: 'Money by method' });
    await expect(money.getByRole('row', { name: /^Cash/ }).textContent()).resolves.toMatch(/₹4,400.*₹4,300.*−₹100/);
    await desk
      .getByRole('region', { name: /^Entries in the shift/ })
      .getByText(booking.bookCode)
      .waitFor();
    expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
    const [pdf] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^shift-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/);
    expect((await downloadedBytes(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    await bothWidths(desk, 'shift-report');

    await desk.goto(`${app.baseUrl}/admin/shifts?date=${today}`);
    const row = desk.getByRole('row', { name: /Ravi Kumar/ });
    await expect(row.textContent()).resolves.toMatch(/₹2,000.*₹4,400.*₹4,300.*−₹100/);
    expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
    await bothWidths(desk, 'shifts-list');

    // The owner closes the day.
    const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(owner, app, `/admin/day-close?date=${today}`);
    await owner.getByText('Not closed yet.').waitFor();
    await owner.getByLabel('The day in figures').getByText('Occupancy').waitFor();
    expect(await noSideScroll(owner)).toBeLessThanOrEqual(0);
    await bothWidths(owner, 'day-close-preview');
    await owner.getByRole('button', { name: 'Close the day' }).click();
    const confirm = owner.getByRole('alertdialog', { name: /^Close / });
    await screenshot(owner, 'day-close-confirm-390');
    await confirm.getByRole('button', { name: 'Close the day' }).click();
    await owner.getByText(/is closed: .* The day is locked\.$/).waitFor();
    await owner.getByText(/^The day is locked: a change that touches it needs the owner/).waitFor();
    await expect(owner.locator('.day-close__state').textContent()).resolves.toMatch(/^Closed on .* by Hotel Admin\.$/);
    await expect(owner.getByRole('button', { name: 'Close the day' }).count()).resolves.toBe(0);
    const [csv] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`day-close-${today}.csv`);
    expect(await noSideScroll(owner)).toBeLessThanOrEqual(0);
    await bothWidths(owner, 'day-close-closed');

    // Reloaded, the day still shows closed: it is the server's state, not the page's.
    await owner.reload();
    await owner.locator('.day-close__state').getByText('Closed').waitFor();
  });
});
