import { paiseToRupees } from '../../../shared/money';
import { Payment } from './payment.entity';
import { Refund } from './refund.entity';

/** A payment attempt in the old API's shape: `_id` beside `id`, rupees as numbers. */
export function presentPayment(payment: Payment, guestName?: string | null) {
  return {
    _id: payment.id,
    id: payment.id,
    bookingId: payment.bookingId,
    bookCode: payment.bookCode,
    guestName: guestName ?? undefined,
    provider: payment.provider,
    method: payment.method,
    status: payment.status,
    amount: paiseToRupees(payment.amountPaise),
    refunded: paiseToRupees(payment.refundedPaise),
    currency: payment.currency,
    razorpayOrderId: payment.razorpayOrderId,
    razorpayPaymentId: payment.razorpayPaymentId,
    failureReason: payment.failureReason,
    mismatchReason: payment.mismatchReason,
    paidAt: payment.paidAt,
    createdAt: payment.createdAt,
  };
}

export function presentRefund(refund: Refund) {
  return {
    _id: refund.id,
    id: refund.id,
    paymentId: refund.paymentId,
    amount: paiseToRupees(refund.amountPaise),
    reason: refund.reason,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    createdAt: refund.createdAt,
    processedAt: refund.processedAt,
  };
}
