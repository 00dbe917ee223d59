import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminSessionProvider } from '../session/AdminSessionContext';
import { testSession } from '../testing/test-session';
import type { LoginFn, LoginOutcome } from './login-request';
import { LoginForm } from './LoginForm';
import LoginPage from './LoginPage';

const email = () => screen.getByLabelText('Email Address');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Login' });

function renderForm(login: LoginFn = jest.fn()) {
  const onSignedIn = jest.fn();
  render(<LoginForm login={login} onSignedIn={onSignedIn} />);
  return { login, onSignedIn };
}

describe('the login form', () => {
  it('turns browser validation off and asks for both fields', async () => {
    const { login } = renderForm();
    expect(email().closest('form')).toHaveAttribute('novalidate');
    await userEvent.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(login).not.toHaveBeenCalled();
  });

  it('checks the address pattern and the password length', async () => {
    renderForm();
    await userEvent.type(email(), 'owner@hotel');
    await userEvent.type(password(), '12345');
    await userEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('clears each field’s error when that field is edited, and only that one', async () => {
    renderForm();
    await userEvent.click(submit());
    await screen.findByText('Email is required');
    await userEvent.type(email(), 'o');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(password(), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('shows and hides the password with a toggle that reports its state', async () => {
    renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('says Logging in... while busy, then shows a refusal as a danger alert', async () => {
    let answer: (outcome: LoginOutcome) => void = () => undefined;
    const login = jest.fn(() => new Promise<LoginOutcome>((resolve) => (answer = resolve)));
    const { onSignedIn } = renderForm(login);
    await userEvent.type(email(), ' owner@hotel.test ');
    await userEvent.type(password(), 'wrong-pass');
    await userEvent.click(submit());
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(login).toHaveBeenCalledWith('owner@hotel.test', 'wrong-pass');
    await act(async () => answer({ ok: false, message: 'Invalid email or password. Please check your credentials.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password. Please check your credentials.');
    expect(screen.getByRole('alert')).toHaveClass('alert--danger');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('the login page', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the session, says so, and opens /admin after 1 second', async () => {
    const session = testSession();
    const login = jest.fn(async (): Promise<LoginOutcome> => ({ ok: true, session }));
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AdminSessionProvider>
          <Routes>
            <Route path="/login" element={<LoginPage login={login} />} />
            <Route path="/admin" element={<p>users table</p>} />
          </Routes>
        </AdminSessionProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(email(), 'owner@hotel.test');
      await user.type(password(), 'secret-pass');
      await user.click(submit());
      expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('adminAuth')!)).toEqual(session);
      act(() => jest.advanceTimersByTime(999));
      expect(screen.queryByText('users table')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(screen.getByText('users table')).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});
