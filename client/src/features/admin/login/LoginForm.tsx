import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import type { AdminSession } from '../../../lib/admin-session';
import { LOGIN_SUCCESS_MESSAGE, LoginFn, TwoStepChallenge } from './login-request';
import { checkEmail, checkPassword } from './login-rules';
import { PasswordInput } from './PasswordInput';

interface LoginValues {
  email: string;
  password: string;
}

type Outcome = { tone: 'danger' | 'success'; message: string } | null;

/**
 * Spec section 2, "Login screen": browser validation off, the spec's field errors (each cleared
 * when its field is edited), 'Logging in...' while busy, a danger alert when refused.
 */
export function LoginForm({
  login,
  onSignedIn,
  onCodeNeeded,
}: {
  login: LoginFn;
  onSignedIn(session: AdminSession): void;
  /** The password was right and the account signs in with a code too. */
  onCodeNeeded?(twoStep: TwoStepChallenge): void;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit' });

  const submit = handleSubmit(async ({ email, password }) => {
    setOutcome(null);
    const result = await login(email.trim(), password);
    if (result.ok === 'code') {
      onCodeNeeded?.(result.twoStep);
      return;
    }
    if (!result.ok) {
      setOutcome({ tone: 'danger', message: result.message });
      return;
    }
    setOutcome({ tone: 'success', message: LOGIN_SUCCESS_MESSAGE });
    onSignedIn(result.session);
  });

  const signedIn = outcome?.tone === 'success';
  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <Field label="Email Address" error={errors.email?.message}>
        {(field) => (
          <input
            {...field}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...register('email', { validate: checkEmail, onChange: () => clearErrors('email') })}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            {...register('password', { validate: checkPassword, onChange: () => clearErrors('password') })}
          />
        )}
      </Field>
      <Button type="submit" className="login-form__submit" disabled={isSubmitting || signedIn}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
