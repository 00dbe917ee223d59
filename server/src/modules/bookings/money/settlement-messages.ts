import { PaymentErrorCode } from '../../billing';
import { SettlementOutcome } from '../../billing';
import { Settlement } from './settlement';

export interface SettlementAnswer {
  ok: boolean;
  message: string;
  /** Why the booking is not confirmed, when it is not. */
  code?:
    typeof PaymentErrorCode.RefundedRoomGone | typeof PaymentErrorCode.RefundedCancelled | typeof PaymentErrorCode.AmountMismatch;
}

/** What the guest is told after paying, by how the payment settled. */
export function settlementMessage(settlement: Settlement): SettlementAnswer {
  switch (settlement.outcome) {
    case SettlementOutcome.REFUNDED_ROOM_GONE:
      return {
        ok: false,
        code: PaymentErrorCode.RefundedRoomGone,
        message:
          'Your payment arrived after the room hold expired and the room was booked by someone else, so the full amount is being refunded.',
      };
    case SettlementOutcome.REFUNDED_CANCELLED:
      return {
        ok: false,
        code: PaymentErrorCode.RefundedCancelled,
        message: 'This booking was cancelled, so your payment is being refunded.',
      };
    case SettlementOutcome.AMOUNT_MISMATCH:
      return {
        ok: false,
        code: PaymentErrorCode.AmountMismatch,
        message:
          'The amount paid does not match this booking, so the booking is not confirmed. The hotel will refund your payment; please call the hotel or book again.',
      };
    case SettlementOutcome.REFUNDED_DUPLICATE:
      return { ok: true, message: 'This booking was already paid; the second payment is being refunded.' };
    case SettlementOutcome.RELOCATED:
      return {
        ok: true,
        message: 'Payment successful. Your room was taken meanwhile, so we moved you to another room of the same type.',
      };
    default:
      return { ok: true, message: 'Payment successful' };
  }
}
