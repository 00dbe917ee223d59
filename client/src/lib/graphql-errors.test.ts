import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { UserErrorCode } from '../graphql/generated';
import { isAuthRefusal, problemText, refusalMessage, requestProblem } from './graphql-errors';

const answered = (...errors: GraphQLFormattedError[]) => new CombinedGraphQLErrors({ errors }, errors);
const httpStatus = (status: number) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: { status } as Response,
    bodyText: '',
  });

const pastDates = answered({
  message: 'Check In cannot be in the past',
  extensions: { code: 'BAD_USER_INPUT', field: 'checkIn', reason: 'CHECK_IN_IN_PAST' },
});
const masked = answered({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
const offline = new TypeError('Failed to fetch');

describe('reading a GraphQL error', () => {
  it('takes a refusal in the server’s words, with its code and the domain’s reason', () => {
    expect(requestProblem(pastDates)).toEqual({
      kind: 'refused',
      code: 'BAD_USER_INPUT',
      reason: UserErrorCode.CheckInInPast,
      message: 'Check In cannot be in the past',
    });
    expect(refusalMessage(pastDates)).toBe('Check In cannot be in the past');
  });

  it('shows no words from a masked fault, though the server did answer', () => {
    expect(requestProblem(masked)).toEqual({
      kind: 'refused',
      code: 'INTERNAL_SERVER_ERROR',
      reason: undefined,
      message: undefined,
    });
    expect(refusalMessage(masked)).toBeUndefined();
  });

  it('tells a request that failed from one the server refused', () => {
    expect(requestProblem(offline)).toEqual({ kind: 'failed' });
    expect(requestProblem(httpStatus(502))).toEqual({ kind: 'failed' });
    const texts = { refused: 'Failed to load rooms', failed: 'Something went wrong while loading rooms' };
    expect(problemText(pastDates, texts)).toBe('Check In cannot be in the past');
    expect(problemText(masked, texts)).toBe('Failed to load rooms');
    expect(problemText(offline, texts)).toBe('Something went wrong while loading rooms');
  });

  it('knows a refused admin token: UNAUTHENTICATED or FORBIDDEN, HTTP 401 or 403', () => {
    expect(isAuthRefusal(answered({ message: 'Please sign in to continue', extensions: { code: 'UNAUTHENTICATED' } }))).toBe(
      true,
    );
    expect(isAuthRefusal(answered({ message: 'Account deactivated', extensions: { code: 'FORBIDDEN' } }))).toBe(true);
    // A refusal for the person's role leaves the session alone.
    const forRole = {
      message: 'Your role (Accountant) cannot do this.',
      extensions: { code: 'FORBIDDEN', reason: 'ROLE_REFUSED' },
    };
    expect(isAuthRefusal(answered(forRole))).toBe(false);
    expect(isAuthRefusal(httpStatus(401))).toBe(true);
    expect(isAuthRefusal(httpStatus(403))).toBe(true);
    expect(isAuthRefusal(pastDates)).toBe(false);
    expect(isAuthRefusal(httpStatus(500))).toBe(false);
    expect(isAuthRefusal(offline)).toBe(false);
  });
});
