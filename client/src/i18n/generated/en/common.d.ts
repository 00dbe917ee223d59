// Compiled from src/i18n/messages/en/common.json by scripts/compile-messages.mjs: do not edit.
import type { MessageParts, MessageValue } from '../../message-parts';

declare const messages: {
  "amenities"(): MessageParts;
  "amenitiesHidden"(): MessageParts;
  "backToHome"(): MessageParts;
  "banquetHall"(): MessageParts;
  "cancellationAndRefund"(): MessageParts;
  "contactUs"(): MessageParts;
  "findMyBooking"(): MessageParts;
  "footerNav"(): MessageParts;
  "home"(): MessageParts;
  "moreAmenities"(values: { count: MessageValue }): MessageParts;
  "notFoundCallUs"(values: { phone: MessageValue; writeToUs: MessageValue }): MessageParts;
  "notFoundLead"(): MessageParts;
  "notFoundTitle"(): MessageParts;
  "otherLanguage"(): MessageParts;
  "privacyPolicy"(): MessageParts;
  "roomType"(values: { type: MessageValue }): MessageParts;
  "showFewer"(): MessageParts;
  "siteNav"(): MessageParts;
  "skipToContent"(): MessageParts;
  "writeToUs"(): MessageParts;
};
export default messages;
