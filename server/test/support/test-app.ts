import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app';
import { AppConfig, loadConfig } from '../../src/config';
import { SimulatedProvider } from '../../src/modules/billing/payments/simulator/simulated-provider';
import { createServices, ServiceOverrides, Services } from '../../src/services';
import { createLogger, Logger } from '../../src/shared/logger';
import { openTestDatabase, TestDatabase } from './test-database';
import { useResource } from './use-resource';

/** A clock the test moves by hand. Starts on 21 Nov 2026, 10:00 in Kolkata. */
export class TestClock {
  private readonly start: Date;
  constructor(public current = new Date('2026-11-21T04:30:00Z')) {
    this.start = new Date(current);
  }
  now = (): Date => new Date(this.current);
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
  /** Back to where it started. */
  reset(): void {
    this.current = new Date(this.start);
  }
}

export interface TestApp {
  baseUrl: string;
  services: Services;
  database: TestDatabase;
  config: AppConfig;
  clock: TestClock;
  close(): Promise<void>;
  /** Signs in the test admin (created on start) and answers the bearer token. */
  adminToken(): Promise<string>;
}

export const TEST_ADMIN = { email: 'owner@hotel.test', password: 'correct-horse-battery' };

/**
 * scrypt at N=2^10 instead of 2^17 for the test apps' admins: a hash takes milliseconds, not 0.4 s.
 * Stored hashes carry their parameters, so nothing else changes; the admin-auth tests check the
 * real cost (and the configuration refuses this one outside NODE_ENV=test).
 */
export const TEST_PASSWORD_HASH_COST = '10';

/**
 * The real Express app on a random port, over a fresh database, with its own data folder;
 * `overrides` puts fakes of outside services in place (a recording message transport).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  logger: Logger = createLogger(process.env.LOG_LEVEL ?? 'silent'),
  overrides: ServiceOverrides = {},
): Promise<TestApp> {
  // The port is taken first, so the configuration (and the simulator's webhooks) know it.
  const server = createServer();
  // The test and the app share one event loop, which PGlite's work can hold for seconds: a fetch
  // sent right after such a stretch could reuse a kept-alive socket whose server-side timeout
  // (5 s by default) fires in the same turn, and fail with ECONNRESET. The server keeps idle
  // sockets for half a minute (below its headersTimeout), so only the client (fetch: 4 s, or the
  // server's hint less a second) closes them.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOLD_MINUTES: '15',
    SIMULATOR_WEBHOOK_DELAY_MS: '0',
    // Every test request comes from 127.0.0.1: the abuse-limits tests turn the limits on themselves.
    BOOKING_RATE_LIMIT: 'off',
    // Test hotels have a room or a few, which UNPAID_SHARE's ceiling (half of them) would fill
    // with the second guest: the unpaid-ceiling tests set it themselves.
    UNPAID_SHARE: '1',
    CONTACT_RATE_LIMIT: 'off',
    GUEST_DETAILS_RATE_LIMIT: 'off',
    DOCUMENT_DOWNLOAD_RATE_LIMIT: 'off',
    ...env,
  });
  const database = await openTestDatabase();
  const clock = new TestClock();
  const services = createServices(database.dataSource, config, logger, clock.now, overrides);
  await services.adminAuth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  const { app, stop } = await createApp(config, database.dataSource, services, logger);
  server.on('request', app);
  const baseUrl = `http://127.0.0.1:${port}`;
  let token: string | undefined;
  return {
    baseUrl,
    services,
    database,
    config,
    clock,
    async adminToken() {
      token ??= (await services.adminAuth.login(TEST_ADMIN, '127.0.0.1')).token;
      return token;
    },
    async close() {
      if (services.paymentProvider instanceof SimulatedProvider) await services.paymentProvider.webhooks.idle();
      // The worker sends nothing more, then the WhatsApp simulator's status reports still on their
      // way are delivered while the server still listens: none reaches a closed one.
      await services.outbox.stop();
      await services.whatsappSimulator?.idle();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app for the tests of one file or describe block: started before them and closed after them,
 * with its clock put back after each test, so that no test depends on the time another left.
 */
export function useTestApp(env: Record<string, string> = {}, logger?: Logger, overrides?: ServiceOverrides): TestApp {
  return useResource(() => startTestApp(env, logger, overrides), {
    afterEach: (app) => app.clock.reset(),
    close: (app) => app.close(),
  });
}
