import { useMutation, useQuery } from '@apollo/client/react';
import { AdminDeleteUserDocument, AdminUsersDocument, AdminUsersQuery } from '../../../graphql/generated';
import { pageWindow } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE, ListPage, Loadable, pageLoadState, WriteResult } from '../../../components/admin/load-state';

export type AdminUser = AdminUsersQuery['users']['items'][number];

/** Spec section 8, "Admin users": the delete failure text, word for word. */
export const USER_DELETE_FAILED = 'something went wrong';

/** A page of the guests list (spec: GET /api/users) and its delete, after which the page reloads. */
export function useUsers(page: number): { users: Loadable<ListPage<AdminUser>>; deleteUser(id: string): Promise<WriteResult> } {
  const result = useQuery(AdminUsersDocument, {
    variables: pageWindow(page, ADMIN_PAGE_SIZE),
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(AdminDeleteUserDocument);
  const state = pageLoadState(result);

  async function deleteUser(id: string): Promise<WriteResult> {
    try {
      const { data } = await remove({ variables: { id } });
      if (!data?.deleteUser.deleted) return { ok: false, message: USER_DELETE_FAILED };
    } catch {
      return { ok: false, message: USER_DELETE_FAILED };
    }
    await result.refetch().catch(() => undefined);
    return { ok: true };
  }

  return { users: state.status === 'ready' ? { status: 'ready', data: state.data.users } : state, deleteUser };
}
