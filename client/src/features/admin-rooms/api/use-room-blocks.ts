import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  RoomClosedNightsDocument,
  RoomEditorBlockRoomDocument,
  RoomEditorUnblockRoomDocument,
  RoomUpcomingStaysDocument,
  type RoomClosedNightsFieldsFragment,
  type RoomUpcomingStaysQuery,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';

export type RoomBlock = RoomClosedNightsFieldsFragment;
export type UpcomingStay = NonNullable<RoomUpcomingStaysQuery['room']>['upcomingStays'][number];
export type BlockOutcome = { ok: true } | { ok: false; message: string; field?: string | null };

const FAILED = { refused: 'The room could not be closed', failed: 'Something went wrong. Please try again.' };

/** The room's blocks from today on, and blockRoom / unblockRoom for it (the list reloads after each). */
export function useRoomBlocks(roomId: string) {
  const list = useQuery(RoomClosedNightsDocument, { variables: { roomId }, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: ['RoomClosedNights'], awaitRefetchQueries: true };
  const [blockRoom] = useMutation(RoomEditorBlockRoomDocument, refetch);
  const [unblockRoom] = useMutation(RoomEditorUnblockRoomDocument, refetch);

  async function block(input: { from: string; to: string; reason: string }): Promise<BlockOutcome> {
    try {
      const { data } = await blockRoom({ variables: { input: { roomId, ...input } } });
      const error = data?.blockRoom.errors[0];
      if (error) return { ok: false, message: error.message, field: error.field };
      return data?.blockRoom.block ? { ok: true } : { ok: false, message: FAILED.refused };
    } catch (error) {
      return { ok: false, message: problemText(error, FAILED) };
    }
  }

  async function unblock(id: string): Promise<BlockOutcome> {
    try {
      const { data } = await unblockRoom({ variables: { id } });
      const error = data?.unblockRoom.errors[0];
      return error ? { ok: false, message: error.message } : { ok: true };
    } catch (error) {
      return { ok: false, message: problemText(error, { ...FAILED, refused: 'The room could not be opened' }) };
    }
  }

  return {
    blocks: list.data?.roomBlocks,
    loading: list.loading && !list.data,
    loadError:
      list.error && !list.data ? problemText(list.error, { refused: 'Failed to load', failed: 'Failed to load' }) : undefined,
    block,
    unblock,
  };
}

/** Guests' stays on the room from today on, as the server has them now (asked right before saving). */
export function useUpcomingStays(roomId: string | undefined) {
  const client = useApolloClient();
  return async (): Promise<UpcomingStay[]> => {
    if (!roomId) return [];
    const { data } = await client.query({
      query: RoomUpcomingStaysDocument,
      variables: { id: roomId },
      fetchPolicy: 'network-only',
    });
    return data?.room?.upcomingStays ?? [];
  };
}
