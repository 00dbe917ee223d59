import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminPaymentsDocument,
  DeskMoneyDocument,
  DeskMoneyEntryFragment,
  DeskMoneyFiguresFragment,
  DeskPaymentMethod,
  RecordDeskPaymentDocument,
  RefundGoodwillDocument,
  ReverseDeskPaymentDocument,
  UserErrorCode,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { loadState, Loadable } from '../../../components/admin/load-state';

export type DeskMoneyFigures = DeskMoneyFiguresFragment;
export type DeskMoneyEntry = DeskMoneyEntryFragment;

export interface DeskMoney {
  booking: DeskMoneyFigures | null;
  entries: DeskMoneyEntry[];
}

/** What a desk act answered: done (with the new entry), or refused with the server's words. */
export type DeskOutcome =
  | { ok: true; entry: DeskMoneyEntry | null }
  | {
      ok: false;
      field: string | null;
      message: string;
      errors: { field: string | null; message: string; code?: UserErrorCode }[];
    };

const FAILED = 'Something went wrong. Please try again.';

/** After any desk act the ledger and this booking's entries are read again. */
const REFETCH = [DeskMoneyDocument, AdminPaymentsDocument];

export function useDeskMoney(bookingId: string): Loadable<DeskMoney> {
  const result = useQuery(DeskMoneyDocument, { variables: { bookingId }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  if (state.status !== 'ready') return state;
  return {
    status: 'ready',
    data: { booking: state.data.booking, entries: state.data.payments.entries.map((entry) => entry.payment) },
  };
}

function outcome(
  payload:
    { errors: { field?: string | null; message: string; code?: UserErrorCode }[]; payment?: DeskMoneyEntry | null } | undefined,
): DeskOutcome {
  if (!payload) return { ok: false, field: null, message: FAILED, errors: [] };
  if (payload.errors.length > 0) {
    const errors = payload.errors.map((error) => ({ field: error.field ?? null, message: error.message, code: error.code }));
    return { ok: false, field: errors[0].field, message: errors[0].message, errors };
  }
  return { ok: true, entry: payload.payment ?? null };
}

const failure = (error: unknown): DeskOutcome => ({
  ok: false,
  field: null,
  message: problemText(error, { refused: FAILED, failed: FAILED }),
  errors: [],
});

export interface TakePaymentValues {
  amount: number;
  method: DeskPaymentMethod;
  reference: string;
  note: string;
}

export function useRecordPayment(bookingId: string) {
  const [record] = useMutation(RecordDeskPaymentDocument, { refetchQueries: REFETCH });
  return async (values: TakePaymentValues): Promise<DeskOutcome> => {
    try {
      const { data } = await record({
        variables: {
          input: {
            bookingId,
            amount: values.amount,
            method: values.method,
            reference: values.reference.trim() || undefined,
            note: values.note.trim() || undefined,
          },
        },
      });
      return outcome(data?.recordPayment);
    } catch (error) {
      return failure(error);
    }
  };
}

export function useReversePayment() {
  const [reverse] = useMutation(ReverseDeskPaymentDocument, { refetchQueries: REFETCH });
  return async (paymentId: string, reason: string): Promise<DeskOutcome> => {
    try {
      const { data } = await reverse({ variables: { paymentId, reason } });
      return outcome(data?.reversePayment);
    } catch (error) {
      return failure(error);
    }
  };
}

export function useRefundGoodwill(bookingId: string) {
  const [refund] = useMutation(RefundGoodwillDocument, { refetchQueries: REFETCH });
  return async (amount: number, reason: string): Promise<DeskOutcome> => {
    try {
      const { data } = await refund({ variables: { input: { bookingId, amount, reason } } });
      return outcome(data?.refundGoodwill && { errors: data.refundGoodwill.errors, payment: null });
    } catch (error) {
      return failure(error);
    }
  };
}
