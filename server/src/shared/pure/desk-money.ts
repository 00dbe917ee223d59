/**
 * Money taken at the desk (for a stay or a banquet event): how long its reference, note and a
 * reversal's or goodwill refund's reason may be. Billing's desk entry refuses past these, and the
 * desk's forms (`@server-pure/desk-money`) stop the typing there.
 */
export const DESK_REFERENCE_MAX_LENGTH = 64;
export const DESK_NOTE_MAX_LENGTH = 500;

export const DESK_MONEY_MESSAGES = {
  referenceTooLong: `The reference can be at most ${DESK_REFERENCE_MAX_LENGTH} characters.`,
  noteTooLong: `The note can be at most ${DESK_NOTE_MAX_LENGTH} characters.`,
  reasonTooLong: `The reason can be at most ${DESK_NOTE_MAX_LENGTH} characters.`,
} as const;
