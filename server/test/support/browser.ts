import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { CLIENT_DIST } from './admin-browser';
import { quoteFor } from './fixtures';
import { startTestApp, TestApp } from './test-app';

/** A test app serving the built client, and a Chromium to open it. */
export interface BrowserApp {
  app: TestApp;
  browser: Browser;
}

/** Starts a test app on the built client (with these settings) and launches Chromium. */
export async function openBrowserApp(env: Record<string, string> = {}): Promise<BrowserApp> {
  if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
  const app = await startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST, ...env });
  return { app, browser: await launchChromium() };
}

/** Closes what openBrowserApp opened, as far as it got. */
export async function closeBrowserApp({ app, browser }: Partial<BrowserApp>): Promise<void> {
  await browser?.close();
  await app?.close();
}

/** Debian's Chromium, driven by playwright-core; nothing downloads a browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The browser as /user-details leaves it: the booking draft and the pending quote for one room,
 * stored once per tab (the app clears the quote after paying; a later load must not bring it
 * back). Answers the quote.
 */
export async function seedPendingQuote(page: Page, roomId: string, checkIn: string, checkOut: string) {
  const quote = quoteFor(roomId, checkIn, checkOut);
  const draft = { checkIn, checkOut, guest: 1, room: 1, roomType: 'Deluxe', roomId, userId: '' };
  await page.addInitScript(
    (seed) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', 'yes');
      localStorage.setItem('bookingDraft', JSON.stringify(seed.draft));
      localStorage.setItem('pendingQuote', JSON.stringify(seed.quote));
    },
    { quote, draft },
  );
  return quote;
}

/**
 * Waits until React has taken over the element `selector` finds (the page's h1 by default). A
 * prerendered or server-rendered page starts its scripts after its first paint: before that, a
 * link on it is a plain link (a full page load) and a form does nothing. React marks each element
 * it renders or hydrates with a property of its own.
 */
export async function waitForApp(page: Page, selector = 'h1'): Promise<void> {
  await page.waitForFunction((found) => {
    const element = document.querySelector(found);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** Today in Kolkata plus some days, as YYYY-MM-DD: the site checks dates against the real clock. */
export function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Screenshots go outside git, for people to look at. */
export function screenshotPath(name: string): string {
  const dir = path.resolve(__dirname, '..', '..', '..', 'test-artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}
