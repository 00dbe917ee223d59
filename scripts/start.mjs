#!/usr/bin/env node
// `npm start`: builds the server and the client when their output is missing or older than their
// sources, then runs the server (migrations, demo data and the admin happen on its start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(target, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfStale(workspace, output, sources) {
  const outFile = path.join(root, workspace, output);
  const stale = !existsSync(outFile) || sources.some((src) => newestMtime(path.join(root, workspace, src)) > statSync(outFile).mtimeMs);
  if (!stale) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('server', 'dist/main.js', ['src']);
buildIfStale('client', 'dist/index.html', ['src', 'index.html']);

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
