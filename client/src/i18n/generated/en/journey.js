// Compiled from src/i18n/messages/en/journey.json by scripts/compile-messages.mjs: do not edit.
import { select } from "@messageformat/runtime";
export default {
  bookingSteps: () => ["Booking steps"],
  step: (d) => [select(d.step, { Room: "Room", Details: "Details", Payment: "Payment", other: "Done" })],
  call: () => ["Call"]
}
