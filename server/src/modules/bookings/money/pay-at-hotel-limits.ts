import { DomainError } from '../../../shared/domain-error';
import { type PayAtHotelLimits, payAtHotelRefusal } from '../../../shared/pure/pay-at-hotel';
import { PaymentErrorCode } from '../../billing';

/** PAY_AT_HOTEL_MAX_NIGHTS and PAY_AT_HOTEL_MAX_ROOMS: larger stays are paid online. */
export type { PayAtHotelLimits };

/** Refuses pay at hotel for a stay longer or larger than the limits, saying to pay online. */
export function checkPayAtHotelStay(limits: PayAtHotelLimits, stay: { nights: number; rooms: number }): void {
  const refusal = payAtHotelRefusal(limits, stay);
  if (!refusal) return;
  const code = refusal.limit === 'nights' ? PaymentErrorCode.PayAtHotelTooManyNights : PaymentErrorCode.PayAtHotelTooManyRooms;
  throw new DomainError(code, refusal.message, 'paymentMethod');
}
