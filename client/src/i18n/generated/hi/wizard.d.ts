// Compiled from src/i18n/messages/hi/wizard.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/wizard';

declare const messages: typeof english;
export default messages;
