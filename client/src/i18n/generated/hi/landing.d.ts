// Compiled from src/i18n/messages/hi/landing.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/landing';

declare const messages: typeof english;
export default messages;
