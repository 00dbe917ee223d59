/**
 * A stay's guest messages (issue 28): what is queued when (the hold, the confirmation, the day
 * before arrival, a change, money that came later, the cancellation), on mail and WhatsApp, and
 * what the WhatsApp and SMS texts say. The mails themselves are the mail module's.
 */
export { bookingMessageQueue, CANCELLATION_MESSAGE_WAIT_MS } from './booking-message-queue';
export { PRE_ARRIVAL_FROM_HOUR, PreArrivalMessages } from './pre-arrival-messages';
export { bookingVariables, registerStayPhoneMessages, roomsInWords, stayVariableReaders } from './stay-message-variables';
export type { StayMessageNeeds } from './stay-message-variables';
