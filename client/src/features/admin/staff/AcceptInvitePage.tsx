import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { INVITE_PASSWORD_MESSAGES, invitePasswordProblem, MIN_NEW_PASSWORD_LENGTH } from '@server-pure/admin-passwords';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { AcceptInviteDocument } from '../../../graphql/generated';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useHotel } from '../../../lib/hotel';
import { usePageTitle } from '../../../lib/use-page-title';
import { tokenLifetimeMs } from '../login/login-request';
import { PasswordInput } from '../login/PasswordInput';
import { useAdminSession } from '../session/AdminSessionContext';
import '../login.css';

interface PasswordValues {
  password: string;
  confirm: string;
}

const MISMATCH = 'The two passwords do not match. Type the same password in both boxes.';
const COULD_NOT = 'Your password could not be set. Please check your connection and try again.';

function AcceptInviteForm({ token }: { token: string }) {
  const [accept] = useMutation(AcceptInviteDocument);
  const { signIn } = useAdminSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: { password: '', confirm: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { data } = await accept({ variables: { token, password } });
      const answer = data?.acceptInvite;
      if (answer?.token && answer.admin && answer.expiresAt) {
        const lifetime = tokenLifetimeMs(answer.token);
        const expiresAt = lifetime === null ? answer.expiresAt : new Date(Date.now() + lifetime).toISOString();
        const { id, email, name, role, permissions } = answer.admin;
        signIn({ token: answer.token, expiresAt, admin: { id, email, name, role, permissions } });
        // Sign-in lands on /admin, as after the login form; a role without the users goes on to Today.
        void navigate('/admin', { replace: true });
        return;
      }
      const error = answer?.errors[0];
      if (error?.field === 'password') setError('password', { message: error.message }, { shouldFocus: true });
      else setFailure(error?.message ?? COULD_NOT);
    } catch {
      setFailure(COULD_NOT);
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Field label="New password" error={errors.password?.message} hint={`At least ${MIN_NEW_PASSWORD_LENGTH} characters.`}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            {...register('password', {
              validate: (value) => {
                const problem = invitePasswordProblem(value);
                return problem ? INVITE_PASSWORD_MESSAGES[problem] : true;
              },
            })}
          />
        )}
      </Field>
      <Field label="Confirm password" error={errors.confirm?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            {...register('confirm', { validate: (value, values) => value === values.password || MISMATCH })}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Setting your password…' : 'Set password and sign in'}
      </button>
    </form>
  );
}

/** /admin/accept-invite?token=…: an invited person chooses a password and is signed in. */
export default function AcceptInvitePage() {
  const hotel = useHotel();
  usePageTitle('Set your password', 'admin');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <main className="login-page">
      <div className="login-card">
        <p className="login-card__hotel">{hotel.name}</p>
        <h1 className="login-card__title">Set your password</h1>
        {token ? (
          <>
            <p>You were invited to the admin area. Choose a password to sign in with your email from now on.</p>
            <WithApollo>
              <AcceptInviteForm token={token} />
            </WithApollo>
          </>
        ) : (
          <Alert tone="danger">This invite link is not complete. Open the link from your mail again.</Alert>
        )}
        <Link className="login-card__home" to="/login">
          Go to sign-in
        </Link>
      </div>
    </main>
  );
}
