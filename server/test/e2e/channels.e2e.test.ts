import { Page } from 'playwright-core';
import { StaffRole } from '../../src/modules/admin-auth';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { noSideScroll, signIn } from '../support/admin-browser';
import { seriousViolations } from '../support/axe';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { FakeOta } from '../support/fake-ota';
import { createRoom, quoteFor } from '../support/fixtures';
import { gql } from '../support/graphql';
import { TestApp } from '../support/test-app';

const DESK = { email: 'meena.desk@hotel.test', password: 'meena-front-desk', name: 'Meena Desk' };

/** The whole page from its top (the admin's top bar sticks to where the page was scrolled). */
async function wholePage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, { fullPage: true });
}

/**
 * Issue 30 on /admin/channels, on a phone (390 px): the owner imports Booking.com's calendar of a
 * room whose nights are booked here; the sync shows, and its stay waits in the conflict inbox
 * beside the booking in the way; the owner moves it to another room, makes that room's link for
 * Airbnb (which lists the moved stay), and the stay's nights come back when Booking.com drops it.
 */
describe('the owner’s OTA calendars on /admin/channels, in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  const ota = new FakeOta();

  beforeAll(async () => {
    await ota.start();
    app = await startBrowserApp({ ICAL_ALLOW_PRIVATE: 'true' });
    // "synced 5 min ago" and the session's expiry are the browser's time: the server's clock agrees.
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
    await ota.stop();
  });

  it('imports a calendar, settles its conflict by moving the stay, exports a link, and releases the stay', async () => {
    const today = todayInHotel(new Date());
    const [checkIn, checkOut] = [addDays(today, 10), addDays(today, 12)];
    const room301 = await createRoom(app.services, { name: '301', rentPerDay: 3000 });
    await createRoom(app.services, { name: '302', rentPerDay: 3000 });
    await app.services.adminAuth.ensureAdmin(DESK.email, DESK.password, DESK.name, StaffRole.FRONT_DESK);
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room301.id, checkIn, checkOut, { name: 'Ravi Shankar' }),
    });
    const stay = { uid: 'bdc-4711@booking.com', checkIn, checkOut };
    const calendarUrl = ota.serve('/booking/301.ics', [stay]);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, '/admin/channels');
    await page.getByText('No conflicts. Every imported stay has its nights.').waitFor();

    // Add the calendar: it is read at once.
    const form = page.getByRole('form', { name: 'Add a calendar' });
    await form.getByLabel('Room').selectOption({ label: 'Room 301' });
    await form.getByLabel('Channel').selectOption({ label: 'Booking.com' });
    await form.getByLabel('Calendar address (iCal)').fill(calendarUrl);
    await form.getByRole('button', { name: 'Add' }).click();
    await page
      .getByText('Added Room 301’s Booking.com calendar. 1 of its stays found their nights taken: see Conflicts.')
      .waitFor();
    const feeds = page.getByRole('region', { name: 'Calendars imported, with their last sync' });
    const feedRow = feeds.getByRole('row', { name: /Room 301/ });
    const liveStays = feedRow.locator('td[data-label="Live stays"]');
    await feedRow.getByText('synced just now').waitFor();
    await feedRow.getByText(/1 event: added \d, changed 0, released 0, conflicts 1/).waitFor();

    // The conflict: the OTA stay beside the booking in the way, which links to the booking.
    const conflict = page.getByRole('article', { name: /^Booking\.com stay in Room 301/ });
    const inTheWay = conflict.getByRole('link', { name: new RegExp(`^Booking ${booking.bookCode} \\(Ravi Shankar`) });
    expect(await inTheWay.getAttribute('href')).toBe(`/admin/booking/${booking.id}`);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    // In the middle of the window, clear of the top bar that sticks over the top of it.
    const centred = () => conflict.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await centred();
    await screenshot(conflict, 'channels-conflict-card-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await centred();
    await screenshot(conflict, 'channels-conflict-card-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await wholePage(page, 'channels-conflict-390');

    // The front desk reads the inbox (the booking's link too), with no way out to take.
    const desk = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await desk.goto(`${app.baseUrl}/login`);
    await desk.getByLabel('Email Address').fill(DESK.email);
    await desk.getByLabel('Password').fill(DESK.password);
    await desk.getByRole('button', { name: 'Login' }).click();
    await desk.waitForURL(`${app.baseUrl}/admin/today`);
    await desk.goto(`${app.baseUrl}/admin/channels`);
    // The menu (folded on a phone) offers the page to the desk.
    await desk.locator('#admin-nav a[href="/admin/channels"]').waitFor({ state: 'attached' });
    const deskCard = desk.getByRole('article', { name: /^Booking\.com stay in Room 301/ });
    await deskCard.getByRole('link', { name: new RegExp(`^Booking ${booking.bookCode}`) }).waitFor();
    await deskCard.getByText('The owner or the manager settles it.').waitFor();
    expect(await deskCard.getByRole('button').count()).toBe(0);
    expect(await desk.getByRole('region', { name: 'Imported calendars' }).count()).toBe(0);
    await screenshot(desk, 'channels-desk-390', { fullPage: true });
    await desk.close();

    await conflict.getByLabel('Move the OTA stay to…').selectOption({ label: 'Room 302' });
    await conflict.getByRole('button', { name: 'Move' }).click();
    await page.getByText('Moved: the Booking.com stay in Room 301 is now in Room 302.').waitFor();
    await page.getByText('No conflicts. Every imported stay has its nights.').waitFor();
    expect(await conflict.count()).toBe(0);
    await liveStays.getByText('1', { exact: true }).waitFor();

    // Room 302's calendar for Airbnb: made, shown to copy, and listing the stay moved there.
    const exports = page.getByRole('region', { name: 'Your calendars for the channels' });
    await exports.getByText('Room 302', { exact: true }).click();
    await exports.getByRole('button', { name: 'Make link for Airbnb, Room 302' }).click();
    await exports.getByText('Link made. Paste it in Airbnb.').waitFor();
    const link = await exports.getByRole('textbox', { name: 'Airbnb link', exact: true }).inputValue();
    expect(link).toMatch(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    await exports.getByRole('button', { name: 'Copy the Airbnb link of Room 302' }).waitFor();
    const feed = await fetch(`${app.baseUrl}${new URL(link).pathname}`);
    expect(await feed.text()).toContain(`DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}`);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await wholePage(page, 'channels-settled-390');

    // The calendar draws the OTA stay on Room 302's row, the channel on the bar.
    await page.goto(`${app.baseUrl}/admin/calendar?month=${checkIn.slice(0, 7)}`);
    const sold = page.getByRole('link', { name: /^Room 302 sold on Booking\.com from / });
    await sold.waitFor();
    expect(await sold.textContent()).toBe('Booking.com');
    await screenshot(page, 'channels-calendar-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'channels-calendar-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    // Today, on the stay's first night: the desk sees it arriving in Room 302, from Booking.com.
    await page.goto(`${app.baseUrl}/admin/today?date=${checkIn}`);
    const otaStays = page.getByRole('region', { name: /Stays sold on OTAs/ });
    await otaStays.getByText('Room 302').waitFor();
    expect(await otaStays.getByText('Arrives').count()).toBe(1);
    await otaStays.scrollIntoViewIfNeeded();
    await screenshot(otaStays, 'channels-today-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(otaStays, 'channels-today-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.baseUrl}/admin/channels`);
    await feedRow.waitFor();

    // Booking.com drops the stay: "Sync now" gives its nights back.
    ota.serve('/booking/301.ics', []);
    await feedRow.getByRole('button', { name: 'Sync now for Room 301’s Booking.com calendar' }).click();
    await page.getByText('Room 301’s Booking.com calendar synced.').waitFor();
    await feedRow.getByText(/released 1/).waitFor();
    await liveStays.getByText('0', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await wholePage(page, `channels-${width}`);
    }
    await page.close();
  });
  it('lets the desk make an OTA stay arriving today a booking, which then waits in Arrivals', async () => {
    const today = todayInHotel(new Date());
    const room = await createRoom(app.services, { name: '305', rentPerDay: 3000 });
    await app.services.adminAuth.ensureAdmin(DESK.email, DESK.password, DESK.name, StaffRole.FRONT_DESK);
    const added = await gql(
      app,
      `mutation($input: AddChannelFeedInput!) { addChannelFeed(input: $input) { errors { message } feed { added } } }`,
      {
        input: {
          roomId: room.id,
          channel: 'BOOKING_COM',
          url: ota.serve('/booking/305.ics', [{ uid: 'bdc-305', checkIn: today, checkOut: addDays(today, 2) }]),
        },
      },
      { token: await app.adminToken() },
    );
    expect(added.data.addChannelFeed.feed.added).toBe(1);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email Address').fill(DESK.email);
    await page.getByLabel('Password').fill(DESK.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/today`);
    const otaStays = page.getByRole('region', { name: /Stays sold on OTAs/ });
    const row = otaStays.getByRole('listitem').filter({ hasText: 'Room 305' });
    await row.getByRole('button', { name: 'Make a booking' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Make a booking of the Booking.com stay in room 305' });
    await dialog.getByLabel('Guest name').fill('Kavita Rao');
    await dialog.getByLabel('Phone').fill('9876512345');
    await dialog.getByLabel('Booking.com reference').fill('4099887766');
    await dialog.getByLabel('Rent a night, before GST (₹)').fill('3000');
    await dialog.getByLabel('Commission (%)').fill('55');
    await dialog.getByLabel('Collected by Booking.com (₹)').fill('1000');
    await dialog.getByRole('button', { name: 'Make the booking' }).click();
    // The server's own words, under the field it names.
    await dialog.getByText("Enter the OTA's commission in percent, from 0 to 50, with at most two decimals").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'channels-convert-dialog-390');
    await dialog.getByLabel('Commission (%)').fill('15');
    await dialog.getByRole('button', { name: 'Make the booking' }).click();

    await otaStays.getByText(/^Booking [A-Z0-9]+ made for Kavita Rao: check them in under Arrivals\.$/).waitFor();
    const arrivals = page.getByRole('region', { name: /^Arrivals/ });
    await arrivals.getByText('Kavita Rao').waitFor();
    expect(await otaStays.getByText('Room 305').count()).toBe(0);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await wholePage(page, 'channels-converted-today-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await wholePage(page, 'channels-converted-today-1280');

    // The booking's page says where it was sold, with the OTA's reference and commission.
    await arrivals.locator('a.desk-row__code').first().click();
    const soldOn = page.locator('dd', { hasText: 'commission 15%' });
    await soldOn.waitFor();
    expect((await soldOn.textContent())?.replace(/\s+/g, ' ')).toBe('Booking.com — reference 4099887766, commission 15% (₹900)');
    await screenshot(page, 'channels-converted-booking-390', { fullPage: true });
    await page.close();
  });
});
