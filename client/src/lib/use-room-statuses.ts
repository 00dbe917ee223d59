import { useMutation, useQuery } from '@apollo/client/react';
import { RoomStatus, RoomStatusesDocument, SetRoomStatusDocument, type RoomStatusFactsFragment } from '../graphql/generated';
import { loadState, type Loadable } from '../components/admin/load-state';
import { problemText } from './graphql-errors';

export type RoomStatusEntry = RoomStatusFactsFragment;

/** Every room's status today (admin), read again when the page comes back into view. */
export function useRoomStatuses(): Loadable<RoomStatusEntry[]> & { refetch(): void } {
  const result = useQuery(RoomStatusesDocument, { fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  const refetch = () => void result.refetch().catch(() => undefined);
  return state.status === 'ready' ? { status: 'ready', data: state.data.roomStatuses, refetch } : { ...state, refetch };
}

export type RoomStatusOutcome = { ok: true } | { ok: false; message: string; field?: string | null };

const FAILED = { refused: 'The status could not be set', failed: 'Something went wrong. Please try again.' };

/** setRoomStatus, refetching the statuses (and `alsoRefetch`) after it. */
export function useSetRoomStatus(alsoRefetch: string[] = []) {
  const [setRoomStatus] = useMutation(SetRoomStatusDocument, {
    refetchQueries: ['RoomStatuses', ...alsoRefetch],
    awaitRefetchQueries: true,
  });
  return async (roomId: string, status: RoomStatus, outOfOrder?: { reason: string; to: string }): Promise<RoomStatusOutcome> => {
    try {
      const { data } = await setRoomStatus({ variables: { roomId, status, ...outOfOrder } });
      const error = data?.setRoomStatus.errors[0];
      if (error) return { ok: false, message: error.message, field: error.field };
      return data?.setRoomStatus.room ? { ok: true } : { ok: false, message: FAILED.refused };
    } catch (error) {
      return { ok: false, message: problemText(error, FAILED) };
    }
  };
}

/** A room a guest can go into now: clean or inspected, not closed. */
export function isReady(entry: Pick<RoomStatusEntry, 'status'>): boolean {
  return entry.status === RoomStatus.Clean || entry.status === RoomStatus.Inspected;
}
