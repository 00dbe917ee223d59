import type { Loadable } from '../../../components/admin/load-state';
import { useQuery } from '@apollo/client/react';
import { AdminRoomDocument } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import type { AdminRoom } from './use-admin-rooms';

/** The room as saved now (never an older cached copy: the form starts from it). */
export function useRoomToEdit(id: string): Loadable<AdminRoom> {
  const { data, error, loading } = useQuery(AdminRoomDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading) return { status: 'loading' };
  if (error) {
    return {
      status: 'error',
      refusal: problemText(error, {
        refused: 'Failed to load room data',
        failed: 'Something went wrong while loading room data',
      }),
    };
  }
  if (!data?.room) return { status: 'error', refusal: 'Failed to load room data' };
  return { status: 'ready', data: data.room };
}
