/** Why an abuse limit refused a request. */
export const AbuseLimitErrorCode = {
  BookingRateLimited: 'BOOKING_RATE_LIMITED',
} as const;
