import { EntityManager } from 'typeorm';
import { FolioBalance, FolioOf } from '../folio';
import { TaxDocument } from '../documents/tax-document.entity';
import { Payment, PaymentMethod, PaymentProviderName, RefundReason, SettlementOutcome } from './payment.entity';
import { Refund } from './refund.entity';

/** An amount in a currency's smallest unit (paise for INR). */
export interface OrderAmount {
  amountPaise: number;
  currency: string;
}

/** A provider order as the owner of the thing sold knows it, found (and the thing locked) for step one. */
export interface CaptureOrder<T> {
  /** The stay or event, locked in the caller's transaction. */
  sold: T;
  of: FolioOf;
  /** The booking's code or the event's reference, kept with a row made here. */
  bookCode: string;
  provider: PaymentProviderName;
  /** What the order asked (read only when the order's own row is gone). */
  asked(): Promise<OrderAmount>;
}

/** The owner's decision on money that arrived whole and for an open thing sold. */
export interface CaptureDecision {
  outcome: SettlementOutcome;
  /** True the first time the thing sold is confirmed by this payment (time to send the mail). */
  newlyConfirmed?: boolean;
  /** The payment goes back whole, for this reason. */
  refund?: RefundReason;
}

/**
 * The side of a stay or a banquet event in the online checkout (billing's OnlineCheckout): how
 * its orders are found, how it is locked, and what it decides once money arrived. Billing writes
 * every ledger row; the owner changes only its own thing.
 */
export interface CaptureOwner<T> {
  /** How the mismatch note names the thing sold and who paid: ('booking', 'guest'), ('event', 'customer'). */
  readonly words: { sold: string; payer: string };
  /** The order of this owner, its thing sold locked; null when the order is not this owner's. */
  orderOf(manager: EntityManager, orderId: string): Promise<CaptureOrder<T> | null>;
  /** Locks the thing sold this ledger row pays, for step two. */
  lock(manager: EntityManager, payment: Payment): Promise<T>;
  /** Cancelled or lost: money for it buys nothing and goes back whole. */
  closed(sold: T): boolean;
  /** What the thing sold records once its late money goes back (a stay: refunded). */
  refundedClosed?(manager: EntityManager, sold: T): Promise<void>;
  /** The owner's own decision for a paid, matching payment of an open thing sold. */
  decide(manager: EntityManager, sold: T, payment: Payment): Promise<CaptureDecision>;
  /**
   * The tax documents of the thing sold after step two (and the payer's messages about this
   * `payment`, queued with them); `decision` is null for a repeat.
   */
  documents(manager: EntityManager, sold: T, decision: CaptureDecision | null, payment: Payment): Promise<TaxDocument[]>;
  /**
   * Step two failed with `error` on try `attempt`: 'retry' it, settle with a decision in a fresh
   * transaction (the money goes back), or null to let the error through.
   */
  recover(error: unknown, attempt: number): 'retry' | CaptureDecision | null;
  /** The provider named the method after the money was recorded. */
  methodLearned?(manager: EntityManager, sold: T, method: PaymentMethod): Promise<void>;
  /** An attempt on its order failed. */
  failed?(manager: EntityManager, sold: T): Promise<void>;
}

/** How captured money settled, for the owner to answer its guest or customer. */
export interface CheckoutResult<T> {
  sold: T;
  payment: Payment;
  outcome: SettlementOutcome;
  refunds: Refund[];
  newlyConfirmed: boolean;
  /** The tax documents step two issued (their mails queued with them). */
  documents: TaxDocument[];
}

/**
 * Money beyond the total that came on top of earlier money: an order the payer left open in
 * another window. It goes back whole.
 */
export function paysBeyondTotal(position: Pick<FolioBalance, 'paidPaise' | 'balancePaise'>, payment: Payment): boolean {
  return position.paidPaise > payment.amountPaise && position.balancePaise < 0;
}

const money = (amount: OrderAmount) => `${amount.currency} ${(amount.amountPaise / 100).toFixed(2)}`;

/** Why captured money does not pay its order, or null when it does: the one note for every thing sold. */
export function mismatchReason(
  expected: OrderAmount,
  captured: OrderAmount,
  words: CaptureOwner<unknown>['words'],
): string | null {
  const sameCurrency = captured.currency.toUpperCase() === expected.currency.toUpperCase();
  if (sameCurrency && captured.amountPaise === expected.amountPaise) return null;
  return `Received ${money(captured)} for an order of ${money(expected)}: the ${words.sold} was not confirmed. Refund this payment to the ${words.payer}.`;
}
