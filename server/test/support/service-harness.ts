import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/shared/logger';
import { DomainError } from '../../src/shared/domain-error';
import { createServices, Services } from '../../src/services';
import { TestClock } from './test-app';
import { openTestDatabase, TestDatabase } from './test-database';

export interface ServiceHarness {
  services: Services;
  database: TestDatabase;
  clock: TestClock;
}

/** Services over a fresh database with a pinned clock, for tests below the transports. */
export async function openServiceHarness(): Promise<ServiceHarness> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const loaded = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/hotel-service-tests', HOLD_MINUTES: '15' });
  // No server listens here, so the simulator sends no webhooks.
  const config = { ...loaded, payments: { ...loaded.payments, simulatorWebhookBaseUrl: undefined } };
  return { services: createServices(database.dataSource, config, createLogger('silent'), clock.now), database, clock };
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
