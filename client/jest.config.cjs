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
};
