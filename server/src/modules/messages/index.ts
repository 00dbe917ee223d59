/**
 * Messages (issue 28): the transactional outbox every message goes through (mail, WhatsApp, SMS),
 * its worker, the channels' transports, guests' consent and the message log.
 */
export * from './message-kinds';
export { OutboxMessage } from './outbox-message.entity';
export { ConsentSource, MessagingConsent } from './messaging-consent.entity';
export * from './message-transport';
