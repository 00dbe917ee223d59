import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';

/** What a code form sends: the six digits, or a recovery code when that is allowed and chosen. */
export type SubmitCode = (code: string) => Promise<{ ok: true } | { ok: false; message: string }>;

const SIX_DIGITS = /^\d{6}$/;

/**
 * The code from the authenticator app: a numeric keypad on phones, the code the phone offers from
 * an SMS or a password manager (autocomplete one-time-code). With `allowRecovery`, a link switches
 * to a text field for a recovery code.
 */
export function CodeForm({
  submit,
  submitLabel,
  allowRecovery = false,
  busyLabel = 'Checking…',
}: {
  submit: SubmitCode;
  submitLabel: string;
  allowRecovery?: boolean;
  busyLabel?: string;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = code.replace(/\s/g, '');
    if (!recovery && !SIX_DIGITS.test(typed)) {
      setError('Enter the 6-digit code your app shows.');
      return;
    }
    if (recovery && typed.replace(/-/g, '').length !== 10) {
      setError('Enter one of your recovery codes (like abcde-fghij).');
      return;
    }
    setError(null);
    setBusy(true);
    const result = await submit(recovery ? code.trim() : typed);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.message);
      setCode('');
    }
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setError(null);
  };

  return (
    <form className="two-step-code" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Field
        label={recovery ? 'Recovery code' : '6-digit code'}
        error={error ?? undefined}
        hint={recovery ? 'Each recovery code works once.' : 'From your authenticator app; it changes every 30 seconds.'}
      >
        {(props) =>
          recovery ? (
            <input
              {...props}
              className="two-step-code__input two-step-code__input--recovery"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
          ) : (
            <input
              {...props}
              className="two-step-code__input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/[^\d ]/g, ''));
                setError(null);
              }}
            />
          )
        }
      </Field>
      <Button type="submit" className="two-step-code__submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
      {allowRecovery && (
        <button type="button" className="two-step-code__switch" onClick={switchKind}>
          {recovery ? 'Use the code from your app instead' : 'Lost your phone? Use a recovery code'}
        </button>
      )}
    </form>
  );
}
