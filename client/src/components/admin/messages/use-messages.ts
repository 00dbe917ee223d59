import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  GuestMessagingConsentDocument,
  type GuestMessagingConsentQuery,
  type MessageFieldsFragment,
  MessageLogDocument,
  type MessageStatus,
  ResendMessageDocument,
  SetMessagingConsentDocument,
} from '../../../graphql/generated';
import { refusalMessage } from '../../../lib/graphql-errors';
import { loadState, type Loadable, pageLoadState } from '../load-state';

export type LoggedMessage = MessageFieldsFragment;
export type GuestConsent = NonNullable<GuestMessagingConsentQuery['messagingConsent']>;

/** Which messages a list shows: a stay's, an event's, or all, by status. */
export interface MessageFilter {
  bookingId?: string;
  eventId?: string;
  status?: MessageStatus;
}

/** What the lists read again once a message was sent again (the copy joins them). */
const AFTER_RESEND = ['MessageLog', 'FailedMessages'];

/** One page of the log, newest first: `first` messages older than `after` (a message of the page before). */
export function useMessageLog(filter: MessageFilter, first: number, after?: string): Loadable<LoggedMessage[]> {
  const result = useQuery(MessageLogDocument, {
    variables: { ...filter, first, after },
    fetchPolicy: 'cache-and-network',
  });
  const state = pageLoadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.messages } : state;
}

/** "Send again": null when the copy is queued, else the server's words. */
export function useResendMessage(): (id: string) => Promise<string | null> {
  const [resend] = useMutation(ResendMessageDocument, { refetchQueries: AFTER_RESEND, awaitRefetchQueries: true });
  return useCallback(
    async (id: string) => {
      try {
        await resend({ variables: { id } });
        return null;
      } catch (error) {
        return refusalMessage(error) ?? 'Something went wrong while sending it again. Please try again.';
      }
    },
    [resend],
  );
}

/** The guest's WhatsApp choice on record (null: none, so no WhatsApp). */
export function useGuestConsent(phone: string): Loadable<GuestConsent | null> {
  const result = useQuery(GuestMessagingConsentDocument, { variables: { phone }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.messagingConsent ?? null } : state;
}

/** setMessagingConsent at the guest's request: null when done, else the server's words. */
export function useChangeConsent(): (phone: string, whatsapp: boolean, reason: string) => Promise<string | null> {
  const [change] = useMutation(SetMessagingConsentDocument, {
    refetchQueries: ['GuestMessagingConsent'],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (phone: string, whatsapp: boolean, reason: string) => {
      try {
        const { data } = await change({ variables: { phone, whatsapp, reason } });
        const refused = data?.setMessagingConsent.errors[0];
        return refused ? refused.message : null;
      } catch (error) {
        return refusalMessage(error) ?? 'Something went wrong while changing it. Please try again.';
      }
    },
    [change],
  );
}
