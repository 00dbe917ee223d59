#!/usr/bin/env node
/**
 * `npm test`: the whole suite, stopping after the first step in which a stage fails, with the
 * wall time of each stage at the end, so CI's log and a developer both see where the minutes go.
 *
 * The 2-core CI machine is kept busy on both cores (docs/testing.md has the measurements):
 * - first, lint (eslint and tsc are single-threaded) and then the build, beside a lane of the other
 *   checks: the lint rules' tests, the codegen check, the client's type check and component tests
 *   (one jest worker), the server's type check and the date rules under two other time zones.
 * - then the server tests on both engines (two jest workers, all CPU) beside the browser tests (two
 *   more workers), which spend about half their time waiting for the pages and the app's own
 *   delays (a redirect after a second, `networkidle`) and so fill the cores' gaps.
 * The first lane's output shows as it comes; the other lane's is held and shown whole when it
 * ends, so the log does not interleave.
 */
import { spawn } from 'node:child_process';

/** Steps run one after another; the lanes of a step run side by side; the stages of a lane in turn. */
const steps = [
  [
    [
      ['lint', 'npm run lint'],
      ['build', 'npm run build'],
    ],
    [
      ['lint rules', 'npm run test:lint-rules'],
      ['codegen check', 'npm run codegen:check'],
      ['client type check', 'npm run typecheck -w client'],
      ['client tests', 'npm exec -w client -- jest'],
      ['server type check', 'npm run typecheck -w server'],
      ['server time zones', 'npm run test:time-zones -w server'],
    ],
  ],
  [[['server tests', 'npm run test:databases -w server']], [['browser tests', 'npm run test:browsers -w server']]],
];

const seconds = (started) => (performance.now() - started) / 1000;
const clock = (total) => {
  const whole = Math.round(total);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Runs one command; `held` collects its output instead of showing it. Answers its exit code (or signal). */
const run = (command, held) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: held ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });

/** Each stage's wall time, by name; printed in the order of `steps`. */
const times = new Map();
let failed;

/** The stages of one lane in turn, up to the first that fails; answers its name, or none. */
async function runLane(lane, held) {
  const say = (line) => (held ? held.push(Buffer.from(`${line}\n`)) : console.log(line));
  for (const [name, command] of lane) {
    say(`\n=== ${name}: ${command}`);
    const started = performance.now();
    const outcome = await run(command, held);
    times.set(name, seconds(started));
    say(`=== ${name}: ${outcome === 0 ? 'done' : `failed (${outcome})`} in ${clock(seconds(started))}`);
    if (outcome !== 0) return name;
  }
  return undefined;
}

const suiteStarted = performance.now();
for (const lanes of steps) {
  const outputs = lanes.map((_, index) => (index === 0 ? undefined : []));
  const results = await Promise.all(
    lanes.map((lane, index) =>
      runLane(lane, outputs[index]).then((name) => {
        if (outputs[index]) process.stdout.write(Buffer.concat(outputs[index]));
        return name;
      }),
    ),
  );
  failed = results.find(Boolean);
  if (failed) break;
}

console.log('\nnpm test, wall time of each stage (m:ss; stages of one step ran side by side):');
for (const [name] of steps.flat(2)) {
  if (times.has(name)) console.log(`  ${name.padEnd(18)} ${clock(times.get(name)).padStart(6)}`);
}
console.log(
  `  ${'total'.padEnd(18)} ${clock(seconds(suiteStarted)).padStart(6)}${failed ? `  (stopped: ${failed} failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
