/** The mail module as other code sees it: everything else in this folder is its own. */
export { confirmationNotifier } from './confirmation-notifier';
export { cancellationNotifier } from './cancellation-mail';
export { holdNotifier } from './hold-mail';
export { Mailer } from './mailer';
export { staffInviteNotifier } from './staff-invite-mail';
