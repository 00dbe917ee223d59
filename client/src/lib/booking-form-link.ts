/**
 * A link from another page to the landing page's booking form (the room page's "Check
 * availability"): the #booking section, with a note in the history entry that asks the landing
 * page to bring the form into view and put the guest in its first field once the form is there.
 */
export const BOOKING_FORM_LINK = { pathname: '/', hash: '#booking' } as const;
export const BOOKING_FORM_STATE = { openBookingForm: true } as const;

/** Whether the page was opened by such a link (its history entry's state). */
export function opensBookingForm(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { openBookingForm?: unknown }).openBookingForm === true;
}
