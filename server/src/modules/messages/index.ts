/**
 * Messages (issue 28): the transactional outbox every message goes through (mail, WhatsApp, SMS),
 * its worker, the channels' transports, guests' consent and the message log.
 */
export * from './message-kinds';
export { OutboxMessage } from './outbox-message.entity';
export { ConsentSource, MessagingConsent } from './messaging-consent.entity';
export * from './message-transport';
export { MessagingConsentService, consentPhone, parseWhatsAppChoice } from './messaging-consent.service';
export type { ConsentChoice } from './messaging-consent.service';
export { MessagingLinks, OPT_OUT_PATH } from './messaging-links';
export { MessageLogService, maskedRecipient } from './message-log.service';
export type { MessageSubject } from './message-log.service';
export { createMessageLogModule } from './message-log.module';
export type { MessageLogServices } from './message-log.module';
export { MessageLogResolver } from './message-log.resolver';
export { MessagingConsentResolver } from './messaging-consent.resolver';
export { optOutRoutes } from './opt-out.routes';
