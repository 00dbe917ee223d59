import { signIn } from '../support/admin-browser';
import { screenshot, startBrowserApp, useBrowser } from '../support/browser';
import { TestApp } from '../support/test-app';

/**
 * Staff accounts in a real browser at 390 px (issue 27): the owner invites a receptionist on
 * /admin/staff and sees the link; the receptionist opens it, sets a password, lands on Today, and
 * the menu has no Staff (nor Users, Rooms, Rates or Settings).
 */
describe('staff invites in a real browser', () => {
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

  it('the owner invites a receptionist, who sets a password and lands on Today without the owner’s menu', async () => {
    const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(owner, app, '/admin/staff');
    await owner.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await owner.getByLabel('Name').fill('Ravi Kumar');
    await owner.getByLabel('Email').fill('ravi@hotel.test');
    await owner.getByLabel('Role', { exact: true }).selectOption({ label: 'Front desk' });
    await owner.getByRole('button', { name: 'Send invite' }).click();
    const link = await owner.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/admin\/accept-invite\?token=[A-Za-z0-9_-]{43}$/);
    await owner
      .getByRole('row', { name: /Ravi Kumar/ })
      .getByText(/Invited, link until/)
      .waitFor();
    await screenshot(owner, 'staff-invited-390');

    const desk = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await desk.goto(link.replace(/^https?:\/\/[^/]+/, app.baseUrl));
    await desk.getByRole('heading', { name: 'Set your password' }).waitFor();
    await desk.getByLabel('New password').fill('short');
    await desk.getByRole('button', { name: 'Set password and sign in' }).click();
    await desk.getByText('The password must be at least 10 characters long').waitFor();
    await desk.getByLabel('New password').fill('ravi-front-desk');
    await desk.getByLabel('Confirm password').fill('ravi-front-desk');
    await desk.getByRole('button', { name: 'Set password and sign in' }).click();
    await desk.waitForURL(`${app.baseUrl}/admin/today`);
    await desk.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await desk.getByRole('button', { name: 'Menu' }).click();
    const menu = desk.getByRole('navigation', { name: 'Admin sections' });
    await menu.getByRole('link', { name: 'Today' }).waitFor();
    const sections = await menu.getByRole('link').allTextContents();
    expect(sections).toContain('Bookings');
    for (const hidden of ['Staff', 'Users', 'Rooms', 'Rates', 'Settings']) expect(sections).not.toContain(hidden);
    await screenshot(desk, 'staff-receptionist-menu-390');

    // The owner's list shows the receptionist active now.
    await owner.reload();
    await owner
      .getByRole('row', { name: /Ravi Kumar/ })
      .getByText('Active')
      .waitFor();
  });
});
