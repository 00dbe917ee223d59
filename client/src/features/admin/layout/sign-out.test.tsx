import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { adminToken, saveSession } from '../../../lib/admin-session';
import { adminRoutes } from '../routes';
import { testSession } from '../testing/test-session';

function AdminArea() {
  return useRoutes(adminRoutes);
}

describe('Sign out in the admin area', () => {
  beforeEach(() => localStorage.clear());

  it('asks the server to revoke the token, forgets the login and leads to /login', async () => {
    saveSession(testSession());
    const fetchSpy = jest.fn(async () => ({ ok: true, status: 200 }));
    Object.assign(globalThis, { fetch: fetchSpy });
    render(
      <MemoryRouter initialEntries={['/admin/account']}>
        <Suspense fallback={null}>
          <AdminArea />
        </Suspense>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/admin/logout', {
      method: 'POST',
      headers: { authorization: 'Bearer token-abc', accept: 'application/json' },
    });
    expect(adminToken()).toBeUndefined();
  });
});
