import { useQuery } from '@apollo/client/react';
import { AdminContactMessagesDocument, AdminContactMessagesQuery } from '../../../graphql/generated';
import { pageWindow } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE, ListPage, Loadable, pageLoadState } from '../../../components/admin/load-state';

export type ContactMessage = AdminContactMessagesQuery['contactMessages']['items'][number];

/** A page of the messages from the contact forms, newest first. */
export function useContactMessages(page: number): Loadable<ListPage<ContactMessage>> {
  const result = useQuery(AdminContactMessagesDocument, {
    variables: pageWindow(page, ADMIN_PAGE_SIZE),
    fetchPolicy: 'cache-and-network',
  });
  const state = pageLoadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.contactMessages } : state;
}
