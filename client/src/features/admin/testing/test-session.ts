import type { AdminSession } from '../../../lib/admin-session';

/** A session for tests, valid for an hour unless told otherwise. */
export function testSession(expiresAt = new Date(Date.now() + 3_600_000).toISOString()): AdminSession {
  return { token: 'token-abc', expiresAt, admin: { id: 'a1', email: 'owner@hotel.test', name: 'Hotel Admin' } };
}
