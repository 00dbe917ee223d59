import { Page } from 'playwright-core';
import { seedDemoBanquet } from '../../src/db/seeds/demo-banquet';
import { BanquetEvent } from '../../src/modules/banquet/banquet-event.entity';
import { noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { gql } from '../support/graphql';
import { TestApp } from '../support/test-app';

// The test app's clock reads Sat 21 Nov 2026, 10:00 in Kolkata: a hold of 72 hours ends on 24 Nov, 10:00 AM.
describe('the owner runs an enquiry through the pipeline in a real browser', () => {
  const browser = useBrowser();
  let app: TestApp;
  let page: Page;
  let eventId: string;

  beforeAll(async () => {
    app = await startBrowserApp();
    await seedDemoBanquet(app.database.dataSource, app.config.uploadsDir);
    const token = await app.adminToken();
    const options = (
      await gql(app, `{ eventEnquiryOptions { halls { id sessions { id name } } menuPackages { id name } } }`, {}, { token })
    ).data.eventEnquiryOptions;
    const hall = options.halls[0];
    const created = await gql(
      app,
      `mutation ($input: CreateEventInput!) { createEvent(input: $input) { errors { message } event { id } } }`,
      {
        input: {
          hallId: hall.id,
          sessionId: hall.sessions.find((session: { name: string }) => session.name === 'Dinner').id,
          eventDate: '2027-01-16',
          occasion: 'Wedding reception',
          expectedGuests: 150,
          menuPackageId: options.menuPackages.find((menu: { name: string }) => menu.name === 'Classic Veg').id,
          hostName: 'Meera Kapoor',
          hostPhone: '9811122334',
          hostEmail: 'meera@example.com',
        },
      },
      { token },
    );
    eventId = created.data.createEvent.event.id;
  });
  afterAll(() => app?.close());

  it('opens the enquiry from the board, edits the quote, places a hold and finds it in On hold', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, '/admin/events');

    const newColumn = page.getByRole('region', { name: /^New/ });
    await newColumn.getByRole('link', { name: /Wedding reception · Meera Kapoor/ }).click();
    await page.waitForURL(`${app.baseUrl}/admin/events/${eventId}`);
    await page.getByRole('heading', { name: 'Wedding reception · Meera Kapoor' }).waitFor();

    // 160 plates instead of 150, and a DJ on the hall side.
    await page.getByLabel('Line 2 quantity').fill('160');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByLabel('Line 3 description').fill('DJ till 10 PM');
    await page.getByLabel('Line 3 unit price in rupees').fill('8000');
    await page.getByRole('button', { name: 'Save the quote' }).click();
    await page.getByText('Quote saved. The total below is the new one.').waitFor();
    // ₹40,000 + ₹8,000 at 18% = ₹56,640; 160 × ₹650 = ₹1,04,000 at 5% = ₹1,09,200.
    const total = page.getByLabel('Priced by the hotel');
    await total.getByText('₹1,65,840').waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Place a hold' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Place the hold' }).click();
    await page.getByText('The date is on hold and the customer has been sent the quote and the payment link.').waitFor();
    await page.getByText('Hold ends 24 Nov, 10:00 AM').first().waitFor();
    const row = await app.database.dataSource.getRepository(BanquetEvent).findOneByOrFail({ id: eventId });
    expect(row).toMatchObject({ status: 'on_hold', totalPaise: 1_65_840_00 });
    await screenshot(page, 'admin-event-held-390', { fullPage: true });

    await page.getByRole('link', { name: 'All events' }).click();
    const onHold = page.getByRole('region', { name: /^On hold/ });
    await onHold.getByRole('link', { name: /Wedding reception · Meera Kapoor/ }).waitFor();
    await onHold.getByText('Hold ends 24 Nov, 10:00 AM').waitFor();
    expect(await page.getByRole('region', { name: /^New/ }).getByRole('listitem').count()).toBe(0);
  });
});
