import { Page } from 'playwright-core';
import { BanquetEvent } from '../../src/modules/banquet/banquet-event.entity';
import { TaxDocument } from '../../src/modules/billing/documents/tax-document.entity';
import { Payment } from '../../src/modules/billing/payments/payment.entity';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { aBanquetHall, anEvent, HallSlots } from '../support/events';
import { holdWebhooksInEachTest } from '../support/payments';
import { TestApp } from '../support/test-app';

/** A family pays the advance of their reception at /event/{reference}/pay, in a real browser. */
describe('paying for an event online', () => {
  let app: TestApp;
  const browser = useBrowser();
  let page: Page | undefined;
  let slots: HallSlots;

  beforeAll(async () => {
    app = await startBrowserApp();
    slots = await aBanquetHall(app.database.dataSource);
  });
  afterAll(() => app?.close());
  holdWebhooksInEachTest(
    () => app,
    async () => page?.close(),
  );

  const sideScroll = () => page!.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it.each([
    [360, 740, '2027-02-14'],
    [1280, 900, '2027-02-21'],
  ])(
    'ticks the terms, pays the ₹43,261 advance in the checkout and sees the event confirmed (%i px)',
    async (width, height, date) => {
      const event = await anEvent(app.services, app.database.dataSource, slots, { eventDate: date });
      page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`${app.baseUrl}/event/${event.reference}/pay`);
      await page.getByRole('heading', { level: 1, name: 'Pay for your event' }).waitFor();
      const terms = page.getByRole('region', { name: 'The terms' });
      await terms.getByText('To confirm your event, pay an advance of 25% of the total.', { exact: false }).waitFor();
      await terms.getByText('90 days or more before the event: 90% of what you paid is refunded, 10% is kept.').waitFor();
      await page.getByRole('region', { name: 'Price' }).getByText('₹1,73,042.50').waitFor();
      await page.getByRole('region', { name: 'Your event' }).getByText('Ritu S.').waitFor();
      expect(await page.getByText('ritu@example.com').count()).toBe(0);
      expect(await sideScroll()).toBeLessThanOrEqual(0);
      await screenshot(page, `event-payment-before-${width}`, { fullPage: true });

      const pay = page.getByRole('button', { name: 'Pay ₹43,261 now' });
      await pay.click();
      await page.getByText('Please read the terms and tick the box before paying.').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.getByLabel('I have read the terms above').check();
      await pay.click();

      const checkout = page.getByRole('dialog');
      await checkout.waitFor();
      await expect(checkout.textContent()).resolves.toContain('₹43,261');
      await checkout.getByRole('button', { name: 'Pay ₹43,261' }).click();
      await page.getByText('Payment received. Your event is confirmed.').waitFor();
      const plan = page.getByRole('region', { name: 'Payment plan' });
      await plan.getByText('Paid', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Your event' }).getByText('Confirmed', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Pay ₹86,521 now' }).waitFor();
      expect(await sideScroll()).toBeLessThanOrEqual(0);
      await screenshot(page, `event-payment-after-${width}`, { fullPage: true });

      const { dataSource } = app.database;
      expect(await dataSource.getRepository(BanquetEvent).findOneByOrFail({ id: event.id })).toMatchObject({
        status: 'confirmed',
        holdExpiresAt: null,
      });
      expect(await dataSource.getRepository(Payment).findBy({ eventId: event.id })).toMatchObject([
        { status: 'paid', amountPaise: 43_261_00, bookingId: null, bookCode: event.reference, settlementOutcome: 'confirmed' },
      ]);
      const vouchers = await dataSource.getRepository(TaxDocument).findBy({ eventId: event.id });
      expect(vouchers).toMatchObject([{ kind: 'receipt_voucher', totalPaise: 43_261_00, bookCode: event.reference }]);
      await plan.getByText(new RegExp(vouchers[0].number)).waitFor();
    },
  );
});
