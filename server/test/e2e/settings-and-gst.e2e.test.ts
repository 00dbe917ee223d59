import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { HotelSettings } from '../../src/modules/hotel-settings/hotel-settings.entity';
import { TaxDocumentKind } from '../../src/modules/billing/documents/tax-document.entity';
import { CLIENT_DIST, noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, useBrowser } from '../support/browser';
import { insertTaxDocument, taxLine } from '../support/tax-documents';
import { startTestApp, TestApp } from '../support/test-app';

/** How far the widest table sticks out of its region (0 when every table fits). */
const tableOverflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll('.table-region')].map((region) => region.scrollWidth - region.clientWidth)),
  );

describe('the Settings page and the GST summary in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    // The browser checks the session's expiry against its own clock: the server's must agree.
    app.clock.current = new Date();
    const [a, b] = [randomUUID(), randomUUID()];
    const invoice = await insertTaxDocument(
      app,
      TaxDocumentKind.INVOICE,
      'AR/26-27/1',
      '2026-11-05',
      a,
      [taxLine(500, 6000), taxLine(1800, 8000)],
      {
        gstin: '27AAPFU0939F1ZV',
      },
    );
    await insertTaxDocument(app, TaxDocumentKind.INVOICE, 'AR/26-27/2', '2026-11-10', b, [taxLine(500, 3000)]);
    await insertTaxDocument(app, TaxDocumentKind.RECEIPT_VOUCHER, 'RV/26-27/1', '2026-11-12', randomUUID(), [
      taxLine(1800, 5000),
    ]);
    await insertTaxDocument(app, TaxDocumentKind.CREDIT_NOTE, 'CN/26-27/1', '2026-11-20', a, [taxLine(1800, 8000)], {
      gstin: '27AAPFU0939F1ZV',
      original: invoice,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('saves a new GSTIN, after the field caught a wrong check character (390 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, app, '/admin/settings');
    // The legal identity's form: the profile above it has a State of its own (the address's).
    const legal = page.getByRole('form', { name: 'Legal identity on invoices' });
    const gstin = legal.getByLabel('GSTIN');
    await gstin.waitFor();
    expect(await gstin.inputValue()).toBe('09ABKFA4521M1Z7');

    await legal.getByLabel('State').selectOption('27');
    await gstin.fill('27AAPFU0939F1ZW');
    await gstin.blur();
    const wrong = page.getByText("This GSTIN's last character does not match: please check it for a typing mistake");
    await wrong.waitFor();
    await wrong.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'settings-gstin-wrong-390');

    await gstin.fill('27aapfu0939f1zv');
    await legal.getByLabel('Invoice prefix').fill('SV');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/^Settings saved\./).waitFor();
    await page.getByText(/The next invoice takes the prefix SV/).waitFor();
    await screenshot(page, 'settings-saved-390');
    const stored = await app.database.dataSource.getRepository(HotelSettings).findOneByOrFail({ id: 1 });
    expect(stored).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27', invoicePrefix: 'SV' });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  });

  it.each([
    [360, 780],
    [390, 844],
    [1280, 900],
  ])('at %i px: the settings, the GST facts and the month’s GST summary fit the screen', async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await signIn(page, app, '/admin/settings');
    await page.getByRole('heading', { name: 'GST on rooms' }).waitFor();
    await page
      .getByRole('region', { name: /From .*22 Sept? 2025 \(in force\)/ })
      .getByText('Up to ₹7,875')
      .waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await tableOverflow(page)).toBe(0);
    await screenshot(page, `settings-${width}`, { fullPage: true });

    await page.goto(`${app.baseUrl}/admin/reports`);
    const section = page.getByRole('region', { name: 'GST summary', exact: true });
    await section.getByLabel('GST month').fill('2026-11');
    await section.getByText('Net output tax').waitFor();
    // 6,000 + 8,000 + 3,000 invoiced, 5,000 advanced, 8,000 credited: 14,000 taxable; CGST 150 + 720 + 75 + 450 − 720.
    const net = section.getByRole('row', { name: /Net output tax/ });
    await net.getByText('₹14,000').waitFor();
    expect(await net.getByText('₹675').count()).toBe(2);
    await section
      .getByRole('row', { name: /Invoices for outward supply/ })
      .getByText('AR/26-27/1 to AR/26-27/2')
      .waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await tableOverflow(page)).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(section, `reports-gst-${width}`);

    if (width === 1280) {
      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: /^Download CSV/ }).click();
      expect((await download).suggestedFilename()).toBe('gst-summary-2026-11.csv');
    }
  });
});
