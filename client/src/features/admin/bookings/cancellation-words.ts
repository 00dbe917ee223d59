import { RefundStatus } from '../../../graphql/generated';
import { REFUND_STATUS_LABELS } from '../../../lib/labels';
import type { CancellationResult, CancellationTerms } from '../api/use-booking-detail';
import { rupeesFromPaise } from '../lib/display';

/** What the guest gets back, in numbers. */
export function refundLine(terms: CancellationTerms): string {
  if (terms.paidPaise === 0) return 'Nothing has been paid online for this booking, so there is nothing to refund.';
  return `Refund: ${terms.refundPercent}% of what was paid — ${rupeesFromPaise(terms.refundPaise)} of ${rupeesFromPaise(terms.paidPaise)}.`;
}

/** After the cancellation: each refund recorded, and whether the provider has processed it. */
export function resultLines(result: CancellationResult): string[] {
  if (result.refunds.length === 0) return ['No refund was due.'];
  return result.refunds.map((refund) => {
    const recorded = `Refund of ${rupeesFromPaise(refund.amountPaise)} recorded; ${REFUND_STATUS_LABELS[refund.status].toLowerCase()}`;
    return refund.status === RefundStatus.Pending ? `${recorded}, which sends it to the guest.` : `${recorded}.`;
  });
}
