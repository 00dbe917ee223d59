// The settings the bench starts the app with (both engines): production mode, quiet logs, the
// demo hotel, simulated payments, an admin, no per-address booking limit and no unpaid ceiling.
import { randomBytes } from 'node:crypto';

export const ADMIN_EMAIL = 'bench-admin@hotel.local';

/** @returns {{ env: Record<string,string>, adminPassword: string }} */
export function benchEnv(dataDir, adminPassword = randomBytes(12).toString('base64url')) {
  return {
    adminPassword,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      SIMULATOR_WEBHOOK_DELAY_MS: '1500',
      // The bench books from one address far faster than any guest: the abuse limit would measure itself.
      BOOKING_RATE_LIMIT: 'off',
      // It books every room of every night it uses, unpaid: the unpaid ceiling would refuse half of it.
      UNPAID_SHARE: '1',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PAYMENT_PROVIDER: 'simulated',
      PAYMENT_SIMULATOR_SECRET: randomBytes(32).toString('base64url'),
    },
  };
}
