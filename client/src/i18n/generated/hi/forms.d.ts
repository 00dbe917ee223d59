// Compiled from src/i18n/messages/hi/forms.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/forms';

declare const messages: typeof english;
export default messages;
