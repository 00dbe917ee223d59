#!/usr/bin/env node
// `node bench/profile.mjs`: where the server's CPU time goes, per endpoint. For each scenario of
// the bench it starts the built app with `node --cpu-prof` on a fresh database, loads that one
// endpoint with autocannon, stops the app (its graceful exit writes the profile) and prints the
// top self-time and inclusive frames. Used for docs/profiling.md.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { benchEnv } from './lib/app-env.mjs';
import { startApp } from './lib/app-process.mjs';
import { renderProfileSummary, summariseProfile } from './lib/cpu-profile.mjs';
import { createPostgresDatabase } from './lib/database.mjs';
import { load } from './lib/load.mjs';
import { scenarios, todayInHotel } from './lib/scenarios.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    endpoints: { type: 'string', default: 'healthz,graphql-available,rest-available,graphql-room,booking' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    top: { type: 'string', default: '20' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres' },
    out: { type: 'string' },
    'keep-profiles': { type: 'string' },
  },
});
const log = (...parts) => console.error(`[profile ${new Date().toISOString().slice(11, 19)}]`, ...parts);

async function profileEndpoint(key) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hotel-profile-${key}-`));
  let database;
  let app;
  try {
    const { env } = benchEnv(path.join(tmp, 'data'));
    if (args.engine === 'postgres') {
      database = await createPostgresDatabase(root, args['postgres-url']);
      env.DATABASE_URL = database.url;
    } else {
      env.ALLOW_EMBEDDED_DATABASE = 'true';
    }
    const profileDir = path.join(tmp, 'profile');
    app = await startApp({
      root,
      env,
      logFile: path.join(tmp, 'app.log'),
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    });
    const rooms = (await (await fetch(`${app.baseUrl}/api/rooms`)).json()).data;
    const connections = Number(args.connections);
    const scenario = scenarios({ rooms, today: todayInHotel(), runId: randomBytes(3).toString('hex'), connections }).find(
      (s) => s.key === key,
    );
    if (!scenario) throw new Error(`unknown endpoint ${key}`);
    const result = await load(app.baseUrl, { ...scenario.options, connections, duration: Number(args.duration) });
    log(
      `${key}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ${JSON.stringify(result.statuses)}`,
    );
    const exit = await app.stop();
    app = undefined;
    const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile written (app exit ${exit})`);
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
    if (args['keep-profiles'])
      writeFileSync(path.join(args['keep-profiles'], `${args.engine}-${key}.cpuprofile`), JSON.stringify(profile));
    const summary = summariseProfile(profile, Number(args.top));
    return renderProfileSummary(
      `${scenario.title} (\`${scenario.request}\`), ${args.engine}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
      summary,
    );
  } finally {
    if (app) await app.stop();
    if (database) await database.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const sections = [];
for (const key of args.endpoints
  .split(',')
  .map((k) => k.trim())
  .filter(Boolean)) {
  log(`profiling ${key} on ${args.engine}…`);
  sections.push(await profileEndpoint(key));
}
const text = sections.join('\n');
if (args.out) writeFileSync(args.out, text);
process.stdout.write(`${text}\n`);
