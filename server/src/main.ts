import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDataSource } from './db/data-source';
import { LOCKS, runAlone } from './jobs/exclusive';
import { seedDemoHotel } from './db/seeds/demo-hotel';
import { seedDemoBanquet } from './db/seeds/demo-banquet';
import { startPeriodicWork } from './jobs/periodic-work';
import { createServices } from './services';
import { createLogger } from './shared/logger';

const SHUTDOWN_GRACE_MS = 10_000;

/** config → database → migrate → seed → admin → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const dataSource = createDataSource({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir + '/db',
  });
  await dataSource.initialize();
  const services = createServices(dataSource, config, logger);
  // Several instances may start at once on one PostgreSQL: they take turns here.
  await runAlone(dataSource, LOCKS.startup, async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    logger.info(
      { database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir}/db)` },
      'database ready, migrations applied',
    );
    if (config.seedDemoData) {
      const seeded = await seedDemoHotel(dataSource, config.uploadsDir);
      if (seeded > 0) logger.info({ rooms: seeded }, 'seeded the demo hotel');
      if ((await seedDemoBanquet(dataSource, config.uploadsDir)) > 0) logger.info('seeded the demo banquet hall');
    }
    await ensureAdmin(config, services, logger);
  });

  const { app, stop } = await createApp(config, dataSource, services, logger);
  const server: Server = app.listen(config.port, () =>
    logger.info({ url: `http://localhost:${config.port}` }, 'hotel website listening'),
  );
  logger.info({ provider: services.paymentProvider.name }, 'payment provider');
  logger.info({ transports: services.messageTransports.describe() }, 'message transports');

  const stopPeriodicWork = startPeriodicWork(dataSource, services, logger);

  /** Stops taking connections, lets requests in flight finish, then closes the pool. */
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('requests still running after 10 s: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await stopPeriodicWork();
    await stop();
    await dataSource.destroy();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function ensureAdmin(
  config: ReturnType<typeof loadConfig>,
  services: ReturnType<typeof createServices>,
  logger: ReturnType<typeof createLogger>,
) {
  if (config.adminEmail && config.adminPassword) {
    if (await services.adminAuth.ensureAdmin(config.adminEmail, config.adminPassword))
      logger.info({ email: config.adminEmail }, 'admin created');
    return;
  }
  if (await services.adminAuth.hasAnyAdmin()) return;
  const email = config.adminEmail ?? 'admin@hotel.local';
  const password = randomBytes(12).toString('base64url');
  await services.adminAuth.ensureAdmin(email, password);
  // Printed once, on purpose outside the JSON log: it is for the person starting the server.
  console.log(
    `\n  Admin created: ${email}\n  Password (shown only now): ${password}\n  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
