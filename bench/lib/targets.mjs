// Issue 15's targets for the server (4: throughput on PostgreSQL; 5: the embedded database), each
// checked against one run's figures: met or missed, and by how much.

const READ_KEYS = ['graphql-available', 'rest-available', 'graphql-room'];

const ratioTarget = (key, title, min) => ({
  engine: 'postgres',
  title: `${title} ≥ ${min}× /healthz req/s`,
  measure: (engine) => {
    const result = engine.results?.find((r) => r.key === key);
    const baseline = engine.results?.find((r) => r.key === 'healthz');
    return result && baseline ? result.rps / baseline.rps : undefined;
  },
  format: (value) => `${value.toFixed(2)}×`,
  met: (value) => value >= min,
  gap: (value) => `${(min - value).toFixed(2)}× short (${Math.round((100 * (min - value)) / min)} %)`,
});

export const TARGETS = [
  ratioTarget('graphql-available', 'available rooms over GraphQL', 0.45),
  ratioTarget('rest-available', 'available rooms over REST', 0.6),
  ratioTarget('graphql-room', 'room page data', 0.6),
  {
    engine: 'postgres',
    title: 'booking creation ≥ 468 req/s (2 × 234)',
    measure: (engine) => engine.results?.find((r) => r.key === 'booking')?.rps,
    format: (value) => `${Math.round(value)} req/s`,
    met: (value) => value >= 468,
    gap: (value) => `${Math.round(468 - value)} req/s short (${Math.round((100 * (468 - value)) / 468)} %)`,
  },
  {
    engine: 'postgres',
    title: 'p99 of reads ≤ 40 ms (the slowest of the three reads)',
    measure: (engine) => {
      const reads = engine.results?.filter((r) => READ_KEYS.includes(r.key)) ?? [];
      return reads.length ? Math.max(...reads.map((r) => r.p99)) : undefined;
    },
    format: (value) => `${value.toFixed(1)} ms`,
    met: (value) => value <= 40,
    gap: (value) => `${(value - 40).toFixed(1)} ms over`,
  },
  {
    engine: 'pglite',
    title: 'PGlite: peak RSS of the app under the bench ≤ 400 MiB',
    measure: (engine) => engine.peakRssMb,
    format: (value) => `${value} MiB`,
    met: (value) => value <= 400,
    gap: (value) => `${value - 400} MiB over`,
  },
  {
    engine: 'pglite',
    title: 'PGlite: start to /healthz ≤ 3 s (empty database, demo seed)',
    measure: (engine) => (engine.startupMs === undefined ? undefined : engine.startupMs / 1000),
    format: (value) => `${value.toFixed(1)} s`,
    met: (value) => value <= 3,
    gap: (value) => `${(value - 3).toFixed(1)} s over`,
  },
];

/** The targets section of docs/benchmarks.md. */
export function targetsSection(engines) {
  const lines = [
    '## Targets (issue 15)',
    '',
    'Checked against this run. The machine is shared: a run while other work loads it can miss a target the code meets on a quiet one (see the load averages), so compare the ratios and the app CPU per request too.',
    '',
    '| target | measured | verdict |',
    '| --- | ---: | --- |',
  ];
  for (const target of TARGETS) {
    const engine = engines.find((e) => e.key === target.engine);
    const value = engine && !engine.error ? target.measure(engine) : undefined;
    if (value === undefined || !Number.isFinite(value)) {
      lines.push(`| ${target.title} | – | not measured |`);
      continue;
    }
    lines.push(
      `| ${target.title} | ${target.format(value)} | ${target.met(value) ? 'met' : `**missed**: ${target.gap(value)}`} |`,
    );
  }
  lines.push('');
  return lines;
}
