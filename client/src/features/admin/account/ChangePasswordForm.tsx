import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import type { ChangePasswordOutcome } from '../api/use-change-password';
import { PasswordInput } from '../login/PasswordInput';
import {
  checkConfirmPassword,
  checkCurrentPassword,
  checkNewPassword,
  MIN_NEW_PASSWORD_LENGTH,
  PASSWORD_CHANGE_MESSAGES,
  PasswordChangeValues,
} from './password-rules';

type ChangeFn = (currentPassword: string, newPassword: string) => Promise<ChangePasswordOutcome>;

/**
 * Current password, new password twice. Field errors come from the rules and from the server
 * (a wrong current password); on success the form empties and says what happened.
 */
export function ChangePasswordForm({ change, onChanged }: { change: ChangeFn; onChanged(token: string): void }) {
  const [outcome, setOutcome] = useState<{ tone: 'danger' | 'success'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    const result = await change(currentPassword, newPassword);
    if (result.ok) {
      reset();
      setOutcome({ tone: 'success', message: PASSWORD_CHANGE_MESSAGES.changed });
      onChanged(result.token);
    } else if (result.field) {
      setError(result.field, { message: result.message }, { shouldFocus: true });
    } else {
      setOutcome({ tone: 'danger', message: result.message });
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <Field label="Current password" error={errors.currentPassword?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            {...register('currentPassword', { validate: checkCurrentPassword })}
          />
        )}
      </Field>
      <Field
        label="New password"
        hint={`At least ${MIN_NEW_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`}
        error={errors.newPassword?.message}
      >
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" {...register('newPassword', { validate: checkNewPassword })} />
        )}
      </Field>
      <Field label="New password again" error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            {...register('confirmPassword', { validate: checkConfirmPassword })}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
