import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { AdminSession, clearSession, isExpired, onSessionRefused, restoreSession, saveSession } from '../../../lib/admin-session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useBrowserStateKnown } from '../../../app/state/browser-state';

/** Why the last session ended: the login page says so when it was not the owner's choice. */
export type SessionEnd = 'signed-out' | 'expired' | null;

export interface AdminSessionState {
  /** False while the page is the server's frame: the stored login is not read yet (see useBrowserStateKnown). */
  known: boolean;
  session: AdminSession | null;
  ended: SessionEnd;
  signIn(session: AdminSession): void;
  signOut(): void;
  /** The server no longer accepts the token (expired, revoked, account deactivated). */
  expire(): void;
}

const SessionContext = createContext<AdminSessionState | null>(null);

/** setTimeout takes at most 2^31-1 ms; a longer wait is re-armed when the page reloads. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The admin's authenticated state (spec: isAuth, accessToken, admin). Restored from localStorage
 * on start; ends on sign out, at expiresAt, when the server refuses the token, or when another tab
 * signs out.
 */
export function AdminSessionProvider({ children, onEnd }: { children: ReactNode; onEnd?: () => void }) {
  const browserKnown = useBrowserStateKnown();
  const [known, setKnown] = useState(false);
  const [session, setSession] = useState<AdminSession | null>(null);
  const [ended, setEnded] = useState<SessionEnd>(null);
  if (browserKnown && !known) {
    // Read once the browser's state may be (at once, unless the page is the server's frame), in
    // the same render: nothing is drawn in between as if no one were signed in.
    const restored = restoreSession();
    setKnown(true);
    setSession(restored.session);
    setEnded(restored.expired ? 'expired' : null);
  }

  const end = useCallback(
    (reason: Exclude<SessionEnd, null>) => {
      clearSession();
      setSession(null);
      setEnded(reason);
      onEnd?.();
    },
    [onEnd],
  );

  const signIn = useCallback((next: AdminSession) => {
    saveSession(next);
    setSession(next);
    setEnded(null);
  }, []);
  const signOut = useCallback(() => end('signed-out'), [end]);
  const expire = useCallback(() => end('expired'), [end]);

  useEffect(() => {
    if (!session) return undefined;
    const remaining = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(expire, Math.min(Math.max(remaining, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [session, expire]);

  useEffect(() => onSessionRefused(expire), [expire]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.adminAuth || event.key === null) setSession(restoreSession().session);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(
    () => ({ known, session, ended, signIn, signOut, expire }),
    [known, session, ended, signIn, signOut, expire],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useAdminSession needs an AdminSessionProvider');
  return value;
}

/** The session if it is still valid at this moment. */
export function currentSession(state: AdminSessionState, now: Date = new Date()): AdminSession | null {
  return state.session && !isExpired(state.session, now) ? state.session : null;
}
