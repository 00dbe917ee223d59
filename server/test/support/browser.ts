import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Download, Locator, Page } from 'playwright-core';
import { CLIENT_DIST } from './admin-browser';
import { connectChromium } from './browser-server';
import { quoteFor } from './fixtures';
import { startTestApp, TestApp } from './test-app';
import { useResource } from './use-resource';

/** A test app on the built client (with these settings), for a browser to open. */
export async function startBrowserApp(env: Record<string, string> = {}): Promise<TestApp> {
  if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('Build the client first: npm run build -w client');
  return startTestApp({ CLIENT_DIST_DIR: CLIENT_DIST, ...env });
}

/** The browsers the tests of this file have open, for the photographs of a failure. */
const connected = new Set<Browser>();

/**
 * The run's Chromium (one for all the browser test files, see test-run.ts) for the tests of one
 * file or describe block. Each test opens its own contexts or pages in it; they are closed after
 * the test, and when it fails they are photographed first (test-artifacts/failures).
 */
export function useBrowser(): Browser {
  return useResource(
    async () => {
      const browser = await connectChromium();
      connected.add(browser);
      return browser;
    },
    {
      afterEach: async (browser) => {
        await Promise.all(browser.contexts().map((context) => context.close()));
      },
      close: async (browser) => {
        connected.delete(browser);
        await browser.close();
      },
    },
  );
}

/** Called by the browser tests' jest environment (test/support/e2e-environment.ts) when a test fails. */
async function photographOpenPages(testName: string): Promise<void> {
  const pages = [...connected].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({ path: artifactPath('failures', `${testName}-${index + 1}`), fullPage: true, timeout: 10_000 })
        .catch(() => undefined),
    ),
  );
}
(globalThis as { onBrowserTestFailure?: (testName: string) => Promise<void> }).onBrowserTestFailure = photographOpenPages;

/**
 * Keeps a screenshot in test-artifacts/screenshots for people to look at, when `SCREENSHOTS=1`
 * asks for them; otherwise the tests take none but those of a failure.
 */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const file = artifactPath('screenshots', name);
  await ('goto' in target ? target.screenshot({ path: file, ...options }) : target.screenshot({ path: file }));
}

/** The bytes of a download (its path() is only there when the browser runs in this process). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The browser as /check-rooms-and-rates leaves it for /user-details: the booking draft for one
 * room, stored once per tab.
 */
export async function seedBookingDraft(page: Page, roomId: string, checkIn: string, checkOut: string): Promise<void> {
  await page.addInitScript(
    (draft) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', 'yes');
      localStorage.setItem('bookingDraft', JSON.stringify(draft));
    },
    { checkIn, checkOut, guest: 1, room: 1, roomType: 'Deluxe', roomId, userId: '' },
  );
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
function artifactPath(folder: 'screenshots' | 'failures', name: string): string {
  const dir = path.resolve(__dirname, '..', '..', '..', 'test-artifacts', folder);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name.replace(/[^\w.-]+/g, '-').slice(0, 150)}.png`);
}
