import { useMutation, useQuery } from '@apollo/client/react';
import {
  DeactivateStaffDocument,
  InviteStaffDocument,
  RequireTwoStepDocument,
  ResetTwoStepDocument,
  SetStaffRoleDocument,
  StaffListDocument,
  StaffMemberFragment,
  StaffRole,
} from '../../../graphql/generated';
import { Loadable, loadState } from '../../../components/admin/load-state';

export type StaffMember = StaffMemberFragment;

const COULD_NOT = 'That did not work. Please check your connection and try again.';

export type StaffWrite<T = StaffMember> = { ok: true; value: T } | { ok: false; field: string | null; message: string };

function refused(errors: readonly { field?: string | null; message: string }[] | undefined): StaffWrite<never> {
  return { ok: false, field: errors?.[0]?.field ?? null, message: errors?.[0]?.message ?? COULD_NOT };
}

/** The staff list (owner only) and its changes: invite (answering the link), role, deactivate. */
export function useStaff() {
  const result = useQuery(StaffListDocument, { fetchPolicy: 'cache-and-network' });
  const [inviteMutation] = useMutation(InviteStaffDocument);
  const [roleMutation] = useMutation(SetStaffRoleDocument);
  const [deactivateMutation] = useMutation(DeactivateStaffDocument);
  const [requireMutation] = useMutation(RequireTwoStepDocument);
  const [resetMutation] = useMutation(ResetTwoStepDocument);
  const state = loadState(result);
  const staff: Loadable<StaffMember[]> = state.status === 'ready' ? { status: 'ready', data: state.data.staff } : state;
  const reload = () => result.refetch().catch(() => undefined);

  async function invite(
    email: string,
    name: string,
    role: StaffRole,
  ): Promise<StaffWrite<{ link: string; member: StaffMember }>> {
    try {
      const { data } = await inviteMutation({ variables: { email, name, role } });
      const answer = data?.inviteStaff;
      if (!answer?.inviteLink || !answer.staff) return refused(answer?.errors);
      await reload();
      return { ok: true, value: { link: answer.inviteLink, member: answer.staff } };
    } catch {
      return refused(undefined);
    }
  }

  async function setRole(staffId: string, role: StaffRole): Promise<StaffWrite> {
    try {
      const { data } = await roleMutation({ variables: { staffId, role } });
      if (!data?.setStaffRole.staff) return refused(data?.setStaffRole.errors);
      return { ok: true, value: data.setStaffRole.staff };
    } catch {
      return refused(undefined);
    }
  }

  async function deactivate(staffId: string): Promise<StaffWrite> {
    try {
      const { data } = await deactivateMutation({ variables: { staffId } });
      if (!data?.deactivateStaff.staff) return refused(data?.deactivateStaff.errors);
      await reload();
      return { ok: true, value: data.deactivateStaff.staff };
    } catch {
      return refused(undefined);
    }
  }

  /** Two-step sign-in of a person: required (they set it up at their next sign-in) or reset (off). */
  async function twoStep(staffId: string, change: 'require' | 'reset'): Promise<StaffWrite> {
    try {
      const { data } =
        change === 'require'
          ? await requireMutation({ variables: { staffId } }).then(({ data }) => ({ data: data?.requireTwoStep }))
          : await resetMutation({ variables: { staffId } }).then(({ data }) => ({ data: data?.resetTwoStep }));
      if (!data?.staff) return refused(data?.errors);
      return { ok: true, value: data.staff };
    } catch {
      return refused(undefined);
    }
  }

  return { staff, invite, setRole, deactivate, twoStep };
}
