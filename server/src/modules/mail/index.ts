/** The mail module as other code sees it: everything else in this folder is its own. */
export { confirmationNotifier } from './confirmation-notifier';
export { Mailer } from './mailer';
