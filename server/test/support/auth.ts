import jwt from 'jsonwebtoken';
import { Admin } from '../../src/modules/admin-auth/admin.entity';
import { TEST_ADMIN, TestApp } from './test-app';

/** The id of the admin every test app creates on start. */
export async function testAdminId(app: TestApp): Promise<string> {
  return (await app.database.dataSource.getRepository(Admin).findOneByOrFail({ email: TEST_ADMIN.email })).id;
}

export interface RefusedToken {
  label: string;
  /** The Authorization header's bearer token; undefined sends none. */
  token: string | undefined;
  /** What the app answers (REST 401, GraphQL UNAUTHENTICATED). */
  message: string;
}

/** Bearer tokens the app must refuse, as the test admin, by the app's clock. */
export function refusedTokens(app: TestApp, adminId: string): RefusedToken[] {
  const now = Math.floor(app.clock.now().getTime() / 1000);
  const claims = { sub: adminId, email: TEST_ADMIN.email };
  const signIn = 'Please sign in to continue';
  return [
    { label: 'no token', token: undefined, message: signIn },
    {
      label: 'a token signed with another secret',
      token: jwt.sign({ ...claims, exp: now + 3600 }, 'not-the-hotel-secret-at-all-0123456789'),
      message: signIn,
    },
    { label: 'a malformed token', token: 'not.a.jwt', message: signIn },
    {
      label: 'an unsigned token (alg none)',
      token: jwt.sign({ ...claims, exp: now + 3600 }, '', { algorithm: 'none' }),
      message: signIn,
    },
    {
      label: 'an expired token',
      token: jwt.sign({ ...claims, iat: now - 13 * 3600, exp: now - 3600 }, app.config.jwtSecret),
      message: 'Your session has expired. Please sign in again.',
    },
  ];
}
