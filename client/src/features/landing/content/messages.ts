/** User-facing texts of the spec (sections 5 and 8), word for word. */
export const WIZARD_MESSAGES = {
  checkInRequired: 'Check In is Required',
  checkOutRequired: 'Check Out is Required',
  checkOutAfterCheckIn: 'Check Out must be after Check In',
  adultsRequired: 'Adult In is Required',
  roomsRequired: 'Room is Required',
  childrenInvalid: 'Children must be 0 or more',
  roomTypeRequired: 'Please select a room type',
  invalidDates: 'Please select valid dates',
} as const;

/** Not in the spec: a typed check-in date can get past the date picker's minimum. */
export const CHECK_IN_IN_PAST = 'Check In cannot be before today';
/** Not in the spec: the Details stage needs a room before the guest details page. */
export const CHOOSE_A_ROOM = 'Please choose a room to continue';

export const ROOMS_LOAD_MESSAGES = {
  failed: 'Failed to load available rooms. Please refresh the page.',
  exception: 'Error loading rooms. Please check your connection and try again.',
} as const;

/** The available rooms page's texts (spec sections 2 and 8), reused by the Details stage. */
export const AVAILABILITY_MESSAGES = {
  failed: 'Failed to load rooms',
  exception: 'Something went wrong while loading rooms',
  emptyTitle: 'No rooms available',
  emptyText: 'Sorry, there are no rooms available for your selected dates.',
} as const;
