/**
 * A guest's request for the stay, said on the booking page: the server refuses a longer one, and
 * the form (`@server-pure/arrival-plans`) counts down to it.
 */
export const SPECIAL_REQUEST_MAX_LENGTH = 500;
