import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddFolioChargeDocument,
  DeskMoneyDocument,
  FolioChargeDefaultRowFragment,
  FolioChargeDefaultsDocument,
  FolioChargeKind,
  FolioChargeRowFragment,
  FolioChargesDocument,
  ReverseFolioChargeDocument,
  UpdateFolioChargeDefaultsDocument,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { loadState, Loadable } from '../../../components/admin/load-state';

export type FolioChargeRow = FolioChargeRowFragment;
export type FolioChargeDefaultRow = FolioChargeDefaultRowFragment;

export interface FolioChargesData {
  inHouse: boolean;
  charges: FolioChargeRow[];
  defaults: FolioChargeDefaultRow[];
}

/** What a charge act answered: done, or refused with the server's words (per field when it names one). */
export type ChargeOutcome = { ok: true } | { ok: false; errors: { field: string | null; message: string }[] };

const FAILED = 'Something went wrong. Please try again.';
/** A charge changes the booking's figures too (total, balance due). */
const REFETCH = [FolioChargesDocument, DeskMoneyDocument];

export function useFolioCharges(bookingId: string): Loadable<FolioChargesData> {
  const result = useQuery(FolioChargesDocument, { variables: { bookingId }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  if (state.status !== 'ready') return state;
  return {
    status: 'ready',
    data: {
      inHouse: state.data.booking?.status === 'CHECKED_IN',
      charges: state.data.folioCharges,
      defaults: state.data.folioChargeDefaults,
    },
  };
}

function outcome(payload: { errors: { field?: string | null; message: string }[] } | undefined): ChargeOutcome {
  if (!payload) return { ok: false, errors: [{ field: null, message: FAILED }] };
  if (payload.errors.length > 0) {
    return { ok: false, errors: payload.errors.map((error) => ({ field: error.field ?? null, message: error.message })) };
  }
  return { ok: true };
}

const failure = (error: unknown): ChargeOutcome => ({
  ok: false,
  errors: [{ field: null, message: problemText(error, { refused: FAILED, failed: FAILED }) }],
});

export interface NewChargeValues {
  kind: FolioChargeKind;
  quantity: number;
  unitPrice: number;
  note: string;
}

export function useAddFolioCharge(bookingId: string) {
  const [add] = useMutation(AddFolioChargeDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  return async (values: NewChargeValues): Promise<ChargeOutcome> => {
    try {
      const { data } = await add({ variables: { input: { bookingId, ...values, note: values.note.trim() || undefined } } });
      return outcome(data?.addFolioCharge);
    } catch (error) {
      return failure(error);
    }
  };
}

export function useReverseFolioCharge() {
  const [reverse] = useMutation(ReverseFolioChargeDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  return async (chargeId: string, reason: string): Promise<ChargeOutcome> => {
    try {
      const { data } = await reverse({ variables: { chargeId, reason } });
      return outcome(data?.reverseFolioCharge);
    } catch (error) {
      return failure(error);
    }
  };
}

export function useFolioChargeDefaults(): Loadable<FolioChargeDefaultRow[]> {
  const state = loadState(useQuery(FolioChargeDefaultsDocument, { fetchPolicy: 'cache-and-network' }));
  return state.status === 'ready' ? { status: 'ready', data: state.data.folioChargeDefaults } : state;
}

export interface ChargeDefaultValues {
  kind: FolioChargeKind;
  sac: string;
  gstRate: number;
  unitPrice: number | null;
}

export function useUpdateFolioChargeDefaults() {
  const [update] = useMutation(UpdateFolioChargeDefaultsDocument, { refetchQueries: [FolioChargeDefaultsDocument] });
  return async (defaults: ChargeDefaultValues[]): Promise<ChargeOutcome> => {
    try {
      const { data } = await update({ variables: { defaults } });
      return outcome(data?.updateFolioChargeDefaults);
    } catch (error) {
      return failure(error);
    }
  };
}
