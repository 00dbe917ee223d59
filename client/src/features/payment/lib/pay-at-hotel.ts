import { type PayAtHotelLimits, payAtHotelRefusal } from '@server-pure/pay-at-hotel';

export type { PayAtHotelLimits };

/**
 * Why Pay at Hotel is not offered for this stay, in the server's own words; undefined when it is
 * (or while the limits from paymentConfig are not known: the server refuses anyway, and the page
 * shows why).
 */
export function payAtHotelUnavailable(
  limits: PayAtHotelLimits | undefined,
  stay: { nights: number; rooms: number },
): string | undefined {
  return limits ? payAtHotelRefusal(limits, stay)?.message : undefined;
}
