// Compiled from src/i18n/messages/en/wizard.json by scripts/compile-messages.mjs: do not edit.

export default {
}
