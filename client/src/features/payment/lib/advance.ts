import { advancePaise } from '@server-pure/advance';

/** The payment page's choice to pay part now (ADVANCE_PERCENT on the server), beside the method cards. */
export const ADVANCE_CHOICE = 'ADVANCE' as const;
export type AdvanceChoice = typeof ADVANCE_CHOICE;

export interface AdvanceOffer {
  percent: number;
  /** Rupees paid now, in the checkout. */
  now: number;
  /** Rupees paid at the hotel. */
  later: number;
}

/**
 * What the advance card shows, split as the server makes the order (the same advancePaise). The
 * order's own amount is what the checkout charges; this is only the card's words. Undefined when
 * no advance is offered.
 */
export function advanceOffer(totalAmount: number, percent: number | undefined): AdvanceOffer | undefined {
  if (!percent || percent <= 0) return undefined;
  const totalPaise = Math.round(totalAmount * 100);
  const nowPaise = advancePaise(totalPaise, percent);
  return { percent, now: nowPaise / 100, later: (totalPaise - nowPaise) / 100 };
}
