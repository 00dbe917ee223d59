import { useMutation, useQuery } from '@apollo/client/react';
import {
  ConfirmTwoStepSetupDocument,
  MyTwoStepDocument,
  StartTwoStepSetupDocument,
  TurnOffTwoStepDocument,
  TwoStepStatus,
} from '../../../graphql/generated';
import type { TwoStepSetup } from '../login/login-request';
import { useAdminSession } from '../session/AdminSessionContext';

const COULD_NOT = 'That did not work. Please check your connection and try again.';

export type TwoStepWrite<T> = { ok: true; value: T } | { ok: false; message: string };

const refused = (errors: readonly { message: string }[] | undefined): TwoStepWrite<never> => ({
  ok: false,
  message: errors?.[0]?.message ?? COULD_NOT,
});

/** The signed-in person's own two-step sign-in: its state, set-up (key, then a code) and turning it off. */
export function useMyTwoStep() {
  const result = useQuery(MyTwoStepDocument, { fetchPolicy: 'cache-and-network' });
  const [startMutation] = useMutation(StartTwoStepSetupDocument);
  const [confirmMutation] = useMutation(ConfirmTwoStepSetupDocument);
  const [turnOffMutation] = useMutation(TurnOffTwoStepDocument);
  const me = result.data?.me;
  const { session } = useAdminSession();
  const reload = () => result.refetch().catch(() => undefined);

  async function start(): Promise<TwoStepWrite<TwoStepSetup>> {
    try {
      const { data } = await startMutation();
      const setup = data?.startTwoStepSetup.setup;
      return setup ? { ok: true, value: setup } : refused(data?.startTwoStepSetup.errors);
    } catch {
      return refused(undefined);
    }
  }

  async function confirm(code: string): Promise<TwoStepWrite<string[]>> {
    try {
      const { data } = await confirmMutation({ variables: { code } });
      const codes = data?.confirmTwoStepSetup.recoveryCodes;
      if (!codes) return refused(data?.confirmTwoStepSetup.errors);
      await reload();
      return { ok: true, value: codes };
    } catch {
      return refused(undefined);
    }
  }

  async function turnOff(code: string): Promise<TwoStepWrite<null>> {
    try {
      const { data } = await turnOffMutation({ variables: { code } });
      if (!data?.turnOffTwoStep.staff) return refused(data?.turnOffTwoStep.errors);
      await reload();
      return { ok: true, value: null };
    } catch {
      return refused(undefined);
    }
  }

  return {
    status: me ? me.twoStep : result.error ? ('error' as const) : ('loading' as const),
    required: me?.twoStepRequired ?? false,
    /** An owner may turn their own off even when required (the server says so too); others ask the owner. */
    canTurnOffRequired: (session?.admin.role ?? 'owner') === 'owner',
    start,
    confirm,
    turnOff,
  };
}

export { TwoStepStatus };
