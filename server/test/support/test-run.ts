import type { BrowserServer } from 'playwright-core';
import { launchChromiumServer, BROWSER_ENV } from './browser-server';
import { dropPostgresTemplate, makePgliteTemplate, makePostgresTemplate, removePgliteTemplate } from './database-templates';
import { TEMPLATE_ENV } from './test-database';

/*
 * What one jest run builds once for all its test files: the migrated database templates and the
 * Chromium the browser tests connect to. Jest's global setup of each project asks for what that
 * project needs (global-setup-*.ts); the global teardown releases all of it. The setup runs in
 * jest's main process before the workers start, so they find the templates and the browser
 * through the environment variables set here.
 */

interface RunResources {
  pgliteTemplate?: string;
  postgresTemplate?: { serverUrl: URL; name: string };
  browserServer?: BrowserServer;
}

const resources = (): RunResources => ((globalThis as { hotelTestRun?: RunResources }).hotelTestRun ??= {});

/** Times a step of the setup, so a slow one shows in the run's output. */
async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  process.stderr.write(`test run: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

export async function providePgliteTemplate(): Promise<void> {
  const run = resources();
  if (run.pgliteTemplate) return;
  run.pgliteTemplate = await step('migrated the PGlite template', makePgliteTemplate);
  process.env[TEMPLATE_ENV.pglite] = run.pgliteTemplate;
}

export async function providePostgresTemplate(): Promise<void> {
  const run = resources();
  if (run.postgresTemplate || !process.env.TEST_DATABASE_URL) return;
  const serverUrl = new URL(process.env.TEST_DATABASE_URL);
  const name = await step('migrated the PostgreSQL template', () => makePostgresTemplate(serverUrl));
  run.postgresTemplate = { serverUrl, name };
  process.env[TEMPLATE_ENV.postgres] = name;
}

export async function provideBrowser(): Promise<void> {
  const run = resources();
  if (run.browserServer) return;
  run.browserServer = await step('started Chromium', launchChromiumServer);
  process.env[BROWSER_ENV] = run.browserServer.wsEndpoint();
}

export async function releaseAll(): Promise<void> {
  const run = resources();
  await run.browserServer?.close();
  if (run.postgresTemplate) await dropPostgresTemplate(run.postgresTemplate.serverUrl, run.postgresTemplate.name);
  if (run.pgliteTemplate) removePgliteTemplate(run.pgliteTemplate);
  for (const name of [BROWSER_ENV, TEMPLATE_ENV.pglite, TEMPLATE_ENV.postgres]) delete process.env[name];
  (globalThis as { hotelTestRun?: RunResources }).hotelTestRun = {};
}
