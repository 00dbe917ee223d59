/**
 * Closing a room for some nights (repairs, painting) needs a reason, in a few words. The server
 * refuses with these words; both admin dialogs that close a room (`@server-pure/room-blocks`) say
 * them first.
 */
export const ROOM_BLOCK_REASON_MAX_LENGTH = 200;

export const ROOM_BLOCK_MESSAGES = {
  reasonRequired: 'Say why the room is closed',
  reasonTooLong: `The reason can be at most ${ROOM_BLOCK_REASON_MAX_LENGTH} characters`,
} as const;

/** What is wrong with a block's reason (trimmed), if anything. */
export function roomBlockReasonProblem(reason: string): keyof typeof ROOM_BLOCK_MESSAGES | undefined {
  if (reason === '') return 'reasonRequired';
  return reason.length > ROOM_BLOCK_REASON_MAX_LENGTH ? 'reasonTooLong' : undefined;
}
