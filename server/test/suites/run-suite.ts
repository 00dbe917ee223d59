import path from 'node:path';

/** Set by jest.config.js from suites.cjs: each suite's test files, as paths from server/. */
declare const TEST_SUITES: Record<string, string[]>;

/**
 * Runs the test files of the suite `suiteFile` is the entry of (`<name>.suite.ts`), each in a
 * `describe` named by its path, so that its `beforeAll`/`afterAll` (its database, its app) open
 * and close around its own tests only. They share this jest file's module registry: the server's
 * modules are loaded once for the suite instead of once per file (see suites.cjs).
 */
export function runSuite(suiteFile: string): void {
  const suite = path.basename(suiteFile, '.suite.ts');
  const files = TEST_SUITES[suite];
  if (!files) throw new Error(`No test suite ${suite} in test/suites/suites.cjs`);
  const server = path.resolve(__dirname, '..', '..');
  for (const file of files) {
    describe(file, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file registers its tests and hooks as it loads, so it loads here, inside its describe
      require(path.join(server, file));
    });
  }
}
