// Builds the server and the client when their output is missing or older than their sources
// (the same rule as `npm start`), so the bench always measures the code in the working tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Runs `npm run build -w <workspace>` when `output` is missing or older than any of `sources`. */
export function buildIfStale(root, workspace, output, sources, log) {
  const outFile = path.join(root, workspace, output);
  const builtAt = existsSync(outFile) ? statSync(outFile).mtimeMs : 0;
  const stale = builtAt === 0 || sources.some((source) => newestMtime(path.join(root, workspace, source)) > builtAt);
  if (!stale) {
    log(`${workspace}: build is up to date`);
    return false;
  }
  log(`${workspace}: building (npm run build -w ${workspace})…`);
  // The build's own output goes to stderr so that stdout carries only the report.
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed (exit ${result.status ?? result.signal})`);
  return true;
}
