// Compiled from src/i18n/messages/hi/landing.json by scripts/compile-messages.mjs: do not edit.

export default {
  checkInRequired: () => ["चेक-इन की तारीख चुनें"],
  checkOutRequired: () => ["चेक-आउट की तारीख चुनें"],
  checkOutAfterCheckIn: () => ["चेक-आउट की तारीख चेक-इन के बाद की होनी चाहिए"],
  adultsRequired: () => ["बड़ों की संख्या चुनें"],
  roomsRequired: () => ["कमरों की संख्या चुनें"],
  childrenInvalid: () => ["बच्चों की संख्या 0 या उससे ज़्यादा होनी चाहिए"],
  roomTypeRequired: () => ["कमरे का प्रकार चुनें"],
  invalidDates: () => ["सही तारीखें चुनें"],
  checkInInPast: () => ["चेक-इन की तारीख आज से पहले की नहीं हो सकती"],
  chooseARoom: () => ["आगे बढ़ने के लिए एक कमरा चुनें"],
  roomsLoadFailed: () => ["खाली कमरे नहीं दिख पाए। पेज को रिफ़्रेश करें।"],
  roomsLoadException: () => ["कमरे नहीं दिख पाए। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।"]
}
