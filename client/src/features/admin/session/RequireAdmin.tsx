import { ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { currentSession, useAdminSession } from './AdminSessionContext';

/** Where the login page sends the admin back to, and why they were sent to it. */
export interface LoginRedirectState {
  from?: string;
}

/** Admin routes are for a signed-in admin with a live token; everyone else goes to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const state = useAdminSession();
  const location = useLocation();
  const session = currentSession(state);
  const outlived = state.session !== null && session === null;
  const { expire } = state;

  useEffect(() => {
    if (outlived) expire();
  }, [outlived, expire]);

  // The server's frame (and its hydration): drawn as for an admin, filled in once the login is read.
  if (!state.known) return <>{children}</>;
  if (!session) {
    const redirect: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={redirect} />;
  }
  return <>{children}</>;
}
