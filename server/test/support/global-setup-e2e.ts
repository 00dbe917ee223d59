import { provideBrowser, providePgliteTemplate } from './test-run';

/** Jest's global setup of the `e2e` project (browser tests, on PGlite): the PGlite template and one Chromium. */
export default async function setUpBrowserTests(): Promise<void> {
  await providePgliteTemplate();
  await provideBrowser();
}
