/**
 * Pay at hotel is for small stays: at most PAY_AT_HOTEL_MAX_NIGHTS nights and
 * PAY_AT_HOTEL_MAX_ROOMS rooms (the limits reach the browser through `paymentConfig`). The server
 * refuses a larger stay with these words, and the payment page, which imports this file as
 * `@server-pure/pay-at-hotel`, says them before the guest asks.
 */
export interface PayAtHotelLimits {
  maxNights: number;
  maxRooms: number;
}

export interface PayAtHotelRefusal {
  /** Which limit the stay is over. */
  limit: 'nights' | 'rooms';
  /** Why, and that the stay is paid online. */
  message: string;
}

/** Why this stay cannot be paid at the hotel, or undefined when it can. */
export function payAtHotelRefusal(
  limits: PayAtHotelLimits,
  stay: { nights: number; rooms: number },
): PayAtHotelRefusal | undefined {
  if (stay.nights > limits.maxNights) {
    return {
      limit: 'nights',
      message: `Pay at hotel is available for stays of up to ${limits.maxNights} nights. Please pay online to confirm this ${stay.nights}-night stay.`,
    };
  }
  if (stay.rooms > limits.maxRooms) {
    return {
      limit: 'rooms',
      message: `Pay at hotel is available for up to ${limits.maxRooms} rooms. Please pay online to confirm these ${stay.rooms} rooms.`,
    };
  }
  return undefined;
}
