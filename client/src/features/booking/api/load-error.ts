import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Why a query gave no data: the server answered and said no (e.g. dates in the past), with its
 * message; or the request failed (network, server fault), which has nothing to show the guest.
 */
export type LoadProblem = { kind: 'refused'; detail: string } | { kind: 'failed' };

export function loadProblem(error: unknown): LoadProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const refusal = error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
    if (refusal) return { kind: 'refused', detail: refusal.message };
  }
  return { kind: 'failed' };
}
