/**
 * Messages (issue 28): the transactional outbox every message goes through (mail, WhatsApp, SMS),
 * its worker, the channels' transports, guests' consent and the message log.
 */
export * from './message-kinds';
export { OutboxMessage } from './outbox-message.entity';
export { ConsentSource, MessagingConsent } from './messaging-consent.entity';
export * from './message-transport';
export * from './message-variables';
export {
  goesBySms,
  goesByWhatsApp,
  ONE_TIME_CODE_MINUTES,
  OPT_OUT_LINE,
  SMS_KINDS,
  WHATSAPP_TEMPLATES,
  type SmsKind,
  type SmsTemplate,
  type TemplateText,
  type WhatsAppKind,
  type WhatsAppTemplate,
} from './message-templates';
export { SMS_TEMPLATES } from './message-templates-sms';
export {
  renderSms,
  renderWhatsApp,
  TemplateRenderError,
  whatsAppPreview,
  type WhatsAppRenderOptions,
} from './message-template-rendering';
export { messageTemplatesMarkdown } from './message-templates-listing';
export { createMessageTransports, createWhatsAppWebhook, type ChannelTransports } from './channel-transports';
export { WhatsAppWebhook } from './whatsapp-webhook';
export { whatsappWebhookRoutes } from './whatsapp-webhook.routes';
export { advanceWhatsAppMessageStatus } from './whatsapp-webhook-effects';
export { SimulatedWhatsAppWebhooks, WHATSAPP_WEBHOOK_PATH } from './whatsapp/simulated-webhooks';
export { MailTransport, mailMessageId, outboxFileName } from './mail-transport';
export type { MailSender, MailTransportOptions } from './mail-transport';
export { MessageNoLongerApplies, MessageRenderers } from './message-renderers';
export type { MessageAbout, MessageRenderer } from './message-renderers';
export { MessageTransports } from './message-transports';
export { createMessagesModule } from './messages.module';
export { GuestMessages } from './guest-messages';
export type { GuestMessage, OwnerAlert, QueuedGuestMessage } from './guest-messages';
export { PhoneRenderers } from './phone-renderers';
export type { MessageVariablesReader } from './phone-renderers';
export { SmsFallback, smsFallbackKey } from './sms-fallback';
export type { MessagesServices } from './messages.module';
export { messageKey, queueMessage, releaseMessage, SECRET_PARAM_PREFIX } from './outbox-queue';
export type { MessageToQueue } from './outbox-queue';
export { MAX_SEND_ATTEMPTS, moveMessageStatus, nextAttemptAt, RETRY_BACKOFF_MINUTES } from './outbox-status';
export type { MessageRef } from './outbox-status';
export { LEASE_MS, OutboxWorker } from './outbox-worker';
export { MessagingConsentService, consentPhone, parseWhatsAppChoice } from './messaging-consent.service';
export type { ConsentChoice } from './messaging-consent.service';
export { marketingConsentColumns, NO_MARKETING_CONSENT, parseMarketingChoice } from './marketing-consent';
export type { MarketingConsentColumns } from './marketing-consent';
export { MessagingLinks, OPT_OUT_PATH } from './messaging-links';
export { MessageLogService, maskedRecipient } from './message-log.service';
export type { MessageSubject } from './message-log.service';
export { createMessageLogModule } from './message-log.module';
export type { MessageLogServices } from './message-log.module';
export { MessageLogResolver } from './message-log.resolver';
export { MessagingConsentResolver } from './messaging-consent.resolver';
export { optOutRoutes } from './opt-out.routes';
export { formatDay, formatMoment, utcDay } from './message-dates';
