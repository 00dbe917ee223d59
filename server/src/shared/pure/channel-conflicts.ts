/**
 * Marking an OTA conflict resolved takes an optional note of what was done. The server refuses a
 * longer one with these words; the conflict inbox (`@server-pure/channel-conflicts`) says them first.
 */
export const CONFLICT_NOTE_MAX_LENGTH = 300;

export const CONFLICT_NOTE_TOO_LONG = `The note can be at most ${CONFLICT_NOTE_MAX_LENGTH} characters`;
