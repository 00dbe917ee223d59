import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminSessionProvider } from '../session/AdminSessionContext';
import { testSession } from '../testing/test-session';
import { CodeStep } from './CodeStep';
import type { CodeFn, CodeOutcome, LoginOutcome, TwoStepChallenge } from './login-request';
import LoginPage from './LoginPage';

const challenge: TwoStepChallenge = { challenge: 'challenge-1', expiresAt: '2026-11-21T04:35:00.000Z', setup: null };
const codeField = () => screen.getByLabelText('6-digit code');

function renderStep(complete: CodeFn, twoStep = challenge) {
  const onSignedIn = jest.fn();
  const onStartAgain = jest.fn();
  render(<CodeStep twoStep={twoStep} complete={complete} onSignedIn={onSignedIn} onStartAgain={onStartAgain} />);
  return { onSignedIn, onStartAgain };
}

describe('the code step of the sign-in', () => {
  it('asks for the code with a numeric keypad and the one-time-code autofill', () => {
    renderStep(jest.fn());
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('checks there are six digits before sending, then sends them with the challenge and signs in', async () => {
    const session = testSession();
    const complete = jest.fn(async (): Promise<CodeOutcome> => ({ ok: true, session, recoveryCodes: null }));
    const { onSignedIn } = renderStep(complete);
    await userEvent.type(codeField(), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code your app shows.')).toBeInTheDocument();
    expect(complete).not.toHaveBeenCalled();

    await userEvent.type(codeField(), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(complete).toHaveBeenCalledWith('challenge-1', '123456');
    expect(onSignedIn).toHaveBeenCalledWith(session);
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
  });

  it('shows the server’s refusal, clears the field, and lets the person try again', async () => {
    const complete = jest.fn(async (): Promise<CodeOutcome> => ({
      ok: false,
      message: 'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.',
    }));
    const { onSignedIn } = renderStep(complete);
    await userEvent.type(codeField(), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^That code is not right/);
    expect(codeField()).toHaveValue('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('takes a recovery code in a text field instead', async () => {
    const complete = jest.fn(async (): Promise<CodeOutcome> => ({ ok: true, session: testSession(), recoveryCodes: null }));
    renderStep(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).not.toHaveAttribute('inputmode');
    await userEvent.type(field, 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(complete).toHaveBeenCalledWith('challenge-1', 'abcde-fghij');
  });

  it('when the owner requires it: shows the key and link first, then the recovery codes, and signs in only after they are kept', async () => {
    const session = testSession();
    const codes = [
      'aaaaa-bbbbb',
      'ccccc-ddddd',
      'eeeee-fffff',
      'ggggg-hhhhh',
      'iiiii-jjjjj',
      'kkkkk-lllll',
      'mmmmm-nnnnn',
      'ooooo-ppppp',
    ];
    const complete = jest.fn(async (): Promise<CodeOutcome> => ({ ok: true, session, recoveryCodes: codes }));
    const setup = {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Hotel:asha%40hotel.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Hotel',
      issuer: 'Hotel',
      account: 'asha@hotel.test',
    };
    const { onSignedIn } = renderStep(complete, { ...challenge, setup });
    expect(screen.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the key in your authenticator app' })).toHaveAttribute(
      'href',
      setup.otpauthUri,
    );
    expect(screen.queryByRole('button', { name: 'Lost your phone? Use a recovery code' })).not.toBeInTheDocument();

    await userEvent.type(codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(codes));
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the admin area' }));
    expect(onSignedIn).toHaveBeenCalledWith(session);
  });
});

describe('the login page with two-step sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the code after a right password, keeps no session until the code is right, and can start again', async () => {
    const login = jest.fn(async (): Promise<LoginOutcome> => ({ ok: 'code', twoStep: challenge }));
    const complete = jest.fn(async (): Promise<CodeOutcome> => ({ ok: false, message: 'That code has been used already.' }));
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AdminSessionProvider>
          <Routes>
            <Route path="/login" element={<LoginPage login={login} completeSignIn={complete} />} />
          </Routes>
        </AdminSessionProvider>
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Email Address'), 'owner@hotel.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code has been used already.');
    expect(localStorage.getItem('adminAuth')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Start again with your password' }));
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toBeInTheDocument());
  });
});
