import type { Loadable } from '../../../components/admin/load-state';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminRoomsDocument, DeleteAdminRoomDocument, type AdminRoomFieldsFragment } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { forgetRoom } from './room-cache';

export type AdminRoom = AdminRoomFieldsFragment;

/** Every room, open for booking or not, for the admin table. */
export function useAdminRooms(): Loadable<AdminRoom[]> {
  // The owner may just have saved a room on another screen: always ask the server again.
  const { data, error } = useQuery(AdminRoomsDocument, { fetchPolicy: 'cache-and-network' });
  if (data) return { status: 'ready', data: data.rooms };
  if (error) {
    return {
      status: 'error',
      refusal: problemText(error, {
        refused: 'Failed to load rooms',
        failed: 'Something went wrong while loading rooms',
      }),
    };
  }
  return { status: 'loading' };
}

export type DeleteOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Deletes a room; the outcome carries the text to show (the server's message when it gave one). */
export function useDeleteRoom(): (id: string) => Promise<DeleteOutcome> {
  const [deleteRoom] = useMutation(DeleteAdminRoomDocument);
  return async (id) => {
    try {
      const { data } = await deleteRoom({
        variables: { id },
        update(cache, { data: answer }) {
          if (answer?.deleteRoom.deleted) forgetRoom(cache, id);
        },
      });
      const refusal = data?.deleteRoom.errors[0];
      if (refusal || !data?.deleteRoom.deleted) return { ok: false, message: refusal?.message || 'Failed to delete room' };
      return { ok: true, message: 'Room deleted successfully!' };
    } catch (error) {
      return {
        ok: false,
        message: problemText(error, {
          refused: 'Failed to delete room',
          failed: 'Something went wrong while deleting the room',
        }),
      };
    }
  };
}
