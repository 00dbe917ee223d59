import { Page } from 'playwright-core';
import { StaffRole } from '../../src/modules/admin-auth';
import { base32Decode, totpCode } from '../../src/modules/admin-auth/totp';
import { noSideScroll, signIn } from '../support/admin-browser';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { TEST_ADMIN, TestApp } from '../support/test-app';

/**
 * Two-step sign-in in a real browser (issue 27): the owner sets it up on their account page, the
 * next sign-in asks for the code (390 px); the owner requires it of a receptionist on /admin/staff,
 * who sets it up at their next sign-in (1280 px) before getting a session.
 */
describe('two-step sign-in in a real browser', () => {
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

  /** The code the app would show now for the key on the page (grouped by four). */
  const codeFor = (key: string) => totpCode(base32Decode(key.replace(/\s/g, '')), app.clock.now());
  /** The next 30-second step: each code is taken once. */
  const nextStep = () => app.clock.advanceMinutes(0.5);

  async function page(width: number): Promise<Page> {
    return (await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } })).newPage();
  }

  async function passwordStep(target: Page, email: string, password: string, to: string) {
    await target.goto(`${app.baseUrl}${to}`);
    await target.waitForURL(`${app.baseUrl}/login`);
    await target.getByLabel('Email Address').fill(email);
    await target.getByLabel('Password').fill(password);
    await target.getByRole('button', { name: 'Login' }).click();
  }

  it('the owner sets it up, signs in with a code, and requires it of a receptionist, who sets it up at sign-in', async () => {
    const owner = await page(1280);
    await signIn(owner, app, '/admin/account');
    await owner.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await owner.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const key = await owner.locator('.two-step-key__secret').innerText();
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(owner, 'two-step-account-setup-1280', { fullPage: true });
    await owner.getByLabel('6-digit code').fill(codeFor(key));
    await owner.getByRole('button', { name: 'Turn on' }).click();
    await owner.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await owner.locator('.two-step-recovery__codes li').count()).toBe(8);
    await screenshot(owner, 'two-step-recovery-codes-1280', { fullPage: true });
    await owner.getByRole('button', { name: 'I have kept the codes' }).click();
    await owner.getByText('You sign in with your password and a code from your app.').waitFor();

    // The next sign-in asks for the code, on a phone.
    nextStep();
    const phone = await page(390);
    await passwordStep(phone, TEST_ADMIN.email, TEST_ADMIN.password, '/admin/staff');
    const codeField = phone.getByLabel('6-digit code');
    await codeField.waitFor();
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await phone.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
    expect(await noSideScroll(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'two-step-code-step-390');
    await codeField.fill(codeFor(key));
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.waitForURL(`${app.baseUrl}/admin/staff`);

    // The owner requires it of a receptionist, on /admin/staff.
    await app.services.adminAuth.ensureAdmin('ravi@hotel.test', 'ravi-front-desk', 'Ravi Kumar', StaffRole.FRONT_DESK);
    await phone.reload();
    const ravi = phone.getByRole('row', { name: /Ravi Kumar/ });
    await ravi.getByRole('button', { name: 'Require two-step sign-in of Ravi Kumar' }).click();
    await phone.getByText('Ravi Kumar will set up two-step sign-in at their next sign-in.').waitFor();
    await ravi.getByText('Required, not set up yet').waitFor();
    expect(await noSideScroll(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'two-step-staff-390', { fullPage: true });
    await owner.goto(`${app.baseUrl}/admin/staff`);
    await owner
      .getByRole('row', { name: /Ravi Kumar/ })
      .getByText('Required, not set up yet')
      .waitFor();
    await screenshot(owner, 'two-step-staff-1280', { fullPage: true });

    // Ravi's next sign-in: the key first, then the code, then the recovery codes, then Today.
    const desk = await page(1280);
    await passwordStep(desk, 'ravi@hotel.test', 'ravi-front-desk', '/admin/today');
    await desk.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    const raviKey = await desk.locator('.two-step-key__secret').innerText();
    await screenshot(desk, 'two-step-required-setup-1280', { fullPage: true });
    await desk.getByLabel('6-digit code').fill(codeFor(raviKey));
    await desk.getByRole('button', { name: 'Turn on and sign in' }).click();
    await desk.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await desk.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
    await desk.getByRole('button', { name: 'Continue to the admin area' }).click();
    await desk.waitForURL(`${app.baseUrl}/admin/today`);

    await owner.reload();
    await owner
      .getByRole('row', { name: /Ravi Kumar/ })
      .getByText('On (required)')
      .waitFor();
  });
});
