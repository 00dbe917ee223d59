import { formatRupees, Paise } from '../../shared/money';
import { Booking, PricedQuote } from '../bookings';
import { RateOverride } from './desk-booking-input';

/** "₹4,000" or, when the owner's nights differ, "₹3,500 to ₹4,500". */
function rentRange(rents: readonly Paise[]): string {
  const low = Math.min(...rents);
  const high = Math.max(...rents);
  return low === high ? formatRupees(low) : `${formatRupees(low)} to ${formatRupees(high)}`;
}

/**
 * The audit line of a rate override: the owner's rent a night (as the owner's rates give it, with
 * or without GST) against the agreed rent before GST, the totals both ways, and the reason. The
 * actor (the person) is written by the audit log itself.
 */
export function rateOverrideWords(booking: Booking, plan: PricedQuote, agreed: RateOverride): string {
  const planRents = plan.lines.flatMap((line) => line.nightPrices.map((night) => night.rentPaise));
  const planGst = plan.ratesIncludeGst ? 'GST included' : 'before GST';
  return (
    `Rent agreed for ${booking.bookCode}: ${formatRupees(agreed.rentPaise)} a night before GST instead of the plan's ` +
    `${rentRange(planRents)} a night (${planGst}); total ${formatRupees(booking.totalPaise)} with GST instead of ` +
    `${formatRupees(plan.totalPaise)}. Reason: ${agreed.reason}`
  );
}
