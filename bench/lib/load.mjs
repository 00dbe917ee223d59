// One autocannon run, with its own exact latency record: autocannon's histogram rounds to whole
// milliseconds, too coarse for ratios against /healthz, so every response time is kept here too.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/**
 * @param {string} baseUrl
 * @param {object} options autocannon options (requests, connections, duration, amount, …)
 * @returns {Promise<{ requests: number, seconds: number, rps: number, p50: number, p99: number, statuses: Record<string, number>, errors: number, timeouts: number, mismatches: number, latencyByStatus: Record<string, {p50:number,p99:number}> }>}
 */
export async function load(baseUrl, options) {
  const times = [];
  const timesByStatus = {};
  const statuses = {};
  const started = performance.now();
  const instance = autocannon({ url: baseUrl, timeout: 30, ...options });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    (timesByStatus[statusCode] ??= []).push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const latencyByStatus = {};
  for (const [status, list] of Object.entries(timesByStatus)) {
    list.sort((a, b) => a - b);
    latencyByStatus[status] = { p50: percentile(list, 50), p99: percentile(list, 99) };
  }
  return {
    requests: times.length,
    seconds,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    latencyByStatus,
  };
}
