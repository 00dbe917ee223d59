// Compiled from src/i18n/messages/hi/room.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/room';

declare const messages: typeof english;
export default messages;
