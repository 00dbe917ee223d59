import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSessionProvider, useAdminSession } from './AdminSessionContext';
import { clearSession, isExpired, restoreSession, saveSession } from './session-store';
import { testSession } from '../testing/test-session';

const stored = () => JSON.parse(localStorage.getItem('adminAuth') ?? 'null');

function Probe() {
  const { session, ended, signIn, signOut } = useAdminSession();
  return (
    <div>
      <p>{session ? `signed in as ${session.admin.email}` : `signed out (${ended ?? 'never signed in'})`}</p>
      <button onClick={() => signIn(testSession())}>sign in</button>
      <button onClick={signOut}>sign out</button>
    </div>
  );
}

describe('the admin session store', () => {
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

  it('restores on start, and sign out clears storage and the cache', async () => {
    saveSession(testSession());
    const onEnd = jest.fn();
    render(
      <AdminSessionProvider onEnd={onEnd}>
        <Probe />
      </AdminSessionProvider>,
    );
    expect(screen.getByText('signed in as owner@hotel.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(screen.getByText('signed out (signed-out)')).toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(stored()).toMatchObject({ token: 'token-abc' });
  });

  it('ends the session when its time is up while the page is open', () => {
    jest.useFakeTimers();
    try {
      saveSession(testSession(new Date(Date.now() + 5_000).toISOString()));
      render(
        <AdminSessionProvider>
          <Probe />
        </AdminSessionProvider>,
      );
      expect(screen.getByText('signed in as owner@hotel.test')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5_001));
      expect(screen.getByText('signed out (expired)')).toBeInTheDocument();
      expect(stored()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
