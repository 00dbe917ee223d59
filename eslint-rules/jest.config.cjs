/** Unit tests of the repository's own ESLint rules (RuleTester), in Node. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: { '^.+\\.mjs$': ['@swc/jest', { module: { type: 'commonjs' } }] },
};
