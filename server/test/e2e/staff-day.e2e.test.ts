import { Page } from 'playwright-core';
import { FolioChargeLine, TaxDocument } from '../../src/modules/billing';
import { addDays, todayInHotel } from '../../src/shared/dates';
import { fillRegisterRow, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { createRoom, quoteFor } from '../support/fixtures';
import { TestApp } from '../support/test-app';

/** The signed-in person's own call to the GraphQL endpoint, with the token their browser keeps. */
async function callAs(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ({ query, variables }) => {
      const token = JSON.parse(localStorage.getItem('adminAuth') ?? '{}').token as string;
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };
    },
    { query, variables },
  );
}

/**
 * Issue 27's day at the desk, in a real browser at 390 px: the owner invites a receptionist, who
 * signs in, opens a shift, checks a guest in, posts a laundry charge, takes the balance in cash,
 * checks the guest out and closes the shift, and is refused a goodwill refund and a rate change;
 * the invoice at check-out names the receptionist and lists the laundry with its GST.
 */
describe('a receptionist’s day in a real browser', () => {
  const browser = useBrowser();
  let app: TestApp;

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('invite → sign in → shift → check-in → laundry → cash → check-out → close shift; no refunds, no rates', async () => {
    // The browser's today is the machine's: the server's clock agrees with it for this day.
    app.clock.current = new Date();
    const today = todayInHotel(app.clock.now());
    const room = await createRoom(app.services, { name: 'Laundry Court', rentPerDay: 2000 });
    const booking = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, today, addDays(today, 1), { name: 'Meera Iyer' }),
      origin: { address: '127.0.0.1', admin: true },
    });
    const phone = { viewport: { width: 390, height: 844 } };

    // The owner invites the receptionist.
    const owner = await (await browser.newContext(phone)).newPage();
    await signIn(owner, app, '/admin/staff');
    await owner.getByLabel('Name').fill('Sunita Verma');
    await owner.getByLabel('Email').fill('sunita@hotel.test');
    await owner.getByLabel('Role', { exact: true }).selectOption({ label: 'Front desk' });
    await owner.getByRole('button', { name: 'Send invite' }).click();
    const link = await owner.getByLabel('Invite link').inputValue();

    // The receptionist sets a password and lands on Today.
    const desk = await (await browser.newContext(phone)).newPage();
    await desk.goto(link.replace(/^https?:\/\/[^/]+/, app.baseUrl));
    await desk.getByLabel('New password').fill('sunita-front-desk');
    await desk.getByLabel('Confirm password').fill('sunita-front-desk');
    await desk.getByRole('button', { name: 'Set password and sign in' }).click();
    await desk.waitForURL(`${app.baseUrl}/admin/today`);

    // A shift with ₹1,000 in the drawer.
    const card = desk.getByRole('region', { name: 'Your shift' });
    await card.getByLabel('Float in the drawer (₹)').fill('1000');
    await card.getByRole('button', { name: 'Open shift' }).click();
    await card.getByText('Cash taken').waitFor();

    // Check-in with an ID.
    const label = `Meera Iyer (${booking.bookCode})`;
    await desk
      .getByRole('region', { name: /^Arrivals/ })
      .getByRole('button', { name: `Check in ${label}` })
      .click();
    const checkIn = desk.getByRole('alertdialog', { name: `Check in ${label}` });
    await fillRegisterRow(checkIn);
    await checkIn.getByLabel('ID proof').selectOption({ label: 'Aadhaar' });
    await checkIn.getByLabel('ID number').fill('2345 6789 4321');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await checkIn.waitFor({ state: 'detached' });

    // Laundry on the stay: 2 × ₹150 at 18% = ₹354.
    await desk.goto(`${app.baseUrl}/admin/booking/${booking.id}`);
    const extras = desk.getByRole('region', { name: 'Extras' });
    const form = extras.getByRole('form', { name: 'Post a charge' });
    await form.getByLabel('Charge').selectOption({ label: 'Laundry' });
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Price of one (₹, before GST)').fill('150');
    await form.getByLabel('Note (optional)').fill('2 kurtas');
    await form.getByRole('button', { name: 'Post charge' }).click();
    await extras.getByText('Laundry: 2 kurtas').waitFor();
    await extras.getByText('₹354', { exact: true }).waitFor();

    // Cash for the stay and the laundry; no goodwill refund is offered to the front desk.
    const money = desk.getByRole('region', { name: 'Money' });
    const take = money.getByRole('form', { name: 'Take payment' });
    await expect(take.getByLabel('Amount (₹)').inputValue()).resolves.toBe('2354');
    await take.getByText('Cash', { exact: true }).click();
    await take.getByRole('button', { name: 'Record payment' }).click();
    await money.getByText(/^Receipt RC\/\d{4}-\d{2}\/\d{5}$/).waitFor();
    await money.locator('.desk-money__figures').getByText('Paid').waitFor();
    expect(await money.getByText('Goodwill refund').count()).toBe(0);
    expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
    await screenshot(desk, 'staff-day-booking-390', { fullPage: true });

    // Refused, whatever the page offers: a goodwill refund and a rate change.
    const refund = await callAs(
      desk,
      `mutation ($input: GoodwillRefundInput!) { refundGoodwill(input: $input) { errors { message } } }`,
      { input: { bookingId: booking.id, amount: 100, reason: 'Noisy room' } },
    );
    expect(refund.errors?.[0]).toMatchObject({
      message: 'Your role (Front desk) cannot do this.',
      extensions: { code: 'FORBIDDEN', reason: 'ROLE_REFUSED' },
    });
    const rate = await callAs(
      desk,
      `mutation ($input: SetBaseRentInput!) { setBaseRent(input: $input) { errors { message } } }`,
      {
        input: { roomType: 'DELUXE', rent: 999 },
      },
    );
    expect(rate.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_REFUSED' });
    await desk.getByRole('button', { name: 'Menu' }).click();
    const sections = await desk.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').allTextContents();
    expect(sections).not.toContain('Rates');

    // Check-out on Today, then the shift closes with ₹1,000 + ₹2,354 in the drawer.
    await desk.goto(`${app.baseUrl}/admin/today`);
    await desk
      .getByRole('region', { name: /^In house/ })
      .getByRole('button', { name: `Check out ${label}` })
      .click();
    const checkOut = desk.getByRole('alertdialog', { name: `Check out ${label}` });
    await checkOut.getByText('Nothing is due.', { exact: false }).waitFor();
    await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
    await checkOut.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Close shift' }).click();
    const close = desk.getByRole('alertdialog', { name: 'Close your shift' });
    await close.getByLabel('Cash').fill('3354');
    await close.getByRole('button', { name: /^Close shift/ }).click();
    await close.waitFor({ state: 'detached' });
    await card.getByText(/^Shift closed/).waitFor();
    await screenshot(desk, 'staff-day-shift-closed-390', { fullPage: true });

    // The invoice names the receptionist and bills the laundry at its own SAC and GST.
    const [invoice] = await app.database.dataSource
      .getRepository(TaxDocument)
      .findBy({ bookingId: booking.id, kind: 'invoice' as TaxDocument['kind'] });
    expect(invoice.issuedBy).toBe('Sunita Verma');
    expect(invoice.totalPaise).toBe(2354_00);
    expect(invoice.lines.filter((line) => line.sac !== '996311')).toEqual([
      expect.objectContaining({
        description: 'Laundry: 2 kurtas',
        sac: '999712',
        quantity: 2,
        rateBp: 1800,
        taxablePaise: 300_00,
        cgstPaise: 27_00,
        sgstPaise: 27_00,
      }),
    ]);
    const [charge] = await app.database.dataSource.getRepository(FolioChargeLine).findBy({ bookingId: booking.id });
    expect(charge.postedBy).toBe('Sunita Verma <sunita@hotel.test>');
  });
});
