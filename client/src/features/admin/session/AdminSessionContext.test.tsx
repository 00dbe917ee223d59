import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endRefusedSession, saveSession } from '../../../lib/admin-session';
import { testSession } from '../testing/test-session';
import { AdminSessionProvider, useAdminSession } from './AdminSessionContext';

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

describe('the admin session', () => {
  beforeEach(() => localStorage.clear());

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

  it('ends when the server refuses the token, and clears the cache', () => {
    saveSession(testSession());
    const onEnd = jest.fn();
    render(
      <AdminSessionProvider onEnd={onEnd}>
        <Probe />
      </AdminSessionProvider>,
    );
    act(() => endRefusedSession('token-abc'));
    expect(screen.getByText('signed out (expired)')).toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
