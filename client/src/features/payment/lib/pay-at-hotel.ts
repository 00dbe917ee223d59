/** The server's PAY_AT_HOTEL_MAX_NIGHTS and PAY_AT_HOTEL_MAX_ROOMS (paymentConfig). */
export interface PayAtHotelLimits {
  maxNights: number;
  maxRooms: number;
}

/**
 * Why Pay at Hotel is not offered for this stay, in the guest's words; undefined when it is (or
 * while the limits are not known: the server refuses anyway, and the page shows why).
 */
export function payAtHotelUnavailable(
  limits: PayAtHotelLimits | undefined,
  stay: { nights: number; rooms: number },
): string | undefined {
  if (!limits) return undefined;
  if (stay.nights > limits.maxNights) {
    return `Pay at Hotel is for stays of up to ${limits.maxNights} nights. Please pay online for this ${stay.nights}-night stay.`;
  }
  if (stay.rooms > limits.maxRooms) {
    return `Pay at Hotel is for up to ${limits.maxRooms} rooms. Please pay online for these ${stay.rooms} rooms.`;
  }
  return undefined;
}
