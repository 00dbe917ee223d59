import { existsSync } from 'node:fs';
import path from 'node:path';
import { Page } from 'playwright-core';
import { seedPendingQuote, useBrowser } from '../support/browser';
import { createRoom } from '../support/fixtures';
import { holdWebhooks } from '../support/payments';
import { startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

// CLIENT_DIST_DIR may point at a private build (e.g. while others rebuild client/dist).
const CLIENT_DIST = process.env.CLIENT_DIST_DIR ?? path.resolve(__dirname, '..', '..', '..', 'client', 'dist');

/**
 * The pages work under the server's Content-Security-Policy: the prerendered landing page with its
 * embedded site configuration and JSON-LD, the payment page with the simulated checkout, and an
 * admin screen. The browser reports every blocked resource or script as a
 * securitypolicyviolation event and a console message; there must be none.
 */
describe('the site under its Content-Security-Policy in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let page: Page;
  let console: string[];

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
    app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
    // The browser checks the admin session's expiry against its own clock: the server's must agree.
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    console = [];
    page.on('console', (message) => console.push(message.text()));
    // Injected by the browser driver, not by the page, so the policy under test does not apply to it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
      );
    });
  });

  async function expectNoViolations() {
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(console.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  }

  it('the landing page hydrates, reads its site configuration and keeps its JSON-LD', async () => {
    const response = await page.goto(`${app.baseUrl}/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('networkidle');
    // The module script ran (hydrated React handles the menu) and the data blocks are in place.
    const facts = await page.evaluate(() => ({
      siteConfig: JSON.parse(document.getElementById('site-config')?.textContent ?? 'null') as { paymentProvider?: string },
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
      images: [...document.images].filter((image) => image.complete && image.naturalWidth > 0).length,
    }));
    expect(facts).toMatchObject({ siteConfig: { paymentProvider: 'simulated' }, jsonLd: 1 });
    expect(facts.images).toBeGreaterThan(0);
    await expectNoViolations();
  });

  it('the payment page opens the simulated checkout and the guest pays', async () => {
    const webhooks = holdWebhooks(app);
    try {
      const room = await createRoom(app.services, { rentPerDay: 2750, type: 'Deluxe' });
      const [checkIn, checkOut] = ['2026-12-20', '2026-12-22'];
      await seedPendingQuote(page, room.id, checkIn, checkOut);
      await page.goto(`${app.baseUrl}/payment`);
      await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      await page.getByRole('radio', { name: 'Card Payment' }).check();
      await page.getByRole('button', { name: 'Pay ₹5,500' }).click();
      const checkout = page.getByRole('dialog');
      await checkout.waitFor();
      await checkout.getByRole('button', { name: 'Pay ₹5,500' }).click();
      await page.getByText('Payment successful! Redirecting to booking details...').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Booking details' }).waitFor();
      await expectNoViolations();
    } finally {
      await webhooks.deliver();
    }
  });

  it('an admin signs in and opens the payments ledger', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email Address').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${app.baseUrl}/admin/payment`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoViolations();
  });
});
