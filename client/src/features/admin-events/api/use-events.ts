import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import {
  AdminEventDocument,
  AdminEventsDocument,
  type AdminEventDetailFragment,
  type AdminEventRowFragment,
  type AdminEventsQueryVariables,
  ConfirmEventDocument,
  CreateEventDocument,
  type CreateEventInput,
  type EventDetailsInput,
  EventEnquiryOptionsDocument,
  HoldEventDocument,
  LoseEventDocument,
  type QuoteEventInput,
  QuoteEventDocument,
  UpdateEventDetailsDocument,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';

export type EventRow = AdminEventRowFragment;
export type EventDetail = AdminEventDetailFragment;
export type EventListFilters = Omit<AdminEventsQueryVariables, 'first' | 'after'>;

const LOAD_TEXTS = {
  refused: 'The events could not be loaded.',
  failed: 'The events could not be loaded. Check the connection and try again.',
};

/** A page of events (up to `first`), as the server filters and orders them. */
export function useEventList(variables: AdminEventsQueryVariables, skip = false) {
  const result = useQuery(AdminEventsDocument, { variables, fetchPolicy: 'cache-and-network', skip });
  const data = result.data ?? result.previousData;
  return {
    page: data?.events,
    loading: result.loading && !data,
    error: result.error && !data ? problemText(result.error, LOAD_TEXTS) : undefined,
  };
}

export function useEvent(id: string) {
  const result = useQuery(AdminEventDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return {
    event: result.data?.event,
    loading: result.loading && !result.data,
    missing: Boolean(result.data && !result.data.event),
    error: result.error && !result.data ? problemText(result.error, LOAD_TEXTS) : undefined,
    refetch: () => void result.refetch(),
  };
}

export function useEnquiryOptions() {
  const result = useQuery(EventEnquiryOptionsDocument, { fetchPolicy: 'cache-first' });
  return { options: result.data?.eventEnquiryOptions, error: result.error ? problemText(result.error, LOAD_TEXTS) : undefined };
}

/** The answer of a step: done (with the event), or refused in the server's words, field by field. */
export type StepResult<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

const FAILED = 'That did not go through. Check the connection and try again.';

type Payload<T> = { errors: Array<{ field?: string | null; message: string }> } & Record<string, unknown> & { event?: T | null };

/** Each of the owner's steps; every answer lands in the cache, so the page and the board follow. */
export function useEventSteps() {
  const client = useApolloClient();
  async function run<TData, TVars extends Record<string, unknown>, T>(
    document: TypedDocumentNode<TData, TVars>,
    variables: TVars,
    pick: (data: TData) => Payload<T>,
  ): Promise<StepResult<T>> {
    try {
      const { data } = await client.mutate({ mutation: document, variables, refetchQueries: ['AdminEvents'] });
      if (!data) return { ok: false, message: FAILED, fields: {} };
      const payload = pick(data);
      if (payload.errors.length > 0 || !payload.event) {
        const fields = Object.fromEntries(payload.errors.map((error) => [error.field ?? '', error.message]));
        return { ok: false, message: payload.errors.map((error) => error.message).join(' ') || FAILED, fields };
      }
      return { ok: true, value: payload.event };
    } catch (error) {
      return { ok: false, message: problemText(error, { refused: FAILED, failed: FAILED }), fields: {} };
    }
  }
  return {
    create: (input: CreateEventInput) => run(CreateEventDocument, { input }, (data) => data.createEvent),
    quote: (id: string, input: QuoteEventInput) => run(QuoteEventDocument, { id, input }, (data) => data.quoteEvent),
    hold: (id: string) => run(HoldEventDocument, { id }, (data) => data.holdEvent),
    confirm: (id: string) => run(ConfirmEventDocument, { id }, (data) => data.confirmEvent),
    updateDetails: (id: string, input: EventDetailsInput) =>
      run(UpdateEventDetailsDocument, { id, input }, (data) => data.updateEventDetails),
    lose: (id: string, reason: string) => run(LoseEventDocument, { id, reason }, (data) => data.loseEvent),
  };
}
