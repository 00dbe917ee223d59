import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's own words for a query it refused (BAD_USER_INPUT carries the spec's message, e.g.
 * a date rule); undefined for a network failure or a server fault, which deserve a general text.
 */
export function userInputMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refused = error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  return refused?.message;
}
