import type { CancellationResult, CancellationTerms } from '../api/use-booking-detail';
import { formatHotelDateTime, rupeesFromPaise } from '../lib/display';

/** The policy line for the terms the server gave (spec section 9's cancellation policy). */
export function policyLine(terms: CancellationTerms): string {
  const until = formatHotelDateTime(terms.freeUntil);
  if (terms.rule === 'group_free') return `Group booking (5 or more rooms): free cancellation until ${until}.`;
  if (terms.rule === 'free') return `Free cancellation until ${until} (24 hours before check-in).`;
  return `Free cancellation ended on ${until}; within 24 hours of check-in the refund is ${terms.refundPercent}%.`;
}

/** What the guest gets back, in numbers. */
export function refundLine(terms: CancellationTerms): string {
  if (terms.paidPaise === 0) return 'Nothing has been paid online for this booking, so there is nothing to refund.';
  return `Refund: ${terms.refundPercent}% of what was paid — ${rupeesFromPaise(terms.refundPaise)} of ${rupeesFromPaise(terms.paidPaise)}.`;
}

/** After the cancellation: each refund recorded, and whether the provider has processed it. */
export function resultLines(result: CancellationResult): string[] {
  if (result.refunds.length === 0) return ['No refund was due.'];
  return result.refunds.map((refund) =>
    refund.status === 'processed'
      ? `Refund of ${rupeesFromPaise(refund.amountPaise)} recorded and processed.`
      : `Refund of ${rupeesFromPaise(refund.amountPaise)} recorded; pending with the payment provider, which sends it to the guest.`,
  );
}
