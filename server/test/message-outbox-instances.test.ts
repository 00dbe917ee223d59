import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createApp, HotelApp } from '../src/app';
import { AppConfig, loadConfig } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { LEASE_MS, MessageChannel, MessageKind, MessageStatus, OutboxMessage, queueMessage } from '../src/modules/messages';
import { createServices, Services } from '../src/services';
import { createLogger } from '../src/shared/logger';
import { RecordingMailTransport, SendLog } from './support/message-transports';
import { TEST_PASSWORD_HASH_COST, TestClock } from './support/test-app';
import { onPostgres, openTestDatabase, TestDatabase } from './support/test-database';

/*
 * Two app instances on one database (issue 28, "done when"): each message is sent exactly once,
 * even when one instance stops abruptly in the middle of sending. On PostgreSQL each instance has
 * its own pool, as two processes would; PGlite is one connection, which both share (there, an
 * abrupt stop leaves the instance's worker hanging instead of closing its pool).
 */

const logger = createLogger('silent');
let database: TestDatabase;
let dataDir: string;
let config: AppConfig;
const clock = new TestClock();
/** What reached the (fake) mail provider, from every instance. */
let provider: SendLog;

interface Instance {
  services: Services;
  app: HotelApp;
  dataSource: DataSource;
}

const instances: Instance[] = [];
/** Sends a provider never answered: ended after each test, so every worker can stop. */
const hanging: (() => void)[] = [];

/** An instance of the app (its services, its worker started with it) with its own pool on the database. */
async function startInstance(transport: RecordingMailTransport): Promise<Instance> {
  let dataSource = database.dataSource;
  if (onPostgres()) {
    dataSource = createDataSource({ url: (database.dataSource.options as { url: string }).url, poolSize: 4 });
    await dataSource.initialize();
  }
  const services = createServices(dataSource, config, logger, clock.now, { messageTransports: [transport] });
  const instance = { services, app: await createApp(config, dataSource, services, logger), dataSource };
  instances.push(instance);
  return instance;
}

/** As if the process died: its pool is gone (PostgreSQL), nothing it had in flight is answered. */
async function crash(instance: Instance): Promise<void> {
  if (instance.dataSource !== database.dataSource) await instance.dataSource.destroy();
}

/** Staff invites (their real template), queued in one transaction. */
async function queueInvites(count: number): Promise<string[]> {
  return database.dataSource.transaction(async (manager) => {
    const keys: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const staffId = randomUUID();
      await queueMessage(manager, {
        kind: MessageKind.STAFF_INVITE,
        channel: MessageChannel.EMAIL,
        recipient: `person${i}@hotel.test`,
        subjectId: staffId,
        extra: '1',
        params: {
          name: `Person ${i}`,
          roleLabel: 'Front desk',
          invitedBy: 'The Owner',
          expiresAt: '2026-11-24T04:30:00.000Z',
          secretLink: `https://hotel.test/admin/accept-invite?token=${staffId}`,
        },
        queuedAt: clock.now(),
      });
      keys.push(`staff_invite:email:${staffId}:1`);
    }
    return keys;
  });
}

const rows = () => database.dataSource.getRepository(OutboxMessage).find();

beforeEach(async () => {
  database = await openTestDatabase({ poolSize: 4 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-outbox-instances-'));
  config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    DATA_DIR: dataDir,
    MESSAGES_POLL_SECONDS: '1',
    MESSAGES_BATCH_SIZE: '10',
  });
  clock.reset();
  provider = new SendLog();
});

afterEach(async () => {
  for (const end of hanging.splice(0)) end();
  for (const instance of instances.splice(0)) {
    await instance.app.stop();
    if (instance.dataSource !== database.dataSource && instance.dataSource.isInitialized) await instance.dataSource.destroy();
  }
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two app instances on one database', () => {
  it('send 100 messages exactly once when one stops abruptly mid-send and starts again', async () => {
    // The first instance's provider takes three mails, then hangs on every later one.
    let taken = 0;
    const first = await startInstance(
      new RecordingMailTransport(provider, () =>
        taken++ < 3 ? Promise.resolve() : new Promise<void>((_, reject) => hanging.push(() => reject(new Error('killed')))),
      ),
    );
    const keys = await queueInvites(100);
    // Its worker, nudged by the commit, took a batch of ten: three went, seven hang.
    await provider.whenStarted(10);

    const second = await startInstance(new RecordingMailTransport(provider));
    await second.services.outbox.drain();
    expect(provider.accepted).toHaveLength(93);
    expect((await rows()).filter((row) => row.status === MessageStatus.SENDING)).toHaveLength(7);

    await crash(first);
    const again = await startInstance(new RecordingMailTransport(provider));
    // The seven stay the dead instance's until its lease runs out; then either instance takes them.
    await Promise.all([again.services.outbox.drain(), second.services.outbox.drain()]);
    expect(provider.accepted).toHaveLength(93);
    clock.advanceMinutes(LEASE_MS / 60_000 + 1);
    await Promise.all([again.services.outbox.drain(), second.services.outbox.drain()]);

    const accepted = provider.acceptedByKey();
    expect([...accepted.keys()].sort()).toEqual([...keys].sort());
    expect([...accepted.values()].every((times) => times === 1)).toBe(true);
    const stored = await rows();
    expect(stored.map((row) => row.status)).toEqual(Array(100).fill(MessageStatus.SENT));
    expect(stored.filter((row) => row.attempts === 2)).toHaveLength(7);
    // The mails are the real invites, to their people.
    const mail = provider.accepted.find(({ mail: sent }) => sent.to === 'person42@hotel.test')!.mail;
    expect(mail.subject).toMatch(/^Your admin account at /);

    // What the dead instance had in flight ends now: it changes nothing (its lease was taken over).
    for (const end of hanging.splice(0)) end();
    await first.services.outbox.stop();
    expect((await rows()).map((row) => row.status)).toEqual(Array(100).fill(MessageStatus.SENT));
  });

  it('take each message once when both send side by side', async () => {
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 2));
    const one = await startInstance(new RecordingMailTransport(provider, slow));
    const other = await startInstance(new RecordingMailTransport(provider, slow));
    const keys = await queueInvites(200);

    await Promise.all([one.services.outbox.drain(), other.services.outbox.drain()]);

    const accepted = provider.acceptedByKey();
    expect(accepted.size).toBe(200);
    expect([...accepted.keys()].sort()).toEqual([...keys].sort());
    expect([...accepted.values()].every((times) => times === 1)).toBe(true);
    expect((await rows()).every((row) => row.status === MessageStatus.SENT && row.attempts === 1)).toBe(true);
  });
});
