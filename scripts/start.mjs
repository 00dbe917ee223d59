#!/usr/bin/env node
// `npm start`: builds the server and the client when their output is missing or older than their
// sources, then runs the server (migrations, demo data and the admin happen on its start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const log = (line) => console.log(line);
try {
  buildIfStale(root, 'server', 'dist/main.js', ['src'], log);
  buildIfStale(root, 'client', 'dist/index.html', ['src', 'index.html', 'public'], log);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
