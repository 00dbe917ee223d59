/** The desk's own codes; check-in and check-out refuse with the bookings module's (StayActionErrorCode). */
export const FrontDeskErrorCode = {
  DateInvalid: 'FRONT_DESK_DATE_INVALID',
} as const;
