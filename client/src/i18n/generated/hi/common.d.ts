// Compiled from src/i18n/messages/hi/common.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/common';

declare const messages: typeof english;
export default messages;
