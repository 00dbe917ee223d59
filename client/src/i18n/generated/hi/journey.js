// Compiled from src/i18n/messages/hi/journey.json by scripts/compile-messages.mjs: do not edit.
import { select } from "@messageformat/runtime";
export default {
  bookingSteps: () => ["बुकिंग के चरण"],
  step: (d) => [select(d.step, { Room: "कमरा", Details: "आपकी जानकारी", Payment: "भुगतान", other: "पूरा" })],
  call: () => ["कॉल करें"]
}
