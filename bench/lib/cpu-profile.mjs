// Summarises a V8 .cpuprofile (node --cpu-prof): where the samples' time went, by function (self
// and inclusive time) and by package, so a profile can be read without a browser's devtools.
import path from 'node:path';

/** "typeorm", "graphql", "app: modules/bookings", "node:internal", "(garbage collector)"… */
export function packageOf(url) {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return 'node: core';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/server/dist/');
  if (dist !== -1) {
    const parts = url.slice(dist + '/server/dist/'.length).split('/');
    return `app: ${parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]}`;
  }
  return url;
}

function frameKey(callFrame) {
  const name = callFrame.functionName || '(anonymous)';
  if (!callFrame.url) return name;
  const file = callFrame.url.includes('node_modules/')
    ? callFrame.url.slice(callFrame.url.lastIndexOf('node_modules/') + 'node_modules/'.length)
    : callFrame.url.replace(/^file:\/\//, '').replace(/^.*\/server\/dist\//, 'dist/');
  return `${name} ${path.posix.normalize(file)}:${callFrame.lineNumber + 1}`;
}

/**
 * @param {{nodes: {id:number, callFrame: object, children?: number[]}[], samples: number[], timeDeltas: number[]}} profile
 * @returns {{ totalMs: number, idleMs: number, startupMs: number, self: [string, number][], inclusive: [string, number][], packages: [string, number][] }}
 */
export function summariseProfile(profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  const packages = new Map();
  let totalMs = 0;
  let idleMs = 0;
  let startupMs = 0;
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id);
    totalMs += ms;
    if (node.callFrame.functionName === '(idle)') {
      idleMs += ms;
      return;
    }
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at).callFrame);
    // Loading the modules at start-up is not what the endpoint costs.
    if (stack.some((frame) => frame.url === 'node:internal/main/run_main_module')) {
      startupMs += ms;
      return;
    }
    add(self, frameKey(node.callFrame), ms);
    add(packages, node.callFrame.url ? packageOf(node.callFrame.url) : node.callFrame.functionName || '(native / VM)', ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = frameKey(byId.get(at).callFrame);
      if (!seen.has(key)) {
        seen.add(key);
        add(inclusive, key, ms);
      }
    }
  });
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { totalMs, idleMs, startupMs, self: sorted(self), inclusive: sorted(inclusive), packages: sorted(packages) };
}

/** The summary as Markdown: busy time, then the three tables as percentages of busy time. */
export function renderProfileSummary(title, summary) {
  const busy = summary.totalMs - summary.idleMs - summary.startupMs;
  const pct = (ms) => `${((100 * ms) / busy).toFixed(1)}%`;
  const table = (heading, rows) => [
    `| ${heading} | ms | of busy |`,
    '| --- | ---: | ---: |',
    ...rows.map(([key, ms]) => `| \`${key.replaceAll('|', '\\|')}\` | ${ms.toFixed(0)} | ${pct(ms)} |`),
    '',
  ];
  return [
    `### ${title}`,
    '',
    `Profiled ${(summary.totalMs / 1000).toFixed(1)} s, busy serving ${(busy / 1000).toFixed(1)} s, start-up (loading modules) ${(summary.startupMs / 1000).toFixed(1)} s left out, the rest idle (waiting for the database or the network).`,
    '',
    ...table('self time by package', summary.packages),
    ...table('self time by function', summary.self),
    ...table(
      'inclusive time by function',
      summary.inclusive.filter(([key]) => !key.startsWith('(root)')),
    ),
  ].join('\n');
}
