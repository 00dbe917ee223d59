import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Pager } from '../../../components/ui/Pager';
import { usePageParam } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/load-state';
import { AdminUser, useUsers } from '../api/use-users';
import { LoadState } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { UsersTable } from './UsersTable';

/** /admin: the guests who booked, a page at a time (spec: Users table). */
export default function UsersPage() {
  const [page, setPage] = usePageParam();
  const { users, deleteUser } = useUsers(page);
  const flow = useDeleteFlow<AdminUser>(deleteUser, 'User deleted.');

  return (
    <AdminPage title="Users" lead="Guests who have booked or left their details.">
      {flow.notice && (
        <Notice key={flow.notice.message} tone={flow.notice.tone}>
          {flow.notice.message}
        </Notice>
      )}
      <LoadState state={users} loading="Loading users…" isEmpty={(list) => list.total === 0} empty="No users yet.">
        {(list) => (
          <>
            <UsersTable users={list.items} onDelete={flow.ask} />
            <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={list.total} label="Users" onPageChange={setPage} />
          </>
        )}
      </LoadState>
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
    </AdminPage>
  );
}
