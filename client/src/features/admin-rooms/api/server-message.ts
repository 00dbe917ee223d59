import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Codes whose message is written for people (not a masked fault). */
const SPEAKING_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * How a failed request ended: the server answered and refused (with its own words when it gave
 * some, which the spec prefers), or it could not be reached / broke (nothing worth showing).
 */
export type RequestProblem = { kind: 'refused'; message?: string } | { kind: 'failed' };

export function requestProblem(error: unknown): RequestProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const speaking = error.errors.find((entry) => SPEAKING_CODES.has(String(entry.extensions?.code)));
    return { kind: 'refused', message: speaking?.message };
  }
  return { kind: 'failed' };
}

/** The text for a problem: the server's message, else the spec's refusal or failure text. */
export function problemText(problem: RequestProblem, texts: { refused: string; failed: string }): string {
  return problem.kind === 'refused' ? (problem.message ?? texts.refused) : texts.failed;
}
