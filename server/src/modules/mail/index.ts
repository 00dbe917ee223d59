/** The mail module as other code sees it: everything else in this folder is its own. */
export { registerBookingMails } from './booking-mail-renderers';
export { arrivalUrl, preArrivalStillDue } from './pre-arrival';
export type { BookingMailNeeds } from './booking-mail-renderers';
export { stayDatesInWords } from './hold-mail';
export { registerStaffInviteMail, staffInviteQueue } from './staff-invite-mail';
