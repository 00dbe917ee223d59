import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { answerTo, stubGraphQLServer } from '../../../../test/graphql-server';
import { AdminRoomsDocument } from '../../../graphql/generated';
import { adminToken, saveSession } from '../../../lib/admin-session';
import { adminRoutes } from '../routes';
import { testSession } from '../testing/test-session';

function AdminArea() {
  return useRoutes(adminRoutes);
}

describe('a token the server no longer takes', () => {
  beforeEach(() => localStorage.clear());

  it('met on the rooms screen ends the admin session and leads to /login', async () => {
    saveSession(testSession());
    const received = stubGraphQLServer(
      answerTo(AdminRoomsDocument, {
        errors: [{ message: 'Please sign in to continue', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    render(
      <MemoryRouter initialEntries={['/admin/rooms']}>
        <Suspense fallback={null}>
          <AdminArea />
        </Suspense>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    // The rooms screen asks for the rooms and, beside them, today's housekeeping statuses.
    expect(received.map((request) => request.operationName)).toContain('AdminRooms');
    expect(received.map((request) => request.headers.get('authorization'))).toEqual(received.map(() => 'Bearer token-abc'));
    expect(adminToken()).toBeUndefined();
  });
});
