/**
 * Why a banquet event is cancelled or marked lost: 1 to this many characters, kept on the event
 * (its closing reason column is this long). The server refuses a longer one; the admin's dialogs
 * (`@server-pure/event-reasons`) stop the typing there.
 */
export const EVENT_REASON_MAX_LENGTH = 300;
