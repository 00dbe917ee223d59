import { DomainError } from '../../shared/domain-error';
import { PaymentErrorCode } from './payment-errors';

/** PAY_AT_HOTEL_MAX_NIGHTS and PAY_AT_HOTEL_MAX_ROOMS: larger stays are paid online. */
export interface PayAtHotelLimits {
  maxNights: number;
  maxRooms: number;
}

/** Refuses pay at hotel for a stay longer or larger than the limits, saying to pay online. */
export function checkPayAtHotelStay(limits: PayAtHotelLimits, stay: { nights: number; rooms: number }): void {
  if (stay.nights > limits.maxNights) {
    throw new DomainError(
      PaymentErrorCode.PayAtHotelTooManyNights,
      `Pay at hotel is available for stays of up to ${limits.maxNights} nights. Please pay online to confirm this ${stay.nights}-night stay.`,
      'paymentMethod',
    );
  }
  if (stay.rooms > limits.maxRooms) {
    throw new DomainError(
      PaymentErrorCode.PayAtHotelTooManyRooms,
      `Pay at hotel is available for up to ${limits.maxRooms} rooms. Please pay online to confirm these ${stay.rooms} rooms.`,
      'paymentMethod',
    );
  }
}
