// Compiled from src/i18n/messages/en/room.json by scripts/compile-messages.mjs: do not edit.
import type { MessageParts, MessageValue } from '../../message-parts';

declare const messages: {
  "aboutThisRoom"(): MessageParts;
  "adults"(values: { count: MessageValue }): MessageParts;
  "back"(): MessageParts;
  "bookThisRoom"(): MessageParts;
  "cannotBookForStay"(): MessageParts;
  "checkAvailability"(): MessageParts;
  "checkingDates"(): MessageParts;
  "error"(): MessageParts;
  "loadingRoom"(): MessageParts;
  "maxGuests"(): MessageParts;
  "noPhotos"(): MessageParts;
  "notFoundText"(): MessageParts;
  "notFoundTitle"(): MessageParts;
  "pageTitle"(): MessageParts;
  "perNight"(values: { price: MessageValue }): MessageParts;
  "photoAlt"(values: { count: MessageValue; name: MessageValue; number: MessageValue }): MessageParts;
  "photos"(): MessageParts;
  "roomDetails"(): MessageParts;
  "seeFreeRooms"(): MessageParts;
  "seeOurRooms"(): MessageParts;
  "showPhoto"(values: { count: MessageValue; number: MessageValue }): MessageParts;
  "type"(): MessageParts;
  "yourStay"(): MessageParts;
};
export default messages;
