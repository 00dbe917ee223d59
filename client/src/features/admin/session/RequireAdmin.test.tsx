import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminSessionProvider } from './AdminSessionContext';
import { RequireAdmin } from './RequireAdmin';
import { saveSession } from '../../../lib/admin-session';
import { testSession } from '../testing/test-session';

function LoginStub() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminSessionProvider>
        <Routes>
          <Route path="/login" element={<LoginStub />} />
          <Route
            path="/admin/*"
            element={
              <RequireAdmin>
                <p>admin area</p>
              </RequireAdmin>
            }
          />
        </Routes>
      </AdminSessionProvider>
    </MemoryRouter>,
  );
}

describe('the admin guard', () => {
  beforeEach(() => localStorage.clear());

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    renderAt('/admin/booking?x=1');
    expect(screen.getByText('login page, from /admin/booking?x=1')).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('sends a visitor whose stored token has expired to /login and forgets the token', () => {
    saveSession(testSession(new Date(Date.now() - 1_000).toISOString()));
    renderAt('/admin');
    expect(screen.getByText(/login page/)).toBeInTheDocument();
    expect(localStorage.getItem('adminAuth')).toBeNull();
  });

  it('lets a signed-in admin with a live token in', () => {
    saveSession(testSession());
    renderAt('/admin/payment');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
