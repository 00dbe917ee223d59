import path from 'node:path';
import { Locator, Page } from 'playwright-core';
import { TEST_ADMIN, TestApp } from './test-app';

/** The built client the browser tests serve (`npm run build -w client`). */
export const CLIENT_DIST = process.env.CLIENT_DIST_DIR ?? path.resolve(__dirname, '..', '..', '..', 'client', 'dist');

/** How far the page scrolls sideways (0 or less: it does not). */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens an admin page signed out, signs in on /login as the test admin, and lands back on it. */
export async function signIn(page: Page, app: TestApp, to: string) {
  await page.goto(`${app.baseUrl}${to}`);
  await page.waitForURL(`${app.baseUrl}/login`);
  await page.getByLabel('Email Address').fill(TEST_ADMIN.email);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${app.baseUrl}${to}`);
}

/** Fills the guest register's columns of a check-in dialog's first guest (an Indian guest's: the ID is filled by the test). */
export async function fillRegisterRow(
  dialog: Locator,
  row: { address: string; comingFrom: string; goingTo: string; purpose: string } = {
    address: '5 Park Street, Kolkata',
    comingFrom: 'Kolkata',
    goingTo: 'Kolkata',
    purpose: 'Business',
  },
): Promise<void> {
  const guest = dialog.getByRole('group', { name: 'Guest 1 (booking guest)' });
  await guest.getByLabel('Address', { exact: true }).fill(row.address);
  await guest.getByLabel('Coming from').fill(row.comingFrom);
  await guest.getByLabel('Going to').fill(row.goingTo);
  await guest.getByLabel('Purpose of visit').fill(row.purpose);
}
