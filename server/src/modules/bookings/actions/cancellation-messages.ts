import { paiseToRupees } from '../../../shared/money';
import { Refund } from '../../billing';

/** What the hotel is told after cancelling a booking, by what happened to the guest's money. */
export function cancellationMessage(refunds: Pick<Refund, 'providerRefundId'>[], refundPaise: number): string {
  if (refunds.length === 0) return 'Booking cancelled';
  const amount = `₹${paiseToRupees(refundPaise)}`;
  return refunds.every((refund) => refund.providerRefundId)
    ? `Booking cancelled; ${amount} refund sent to the guest`
    : `Booking cancelled; the ${amount} refund is recorded and will be sent again until the payment provider accepts it`;
}
