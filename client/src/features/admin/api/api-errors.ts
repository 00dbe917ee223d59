import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useEffect } from 'react';
import { useAdminSession } from '../session/AdminSessionContext';

/** The server no longer takes our token: UNAUTHENTICATED/FORBIDDEN in GraphQL, 401/403 over HTTP. */
export function isSessionError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED' || entry.extensions?.code === 'FORBIDDEN');
  }
  if (ServerError.is(error)) return error.statusCode === 401 || error.statusCode === 403;
  return false;
}

/** A refusal the admin can act on (e.g. a bad date filter), in the server's words. */
export function refusalMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT')?.message;
}

/** Ends the session (and so goes to /login) when a query's error says the token is no good. */
export function useSessionErrorGuard(error: unknown): void {
  const { expire } = useAdminSession();
  useEffect(() => {
    if (isSessionError(error)) expire();
  }, [error, expire]);
}

/** For mutations and one-off calls: runs `call`, ending the session on an auth refusal. */
export function useGuardedCall() {
  const { expire } = useAdminSession();
  return async function guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isSessionError(error)) expire();
      throw error;
    }
  };
}
