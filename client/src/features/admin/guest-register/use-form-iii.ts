import { useMutation, useQuery } from '@apollo/client/react';
import {
  FormIiiReportFactsFragment,
  FormIiiReportsDocument,
  FormIiiStatus,
  MarkFormIiiReportedDocument,
} from '../../../graphql/generated';
import { loadState, Loadable } from '../../../components/admin/load-state';
import { problemText } from '../../../lib/graphql-errors';

export type FormIIIReport = FormIiiReportFactsFragment;

/** What marking a report answered: done, or refused with the server's words per field. */
export type MarkOutcome = { ok: true } | { ok: false; message: string; errors: { field: string | null; message: string }[] };

const FAILED = 'Something went wrong. Please try again.';

/** The reports of a status (due ones soonest first). */
export function useFormIIIReports(status: FormIiiStatus): Loadable<readonly FormIIIReport[]> {
  const result = useQuery(FormIiiReportsDocument, { variables: { status }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.formIIIReports } : state;
}

/** Marks a report reported with the portal's reference and time; the lists and Today read again. */
export function useMarkFormIIIReported(): (id: string, reference: string, reportedAt: string) => Promise<MarkOutcome> {
  const [mutate] = useMutation(MarkFormIiiReportedDocument, { refetchQueries: ['FormIIIReports', 'FrontDesk'] });
  return async (id, reference, reportedAt) => {
    try {
      const { data } = await mutate({ variables: { id, reference, reportedAt } });
      const payload = data?.markFormIIIReported;
      if (!payload) return { ok: false, message: FAILED, errors: [] };
      if (payload.errors.length === 0) return { ok: true };
      const errors = payload.errors.map((error) => ({ field: error.field ?? null, message: error.message }));
      return { ok: false, message: errors[0].message, errors };
    } catch (error) {
      return { ok: false, message: problemText(error, { refused: FAILED, failed: FAILED }), errors: [] };
    }
  };
}
