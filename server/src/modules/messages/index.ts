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
export { createMessageTransports, createWhatsAppWebhook, type MessageTransports } from './message-transports';
export { WhatsAppWebhook } from './whatsapp-webhook';
export { whatsappWebhookRoutes } from './whatsapp-webhook.routes';
export { advanceWhatsAppMessageStatus, recordWhatsAppOptOut } from './whatsapp-webhook-effects';
export { SimulatedWhatsAppWebhooks, WHATSAPP_WEBHOOK_PATH } from './whatsapp/simulated-webhooks';
