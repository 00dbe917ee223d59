// Compiled from src/i18n/messages/en/common.json by scripts/compile-messages.mjs: do not edit.

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
  writeToUs: () => ["write to us"]
}
