// Compiled from src/i18n/messages/en/landing.json by scripts/compile-messages.mjs: do not edit.
import type { MessageParts, MessageValue } from '../../message-parts';

declare const messages: {
  "adultsRequired"(): MessageParts;
  "checkInInPast"(): MessageParts;
  "checkInRequired"(): MessageParts;
  "checkOutAfterCheckIn"(): MessageParts;
  "checkOutRequired"(): MessageParts;
  "childrenInvalid"(): MessageParts;
  "chooseARoom"(): MessageParts;
  "invalidDates"(): MessageParts;
  "roomTypeRequired"(): MessageParts;
  "roomsLoadException"(): MessageParts;
  "roomsLoadFailed"(): MessageParts;
  "roomsRequired"(): MessageParts;
};
export default messages;
