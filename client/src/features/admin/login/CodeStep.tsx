import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import type { AdminSession } from '../../../lib/admin-session';
import { CodeForm } from '../two-step/CodeForm';
import { RecoveryCodes } from '../two-step/RecoveryCodes';
import { SetupKey } from '../two-step/SetupKey';
import '../two-step/two-step.css';
import { CodeFn, LOGIN_SUCCESS_MESSAGE, TwoStepChallenge } from './login-request';

/**
 * The second step of a sign-in whose password was right: the code from the authenticator app (or
 * a recovery code). When the owner requires two-step sign-in and it is not set up yet, the key
 * comes first, and the recovery codes after the code, before the session starts.
 */
export function CodeStep({
  twoStep,
  complete,
  onSignedIn,
  onStartAgain,
}: {
  twoStep: TwoStepChallenge;
  complete: CodeFn;
  onSignedIn(session: AdminSession): void;
  onStartAgain(): void;
}) {
  const [signedIn, setSignedIn] = useState<{ session: AdminSession; codes: string[] | null } | null>(null);

  const submit = async (code: string) => {
    const result = await complete(twoStep.challenge, code);
    if (!result.ok) return result;
    setSignedIn({ session: result.session, codes: result.recoveryCodes });
    if (!result.recoveryCodes) onSignedIn(result.session);
    return { ok: true as const };
  };

  if (signedIn?.codes) {
    return (
      <RecoveryCodes codes={signedIn.codes} doneLabel="Continue to the admin area" onDone={() => onSignedIn(signedIn.session)} />
    );
  }
  if (signedIn) return <Alert tone="success">{LOGIN_SUCCESS_MESSAGE}</Alert>;

  return (
    <div className="login-code-step">
      <h2 className="login-code-step__title">{twoStep.setup ? 'Set up two-step sign-in' : 'Enter your code'}</h2>
      {twoStep.setup ? (
        <>
          <p className="login-code-step__lead">
            The owner requires two-step sign-in for your account. Add it to an authenticator app on your phone to continue.
          </p>
          <SetupKey setup={twoStep.setup} />
        </>
      ) : (
        <p className="login-code-step__lead">Open your authenticator app and enter the 6-digit code it shows for this hotel.</p>
      )}
      <CodeForm submit={submit} submitLabel={twoStep.setup ? 'Turn on and sign in' : 'Sign in'} allowRecovery={!twoStep.setup} />
      <button type="button" className="two-step-code__switch" onClick={onStartAgain}>
        Start again with your password
      </button>
    </div>
  );
}
