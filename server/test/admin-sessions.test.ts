import { RevokedToken } from '../src/modules/admin-auth/revoked-token.entity';
import { errorCodes, gql } from './support/graphql';
import { call, expectFailure } from './support/http';
import { TEST_ADMIN, useTestApp } from './support/test-app';

/*
 * How the transports answer signing out and changing the password; the rules themselves are the
 * admin-auth service's tests.
 */

const app = useTestApp();
const signIn = async (email = TEST_ADMIN.email, password = TEST_ADMIN.password) =>
  (await app.services.adminAuth.login({ email, password }, '127.0.0.1')).token;

describe('POST /api/admin/logout', () => {
  it('signs out: 200, and the same token is then refused with 401', async () => {
    const token = await signIn();
    const reply = await call(app, 'POST', '/api/admin/logout', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Signed out' });
    expect(await app.database.dataSource.getRepository(RevokedToken).count()).toBeGreaterThan(0);
    expectFailure(await call(app, 'GET', '/api/admin/me', { token }), 401, 'You have signed out. Please sign in again.');
  });

  it('refuses without a token (401)', async () => {
    expectFailure(await call(app, 'POST', '/api/admin/logout'), 401, 'Please sign in to continue');
  });
});

describe('GraphQL signOut', () => {
  it('answers true, and the token is then UNAUTHENTICATED', async () => {
    const token = await signIn();
    expect((await gql(app, 'mutation { signOut }', {}, { token })).data).toEqual({ signOut: true });
    const after = await gql(app, '{ me { email } }', {}, { token });
    expect(errorCodes(after)).toEqual(['UNAUTHENTICATED']);
    expect(after.errors![0].message).toBe('You have signed out. Please sign in again.');
  });
});

describe('GraphQL changePassword', () => {
  const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { errors { field code message } token expiresAt }
  }`;
  const desk = { email: 'desk@hotel.test', password: 'desk-password-1' };
  beforeAll(() => app.services.adminAuth.ensureAdmin(desk.email, desk.password));

  it('is for signed-in admins only', async () => {
    const response = await gql(app, CHANGE, { currentPassword: desk.password, newPassword: 'long-enough-now' });
    expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
  });

  it('answers a refusal as a user error with its field', async () => {
    const token = await signIn(desk.email, desk.password);
    const response = await gql(app, CHANGE, { currentPassword: desk.password, newPassword: 'short' }, { token });
    expect(response.data.changePassword).toEqual({
      errors: [
        { field: 'newPassword', code: 'NEW_PASSWORD_TOO_SHORT', message: 'The new password must be at least 10 characters long' },
      ],
      token: null,
      expiresAt: null,
    });
  });

  it('changes it and answers a new token that works, while the old one is refused', async () => {
    const token = await signIn(desk.email, desk.password);
    const response = await gql(app, CHANGE, { currentPassword: desk.password, newPassword: 'a-new-long-password' }, { token });
    expect(response.data.changePassword.errors).toEqual([]);
    const fresh = response.data.changePassword.token as string;
    expect((await gql(app, '{ me { email } }', {}, { token: fresh })).data).toEqual({ me: { email: desk.email } });
    expect(errorCodes(await gql(app, '{ me { email } }', {}, { token }))).toEqual(['UNAUTHENTICATED']);
  });
});
