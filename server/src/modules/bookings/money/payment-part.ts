import { registerEnumType } from 'type-graphql';
import { EntityManager } from 'typeorm';
import { DomainError } from '../../../shared/domain-error';
import { Booking } from '../booking.entity';
import { Payment } from '../../billing';
import { PaymentErrorCode } from '../../billing';

/** What an online order pays: the whole total, or the advance (ADVANCE_PERCENT) with the rest due at the hotel. */
export const PaymentPart = {
  FULL: 'full',
  ADVANCE: 'advance',
} as const;
export type PaymentPart = (typeof PaymentPart)[keyof typeof PaymentPart];

registerEnumType(PaymentPart, {
  name: 'PaymentPart',
  description: 'What an online order pays: FULL, or ADVANCE (the hotel’s advance percent now, the rest at the hotel).',
});

// The advance is one file that the payment page imports too.
export { advancePaise } from '../../../shared/pure/advance';

/** The part the guest asked for; none is the full amount. Advance only while ADVANCE_PERCENT is set. */
export function parsePaymentPart(raw: unknown, advancePercent: number): PaymentPart {
  if (raw === undefined || raw === null || raw === '' || raw === PaymentPart.FULL) return PaymentPart.FULL;
  if (raw !== PaymentPart.ADVANCE) {
    throw new DomainError(PaymentErrorCode.PaymentPartUnknown, 'Choose to pay in full or the advance.', 'part');
  }
  if (advancePercent <= 0) {
    throw new DomainError(
      PaymentErrorCode.PaymentPartUnknown,
      'Paying part now is not offered. Please pay in full or at the hotel.',
      'part',
    );
  }
  return PaymentPart.ADVANCE;
}

/**
 * The booking an order of ours pays: the one whose current order it is, or the one it belonged to
 * before the guest switched between full payment and the advance (its ledger row says which).
 * Locked when the caller is about to change it.
 */
export async function bookingOfOrder(manager: EntityManager, orderId: string, lock: boolean): Promise<Booking | null> {
  const locking = lock ? { lock: { mode: 'pessimistic_write' as const } } : {};
  const current = await manager.findOne(Booking, { where: { razorpayOrderId: orderId }, ...locking });
  if (current) return current;
  const entry = await manager.findOne(Payment, { where: { razorpayOrderId: orderId }, order: { createdAt: 'ASC' } });
  if (!entry?.bookingId) return null;
  return manager.findOne(Booking, { where: { id: entry.bookingId }, ...locking });
}

/**
 * What an order asks, in paise: the booking's current order says so itself; an earlier order
 * (replaced when the guest switched) by the ledger row made with it.
 */
export async function orderAmountPaise(manager: EntityManager, booking: Booking, orderId: string): Promise<number> {
  if (booking.razorpayOrderId === orderId) return booking.orderAmountPaise ?? booking.totalPaise;
  const first = await manager.findOne(Payment, { where: { razorpayOrderId: orderId }, order: { createdAt: 'ASC' } });
  return first?.amountPaise ?? booking.totalPaise;
}
