// Compiled from src/i18n/messages/hi/room.json by scripts/compile-messages.mjs: do not edit.
import { plural, strictNumber } from "@messageformat/runtime";
import { hi } from "@messageformat/runtime/lib/cardinals";
export default {
  pageTitle: () => ["कमरा"],
  back: () => ["पीछे"],
  roomDetails: () => ["कमरे की जानकारी"],
  loadingRoom: () => ["कमरे की जानकारी आ रही है…"],
  error: () => ["कुछ गड़बड़ हो गई, कृपया पेज रिफ़्रेश करें"],
  notFoundTitle: () => ["कमरा नहीं मिला"],
  notFoundText: () => ["यह कमरा मौजूद नहीं है, या अब हमारी लिस्ट में नहीं है।"],
  seeOurRooms: () => ["हमारे कमरे देखें"],
  perNight: (d) => [d.price, " प्रति रात"],
  type: () => ["प्रकार"],
  maxGuests: () => ["ज़्यादा से ज़्यादा मेहमान"],
  aboutThisRoom: () => ["इस कमरे के बारे में"],
  checkAvailability: () => ["कमरा खाली है या नहीं, देखें"],
  yourStay: () => ["आपकी बुकिंग"],
  adults: (d) => [plural(d.count, 0, hi, { one: [strictNumber("hi", d.count, 0, "count"), " बड़ा"], other: [strictNumber("hi", d.count, 0, "count"), " बड़े"] })],
  cannotBookForStay: () => ["आपकी तारीखों पर यह कमरा बुक नहीं हो सकता।"],
  seeFreeRooms: () => ["खाली कमरे देखें"],
  checkingDates: () => ["आपकी तारीखें देखी जा रही हैं…"],
  bookThisRoom: () => ["यह कमरा बुक करें"],
  noPhotos: () => ["अभी कोई फ़ोटो नहीं है"],
  photos: () => ["फ़ोटो"],
  photoAlt: (d) => [d.name, ", ", d.count, " में से फ़ोटो ", d.number],
  showPhoto: (d) => [d.count, " में से फ़ोटो ", d.number, " दिखाएँ"]
}
