const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { SERVER } = require('./suites.cjs');

/**
 * The order the jest files start in, longest first, so that the two workers finish together. Jest
 * orders by the last run's times when it has them (a developer's second run); on a fresh clone it
 * would order by file size, and every suite entry is the same few bytes. So a suite counts the
 * size of its test files, and browser tests, whose pages cost far more time per line, count their
 * size eight times (measured on 27 Nov 2026: 4.4 s per KB against 0.57 s).
 */
/** Suites whose seconds per byte are far above the others': the soak is 25 s of traffic and its checks. */
const HEAVY_SUITES = { soak: 8 };

class SuiteSequencer extends Sequencer {
  sort(tests) {
    const bytes = (file) => fs.statSync(file).size;
    const estimate = (test) => {
      const suite = path.basename(test.path).match(/^(.+)\.suite\.ts$/)?.[1];
      const files = suite && test.context.config.globals.TEST_SUITES?.[suite];
      const browser = suite?.startsWith('browser-') || test.path.includes(`${path.sep}e2e${path.sep}`);
      const size = files ? files.reduce((sum, file) => sum + bytes(path.join(SERVER, file)), 0) : bytes(test.path);
      return size * (browser ? 8 : (HEAVY_SUITES[suite] ?? 1));
    };
    for (const test of tests) test.duration = this.time(test);
    if (tests.every((test) => test.duration != null)) return super.sort(tests);
    const cost = new Map(tests.map((test) => [test, estimate(test)]));
    return tests.sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || cost.get(b) - cost.get(a));
  }
}

module.exports = SuiteSequencer;
