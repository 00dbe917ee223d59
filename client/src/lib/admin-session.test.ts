import {
  adminToken,
  clearSession,
  endRefusedSession,
  isExpired,
  revokeOnServer,
  onSessionRefused,
  restoreSession,
  roleRefusalOrEnd,
  saveSession,
  type AdminSession,
} from './admin-session';

const stored = () => JSON.parse(localStorage.getItem('adminAuth') ?? 'null');

function testSession(expiresAt = new Date(Date.now() + 3_600_000).toISOString(), token = 'token-abc'): AdminSession {
  return { token, expiresAt, admin: { id: 'a1', email: 'owner@hotel.test', name: 'Hotel Admin' } };
}

describe('the stored admin login', () => {
  beforeEach(() => localStorage.clear());

  it('saves token, admin and expiry under adminAuth and restores them', () => {
    const session = testSession();
    saveSession(session);
    expect(stored()).toEqual(session);
    expect(restoreSession()).toEqual({ session, expired: false });
    clearSession();
    expect(stored()).toBeNull();
    expect(restoreSession()).toEqual({ session: null, expired: false });
  });

  it('drops an expired login on restore and says it expired', () => {
    const session = testSession('2026-01-01T10:00:00.000Z');
    saveSession(session);
    expect(isExpired(session, new Date('2026-01-01T09:59:59Z'))).toBe(false);
    expect(isExpired(session, new Date('2026-01-01T10:00:00Z'))).toBe(true);
    expect(restoreSession(new Date('2026-01-01T10:00:01Z'))).toEqual({ session: null, expired: true });
    expect(stored()).toBeNull();
  });

  it('ignores and removes a malformed stored value', () => {
    localStorage.setItem('adminAuth', JSON.stringify({ token: '' }));
    expect(restoreSession()).toEqual({ session: null, expired: false });
    expect(stored()).toBeNull();
  });

  it('gives its token to every admin call, and none when there is no login', () => {
    expect(adminToken()).toBeUndefined();
    saveSession(testSession());
    expect(adminToken()).toBe('token-abc');
    localStorage.setItem('adminAuth', JSON.stringify({ token: 'tok', admin: {} }));
    expect(adminToken()).toBeUndefined();
  });

  it('is forgotten when the server refuses its token, and the admin area is told', () => {
    const refused = jest.fn();
    const unsubscribe = onSessionRefused(refused);
    saveSession(testSession());
    endRefusedSession('token-abc');
    expect(stored()).toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('outlives a late refusal of the token it replaced', () => {
    const refused = jest.fn();
    const unsubscribe = onSessionRefused(refused);
    saveSession(testSession(undefined, 'token-new'));
    endRefusedSession('token-abc');
    expect(adminToken()).toBe('token-new');
    expect(refused).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('revokeOnServer', () => {
  it('asks the server to revoke the token (POST /api/admin/logout with it as bearer)', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200 }));
    await expect(revokeOnServer('the-token', fetchImpl as unknown as typeof fetch)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/api/admin/logout', {
      method: 'POST',
      headers: { authorization: 'Bearer the-token', accept: 'application/json' },
    });
  });

  it('never throws when the server cannot be reached', async () => {
    const fetchImpl = jest.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(revokeOnServer('the-token', fetchImpl as unknown as typeof fetch)).resolves.toBe(false);
  });
});

describe('a refused admin download', () => {
  beforeEach(() => localStorage.clear());
  const answer = (status: number, body: unknown) => ({ status, json: async () => body }) as unknown as Response;

  it('keeps the session of a role that may not have the file, and says why', async () => {
    saveSession(testSession());
    const refusal = await roleRefusalOrEnd(
      answer(403, { success: false, code: 'ROLE_REFUSED', message: 'Your role (Front desk) cannot do this.' }),
      'token-abc',
    );
    expect(refusal).toBe('Your role (Front desk) cannot do this.');
    expect(adminToken()).toBe('token-abc');
  });

  it('ends the session when the server no longer takes the token', async () => {
    for (const [status, body] of [
      [401, { success: false, message: 'Not signed in' }],
      [403, { success: false, code: 'ADMIN_DEACTIVATED', message: 'Deactivated' }],
    ] as const) {
      saveSession(testSession());
      expect(await roleRefusalOrEnd(answer(status, body), 'token-abc')).toBeNull();
      expect(stored()).toBeNull();
    }
  });
});
