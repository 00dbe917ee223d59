import { existsSync } from 'node:fs';
import { Browser, BrowserServer, chromium, LaunchOptions } from 'playwright-core';

/** Where the run's Chromium listens (a ws:// address), set by jest's global setup (test-run.ts). */
export const BROWSER_ENV = 'TEST_CHROMIUM_ENDPOINT';

/**
 * Debian's Chromium, driven by playwright-core; nothing downloads a browser. Its headless shell
 * (Debian's `chromium-headless-shell`, the same Blink without the browser around it, what
 * Playwright itself runs headless) when it is installed: the browser tests' pages cost about a
 * third of the CPU they cost in the full browser's headless mode (phone-layout: 18 s of Chromium
 * CPU instead of 54 s). `CHROMIUM_PATH` names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM_EXECUTABLE,
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
