// Compiled from src/i18n/messages/en/common.json by scripts/compile-messages.mjs: do not edit.
import { select } from "@messageformat/runtime";
export default {
  skipToContent: () => ["Skip to content"],
  siteNav: () => ["Site"],
  home: () => ["Home"],
  contactUs: () => ["Contact Us"],
  footerNav: () => ["Site pages"],
  findMyBooking: () => ["Find my booking"],
  banquetHall: () => ["Banquet hall"],
  cancellationAndRefund: () => ["Cancellation and Refund"],
  privacyPolicy: () => ["Privacy Policy"],
  notFoundTitle: () => ["Page not found"],
  notFoundLead: () => ["The page you asked for does not exist. It may have moved, or the link may be mistyped."],
  backToHome: () => ["Back to Home"],
  notFoundCallUs: (d) => ["Looking for something else? Call us on ", d.phone, " or ", d.writeToUs, "."],
  writeToUs: () => ["write to us"],
  roomType: (d) => [select(d.type, { SINGLE_AC: "Single AC", DOUBLE_AC: "Double AC", SINGLE: "Single", DOUBLE: "Double", DELUXE: "Deluxe", SUITE: "Suite", FAMILY: "Family", STANDARD: "Standard", other: "Room" })],
  otherLanguage: () => ["हिन्दी"],
  amenities: () => ["Amenities"],
  showFewer: () => ["Show fewer"],
  moreAmenities: (d) => ["+", d.count, " more"],
  amenitiesHidden: () => [" amenities"]
}
