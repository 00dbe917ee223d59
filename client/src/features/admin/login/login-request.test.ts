import { LOGIN_FAILURE_MESSAGES, requestAdminLogin, requestTwoStepSignIn } from './login-request';

/** A fetch that answers with this status and JSON body (or a body that is not JSON). */
function answer(status: number, body: unknown): typeof fetch {
  const json = async () => {
    if (body === undefined) throw new SyntaxError('Unexpected token < in JSON');
    return body;
  };
  return jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json })) as unknown as typeof fetch;
}

describe('POST /api/admin/login from the login form', () => {
  it('sends email and password as JSON and keeps token, admin and expiry', async () => {
    const fetchImpl = answer(200, {
      success: true,
      message: 'Login successful',
      token: 'jwt-1',
      data: { admin: { _id: 'a1', id: 'a1', email: 'owner@hotel.test', name: 'Owner' }, expiresAt: '2026-11-22T10:00:00.000Z' },
    });
    await expect(requestAdminLogin('owner@hotel.test', 'secret-pass', fetchImpl)).resolves.toEqual({
      ok: true,
      session: {
        token: 'jwt-1',
        expiresAt: '2026-11-22T10:00:00.000Z',
        admin: { id: 'a1', email: 'owner@hotel.test', name: 'Owner' },
      },
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/admin/login',
      expect.objectContaining({
        method: 'POST',
        // The device cookie (HttpOnly, for this path) goes with it: the server counts this browser on its own.
        credentials: 'same-origin',
        body: JSON.stringify({ email: 'owner@hotel.test', password: 'secret-pass' }),
      }),
    );
  });

  it('counts the expiry on this device’s clock from the token’s lifetime, whatever the server’s clock says', async () => {
    const claims = Buffer.from(JSON.stringify({ sub: 'a1', iat: 1_700_000_000, exp: 1_700_000_000 + 12 * 3600 })).toString(
      'base64url',
    );
    const before = Date.now();
    const outcome = await requestAdminLogin(
      'owner@hotel.test',
      'secret-pass',
      answer(200, {
        success: true,
        token: `eyJhbGciOiJIUzI1NiJ9.${claims}.signature`,
        data: { admin: { id: 'a1', email: 'owner@hotel.test', name: 'Owner' }, expiresAt: '2023-11-15T10:13:20.000Z' },
      }),
    );
    if (outcome.ok !== true) throw new Error(JSON.stringify(outcome));
    const expiry = Date.parse(outcome.session.expiresAt);
    expect(expiry).toBeGreaterThanOrEqual(before + 12 * 3_600_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000);
  });

  it('prefers the server’s own message (e.g. 429)', async () => {
    const message = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
    await expect(requestAdminLogin('a@b.co', 'secret', answer(429, { success: false, message }))).resolves.toEqual({
      ok: false,
      message,
    });
  });

  it.each([
    [401, LOGIN_FAILURE_MESSAGES.unauthorized, 'Invalid email or password. Please check your credentials.'],
    [400, LOGIN_FAILURE_MESSAGES.badRequest, 'Please provide valid email and password.'],
    [403, LOGIN_FAILURE_MESSAGES.deactivated, 'Your account has been deactivated. Please contact administrator.'],
    [500, LOGIN_FAILURE_MESSAGES.server, 'Server error. Please try again later.'],
    [503, LOGIN_FAILURE_MESSAGES.server, 'Server error. Please try again later.'],
    [418, LOGIN_FAILURE_MESSAGES.other, 'Something went wrong. Please try again.'],
  ])('without a server message, status %i reads the spec’s words', async (status, constant, words) => {
    expect(constant).toBe(words);
    await expect(requestAdminLogin('a@b.co', 'secret', answer(status, undefined))).resolves.toEqual({
      ok: false,
      message: words,
    });
    await expect(requestAdminLogin('a@b.co', 'secret', answer(status, { success: false }))).resolves.toEqual({
      ok: false,
      message: words,
    });
  });

  it('says so when no answer comes back', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(requestAdminLogin('a@b.co', 'secret', offline)).resolves.toEqual({
      ok: false,
      message: 'Network error. Please check your internet connection.',
    });
  });

  it('treats a 200 without a token as a failure', async () => {
    await expect(requestAdminLogin('a@b.co', 'secret', answer(200, { success: true }))).resolves.toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('the two-step answers of the sign-in', () => {
  it('a password that needs a code answers the challenge, and no session', async () => {
    const twoStep = { challenge: 'c-1', expiresAt: '2026-11-21T04:35:00.000Z', setup: null };
    const fetchImpl = answer(200, {
      success: true,
      message: 'Enter the 6-digit code from your authenticator app.',
      data: { twoStep },
    });
    await expect(requestAdminLogin('owner@hotel.test', 'secret-pass', fetchImpl)).resolves.toEqual({ ok: 'code', twoStep });
  });

  it('the code step posts the challenge and the code, and keeps the session and any recovery codes', async () => {
    const fetchImpl = answer(200, {
      success: true,
      token: 'jwt-2',
      data: {
        admin: { id: 'a1', email: 'owner@hotel.test', name: 'Owner' },
        expiresAt: '2026-11-22T10:00:00.000Z',
        recoveryCodes: ['abcde-fghij'],
      },
    });
    await expect(requestTwoStepSignIn('c-1', '123456', fetchImpl)).resolves.toEqual({
      ok: true,
      session: {
        token: 'jwt-2',
        expiresAt: '2026-11-22T10:00:00.000Z',
        admin: { id: 'a1', email: 'owner@hotel.test', name: 'Owner' },
      },
      recoveryCodes: ['abcde-fghij'],
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/admin/login/two-step',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: JSON.stringify({ challenge: 'c-1', code: '123456' }),
      }),
    );
  });

  it('a refused code answers the server’s words', async () => {
    const message = 'That code has been used already. Wait for the next code in your app.';
    await expect(requestTwoStepSignIn('c-1', '123456', answer(400, { success: false, message }))).resolves.toEqual({
      ok: false,
      message,
    });
  });
});
