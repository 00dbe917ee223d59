#!/usr/bin/env node
// `npm run bench`: builds what is missing, starts the app on PostgreSQL and then on the embedded
// database, loads each with autocannon from this process, runs a booking race on one room, and
// writes docs/benchmarks.md (also printed on stdout). Progress goes to stderr.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_EMAIL, benchEnv } from './lib/app-env.mjs';
import { startApp } from './lib/app-process.mjs';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { adminToken, contentionRun, overlapsOverApi } from './lib/contention.mjs';
import { createPostgresDatabase, overlapsOnPglite, overlapsOnPostgres, pgliteVersion, postgresVersion } from './lib/database.mjs';
import { load } from './lib/load.mjs';
import { machineInfo } from './lib/machine.mjs';
import { renderReport, scenarioComparison } from './lib/report.mjs';
import { addDays, CONTENTION_OFFSETS, scenarios, todayInHotel } from './lib/scenarios.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    engines: { type: 'string', default: 'postgres,pglite' },
    'contention-requests': { type: 'string', default: '200' },
    'contention-connections': { type: 'string', default: '50' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres' },
    out: { type: 'string', default: path.join(root, 'docs', 'benchmarks.md') },
    'no-write': { type: 'boolean', default: false },
  },
});
const settings = {
  duration: Number(args.duration),
  connections: Number(args.connections),
  warmup: Number(args.warmup),
  contentionRequests: Number(args['contention-requests']),
  contentionConnections: Number(args['contention-connections']),
};
const log = (...parts) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);

