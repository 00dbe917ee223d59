import { DomainError, notFound } from '../../shared/domain-error';

export const BookingErrorCode = {
  NotFound: 'BOOKING_NOT_FOUND',
  DatesUnavailable: 'DATES_UNAVAILABLE',
  RoomNotBookable: 'ROOM_NOT_BOOKABLE',
  TooManyGuests: 'TOO_MANY_GUESTS',
  MinimumStay: 'MINIMUM_STAY',
  BusinessNameRequired: 'BUSINESS_NAME_REQUIRED',
  BusinessNameTooLong: 'BUSINESS_NAME_TOO_LONG',
  PaidBookingDelete: 'PAID_BOOKING_DELETE',
  DeleteNotAllowed: 'BOOKING_DELETE_NOT_ALLOWED',
  RoomRequired: 'ROOM_REQUIRED',
  TooManyRooms: 'TOO_MANY_ROOMS',
  RoomRepeated: 'ROOM_REPEATED',
  PaxNameTooLong: 'PAX_NAME_TOO_LONG',
  PaxInvalid: 'PAX_INVALID',
  TransitionNotAllowed: 'BOOKING_TRANSITION_NOT_ALLOWED',
  NotArrivalDay: 'BOOKING_NOT_ARRIVAL_DAY',
  IdempotencyKeyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  HoldTooOld: 'BOOKING_HOLD_TOO_OLD',
  TooManyUnpaidBookings: 'TOO_MANY_UNPAID_BOOKINGS',
  SearchInvalid: 'BOOKING_SEARCH_INVALID',
  HoldNotRenewable: 'BOOKING_HOLD_NOT_RENEWABLE',
  TooManyRoomNights: 'TOO_MANY_ROOM_NIGHTS',
  UnpaidCeilingReached: 'UNPAID_CEILING_REACHED',
  PayAtHotelCeilingReached: 'PAY_AT_HOTEL_CEILING_REACHED',
} as const;

export const bookingNotFound = () => notFound(BookingErrorCode.NotFound, 'Booking not found');

export const datesUnavailable = () =>
  new DomainError(
    BookingErrorCode.DatesUnavailable,
    'Sorry, this room is no longer available for the selected dates. Please choose another room or other dates.',
    'bookingInfo',
    'conflict',
  );

/**
 * One room of a booking of several is taken: none of them is booked (all rooms are held together
 * or none are), and the guest learns which one stood in the way.
 */
export const roomOfSeveralUnavailable = (roomName: string) =>
  new DomainError(
    BookingErrorCode.DatesUnavailable,
    `Sorry, ${roomName} is no longer available for the selected dates, so none of your rooms were booked. Please choose another room or other dates.`,
    'bookingInfo',
    'conflict',
  );
