import { type PayAtHotelLimits, payAtHotelRefusal } from '@server-pure/pay-at-hotel';
import { ENGLISH_PAYMENT_WORDS, type PaymentWords } from './page-words';

export type { PayAtHotelLimits };

/**
 * Why Pay at Hotel is not offered for this stay, in the server's own words (in the page's
 * language); undefined when it is (or while the limits from paymentConfig are not known: the
 * server refuses anyway, and the page shows why).
 */
export function payAtHotelUnavailable(
  limits: PayAtHotelLimits | undefined,
  stay: { nights: number; rooms: number },
  { payment: words }: PaymentWords = ENGLISH_PAYMENT_WORDS,
): string | undefined {
  const refusal = limits && payAtHotelRefusal(limits, stay);
  if (!refusal) return undefined;
  return refusal.limit === 'nights'
    ? words.t('payAtHotelTooManyNights', { maxNights: limits.maxNights, nights: stay.nights })
    : words.t('payAtHotelTooManyRooms', { maxRooms: limits.maxRooms, rooms: stay.rooms });
}
