// docs/benchmarks.md, printed and written from one run's results.
import { targetsSection } from './targets.mjs';

const SEARCH_NOTE = "30 days ahead (today + 30 → + 32, 2 guests), in the hotel's time zone";

const ms = (value) =>
  Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0)) : '–';
const rps = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const ratio = (value) => (Number.isFinite(value) ? `${value < 0.1 ? value.toFixed(3) : value.toFixed(2)}×` : '–');

/** How the app ended after the bench's SIGTERM: an exit code, or the signal that ended it. */
function stopNote(exit) {
  if (exit === 0) return 'stopped with SIGTERM, exit code 0 (graceful shutdown)';
  if (typeof exit === 'string')
    return `stopped with SIGTERM, and the process ended by the signal itself (${exit}, shell status 143) before its own graceful shutdown finished`;
  return `stopped with SIGTERM, exit code ${exit}`;
}

function statusSummary(result) {
  const parts = Object.entries(result.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${count.toLocaleString('en-US')} × ${status}`);
  if (result.errors) parts.push(`${result.errors} connection errors/timeouts`);
  if (result.mismatches) parts.push(`${result.mismatches} unexpected bodies`);
  return parts.join(', ') || 'none';
}

/** One line per scenario, also as the comparison of the summary ("0.42× healthz rps, 2.1× healthz p99"). */
export function scenarioComparison(result, baseline) {
  return `${ratio(result.rps / baseline.rps)} healthz rps, ${ratio(result.p50 / baseline.p50)} healthz p50, ${ratio(result.p99 / baseline.p99)} healthz p99`;
}

function engineSection(engine, settings) {
  const lines = [`## ${engine.title}`, ''];
  if (engine.error) {
    lines.push(`Not measured: ${engine.error}`, '');
    return lines;
  }
  const baseline = engine.results.find((r) => r.key === 'healthz');
  lines.push(
    `App started in ${(engine.startupMs / 1000).toFixed(1)} s (migrations and demo data on an empty database); peak RSS of the app process ${engine.peakRssMb ?? '?'} MiB (${engine.rssBeforeLoadMb ?? '?'} MiB before the load); ${stopNote(engine.exitCode)}. Load average (1 min) when the load started: ${engine.loadBefore?.toFixed(2) ?? '?'}.`,
    '',
    '| endpoint | request | req/s | p50 ms | p99 ms | req/s vs healthz | p50 vs healthz | p99 vs healthz | app CPU ms/request | responses |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of engine.results) {
    lines.push(
      `| ${r.title} | \`${r.request}\` | ${rps(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ratio(r.rps / baseline.rps)} | ${ratio(r.p50 / baseline.p50)} | ${ratio(r.p99 / baseline.p99)} | ${ms(r.cpuMsPerRequest)} | ${statusSummary(r)} |`,
    );
  }
  const booking = engine.results.find((r) => r.key === 'booking');
  if (booking) {
    const created = booking.statuses['201'] ?? 0;
    const conflicts = booking.statuses['409'] ?? 0;
    const byStatus = Object.entries(booking.latencyByStatus)
      .map(([status, l]) => `${status}: p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms`)
      .join('; ');
    lines.push(
      '',
      `Booking creation: ${created.toLocaleString('en-US')} created (201), ${conflicts.toLocaleString('en-US')} conflicts (409) out of ${booking.requests.toLocaleString('en-US')} in ${booking.seconds.toFixed(1)} s${booking.seconds < settings.duration - 0.5 ? ' (stopped early: every free room-night was used)' : ''}. Latency by status: ${byStatus}.`,
    );
  }
  lines.push('');
  return lines;
}

function contentionTable(engines, settings) {
  const lines = [
    '## Contention: one room, same nights, many guests at once',
    '',
    `${settings.contentionRequests} booking requests (each from a different guest), ${settings.contentionConnections} at a time, for the same room and the same two nights. Exactly one may win.`,
    'Overbookings are pairs of booking lines that hold the same room on a shared night, read afterwards from the admin API (`GET /api/booking/list_all_reservations`) and directly from the database (SQL on the PostgreSQL database; PGlite opening the embedded database once the app has stopped).',
    '',
    '| engine | room, nights | created (201) | conflicts (409) | errors (5xx) | other | took | p50 / p99 ms | holding lines on those nights | overbookings: room (API / SQL) | overbookings: all rooms (API / SQL) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const engine of engines) {
    const c = engine.contention;
    if (!c) {
      lines.push(`| ${engine.short} | not run${engine.error ? ': ' + engine.error.split('\n')[0] : ''} | | | | | | | | | |`);
      continue;
    }
    const api = engine.overlapsApi ?? {};
    const sql = engine.overlapsSql ?? {};
    const other =
      c.other + c.connectionErrors ? `${c.other}${c.connectionErrors ? ` + ${c.connectionErrors} connection errors` : ''}` : '0';
    lines.push(
      `| ${engine.short} | ${c.room}, ${c.checkIn} → ${c.checkOut} | ${c.created} | ${c.conflicts} | ${c.serverErrors} | ${other} | ${(c.seconds * 1000).toFixed(0)} ms | ${ms(c.p50)} / ${ms(c.p99)} | ${sql.blocking ?? api.blocking ?? '?'} | **${api.overlaps ?? '?'} / ${sql.overlaps ?? engine.overlapsSqlError ?? '?'}** | ${api.overlapsAllRooms ?? '?'} / ${sql.overlapsAllRooms ?? '?'} |`,
    );
  }
  lines.push('');
  return lines;
}

export function renderReport({ machine, postgresVersion, pgliteVersion, settings, engines, startedAt, totalSeconds }) {
  const lines = [
    '# Benchmarks',
    '',
    `Figures from one run of \`npm run bench\` on ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (the whole run took ${Math.round(totalSeconds)} s). They describe this machine under an artificial load and are meant for comparing endpoints with each other and runs with runs: the ratios to \`/healthz\` (same server, same run) travel between machines better than the absolute numbers.`,
    '',
    '## Machine',
    '',
    '| | |',
    '| --- | --- |',
    `| CPU | ${machine.cpu} |`,
    `| cores | ${machine.cores} |`,
    `| memory | ${machine.memoryGiB.toFixed(1)} GiB |`,
    `| OS | ${machine.os} |`,
    `| Node.js | ${machine.node} |`,
    `| PostgreSQL | ${postgresVersion ?? 'not reachable'} (local server, default settings) |`,
    `| PGlite | ${pgliteVersion ?? '?'} (embedded) |`,
    `| date | ${startedAt.toISOString()} |`,
    `| load average before the run | ${machine.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) |`,
    '',
    '## Method',
    '',
    `- The app is built if needed (\`npm run build -w server\`, \`npm run build -w client\`) and started as its own process (\`node server/dist/main.js\`) twice in turn: on a fresh PostgreSQL database \`hotel_bench_<random>\` (\`DATABASE_URL\`, dropped afterwards) and on the embedded PGlite database (a fresh temporary \`DATA_DIR\`). Both with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, \`SEED_DEMO_DATA=true\` (the 9 demo rooms), \`BOOKING_RATE_LIMIT=off\` (the bench books from one address), \`UNPAID_SHARE=1\` (it books every room of a night unpaid), simulated payments, and an admin from \`ADMIN_EMAIL\`/\`ADMIN_PASSWORD\`.`,
    `- The load comes from the bench process with [autocannon](https://github.com/mcollina/autocannon): ${settings.connections} connections, ${settings.duration} s per endpoint after a ${settings.warmup} s warm-up (none for bookings), one endpoint at a time. Latency percentiles are over every response (all statuses), computed by the bench from autocannon's per-response times. App CPU per request is the app process's user + system time over the scenario (from \`/proc\`) divided by its responses: other load on the machine disturbs it far less than req/s.`,
    `- Load generator, app and PostgreSQL share the same ${machine.cores} cores, so the absolute figures understate what the app does on a machine of its own.`,
    `- Room searches ask for a stay ${SEARCH_NOTE}; the room page asks for the 9 rooms in turn. Bookings each take a different room or night (1-night stays from today + 33 days, room after room), so they succeed unless something is wrong; a booking is a payment hold (\`status: held\`), the step before payment.`,
    '',
    ...targetsSection(engines, machine),
    ...engines.flatMap((engine) => engineSection(engine, settings)),
    ...contentionTable(engines, settings),
    '## Reproduce',
    '',
    '```sh',
    'npm ci',
    'npm run bench            # builds what is missing, runs both engines, rewrites this file',
    '```',
    '',
    'Needs a PostgreSQL server allowing `CREATE DATABASE` (default `postgres://postgres@127.0.0.1:5432/postgres`; set `BENCH_POSTGRES_URL` for another); without one the PostgreSQL part is reported as not measured. Options: `npm run bench -- --duration 10 --connections 20 --warmup 3 --engines postgres,pglite --contention-requests 200 --contention-connections 50 --no-write` (the last one prints without rewriting this file).',
    '',
  ];
  return lines.join('\n');
}
