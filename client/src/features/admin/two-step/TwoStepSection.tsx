import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TwoStepStatus } from '../../../graphql/generated';
import type { TwoStepSetup } from '../login/login-request';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupKey } from './SetupKey';
import { useMyTwoStep } from './use-two-step';
import './two-step.css';

type Stage = { kind: 'idle' } | { kind: 'setup'; setup: TwoStepSetup } | { kind: 'codes'; codes: string[] } | { kind: 'turnOff' };

/** "Two-step sign-in" on the person's own account page: set it up, see whether it is on, turn it off with a code. */
export function TwoStepSection() {
  const twoStep = useMyTwoStep();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);

  const start = async () => {
    setOutcome(null);
    const result = await twoStep.start();
    if (result.ok) setStage({ kind: 'setup', setup: result.value });
    else setOutcome({ tone: 'danger', message: result.message });
  };

  const confirm = async (code: string) => {
    const result = await twoStep.confirm(code);
    if (!result.ok) return result;
    setStage({ kind: 'codes', codes: result.value });
    return { ok: true as const };
  };

  const turnOff = async (code: string) => {
    const result = await twoStep.turnOff(code);
    if (!result.ok) return result;
    setStage({ kind: 'idle' });
    setOutcome({ tone: 'success', message: 'Two-step sign-in is off. You sign in with your password alone.' });
    return { ok: true as const };
  };

  return (
    <section className="account-section two-step-section" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className="account-section__title">
        Two-step sign-in
      </h2>
      <p className="account-section__lead">
        After your password, the admin area asks for a 6-digit code from an authenticator app on your phone, so a stolen password
        alone does not sign anyone in.
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      {twoStep.status === 'loading' && <p role="status">Loading…</p>}
      {twoStep.status === 'error' && <Alert tone="danger">Could not load your two-step sign-in. Please reload.</Alert>}

      {stage.kind === 'codes' && (
        <RecoveryCodes codes={stage.codes} doneLabel="I have kept the codes" onDone={() => setStage({ kind: 'idle' })} />
      )}

      {stage.kind === 'setup' && (
        <>
          <SetupKey setup={stage.setup} />
          <CodeForm submit={confirm} submitLabel="Turn on" />
          <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })}>
            Cancel
          </Button>
        </>
      )}

      {stage.kind === 'idle' && (twoStep.status === TwoStepStatus.Off || twoStep.status === TwoStepStatus.Required) && (
        <>
          <p className="two-step-section__state">
            <strong>Off.</strong>
            {twoStep.status === TwoStepStatus.Required &&
              ' The owner requires it: you will set it up at your next sign-in, or now.'}
          </p>
          <Button onClick={() => void start()}>Set up two-step sign-in</Button>
        </>
      )}

      {stage.kind === 'idle' && twoStep.status === TwoStepStatus.On && (
        <>
          <p className="two-step-section__state">
            <strong>On.</strong> You sign in with your password and a code from your app.
            {twoStep.required && ' The owner requires it for your account.'}
          </p>
          {(!twoStep.required || twoStep.canTurnOffRequired) && (
            <Button variant="secondary" onClick={() => setStage({ kind: 'turnOff' })}>
              Turn off
            </Button>
          )}
        </>
      )}

      {stage.kind === 'turnOff' && (
        <>
          <p>Enter a current code from your app (or a recovery code) to turn two-step sign-in off.</p>
          <CodeForm submit={turnOff} submitLabel="Turn off" allowRecovery />
          <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })}>
            Cancel
          </Button>
        </>
      )}
    </section>
  );
}
