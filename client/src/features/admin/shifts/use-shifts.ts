import { useMutation, useQuery } from '@apollo/client/react';
import {
  CloseShiftDocument,
  CurrentShiftDocument,
  OpenShiftDocument,
  PaymentMethod,
  ShiftListDocument,
  ShiftListQuery,
  ShiftReportDocument,
  ShiftReportFieldsFragment,
  ShiftReportQuery,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { Loadable, loadState } from '../../../components/admin/load-state';

export type ShiftSummary = ShiftReportFieldsFragment;
export type ShiftRow = ShiftListQuery['shifts'][number];
export type ShiftWithEntries = NonNullable<ShiftReportQuery['shift']>;

/** What a shift act answered: done (with the shift), or refused with the server's words. */
export type ShiftOutcome = { ok: true; shift: ShiftSummary } | { ok: false; field: string | null; message: string };

const FAILED = 'That did not work. Please check your connection and try again.';

/** After opening or closing, Today's card, the list and the desk's board are read again. */
const REFETCH = [CurrentShiftDocument, ShiftListDocument];

function outcome(
  payload: { errors: { field?: string | null; message: string }[]; shift?: ShiftSummary | null } | undefined,
): ShiftOutcome {
  const first = payload?.errors[0];
  if (first) return { ok: false, field: first.field ?? null, message: first.message };
  return payload?.shift ? { ok: true, shift: payload.shift } : { ok: false, field: null, message: FAILED };
}

const failure = (error: unknown): ShiftOutcome => ({
  ok: false,
  field: null,
  message: problemText(error, { refused: FAILED, failed: FAILED }),
});

/** The signed-in person's open shift (null: none open). */
export function useCurrentShift(): Loadable<ShiftSummary | null> {
  const state = loadState(useQuery(CurrentShiftDocument, { fetchPolicy: 'cache-and-network' }));
  return state.status === 'ready' ? { status: 'ready', data: state.data.currentShift ?? null } : state;
}

export function useOpenShift() {
  const [open] = useMutation(OpenShiftDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  return async (float: number): Promise<ShiftOutcome> => {
    try {
      const { data } = await open({ variables: { float } });
      return outcome(data?.openShift);
    } catch (error) {
      return failure(error);
    }
  };
}

export interface ShiftCount {
  shiftId?: string;
  counted: { method: PaymentMethod; amount: number }[];
  note: string;
}

export function useCloseShift() {
  const [close] = useMutation(CloseShiftDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  return async ({ shiftId, counted, note }: ShiftCount): Promise<ShiftOutcome> => {
    try {
      const { data } = await close({ variables: { input: { shiftId, counted, note: note.trim() || undefined } } });
      return outcome(data?.closeShift);
    } catch (error) {
      return failure(error);
    }
  };
}

/** The latest shifts, newest first; with `date`, those opened that day. */
export function useShiftList(date: string | null): Loadable<ShiftRow[]> {
  const state = loadState(useQuery(ShiftListDocument, { variables: { date }, fetchPolicy: 'cache-and-network' }));
  return state.status === 'ready' ? { status: 'ready', data: state.data.shifts } : state;
}

/** One shift's report (null: no such shift). */
export function useShiftReport(id: string): Loadable<ShiftWithEntries | null> {
  const state = loadState(useQuery(ShiftReportDocument, { variables: { id }, fetchPolicy: 'cache-and-network' }));
  return state.status === 'ready' ? { status: 'ready', data: state.data.shift ?? null } : state;
}
