// Compiled from src/i18n/messages/en/room.json by scripts/compile-messages.mjs: do not edit.
import { plural, strictNumber } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export default {
  pageTitle: () => ["Room"],
  back: () => ["Back"],
  roomDetails: () => ["Room details"],
  loadingRoom: () => ["Loading room…"],
  error: () => ["Something went wrong please refresh the page"],
  notFoundTitle: () => ["Room not found"],
  notFoundText: () => ["This room does not exist or is no longer listed."],
  seeOurRooms: () => ["See our rooms"],
  perNight: (d) => [d.price, " per night"],
  type: () => ["Type"],
  maxGuests: () => ["Max guests"],
  aboutThisRoom: () => ["About this room"],
  checkAvailability: () => ["Check availability"],
  yourStay: () => ["Your stay"],
  adults: (d) => [plural(d.count, 0, en, { one: [strictNumber("en", d.count, 0, "count"), " adult"], other: [strictNumber("en", d.count, 0, "count"), " adults"] })],
  cannotBookForStay: () => ["This room cannot be booked for your stay."],
  seeFreeRooms: () => ["See the rooms that are free"],
  checkingDates: () => ["Checking your dates…"],
  bookThisRoom: () => ["Book this room"],
  noPhotos: () => ["No photos yet"],
  photos: () => ["Photos"],
  photoAlt: (d) => [d.name, ", photo ", d.number, " of ", d.count],
  showPhoto: (d) => ["Show photo ", d.number, " of ", d.count]
}
