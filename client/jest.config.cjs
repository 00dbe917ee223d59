/** Component tests in jsdom (Testing Library); the browser journeys live in server/test/e2e. */
module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/test/style-stub.cjs',
    // The server's pure rules, as vite.config.ts resolves them.
    '^@server-pure/(.*)$': '<rootDir>/../server/src/shared/pure/$1',
  },
  setupFiles: ['<rootDir>/test/jsdom-polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // npm test runs these beside lint on a 2-core machine: a test that types and clicks through a
  // form can take longer than jest's 5 s there without anything being wrong. What a test waits
  // for is bounded by Testing Library's asyncUtilTimeout (test/setup.ts), not by this.
  testTimeout: 30_000,
};
