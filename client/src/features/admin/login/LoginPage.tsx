import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import type { AdminSession } from '../../../lib/admin-session';
import { useHotel } from '../../../lib/hotel';
import { usePageTitle } from '../../../lib/use-page-title';
import { currentSession, useAdminSession } from '../session/AdminSessionContext';
import type { LoginRedirectState } from '../session/RequireAdmin';
import { CodeStep } from './CodeStep';
import { CodeFn, LoginFn, requestAdminLogin, requestTwoStepSignIn, TwoStepChallenge } from './login-request';
import { LoginForm } from './LoginForm';
import '../login.css';

/** Spec section 9: the login redirect delay. */
export const LOGIN_REDIRECT_MS = 1000;

/** Sends the admin back where the guard stopped them, or to the users table. */
function destination(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from && from.startsWith('/admin') ? from : '/admin';
}

export default function LoginPage({
  login = requestAdminLogin,
  completeSignIn = requestTwoStepSignIn,
}: {
  login?: LoginFn;
  completeSignIn?: CodeFn;
}) {
  const hotel = useHotel();
  usePageTitle('Admin Login', 'admin');
  const sessionState = useAdminSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [signedInOnArrival] = useState(() => currentSession(sessionState) !== null);
  const [redirecting, setRedirecting] = useState(false);
  const [twoStep, setTwoStep] = useState<TwoStepChallenge | null>(null);
  const target = destination(location.state);

  useEffect(() => {
    if (!redirecting) return undefined;
    const timer = setTimeout(() => void navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate, target]);

  if (signedInOnArrival) return <Navigate to={target} replace />;

  const onSignedIn = (session: AdminSession) => {
    sessionState.signIn(session);
    setRedirecting(true);
  };

  return (
    <main className="login-page">
      <div className="login-card">
        <p className="login-card__hotel">{hotel.name}</p>
        <h1 className="login-card__title">Admin Login</h1>
        {sessionState.ended === 'expired' && !redirecting && (
          <Alert tone="info">Your session has expired. Please sign in again.</Alert>
        )}
        {twoStep ? (
          <CodeStep twoStep={twoStep} complete={completeSignIn} onSignedIn={onSignedIn} onStartAgain={() => setTwoStep(null)} />
        ) : (
          <LoginForm login={login} onSignedIn={onSignedIn} onCodeNeeded={setTwoStep} />
        )}
        <Link className="login-card__home" to="/">
          Go To Home Page
        </Link>
      </div>
    </main>
  );
}
