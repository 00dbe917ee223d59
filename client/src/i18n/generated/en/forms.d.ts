// Compiled from src/i18n/messages/en/forms.json by scripts/compile-messages.mjs: do not edit.
import type { MessageParts, MessageValue } from '../../message-parts';

declare const messages: {
  "countryCode"(): MessageParts;
  "marketingConsent"(values: { hotel: MessageValue }): MessageParts;
  "marketingHint"(): MessageParts;
  "phoneHintAbroad"(values: { dial: MessageValue }): MessageParts;
  "phoneHintIndia"(): MessageParts;
  "whatsappHint"(): MessageParts;
  "whatsappUpdates"(values: { hotel: MessageValue }): MessageParts;
};
export default messages;
