// Starts the built server (server/dist/main.js) as its own process, waits for /healthz, and
// stops it with SIGTERM (SIGKILL only if it has not exited after a grace period).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const CLOCK_TICKS_PER_SECOND = 100;

/** A port nobody listens on right now (asked from the kernel, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Settings of the caller's shell that would change what is measured; the bench sets its own.
const INHERITED_SETTINGS_TO_DROP = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'NODE_ENV',
  'JWT_SECRET',
  'PAYMENT_PROVIDER',
  'PAYMENT_SIMULATOR_SECRET',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'SMTP_URL',
  'CONTACT_FORM_ACTION',
  'PUBLIC_BASE_URL',
  'HOLD_MINUTES',
  'CLIENT_DIST_DIR',
  'ALLOW_EMBEDDED_DATABASE',
  'TRUST_PROXY',
  'NODE_OPTIONS',
];

/**
 * @param {{ root: string, env: Record<string,string>, logFile: string, startTimeoutMs?: number, nodeArgs?: string[] }} options
 * @returns {Promise<{ baseUrl: string, port: number, pid: number, peakRssMb(): number|undefined, cpuMs(): number|undefined, stop(): Promise<number|null>, logTail(): string }>}
 */
export async function startApp({ root, env, logFile, startTimeoutMs = 180_000, nodeArgs = [] }) {
  const port = await freePort();
  const childEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS_TO_DROP) delete childEnv[name];
  Object.assign(childEnv, env, { PORT: String(port) });

  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  let exitCode;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exitCode = code ?? signal))));

  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '');
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = {
    baseUrl,
    port,
    pid: child.pid,
    logTail,
    /** The process's peak resident memory so far (VmHWM), in MiB. */
    peakRssMb() {
      try {
        const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        return match ? Math.round(Number(match[1]) / 1024) : undefined;
      } catch {
        return undefined;
      }
    },
    /**
     * CPU time the app process has used so far (user + system), in ms: per request, a figure that
     * other load on the machine disturbs far less than requests per second.
     */
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
      } catch {
        return undefined;
      }
    },
    /** SIGTERM, then wait for the graceful shutdown; SIGKILL after 20 s. Resolves to the exit code. */
    async stop() {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(20_000, 'timeout')]);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        return exited;
      }
      return result;
    },
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the app exited (${exitCode}) before /healthz answered:\n${logTail()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return app;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await app.stop();
  throw new Error(`/healthz did not answer 200 within ${startTimeoutMs / 1000} s:\n${logTail()}`);
}
