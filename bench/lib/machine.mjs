// The machine the figures come from.
import { readFileSync } from 'node:fs';
import os from 'node:os';

export function machineInfo() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (match) cpu = match[1].trim();
  } catch {
    // not Linux: keep os.cpus()
  }
  return {
    cpu,
    cores: typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    loadAverage: os.loadavg(),
  };
}
