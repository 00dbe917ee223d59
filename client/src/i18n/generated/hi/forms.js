// Compiled from src/i18n/messages/hi/forms.json by scripts/compile-messages.mjs: do not edit.

export default {
  countryCode: () => ["देश का कोड"],
  phoneHintIndia: () => ["10 अंक, 6, 7, 8 या 9 से शुरू।"],
  phoneHintAbroad: (d) => ["आपका नंबर, आगे +", d.dial, " लगाए बिना।"],
  whatsappUpdates: (d) => [d.hotel, " से मुझे WhatsApp पर अपडेट भेजें"],
  whatsappHint: () => ["आपकी बुकिंग का कन्फ़र्मेशन, रिमाइंडर और रसीदें। इन्हें बंद करने के लिए कभी भी STOP लिखकर भेजें।"],
  marketingConsent: (d) => [d.hotel, " से मुझे ऑफ़र और खबरें भेजें"],
  marketingHint: () => ["कभी-कभी, ईमेल से। बंद करवाने के लिए कभी भी हमें लिखें।"]
}
