import { useMutation, useQuery } from '@apollo/client/react';
import { CreditNoteLimitDocument, IssueCreditNoteDocument, type CreditNoteLimitQuery } from '../graphql/generated';
import { loadState, type Loadable } from '../components/admin/load-state';
import { problemText } from './graphql-errors';

/** What a credit note is for: a stay or a banquet event. */
export type CreditNoteSale = { bookingId: string } | { eventId: string };

export type CreditNoteLimit = NonNullable<CreditNoteLimitQuery['creditNoteLimit']>;

/** The permission-table key: the form shows to the roles that may issue one. */
export const ISSUE_CREDIT_NOTE = 'Mutation.issueCreditNote';

/** What is left to credit on the sale's invoice in force; null before its invoice. */
export function useCreditNoteLimit(sale: CreditNoteSale): Loadable<CreditNoteLimit | null> {
  const result = useQuery(CreditNoteLimitDocument, { variables: sale, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.creditNoteLimit ?? null } : state;
}

export type CreditNoteOutcome =
  { ok: true; number: string; totalPaise: number; invoiceNumber: string } | { ok: false; field: string | null; message: string };

const FAILED = { refused: 'The credit note could not be issued.', failed: 'Something went wrong. Please try again.' };

/**
 * issueCreditNote, then every query on the page is read again (the documents, the money, what is
 * left to credit), as a credit note changes all three.
 */
export function useIssueCreditNote() {
  const [issue] = useMutation(IssueCreditNoteDocument, { refetchQueries: 'active', awaitRefetchQueries: true });
  return async (sale: CreditNoteSale, amount: number, reason: string): Promise<CreditNoteOutcome> => {
    try {
      const { data } = await issue({ variables: { input: { ...sale, amount, reason } } });
      const payload = data?.issueCreditNote;
      const error = payload?.errors[0];
      if (error) return { ok: false, field: error.field ?? null, message: error.message };
      if (!payload?.creditNote) return { ok: false, field: null, message: FAILED.failed };
      const { number, totalPaise, invoiceNumber } = payload.creditNote;
      return { ok: true, number, totalPaise, invoiceNumber };
    } catch (error) {
      return { ok: false, field: null, message: problemText(error, FAILED) };
    }
  };
}
