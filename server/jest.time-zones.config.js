/**
 * The date, mail and cancellation-policy rules once more under another time zone than the main
 * run's Asia/Kolkata (`npm run test:time-zones` sets TZ). They need no database and no browser,
 * so this run has no global setup: the pglite project's settings without its template.
 */
const { projects } = require('./jest.config');

module.exports = {
  ...projects.find((project) => project.displayName === 'pglite'),
  displayName: `TZ=${process.env.TZ}`,
  globalSetup: undefined,
  globalTeardown: undefined,
  testMatch: [
    '<rootDir>/src/shared/**/*.test.ts',
    '<rootDir>/src/modules/mail/**/*.test.ts',
    '<rootDir>/src/modules/bookings/actions/cancellation-policy*.test.ts',
  ],
};
