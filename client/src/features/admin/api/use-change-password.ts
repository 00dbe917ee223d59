import { useMutation } from '@apollo/client/react';
import { ChangeAdminPasswordDocument, UserErrorCode } from '../../../graphql/generated';

export type ChangePasswordOutcome =
  | { ok: true; token: string }
  | { ok: false; field: 'currentPassword' | 'newPassword' | null; code: UserErrorCode | null; message: string };

const COULD_NOT_CHANGE = 'The password could not be changed. Please check your connection and try again.';

/** changePassword: the new token for this session, or why the server refused. */
export function useChangePassword(): (currentPassword: string, newPassword: string) => Promise<ChangePasswordOutcome> {
  const [mutate] = useMutation(ChangeAdminPasswordDocument);
  return async (currentPassword, newPassword) => {
    try {
      const { data } = await mutate({ variables: { currentPassword, newPassword } });
      const answer = data?.changePassword;
      if (answer?.token) return { ok: true, token: answer.token };
      const error = answer?.errors[0];
      const field = error?.field === 'currentPassword' || error?.field === 'newPassword' ? error.field : null;
      return { ok: false, field, code: error?.code ?? null, message: error?.message ?? COULD_NOT_CHANGE };
    } catch {
      return { ok: false, field: null, code: null, message: COULD_NOT_CHANGE };
    }
  };
}
