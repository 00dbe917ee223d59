// Compiled from src/i18n/messages/hi/details.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/details';

declare const messages: typeof english;
export default messages;
