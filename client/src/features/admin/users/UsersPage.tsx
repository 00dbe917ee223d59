import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Pager } from '../../../components/ui/Pager';
import { Spinner } from '../../../components/ui/Spinner';
import { usePageParam } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE } from '../api/load-state';
import { AdminUser, useUsers } from '../api/use-users';
import { LoadFailure } from '../components/LoadFailure';
import { Notice } from '../components/Notice';
import { PageHeader } from '../components/PageHeader';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { UsersTable } from './UsersTable';

/** /admin: the guests who booked, a page at a time (spec: Users table). */
export default function UsersPage() {
  const [page, setPage] = usePageParam();
  const { users, deleteUser } = useUsers(page);
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
        (users.data.total === 0 ? (
          <p className="admin-empty">No users yet.</p>
        ) : (
          <>
            <UsersTable users={users.data.items} onDelete={flow.ask} />
            <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={users.data.total} label="Users" onPageChange={setPage} />
          </>
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
