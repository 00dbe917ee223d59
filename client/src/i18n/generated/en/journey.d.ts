// Compiled from src/i18n/messages/en/journey.json by scripts/compile-messages.mjs: do not edit.
import type { MessageParts, MessageValue } from '../../message-parts';

declare const messages: {
  "bookingSteps"(): MessageParts;
  "call"(): MessageParts;
  "step"(values: { step: MessageValue }): MessageParts;
};
export default messages;
