// Compiled from src/i18n/messages/en/landing.json by scripts/compile-messages.mjs: do not edit.

export default {
  checkInRequired: () => ["Check In is Required"],
  checkOutRequired: () => ["Check Out is Required"],
  checkOutAfterCheckIn: () => ["Check Out must be after Check In"],
  adultsRequired: () => ["Adult In is Required"],
  roomsRequired: () => ["Room is Required"],
  childrenInvalid: () => ["Children must be 0 or more"],
  roomTypeRequired: () => ["Please select a room type"],
  invalidDates: () => ["Please select valid dates"],
  checkInInPast: () => ["Check In cannot be before today"],
  chooseARoom: () => ["Please choose a room to continue"],
  roomsLoadFailed: () => ["Failed to load available rooms. Please refresh the page."],
  roomsLoadException: () => ["Error loading rooms. Please check your connection and try again."]
}
