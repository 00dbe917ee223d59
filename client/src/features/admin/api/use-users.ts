import { useMutation, useQuery } from '@apollo/client/react';
import { AdminDeleteUserDocument, AdminUsersDocument, AdminUsersQuery } from '../../../graphql/generated';
import { loadState, LoadState, WriteResult } from './load-state';

export type AdminUser = AdminUsersQuery['users'][number];

/** Spec section 8, "Admin users": the delete failure text, word for word. */
export const USER_DELETE_FAILED = 'something went wrong';

/** The guests list (spec: GET /api/users) and its delete, after which the list reloads. */
export function useUsers(): { users: LoadState<AdminUser[]>; deleteUser(id: string): Promise<WriteResult> } {
  const result = useQuery(AdminUsersDocument, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(AdminDeleteUserDocument);
  const state = loadState(result);

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
