// Compiled from src/i18n/messages/hi/common.json by scripts/compile-messages.mjs: do not edit.
import { select } from "@messageformat/runtime";
export default {
  skipToContent: () => ["सीधे जानकारी पर जाएँ"],
  siteNav: () => ["साइट"],
  home: () => ["होम"],
  contactUs: () => ["संपर्क करें"],
  footerNav: () => ["साइट के पेज"],
  findMyBooking: () => ["मेरी बुकिंग देखें"],
  banquetHall: () => ["बैंक्वेट हॉल"],
  cancellationAndRefund: () => ["कैंसलेशन और रिफ़ंड"],
  privacyPolicy: () => ["प्राइवेसी पॉलिसी"],
  notFoundTitle: () => ["पेज नहीं मिला"],
  notFoundLead: () => ["आप जो पेज खोज रहे हैं, वह यहाँ नहीं है। हो सकता है वह हट गया हो, या लिंक में कोई गलती हो।"],
  backToHome: () => ["होम पर वापस जाएँ"],
  notFoundCallUs: (d) => ["कुछ और चाहिए? हमें ", d.phone, " पर फ़ोन करें या ", d.writeToUs, "।"],
  writeToUs: () => ["हमें लिखें"],
  roomType: (d) => [select(d.type, { SINGLE_AC: "सिंगल AC", DOUBLE_AC: "डबल AC", SINGLE: "सिंगल", DOUBLE: "डबल", DELUXE: "डीलक्स", SUITE: "सुइट", FAMILY: "फ़ैमिली", STANDARD: "स्टैंडर्ड", other: "कमरा" })],
  otherLanguage: () => ["English"],
  amenities: () => ["सुविधाएँ"],
  showFewer: () => ["कम दिखाएँ"],
  moreAmenities: (d) => ["+", d.count, " और"],
  amenitiesHidden: () => [" सुविधाएँ"]
}
