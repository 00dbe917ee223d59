import { existsSync } from 'node:fs';
import path from 'node:path';
import { Actor, adminActor } from '../../src/shared/actor';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { quotedEvent } from '../support/banquet-events';
import { screenshot, useBrowser } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { openDeskShift } from '../support/shifts';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue 27's money rules on the desk's screens: Today's take-payment asks UPI for its UTR, the
 * booking page refuses cash past ₹2,00,000 (s. 269ST) at the method, and an event is settled on
 * its plates served after the desk read the final bill.
 */
describe('the desk’s money rules in a real browser', () => {
  let app: TestApp;
  let actor: Actor;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    await openDeskShift(app);
    // The desk's person, read while the token and the clock agree (the test moves the clock to now).
    actor = adminActor(await app.services.adminAuth.authenticate(await app.adminToken()));
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => app.clock.reset());

  const desk = async () => actor;

  it.each([
    [390, 844],
    [1280, 900],
  ])(
    'at %i px: UPI needs its UTR at check-out, cash stops below ₹2,00,000, settlement shows the bill first',
    async (width, height) => {
      // The browser's today is the machine's: the server's clock agrees with it for this day.
      app.clock.current = new Date();
      const today = todayInHotel(app.clock.now());
      const page = await browser.newPage({ viewport: { width, height } });

      // Today: an in-house guest checks out; UPI is refused without its UTR, then taken with it.
      const room = await createRoom(app.services, { rentPerDay: 2400 });
      const stay = await app.services.payments.payAtHotel({
        quote: quoteFor(room.id, today, addDays(today, 1), { name: `Nisha ${width}` }),
        origin: { address: '127.0.0.1', admin: true },
      });
      await app.services.stayDesk.checkIn(await desk(), stay.id, {
        idType: 'aadhaar',
        idNumber: '2345 6789 4321',
        adults: 1,
        children: 0,
      });
      await signIn(page, app, '/admin/today');
      const inHouse = page.getByRole('region', { name: /^In house/ });
      await inHouse.getByRole('button', { name: `Check out Nisha ${width} (${stay.bookCode})` }).click();
      const checkOut = page.getByRole('alertdialog', { name: `Check out Nisha ${width} (${stay.bookCode})` });
      const take = checkOut.getByRole('form', { name: 'Take payment' });
      await take.getByText('UPI', { exact: true }).click();
      await take.getByRole('button', { name: 'Record payment' }).click();
      await take.getByText("Enter the UPI reference (UTR) shown on the payer's app.").waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `rules-today-upi-reference-${width}`, { fullPage: true });
      await take.getByLabel('UPI reference (UTR)').fill('612345678901');
      await take.getByRole('button', { name: 'Record payment' }).click();
      await checkOut.getByText(/receipt RC\/\d{4}-\d{2}\/\d{5}/).waitFor();
      await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
      await checkOut.waitFor({ state: 'detached' });

      // The booking page: ₹1,50,000 was taken in cash; ₹60,000 more in cash is refused at the method.
      const [first, second] = await Promise.all([
        createRoom(app.services, { rentPerDay: 50_000 }),
        createRoom(app.services, { rentPerDay: 50_000 }),
      ]);
      const bookingInfo = [first, second].map((each) => ({
        pax: [{ name: 'Guest', adultStatus: 'adult', gender: 'other', age: 30 }],
        roomType: 'Deluxe',
        roomId: each.id,
        roomAmount: 1,
      }));
      const family = await app.services.payments.payAtHotel({
        quote: quoteFor(first.id, addDays(today, 10), addDays(today, 13), { name: 'Kapoor family', bookingInfo }),
        origin: { address: '127.0.0.1', admin: true },
      });
      await app.services.deskPayments.record(await desk(), { bookingId: family.id, amount: 1_50_000, method: 'cash' });
      await page.goto(`${app.baseUrl}/admin/booking/${family.id}`);
      const form = page.getByRole('region', { name: 'Money' }).getByRole('form', { name: 'Take payment' });
      await form.getByLabel('Amount (₹)').fill('60000');
      await form.getByText('Cash', { exact: true }).click();
      await form.getByRole('button', { name: 'Record payment' }).click();
      await form
        .getByRole('group', { name: 'Paid by' })
        .getByText(/^Cash for this booking would reach ₹2,10,000/)
        .waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `rules-booking-cash-limit-${width}`, { fullPage: true });

      // An event today: plates served, the final bill, then the invoice.
      const event = await quotedEvent(app, 0, { changes: { guaranteedPlates: 220 } });
      await app.services.eventDeskMoney.record(await desk(), event.id, {
        amount: 1_00_000,
        method: 'upi',
        reference: '612345678909',
      });
      await page.goto(`${app.baseUrl}/admin/events/${event.id}`);
      const settle = page.getByRole('form', { name: 'Settle after the event' });
      await settle.getByRole('button', { name: 'Show the final bill' }).click();
      await settle.getByText('Enter the plates served, from the kitchen’s count, before the final invoice is issued.').waitFor();
      await settle.getByLabel('Plates served').fill('231');
      await settle.getByRole('button', { name: 'Add an extra' }).click();
      await settle.getByLabel('What').fill('Stage decoration');
      await settle.getByLabel('Price each (₹, before GST)').fill('15000');
      await settle.getByRole('button', { name: 'Show the final bill' }).click();
      const bill = settle.getByRole('region', { name: 'Final bill' });
      await bill.getByText('231 plates served; 231 billed.').waitFor();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await bill.scrollIntoViewIfNeeded();
      await screenshot(page, `rules-event-final-bill-${width}`, { fullPage: true });
      await screenshot(settle, `rules-event-final-bill-form-${width}`);
      await settle.getByRole('button', { name: 'Issue final invoice' }).click();
      await page.getByText(/^Invoice .+ issued: 231 plates billed/).waitFor();
      await expect(app.services.eventDeskMoney.overview(event.id)).resolves.toMatchObject({
        event: { status: 'completed', finalPlates: 231 },
      });
      await screenshot(page, `rules-event-settled-${width}`, { fullPage: true });
    },
  );
});
