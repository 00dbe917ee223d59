import { DomainError, notFound } from '../../shared/domain-error';

export const BookingErrorCode = {
  NotFound: 'BOOKING_NOT_FOUND',
  DatesUnavailable: 'DATES_UNAVAILABLE',
  RoomNotBookable: 'ROOM_NOT_BOOKABLE',
  TooManyGuests: 'TOO_MANY_GUESTS',
  PaidBookingDelete: 'PAID_BOOKING_DELETE',
} as const;

export const bookingNotFound = () => notFound(BookingErrorCode.NotFound, 'Booking not found');

export const datesUnavailable = () =>
  new DomainError(
    BookingErrorCode.DatesUnavailable,
    'Sorry, this room is no longer available for the selected dates. Please choose another room or other dates.',
    'bookingInfo',
    'conflict',
  );
