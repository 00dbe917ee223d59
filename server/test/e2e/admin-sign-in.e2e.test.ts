import { Page } from 'playwright-core';
import { startBrowserApp, useBrowser } from '../support/browser';
import { call } from '../support/http';
import { TEST_ADMIN, TestApp } from '../support/test-app';

/**
 * The lockout of issue 26 in a real browser: the login page's browser keeps the device cookie the
 * server sets (HttpOnly, SameSite=Strict, for the sign-in path) and sends it with its next sign-in,
 * so twenty failures with made-up emails from the same address do not lock it out.
 */
describe('admin sign-in in a real browser', () => {
  const browser = useBrowser();
  let app: TestApp;

  beforeAll(async () => {
    app = await startBrowserApp();
    // The browser checks the session's expiry against its own clock: the server's must agree.
    app.clock.current = new Date();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function submitLogin(page: Page): Promise<void> {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email Address').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  it('the browser that signed in before signs in again after twenty failures from its address; a new browser there is refused', async () => {
    const known = await browser.newContext();
    const page = await known.newPage();
    await submitLogin(page);
    await page.waitForURL(/\/admin$/);
    const deviceCookies = (await known.cookies()).filter((cookie) => cookie.name.startsWith('admin_device_'));
    expect(deviceCookies.map(({ path, httpOnly, sameSite }) => ({ path, httpOnly, sameSite }))).toEqual([
      { path: '/api/admin/login', httpOnly: true, sameSite: 'Strict' },
      { path: '/graphql', httpOnly: true, sameSite: 'Strict' },
    ]);

    // Everyone here comes from 127.0.0.1, the browser too.
    for (let i = 0; i < 20; i += 1) {
      await call(app, 'POST', '/api/admin/login', { json: { email: `made-up-${i}@example.com`, password: 'guessing-1' } });
    }

    await page.evaluate(() => localStorage.clear());
    await submitLogin(page);
    await page.waitForURL(/\/admin$/);

    const stranger = await (await browser.newContext()).newPage();
    await submitLogin(stranger);
    await expect(stranger.getByRole('alert').textContent()).resolves.toContain(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });
});
