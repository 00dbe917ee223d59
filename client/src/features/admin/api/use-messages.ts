import { useQuery } from '@apollo/client/react';
import { AdminContactMessagesDocument, AdminContactMessagesQuery } from '../../../graphql/generated';
import { loadState, LoadState } from './load-state';

export type ContactMessage = AdminContactMessagesQuery['contactMessages'][number];

/** Messages from the contact forms, newest first. */
export function useContactMessages(): LoadState<ContactMessage[]> {
  const result = useQuery(AdminContactMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.contactMessages } : state;
}
