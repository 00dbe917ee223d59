// Compiled from src/i18n/messages/en/price.json by scripts/compile-messages.mjs: do not edit.
import type { MessageParts, MessageValue } from '../../message-parts';

declare const messages: {
  "allRooms"(): MessageParts;
  "each"(): MessageParts;
  "forNights"(values: { nights: MessageValue }): MessageParts;
  "gstBreakdown"(): MessageParts;
  "inclGst"(): MessageParts;
  "minimumStay"(values: { nights: MessageValue; season: MessageValue }): MessageParts;
  "minimumStayAdvice"(values: { nights: MessageValue }): MessageParts;
  "nightRange"(values: { first: MessageValue; last: MessageValue }): MessageParts;
  "nights"(values: { nights: MessageValue }): MessageParts;
  "pricePerNight"(): MessageParts;
  "rentPlusGst"(values: { gst: MessageValue; rent: MessageValue }): MessageParts;
  "roomTotal"(): MessageParts;
  "sacNote"(values: { included: MessageValue }): MessageParts;
  "taxAtRate"(values: { rate: MessageValue; tax: MessageValue }): MessageParts;
  "taxableValue"(): MessageParts;
  "total"(): MessageParts;
};
export default messages;
