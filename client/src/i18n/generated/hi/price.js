// Compiled from src/i18n/messages/hi/price.json by scripts/compile-messages.mjs: do not edit.
import { plural, select, strictNumber } from "@messageformat/runtime";
import { hi } from "@messageformat/runtime/lib/cardinals";
export default {
  inclGst: () => ["GST सहित"],
  forNights: (d) => [plural(d.nights, 0, hi, { one: [strictNumber("hi", d.nights, 0, "nights"), " रात के लिए"], other: [strictNumber("hi", d.nights, 0, "nights"), " रातों के लिए"] })],
  nights: (d) => [plural(d.nights, 0, hi, { one: [strictNumber("hi", d.nights, 0, "nights"), " रात"], other: [strictNumber("hi", d.nights, 0, "nights"), " रातें"] })],
  rentPlusGst: (d) => [d.rent, " + GST ", d.gst],
  pricePerNight: () => ["हर रात का रेट, GST सहित"],
  each: () => [" प्रति रात"],
  nightRange: (d) => [d.first, " से ", d.last, " तक"],
  minimumStay: (d) => [d.season, " में कम से कम ", d.nights, " रातें"],
  minimumStayAdvice: (d) => [" यह कमरा बुक करने के लिए कम से कम ", d.nights, " रातों की तारीखें चुनें।"],
  gstBreakdown: () => ["GST का हिसाब"],
  taxableValue: () => ["टैक्स योग्य रकम"],
  taxAtRate: (d) => [d.tax, " ", d.rate],
  roomTotal: () => ["कमरे का कुल"],
  total: () => ["कुल"],
  allRooms: () => ["सभी कमरे"],
  sacNote: (d) => ["SAC 996311, कमरे में ठहरना। ", select(d.included, { yes: "किराए में GST शामिल है।", other: "GST किराए के ऊपर जोड़ा जाता है।" })]
}
