import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { AdminUser, useUsers } from '../api/use-users';
import { LoadFailure } from '../components/LoadFailure';
import { Notice } from '../components/Notice';
import { PageHeader } from '../components/PageHeader';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { UsersTable } from './UsersTable';

/** /admin: the guests who booked (spec: Users table). */
export default function UsersPage() {
  const { users, deleteUser } = useUsers();
  const flow = useDeleteFlow<AdminUser>(deleteUser, 'User deleted.');

  return (
    <>
      <PageHeader title="Users" lead="Guests who have booked or left their details." />
      {flow.notice && (
        <Notice key={flow.notice.message} tone={flow.notice.tone}>
          {flow.notice.message}
        </Notice>
      )}
      {users.status === 'loading' && <Spinner label="Loading users…" />}
      {users.status === 'error' && <LoadFailure refusal={users.refusal} />}
      {users.status === 'ready' &&
        (users.data.length === 0 ? (
          <p className="admin-empty">No users yet.</p>
        ) : (
          <UsersTable users={users.data} onDelete={flow.ask} />
        ))}
      {flow.pending && (
        <ConfirmDialog
          title="Delete this user?"
          confirmLabel="Delete"
          danger
          busy={flow.busy}
          onConfirm={flow.confirm}
          onCancel={flow.dismiss}
        >
          <p>
            {flow.pending.name || flow.pending.email} ({flow.pending.email}) will be removed from the list of users. This action
            cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
