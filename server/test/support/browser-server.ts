import { Browser, BrowserServer, chromium, LaunchOptions } from 'playwright-core';

/** Where the run's Chromium listens (a ws:// address), set by jest's global setup (test-run.ts). */
export const BROWSER_ENV = 'TEST_CHROMIUM_ENDPOINT';

/** Debian's Chromium, driven by playwright-core; nothing downloads a browser. */
const LAUNCH: LaunchOptions = {
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
};

/** One Chromium for the whole run: starting one took each browser test file about a second. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** The run's Chromium. Closing what this answers closes the contexts opened through it, not the browser. */
export function connectChromium(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENV];
  if (!endpoint) throw new Error(`${BROWSER_ENV} is not set: the browser tests run in jest's e2e project, which starts Chromium`);
  return chromium.connect(endpoint);
}
