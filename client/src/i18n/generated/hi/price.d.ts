// Compiled from src/i18n/messages/hi/price.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/price';

declare const messages: typeof english;
export default messages;
