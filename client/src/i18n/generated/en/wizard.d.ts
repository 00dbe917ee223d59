// Compiled from src/i18n/messages/en/wizard.json by scripts/compile-messages.mjs: do not edit.
import type { MessageParts, MessageValue } from '../../message-parts';

declare const messages: {

};
export default messages;
