import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  CancelEventDocument,
  EventCancellationQuoteDocument,
  EventMoneyDocument,
  EventSettlementPreviewDocument,
  EventSettlementPreviewQuery,
  RecordEventPaymentDocument,
  SettleEventDocument,
  SettleEventInput,
} from '../../../graphql/generated';
import { adminToken, roleRefusalOrEnd } from '../../../lib/admin-session';
import { problemText } from '../../../lib/graphql-errors';
import { attachmentFileName, documentPdfName, saveBlob } from '../../../lib/save-file';

export const FAILED = 'Something went wrong. Please try again.';

/** A mutation's answer: done, or refused with the server's words (the first field at fault). */
export type MoneyOutcome<T> = { ok: true; value: T } | { ok: false; field: string | null; message: string };

export function outcomeOf<T>(
  payload: { errors: { field?: string | null; message: string }[] } | undefined | null,
  value: (payload: never) => T,
): MoneyOutcome<T> {
  if (!payload) return { ok: false, field: null, message: FAILED };
  if (payload.errors.length > 0) return { ok: false, field: payload.errors[0].field ?? null, message: payload.errors[0].message };
  return { ok: true, value: value(payload as never) };
}

export const failure = (error: unknown): MoneyOutcome<never> => ({
  ok: false,
  field: null,
  message: problemText(error, { refused: FAILED, failed: FAILED }),
});

export type SettlementSummary = EventSettlementPreviewQuery['eventSettlementPreview'];

/** The field a query's refusal names (a domain rule's BAD_USER_INPUT carries it), else null. */
function refusedField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : null;
}

/** The bill settlement would issue for this input, as the server computes it (nothing is written). */
export function useSettlementPreview() {
  const client = useApolloClient();
  return async (eventId: string, input: SettleEventInput): Promise<MoneyOutcome<SettlementSummary>> => {
    try {
      const { data } = await client.query({
        query: EventSettlementPreviewDocument,
        variables: { eventId, input },
        fetchPolicy: 'no-cache',
      });
      return data ? { ok: true, value: data.eventSettlementPreview } : { ok: false, field: null, message: FAILED };
    } catch (error) {
      return { ok: false, field: refusedField(error), message: problemText(error, { refused: FAILED, failed: FAILED }) };
    }
  };
}

export function useEventMoney(eventId: string) {
  return useQuery(EventMoneyDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
}

export function useCancellationQuote(eventId: string, skip: boolean) {
  return useQuery(EventCancellationQuoteDocument, { variables: { eventId }, skip, fetchPolicy: 'network-only' });
}

export function useEventMoneyActions() {
  const [record] = useMutation(RecordEventPaymentDocument);
  const [settle] = useMutation(SettleEventDocument);
  const [cancel] = useMutation(CancelEventDocument);
  return { record, settle, cancel };
}

/** The owner's copy of an event's tax document: fetched with the admin token and saved. */
export function useEventDocumentPdf() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function download(document: { id: string; number: string }) {
    setBusy(document.id);
    setError(null);
    try {
      const token = adminToken() ?? '';
      const response = await fetch(`/api/admin/documents/${encodeURIComponent(document.id)}/pdf`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
      });
      if (response.status === 401 || response.status === 403) {
        const refusal = await roleRefusalOrEnd(response, token);
        if (refusal) setError(refusal);
        return;
      }
      if (!response.ok) throw new Error(`document answered ${response.status}`);
      const name = attachmentFileName(response.headers.get('content-disposition'), documentPdfName(document.number));
      saveBlob(await response.blob(), name);
    } catch {
      setError('The document could not be loaded. Please try again.');
    } finally {
      setBusy(null);
    }
  }
  return { download, busy, error };
}
