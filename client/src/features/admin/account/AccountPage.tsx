import { useChangePassword } from '../api/use-change-password';
import { AdminPage } from '../../../components/admin/AdminPage';
import { tokenLifetimeMs } from '../login/login-request';
import { useAdminSession } from '../session/AdminSessionContext';
import { TwoStepSection } from '../two-step/TwoStepSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import '../login.css';
import '../account.css';

/** /admin/account: who is signed in, and changing their password. */
export default function AccountPage() {
  const { session, signIn } = useAdminSession();
  const change = useChangePassword();

  // The change ends every other session; this one carries on with the token the server answered.
  const keepSignedIn = (token: string) => {
    if (!session) return;
    const lifetime = tokenLifetimeMs(token);
    const expiresAt = lifetime === null ? session.expiresAt : new Date(Date.now() + lifetime).toISOString();
    signIn({ ...session, token, expiresAt });
  };

  return (
    <AdminPage title="Your account" lead={session ? `Signed in as ${session.admin.name} (${session.admin.email})` : undefined}>
      <section className="account-section" aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="account-section__title">
          Change password
        </h2>
        <p className="account-section__lead">
          You need your current password. After the change, other devices signed in to the admin area are signed out.
        </p>
        <ChangePasswordForm change={change} onChanged={keepSignedIn} />
      </section>
      <TwoStepSection />
    </AdminPage>
  );
}
