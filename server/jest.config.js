/**
 * The server suite runs once on the embedded database (PGlite) and, when TEST_DATABASE_URL is
 * set, once more on that PostgreSQL server: same tests, two engines.
 */
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

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // graphql-upload and fs-capacitor ship ES modules only; jest needs them as CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
};

const projects = [{ ...common, displayName: 'pglite' }];
if (process.env.TEST_DATABASE_URL) {
  // The browser tests do not depend on the engine: they run once, on PGlite.
  projects.push({
    ...common,
    displayName: 'postgres',
    globals: { TEST_ENGINE: 'postgres' },
    testPathIgnorePatterns: ['/test/e2e/'],
  });
}

module.exports = { projects, testTimeout: 60_000 };
