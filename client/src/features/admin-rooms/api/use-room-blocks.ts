import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  RoomClosedNightsDocument,
  RoomUpcomingStaysDocument,
  type RoomClosedNightsFieldsFragment,
  type RoomUpcomingStaysQuery,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { useRoomBlockMutations } from '../../../lib/use-room-block-mutations';

export type RoomBlock = RoomClosedNightsFieldsFragment;
export type UpcomingStay = NonNullable<RoomUpcomingStaysQuery['room']>['upcomingStays'][number];

/** The room's blocks from today on, and blockRoom / unblockRoom for it (the list reloads after each). */
export function useRoomBlocks(roomId: string) {
  const list = useQuery(RoomClosedNightsDocument, { variables: { roomId }, fetchPolicy: 'cache-and-network' });
  const mutations = useRoomBlockMutations(['RoomClosedNights']);
  const block = (input: { from: string; to: string; reason: string }) => mutations.block({ roomId, ...input });

  return {
    blocks: list.data?.roomBlocks,
    loading: list.loading && !list.data,
    loadError:
      list.error && !list.data ? problemText(list.error, { refused: 'Failed to load', failed: 'Failed to load' }) : undefined,
    block,
    unblock: mutations.unblock,
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
