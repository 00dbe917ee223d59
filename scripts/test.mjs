#!/usr/bin/env node
/**
 * `npm test`: the whole suite, one stage after another, stopping at the first that fails, with
 * the wall time of each stage at the end, so CI's log and a developer both see where the
 * minutes go.
 */
import { spawn } from 'node:child_process';

const stages = [
  ['lint', 'npm run lint'],
  ['lint rules', 'npm run test:lint-rules'],
  ['codegen check', 'npm run codegen:check'],
  ['client tests', 'npm test -w client'],
  ['build', 'npm run build'],
  ['server type check', 'npm run typecheck -w server'],
  ['server tests', 'npm run test:engines -w server'],
  ['server time zones', 'npm run test:time-zones -w server'],
];

const run = (command) =>
  new Promise((resolve) =>
    spawn(command, { shell: true, stdio: 'inherit' }).on('exit', (code, signal) => resolve(code ?? signal)),
  );

const seconds = (started) => (performance.now() - started) / 1000;
const clock = (total) => {
  const whole = Math.round(total);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const times = [];
const suiteStarted = performance.now();
let failed;
for (const [name, command] of stages) {
  console.log(`\n=== ${name}: ${command}`);
  const started = performance.now();
  const outcome = await run(command);
  times.push([name, seconds(started)]);
  console.log(`=== ${name}: ${outcome === 0 ? 'done' : `failed (${outcome})`} in ${clock(seconds(started))}`);
  if (outcome !== 0) {
    failed = name;
    break;
  }
}

console.log('\nnpm test, wall time of each stage (m:ss):');
for (const [name, time] of times) console.log(`  ${name.padEnd(18)} ${clock(time).padStart(6)}`);
console.log(
  `  ${'total'.padEnd(18)} ${clock(seconds(suiteStarted)).padStart(6)}${failed ? `  (stopped: ${failed} failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
