// Compiled from src/i18n/messages/hi/journey.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/journey';

declare const messages: typeof english;
export default messages;
