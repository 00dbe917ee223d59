// Compiled from src/i18n/messages/hi/mybooking.json by scripts/compile-messages.mjs: do not edit.
import type english from '../en/mybooking';

declare const messages: typeof english;
export default messages;
