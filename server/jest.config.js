/**
 * The server suite runs once on the embedded database (PGlite) and, when TEST_DATABASE_URL is
 * set, once more on that PostgreSQL server: same tests, two engines. The browser tests do not
 * depend on the engine: they run once, on PGlite, as the `e2e` project, which shares one Chromium.
 * Each project's global setup migrates its engine's template once per run (test/support/test-run.ts).
 *
 * On each engine jest runs the suites of test/suites/ (suites.cjs says why and which files), not
 * each test file: unless test files are named on the command line, which runs those alone.
 */
const { suiteMap } = require('./test/suites/suites.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const namedTestFiles = process.argv.slice(2).some((arg) => arg.endsWith('.test.ts'));

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // graphql-upload and fs-capacitor ship ES modules only; jest needs them as CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testMatch: namedTestFiles
    ? ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts']
    : ['<rootDir>/test/suites/*.suite.ts'],
  testPathIgnorePatterns: ['/test/e2e/', '/test/suites/browser-'],
  globals: { TEST_SUITES: suiteMap() },
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/close-databases.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

const projects = [
  { ...common, displayName: 'pglite', globalSetup: '<rootDir>/test/support/global-setup-pglite.ts' },
  {
    ...common,
    displayName: 'e2e',
    testMatch: namedTestFiles ? ['<rootDir>/test/e2e/**/*.test.ts'] : ['<rootDir>/test/suites/browser-*.suite.ts'],
    testPathIgnorePatterns: [],
    testEnvironment: '<rootDir>/test/support/e2e-environment.ts',
    globalSetup: '<rootDir>/test/support/global-setup-e2e.ts',
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...common,
    displayName: 'postgres',
    globals: { ...common.globals, TEST_ENGINE: 'postgres' },
    globalSetup: '<rootDir>/test/support/global-setup-postgres.ts',
  });
}

module.exports = { projects, testTimeout: 60_000, testSequencer: '<rootDir>/test/suites/suite-sequencer.cjs' };
