// Compiled from src/i18n/messages/hi/rooms.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/rooms';

declare const messages: typeof english;
export default messages;
