import { registerEnumType } from 'type-graphql';

/** Where one payment attempt stands (the ledger's rows). */
export const PaymentAttemptStatus = {
  /** An order was made; nothing paid on it yet. */
  CREATED: 'created',
  /**
   * A promise to pay at the hotel (pay at hotel, method cod), still open: no money came with it.
   * What is owed is its booking's balance, not this entry's amount (the total when it was made).
   */
  PENDING: 'pending',
  PAID: 'paid',
  FAILED: 'failed',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'partially_refunded',
  /** A pay-at-hotel promise of a booking that was cancelled. */
  CANCELLED: 'cancelled',
  /**
   * A reversing entry: it cancels a wrong desk entry (`reversesPaymentId`) with the opposite,
   * negative amount. Entries are never edited or deleted.
   */
  REVERSAL: 'reversal',
  /**
   * A pay-at-hotel promise that was kept: its booking owes nothing more (the desk took the
   * money). Still no money of its own; the desk's entries carry it. Back to pending when the
   * booking owes again (a desk payment reversed, a longer stay).
   */
  FULFILLED: 'fulfilled',
} as const;
export type PaymentAttemptStatus = (typeof PaymentAttemptStatus)[keyof typeof PaymentAttemptStatus];

/** Attempts whose money reached the hotel (some may have gone back since). */
export const MONEY_RECEIVED_STATUSES: readonly PaymentAttemptStatus[] = [
  PaymentAttemptStatus.PAID,
  PaymentAttemptStatus.REFUNDED,
  PaymentAttemptStatus.PARTIALLY_REFUNDED,
];

/** Entries that count in the money received: money in, and reversals taking a wrong entry out. */
export const MONEY_ENTRY_STATUSES: readonly PaymentAttemptStatus[] = [...MONEY_RECEIVED_STATUSES, PaymentAttemptStatus.REVERSAL];

/** How money is taken at the front desk (recordPayment). */
export const DESK_PAYMENT_METHODS = ['cash', 'upi', 'card', 'bank_transfer'] as const satisfies readonly PaymentMethod[];
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** How money was (or will be) paid. Unknown methods from a provider read as ONLINE. */
export const PaymentMethod = {
  /** Paid through the provider's checkout; the method is not known (yet). */
  ONLINE: 'online',
  UPI: 'upi',
  CARD: 'card',
  NETBANKING: 'netbanking',
  WALLET: 'wallet',
  EMI: 'emi',
  CARDLESS_EMI: 'cardless_emi',
  PAYLATER: 'paylater',
  BANK_TRANSFER: 'bank_transfer',
  /** Cash taken at the front desk. */
  CASH: 'cash',
  /** Pay at the hotel (cash on arrival). */
  COD: 'cod',
  /** Collected from the guest by the OTA they booked through, which pays it out to the hotel itself. */
  OTA: 'ota',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

const KNOWN_METHODS = new Set<string>(Object.values(PaymentMethod));

/** A method a provider or a browser named, as one of ours; null when none was named. */
export function toPaymentMethod(raw: unknown): PaymentMethod | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const method = raw.toLowerCase();
  return KNOWN_METHODS.has(method) ? (method as PaymentMethod) : PaymentMethod.ONLINE;
}

/** Who holds the money: a payment provider, or the hotel's own desk. */
export const PaymentProviderName = {
  RAZORPAY: 'razorpay',
  SIMULATED: 'simulated',
  HOTEL: 'hotel',
  /** The OTA the guest booked through (a prepaid OTA booking): it collected the money and pays the hotel out. */
  OTA: 'ota',
} as const;
export type PaymentProviderName = (typeof PaymentProviderName)[keyof typeof PaymentProviderName];

/** How a captured payment settled its booking; a repeated verify answers the same. */
export const SettlementOutcome = {
  CONFIRMED: 'confirmed',
  /** Handled before and refunded for a reason not kept with the payment. */
  ALREADY_SETTLED: 'already_settled',
  RELOCATED: 'relocated',
  REFUNDED_ROOM_GONE: 'refunded_room_gone',
  REFUNDED_DUPLICATE: 'refunded_duplicate',
  REFUNDED_CANCELLED: 'refunded_cancelled',
  /** The amount or currency paid was not the order's: nothing confirmed, flagged for the owner to refund. */
  AMOUNT_MISMATCH: 'amount_mismatch',
} as const;
export type SettlementOutcome = (typeof SettlementOutcome)[keyof typeof SettlementOutcome];

export const RefundStatus = { PENDING: 'pending', PROCESSED: 'processed', FAILED: 'failed' } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

export const RefundReason = {
  CANCELLATION: 'cancellation',
  LATE_PAYMENT: 'late_payment',
  DUPLICATE_PAYMENT: 'duplicate_payment',
  /** The owner gave money back beyond the policy, with a reason. */
  GOODWILL: 'goodwill',
  /** A change made the stay cheaper than what was paid. */
  OVERPAYMENT: 'overpayment',
} as const;
export type RefundReason = (typeof RefundReason)[keyof typeof RefundReason];

/** Which window of the cancellation policy applies. */
export const CancellationRule = {
  /** Free until 24 hours before check-in. */
  FREE: 'free',
  /** A group of 5 or more rooms: free until 7 days before check-in. */
  GROUP_FREE: 'group_free',
  /** The free window has passed: half is refunded. */
  LATE: 'late',
} as const;
export type CancellationRule = (typeof CancellationRule)[keyof typeof CancellationRule];

registerEnumType(PaymentAttemptStatus, {
  name: 'PaymentAttemptStatus',
  description: 'Where one payment attempt stands.',
  valuesConfig: {
    PENDING: {
      description:
        'A pay-at-hotel promise, still open: no money received. What is owed is its booking’s balance (PaymentLedgerEntry.dueAtHotelPaise), not the promise’s amount.',
    },
    FULFILLED: {
      description:
        'A pay-at-hotel promise kept: its booking owes nothing more (the desk took the money, which the desk’s own entries carry). Pending again if that money is reversed.',
    },
    CANCELLED: { description: 'A pay-at-hotel promise voided: its booking was cancelled or was a no-show.' },
    REVERSAL: { description: 'Cancels a wrong desk entry (reversesPaymentId) with the opposite, negative amount.' },
  },
});
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How money was or will be paid.',
  valuesConfig: {
    OTA: { description: 'Collected from the guest by the OTA they booked through; the OTA pays it out to the hotel.' },
  },
});
registerEnumType(PaymentProviderName, { name: 'PaymentProviderName', description: 'Who holds the money.' });
registerEnumType(SettlementOutcome, { name: 'SettlementOutcome', description: 'How a captured payment settled its booking.' });
registerEnumType(RefundStatus, { name: 'RefundStatus', description: 'Whether the provider has sent a refund.' });
registerEnumType(RefundReason, { name: 'RefundReason', description: 'Why money went back.' });
registerEnumType(CancellationRule, { name: 'CancellationRule', description: 'Which window of the cancellation policy applies.' });
