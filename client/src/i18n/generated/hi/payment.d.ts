// Compiled from src/i18n/messages/hi/payment.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/payment';

declare const messages: typeof english;
export default messages;
