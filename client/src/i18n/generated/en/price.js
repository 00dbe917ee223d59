// Compiled from src/i18n/messages/en/price.json by scripts/compile-messages.mjs: do not edit.
import { plural, select, strictNumber } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export default {
  inclGst: () => ["incl. GST"],
  forNights: (d) => ["for ", plural(d.nights, 0, en, { one: [strictNumber("en", d.nights, 0, "nights"), " night"], other: [strictNumber("en", d.nights, 0, "nights"), " nights"] })],
  nights: (d) => [plural(d.nights, 0, en, { one: [strictNumber("en", d.nights, 0, "nights"), " night"], other: [strictNumber("en", d.nights, 0, "nights"), " nights"] })],
  rentPlusGst: (d) => [d.rent, " + GST ", d.gst],
  pricePerNight: () => ["Price per night, incl. GST"],
  each: () => [" each"],
  nightRange: (d) => [d.first, " – ", d.last],
  minimumStay: (d) => ["Minimum ", d.nights, " nights in ", d.season],
  minimumStayAdvice: (d) => [" Choose dates with at least ", d.nights, " nights to book this room."],
  gstBreakdown: () => ["GST breakdown"],
  taxableValue: () => ["Taxable value"],
  taxAtRate: (d) => [d.tax, " ", d.rate],
  roomTotal: () => ["Room total"],
  total: () => ["Total"],
  allRooms: () => ["All rooms"],
  sacNote: (d) => ["SAC 996311, room accommodation. ", select(d.included, { yes: "GST is included in the rent.", other: "GST is added to the rent." })]
}
