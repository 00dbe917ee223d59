import { answerTo, stubGraphQLServer } from '../../../test/graphql-server';
import { AdminRoomsDocument } from '../../graphql/generated';
import { adminToken, onSessionRefused, saveSession } from '../admin-session';
import { apolloClient } from './client';

const session = {
  token: 'token-abc',
  admin: { id: 'a1', email: 'owner@hotel.test', name: 'Hotel Admin' },
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

const refused = (code: string, message = 'Please sign in to continue') =>
  answerTo(AdminRoomsDocument, { errors: [{ message, extensions: { code } }] });

function askForRooms() {
  return apolloClient().query({ query: AdminRoomsDocument, fetchPolicy: 'no-cache' });
}

describe('the Apollo client', () => {
  const sessionRefused = jest.fn();
  let unsubscribe: () => void;

  beforeEach(() => {
    localStorage.clear();
    saveSession(session);
    sessionRefused.mockReset();
    unsubscribe = onSessionRefused(sessionRefused);
  });
  afterEach(() => unsubscribe());

  it('sends the stored admin token as a bearer token', async () => {
    const received = stubGraphQLServer(answerTo(AdminRoomsDocument, { data: { rooms: [] } }));
    await askForRooms();
    expect(received[0].headers.get('authorization')).toBe('Bearer token-abc');
    expect(adminToken()).toBe('token-abc');
  });

  it.each(['UNAUTHENTICATED', 'FORBIDDEN'])('ends the admin session when the server answers %s', async (code) => {
    stubGraphQLServer(refused(code));
    await expect(askForRooms()).rejects.toThrow('Please sign in to continue');
    expect(adminToken()).toBeUndefined();
    expect(sessionRefused).toHaveBeenCalledTimes(1);
  });

  it('ends the admin session when the server answers HTTP 401', async () => {
    stubGraphQLServer(answerTo(AdminRoomsDocument, { errors: [{ message: 'Unauthorized' }] }, 401));
    await expect(askForRooms()).rejects.toThrow('401');
    expect(adminToken()).toBeUndefined();
    expect(sessionRefused).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server refuses for another reason', async () => {
    stubGraphQLServer(refused('BAD_USER_INPUT', 'Check In cannot be in the past'));
    await expect(askForRooms()).rejects.toThrow('Check In cannot be in the past');
    expect(adminToken()).toBe('token-abc');
    expect(sessionRefused).not.toHaveBeenCalled();
  });

  it('leaves a guest without a token alone', async () => {
    localStorage.clear();
    const received = stubGraphQLServer(refused('UNAUTHENTICATED'));
    await expect(askForRooms()).rejects.toThrow();
    expect(received[0].headers.get('authorization')).toBeNull();
    expect(sessionRefused).not.toHaveBeenCalled();
  });

  it("sends the page's language as Accept-Language: Hindi from a /hi page, English from any other", async () => {
    const received = stubGraphQLServer(answerTo(AdminRoomsDocument, { data: { rooms: [] } }));
    await askForRooms();
    expect(received[0].headers.get('accept-language')).toBe('en');
    window.history.pushState({}, '', '/hi/user-details');
    try {
      const again = stubGraphQLServer(answerTo(AdminRoomsDocument, { data: { rooms: [] } }));
      await askForRooms();
      expect(again[0].headers.get('accept-language')).toBe('hi');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
