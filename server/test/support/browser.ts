import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, chromium } from 'playwright-core';

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

/** Screenshots go outside git, for people to look at. */
export function screenshotPath(name: string): string {
  const dir = path.resolve(__dirname, '..', '..', '..', 'test-artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}
