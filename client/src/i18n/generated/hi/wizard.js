// Compiled from src/i18n/messages/hi/wizard.json by scripts/compile-messages.mjs: do not edit.

export default {
}
