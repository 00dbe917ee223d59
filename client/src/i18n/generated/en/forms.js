// Compiled from src/i18n/messages/en/forms.json by scripts/compile-messages.mjs: do not edit.

export default {
  countryCode: () => ["Country code"],
  phoneHintIndia: () => ["10 digits, starting with 6, 7, 8 or 9."],
  phoneHintAbroad: (d) => ["Your number without +", d.dial, " in front."],
  whatsappUpdates: (d) => ["Send me updates on WhatsApp from ", d.hotel],
  whatsappHint: () => ["Your booking confirmation, reminders and receipts. Reply STOP any time to stop them."],
  marketingConsent: (d) => ["Send me offers and news from ", d.hotel],
  marketingHint: () => ["Now and then, by email. Write to us any time to stop them."]
}
