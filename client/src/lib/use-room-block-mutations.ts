import { useMutation } from '@apollo/client/react';
import { BlockRoomDocument, UnblockRoomDocument } from '../graphql/generated';
import { problemText } from './graphql-errors';

/** A block's outcome: done, or refused with the server's words (at a field when it named one). */
export type BlockOutcome = { ok: true } | { ok: false; message: string; field?: string | null };

export interface BlockRoomRequest {
  roomId: string;
  from: string;
  to: string;
  reason: string;
}

const FAILED = { refused: 'The room could not be closed', failed: 'Something went wrong. Please try again.' };

/** blockRoom and unblockRoom (admin), refetching `refetchQueries` after either. */
export function useRoomBlockMutations(refetchQueries: string[]) {
  const refetch = { refetchQueries, awaitRefetchQueries: true };
  const [blockRoom, blocking] = useMutation(BlockRoomDocument, refetch);
  const [unblockRoom, unblocking] = useMutation(UnblockRoomDocument, refetch);

  async function block(input: BlockRoomRequest): Promise<BlockOutcome> {
    try {
      const { data } = await blockRoom({ variables: { input } });
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

  return { block, unblock, busy: blocking.loading || unblocking.loading };
}
