import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { UserErrorCode } from '../graphql/generated';

/** Codes whose message the server writes for people; other messages are masked or for developers. */
const SPEAKING_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN']);
const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * How a request that gave no data ended: the server answered and refused (with its own words when
 * it gave some, which the spec prefers, and for a domain rule that rule's code as `reason`), or
 * the request failed (no connection, a server fault) and there is nothing worth showing.
 */
export type RequestProblem = { kind: 'refused'; code?: string; reason?: UserErrorCode; message?: string } | { kind: 'failed' };

const textOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const USER_ERROR_CODES: readonly unknown[] = Object.values(UserErrorCode);
const isUserErrorCode = (value: unknown): value is UserErrorCode => USER_ERROR_CODES.includes(value);

export function requestProblem(error: unknown): RequestProblem {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'failed' };
  const speaking = error.errors.find((entry) => SPEAKING_CODES.has(String(entry.extensions?.code)));
  const extensions = (speaking ?? error.errors[0])?.extensions;
  return {
    kind: 'refused',
    code: textOrUndefined(extensions?.code),
    reason: isUserErrorCode(extensions?.reason) ? extensions.reason : undefined,
    message: speaking?.message,
  };
}

/** The server's words for a refusal (e.g. "Check In cannot be in the past"), when it gave some. */
export function refusalMessage(error: unknown): string | undefined {
  const problem = requestProblem(error);
  return problem.kind === 'refused' ? problem.message : undefined;
}

/** The server's words, else the screen's own text for a refusal or for a failure. */
export function problemText(error: unknown, texts: { refused: string; failed: string }): string {
  const problem = requestProblem(error);
  return problem.kind === 'refused' ? (problem.message ?? texts.refused) : texts.failed;
}

/**
 * The server no longer takes the admin's token: UNAUTHENTICATED/FORBIDDEN, or HTTP 401/403. A
 * FORBIDDEN for the person's role (reason ROLE_REFUSED) is not: the session carries on.
 */
export function isAuthRefusal(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some(
      (entry) => AUTH_CODES.has(String(entry.extensions?.code)) && entry.extensions?.reason !== 'ROLE_REFUSED',
    );
  return ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403);
}