// Everything started is stopped again, in reverse order, on success, on failure and on Ctrl-C.
const cleanups = [];
async function runCleanups() {
  while (cleanups.length > 0) {
    const { label, run } = cleanups.pop();
    try {
      await run();
    } catch (error) {
      log(`cleanup "${label}" failed: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping the app and cleaning up…`);
    runCleanups().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
function addCleanup(label, run) {
  const entry = { label, run };
  cleanups.push(entry);
  /** Runs this cleanup now (once) and forgets it. */
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index === -1) return undefined;
    cleanups.splice(index, 1);
    return run();
  };
}

const ADMIN_PASSWORD = randomBytes(12).toString('base64url');

async function runEngine(engine, runId) {
  const outcome = {
    key: engine,
    title: engine === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)',
    short: engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
  };
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hotel-bench-${engine}-`));
  const removeTmp = addCleanup(`remove ${tmp}`, () => rmSync(tmp, { recursive: true, force: true }));
  const dataDir = path.join(tmp, 'data');
  try {
    const { env } = benchEnv(dataDir, ADMIN_PASSWORD);
    let database;
    let dropDatabase;
    if (engine === 'postgres') {
      database = await createPostgresDatabase(root, args['postgres-url']);
      dropDatabase = addCleanup(`drop database ${database.name}`, () => database.drop());
      log(`PostgreSQL ${database.version}: created database ${database.name}`);
      env.DATABASE_URL = database.url;
    } else {
      env.ALLOW_EMBEDDED_DATABASE = 'true';
    }

    const startedAt = performance.now();
    const app = await startApp({ root, env, logFile: path.join(tmp, 'app.log') });
    outcome.startupMs = performance.now() - startedAt;
    const stopApp = addCleanup(`stop the app (pid ${app.pid})`, () => app.stop());
    log(`${outcome.title}: app pid ${app.pid} on ${app.baseUrl}, /healthz ok after ${(outcome.startupMs / 1000).toFixed(1)} s`);

    const roomsResponse = await fetch(`${app.baseUrl}/api/rooms`);
    const rooms = (await roomsResponse.json()).data ?? [];
    if (rooms.length === 0) throw new Error('GET /api/rooms returned no rooms: is SEED_DEMO_DATA working?');
    const today = todayInHotel();

    outcome.loadBefore = os.loadavg()[0];
    outcome.results = [];
    outcome.rssBeforeLoadMb = app.peakRssMb();
    log(`${outcome.short}: peak RSS before any load ${outcome.rssBeforeLoadMb} MiB`);
    let baseline;
    for (const scenario of scenarios({ rooms, today, runId, connections: settings.connections })) {
      if (scenario.warmup && settings.warmup > 0) {
        await load(app.baseUrl, { ...scenario.options, connections: settings.connections, duration: settings.warmup });
      }
      const cpuBefore = app.cpuMs();
      const result = await load(app.baseUrl, {
        ...scenario.options,
        connections: settings.connections,
        duration: settings.duration,
      });
      const cpuMsPerRequest = (app.cpuMs() - cpuBefore) / result.requests;
      const entry = { key: scenario.key, title: scenario.title, request: scenario.request, cpuMsPerRequest, ...result };
      outcome.results.push(entry);
      baseline ??= entry;
      log(
        `${outcome.short} ${scenario.key.padEnd(18)} ${result.rps.toFixed(0).padStart(6)} req/s  app CPU ${cpuMsPerRequest.toFixed(2)} ms/req  peak RSS ${app.peakRssMb()} MiB  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  (${scenarioComparison(entry, baseline)})  ${JSON.stringify(result.statuses)}${result.mismatches ? ` ${result.mismatches} unexpected bodies` : ''}${result.errors ? ` ${result.errors} errors` : ''}`,
      );
    }

    const room = rooms[0];
    const stay = { checkIn: addDays(today, CONTENTION_OFFSETS.checkIn), checkOut: addDays(today, CONTENTION_OFFSETS.checkOut) };
    outcome.contention = await contentionRun(app.baseUrl, {
      room,
      ...stay,
      requests: settings.contentionRequests,
      connections: settings.contentionConnections,
      runId,
    });
    const c = outcome.contention;
    log(
      `${outcome.short} contention: ${c.created} × 201, ${c.conflicts} × 409, ${c.serverErrors} × 5xx, ${c.other} other, ${c.connectionErrors} connection errors`,
    );

    const token = await adminToken(app.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    outcome.overlapsApi = await overlapsOverApi(app.baseUrl, token, room.id, stay);
    log(
      `${outcome.short} overbookings over the admin API: room ${outcome.overlapsApi.overlaps}, all rooms ${outcome.overlapsApi.overlapsAllRooms} (${outcome.overlapsApi.reservations} reservations)`,
    );

    outcome.peakRssMb = app.peakRssMb();
    outcome.exitCode = await stopApp();
    log(`${outcome.short}: app stopped (SIGTERM), exit code ${outcome.exitCode}`);

    try {
      outcome.overlapsSql =
        engine === 'postgres'
          ? await overlapsOnPostgres(root, database.url, room.id, stay)
          : await overlapsOnPglite(root, path.join(dataDir, 'db'), room.id, stay);
      log(
        `${outcome.short} overbookings in the database: room ${outcome.overlapsSql.overlaps}, all rooms ${outcome.overlapsSql.overlapsAllRooms}`,
      );
    } catch (error) {
      outcome.overlapsSqlError = `not read (${error.message.split('\n')[0]})`;
      log(`${outcome.short}: could not read the database directly: ${error.message}`);
    }
    if (dropDatabase) {
      await dropDatabase();
      log(`dropped database ${database.name}`);
    }
  } catch (error) {
    outcome.error = error.message;
    log(`${outcome.title} failed: ${error.stack ?? error.message}`);
    await runCleanups();
  } finally {
    await removeTmp();
  }
  return outcome;
}

async function main() {
  const started = new Date();
  log('building what is missing…');
  buildIfStale(root, 'server', 'dist/main.js', ['src', 'tsconfig.json', 'tsconfig.build.json'], log);
  buildIfStale(root, 'client', 'dist/index.html', ['src', 'index.html', 'public'], log);

  const machine = machineInfo();
  const pgVersion = await postgresVersion(root, args['postgres-url']);
  const runId = randomBytes(3).toString('hex');
  const engines = [];
  for (const engine of args.engines
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`unknown engine "${engine}" (postgres, pglite)`);
    if (engine === 'postgres' && !pgVersion) {
      engines.push({
        key: engine,
        title: 'PostgreSQL',
        short: 'PostgreSQL',
        error: `no PostgreSQL server at ${args['postgres-url']}`,
      });
      continue;
    }
    engines.push(await runEngine(engine, runId));
  }

  const report = renderReport({
    machine,
    postgresVersion: pgVersion,
    pgliteVersion: pgliteVersion(root),
    settings,
    engines,
    startedAt: started,
    totalSeconds: (Date.now() - started.getTime()) / 1000,
  });
  process.stdout.write(`${report}\n`);
  if (!args['no-write']) {
    writeFileSync(args.out, report);
    log(`wrote ${path.relative(root, args.out)}`);
  }
  return engines.some((engine) => engine.error) ? 1 : 0;
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exitCode = code;
  })
  .catch(async (error) => {
    log(error.stack ?? error.message);
    await runCleanups();
    process.exitCode = 1;
  });
