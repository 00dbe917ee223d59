import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppConfig, loadConfig } from '../../src/config';
import { createLogger } from '../../src/shared/logger';
import { DomainError } from '../../src/shared/domain-error';
import { createServices, Services } from '../../src/services';
import { TEST_PASSWORD_HASH_COST, TestClock } from './test-app';
import { openTestDatabase, TestDatabase } from './test-database';
import { useResource } from './use-resource';

export interface ServiceHarness {
  services: Services;
  database: TestDatabase;
  config: AppConfig;
  clock: TestClock;
  /** Closes the database and removes the data folder (uploads, outbox). */
  close(): Promise<void>;
}

/**
 * Services over a fresh database and data folder with a pinned clock, for tests below the
 * transports; `env` adds or overrides settings.
 */
export async function openServiceHarness(env: Record<string, string> = {}): Promise<ServiceHarness> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-services-'));
  const loaded = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    DATA_DIR: dataDir,
    HOLD_MINUTES: '15',
    // As in startTestApp: a test hotel's few rooms are no hotel for UNPAID_SHARE; its tests set it.
    UNPAID_SHARE: '1',
    ...env,
  });
  // No server listens here, so the simulators send no webhooks.
  const config = {
    ...loaded,
    payments: { ...loaded.payments, simulatorWebhookBaseUrl: undefined },
    messaging: { ...loaded.messaging, simulatorWebhookBaseUrl: undefined },
  };
  return {
    services: createServices(database.dataSource, config, createLogger('silent'), clock.now),
    database,
    config,
    clock,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The domain error a call refused with (fails the test when it did not refuse). */
export async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the service to refuse');
}

/** Services over a fresh database for the tests of one file, with the clock put back after each test. */
export function useServiceHarness(env: Record<string, string> = {}): ServiceHarness {
  return useResource(() => openServiceHarness(env), {
    afterEach: (harness) => harness.clock.reset(),
    close: (harness) => harness.close(),
  });
}
