import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../shared/clock';
import { FolioOf } from '../folio';
import { CaptureDecision, CaptureOrder, CaptureOwner, CheckoutResult, mismatchReason } from './capture-owner';
import { CapturedPayment } from './order-owner';
import {
  MONEY_RECEIVED_STATUSES,
  Payment,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RefundReason,
  SettlementOutcome,
} from './payment.entity';
import { Refund } from './refund.entity';
import { Refunds } from './refunds';

/** A provider order made for a folio, to store as the order's own ledger row. */
export interface NewOrder {
  id: string;
  amountPaise: number;
  currency: string;
  bookCode: string;
  provider: PaymentProviderName;
}

/** A failed attempt as the checkout or the provider's webhook reports it. */
export interface FailedAttempt {
  orderId: string;
  paymentId: string;
  method: PaymentMethod | null;
  reason: string;
}

/** The ledger columns that name a folio. */
const folioColumns = (of: FolioOf) =>
  'bookingId' in of ? { bookingId: of.bookingId, eventId: null } : { bookingId: null, eventId: of.eventId };

/** Stores a provider order's own ledger row (CREATED) for a folio, in the caller's transaction. */
export function recordOrder(manager: EntityManager, of: FolioOf, order: NewOrder): Promise<Payment> {
  return manager.save(
    Payment,
    manager.create(Payment, {
      ...folioColumns(of),
      bookCode: order.bookCode,
      provider: order.provider,
      status: PaymentAttemptStatus.CREATED,
      amountPaise: order.amountPaise,
      currency: order.currency,
      razorpayOrderId: order.id,
      refundedPaise: 0,
    }),
  );
}

/**
 * The online checkout of anything sold (a stay, a banquet event), and never losing its money.
 * Step one records the ledger row as paid in its own transaction: the money is on the books
 * whatever happens next, flagged when it is not what the order asked. Step two, on the locked
 * thing sold: a repeat answers what was decided; money that misses its order confirms nothing
 * (the owner refunds it by hand); money for a closed thing goes back whole; otherwise the owner
 * decides (CaptureOwner), and billing writes the outcome and any refund, then issues the owner's
 * documents (their mails queued with them). Refunds go to the provider after commit.
 */
export class OnlineCheckout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: Refunds,
    private readonly clock: Clock,
  ) {}

  /** Settles captured money for one of `owner`'s orders; null when the order is not its own. */
  async settle<T>(owner: CaptureOwner<T>, captured: CapturedPayment): Promise<CheckoutResult<T> | null> {
    const paymentId = await this.dataSource.transaction((manager) => this.recordPaid(manager, owner, captured));
    if (!paymentId) return null;
    let result: CheckoutResult<T>;
    for (let attempt = 1; ; attempt += 1) {
      try {
        result = await this.dataSource.transaction((manager) => this.stepTwo(manager, owner, paymentId));
        break;
      } catch (error) {
        const next = owner.recover(error, attempt);
        if (next === 'retry') continue;
        if (!next) throw error;
        result = await this.dataSource.transaction((manager) => this.stepTwo(manager, owner, paymentId, next));
        break;
      }
    }
    await this.refunds.send(result.refunds);
    return result;
  }

  /** A failed attempt on one of `owner`'s orders: recorded, never over money received. False when not its order. */
  async recordFailure<T>(owner: CaptureOwner<T>, failure: FailedAttempt): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const order = await owner.orderOf(manager, failure.orderId);
      if (!order) return false;
      const attempt =
        (await this.attemptOf(manager, failure.orderId, failure.paymentId)) ??
        this.newAttempt(manager, order, failure.orderId, (await order.asked()).amountPaise);
      if (attempt.status !== PaymentAttemptStatus.CREATED && attempt.status !== PaymentAttemptStatus.FAILED) return true;
      Object.assign(attempt, {
        razorpayPaymentId: failure.paymentId,
        status: PaymentAttemptStatus.FAILED,
        method: failure.method ?? attempt.method ?? null,
        failureReason: failure.reason.slice(0, 500),
      });
      await manager.save(Payment, attempt);
      await owner.failed?.(manager, order.sold);
      return true;
    });
  }

  /** Step one: the ledger row of this provider payment, marked paid. Null for an order not the owner's. */
  private async recordPaid<T>(manager: EntityManager, owner: CaptureOwner<T>, captured: CapturedPayment): Promise<string | null> {
    const order = await owner.orderOf(manager, captured.orderId);
    if (!order) return null;
    const attempt =
      (await this.attemptOf(manager, captured.orderId, captured.paymentId)) ?? this.newAttempt(manager, order, captured.orderId);
    if (MONEY_RECEIVED_STATUSES.includes(attempt.status)) {
      // The browser's verify knows no method; the webhook that follows does.
      if (!attempt.method && captured.method) {
        attempt.method = captured.method;
        await manager.update(Payment, { id: attempt.id }, { method: captured.method });
        await owner.methodLearned?.(manager, order.sold, captured.method);
      }
      return attempt.id;
    }
    // What the order asked: the order's own row while it is unpaid, else what the order was made for.
    const expected =
      attempt.status === PaymentAttemptStatus.CREATED
        ? { amountPaise: attempt.amountPaise, currency: attempt.currency }
        : await order.asked();
    Object.assign(attempt, {
      razorpayPaymentId: captured.paymentId,
      status: PaymentAttemptStatus.PAID,
      amountPaise: captured.amountPaise,
      currency: captured.currency,
      mismatchReason: mismatchReason(expected, captured, owner.words),
      method: captured.method ?? attempt.method ?? null,
      razorpaySignature: captured.signature ?? attempt.razorpaySignature ?? null,
      failureReason: null,
      paidAt: this.clock(),
    });
    return (await manager.save(Payment, attempt)).id;
  }

  /** The row of this provider payment, else the order's own unpaid row. */
  private async attemptOf(manager: EntityManager, orderId: string, paymentId: string): Promise<Payment | null> {
    return (
      (await manager.findOneBy(Payment, { razorpayPaymentId: paymentId })) ??
      (await manager.findOne(Payment, {
        where: { razorpayOrderId: orderId, status: PaymentAttemptStatus.CREATED },
        order: { createdAt: 'ASC' },
      }))
    );
  }

  /** A row for a second attempt on an order whose own row is taken (the payer tried again). */
  private newAttempt<T>(manager: EntityManager, order: CaptureOrder<T>, orderId: string, amountPaise?: number): Payment {
    return manager.create(Payment, {
      ...folioColumns(order.of),
      bookCode: order.bookCode,
      provider: order.provider,
      razorpayOrderId: orderId,
      ...(amountPaise === undefined ? {} : { amountPaise }),
      currency: 'INR',
      refundedPaise: 0,
    });
  }

  /**
   * Step two in one transaction, on the locked thing sold. With `forced` (the owner's recovery
   * after a refused step two) the payment settles that way unless it settled meanwhile.
   */
  private async stepTwo<T>(
    manager: EntityManager,
    owner: CaptureOwner<T>,
    paymentId: string,
    forced?: CaptureDecision,
  ): Promise<CheckoutResult<T>> {
    const sold = await owner.lock(manager, await manager.findOneByOrFail(Payment, { id: paymentId }));
    // Read under the owner's lock: the browser's verify and the provider's webhook may settle
    // this payment at the same moment, and the second must see what the first decided.
    const payment = await manager.findOneOrFail(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    const result = (outcome: SettlementOutcome, refunds: Refund[] = [], newlyConfirmed = false) => ({
      sold,
      payment,
      outcome,
      refunds,
      newlyConfirmed,
      documents: [] as CheckoutResult<T>['documents'],
    });
    // Settled before (a repeated verify, or the webhook came first): answer what happened then.
    if (payment.settlementOutcome) return this.withDocuments(manager, owner, result(payment.settlementOutcome), null, forced);
    if (!forced && payment.status !== PaymentAttemptStatus.PAID) {
      return this.withDocuments(manager, owner, result(SettlementOutcome.ALREADY_SETTLED), null, forced);
    }
    const decision = forced ?? (await this.decide(manager, owner, sold, payment));
    const refund = decision.refund
      ? await this.refunds.record(manager, payment, payment.amountPaise, decision.refund, `${decision.refund}-${payment.id}`)
      : null;
    payment.settlementOutcome = decision.outcome;
    await manager.update(Payment, { id: payment.id }, { settlementOutcome: decision.outcome });
    const settled = result(decision.outcome, refund ? [refund] : [], decision.newlyConfirmed ?? false);
    return this.withDocuments(manager, owner, settled, decision, forced);
  }

  /** The common start of every decision, then the owner's own. */
  private async decide<T>(manager: EntityManager, owner: CaptureOwner<T>, sold: T, payment: Payment): Promise<CaptureDecision> {
    // Money that is not what the order asked confirms nothing; the ledger flags it for a refund.
    if (payment.mismatchReason) return { outcome: SettlementOutcome.AMOUNT_MISMATCH };
    if (owner.closed(sold)) {
      await owner.refundedClosed?.(manager, sold);
      return { outcome: SettlementOutcome.REFUNDED_CANCELLED, refund: RefundReason.CANCELLATION };
    }
    return owner.decide(manager, sold, payment);
  }

  /** The owner's documents after step two; none after a forced refund (its money went back). */
  private async withDocuments<T>(
    manager: EntityManager,
    owner: CaptureOwner<T>,
    result: CheckoutResult<T>,
    decision: CaptureDecision | null,
    forced: CaptureDecision | undefined,
  ): Promise<CheckoutResult<T>> {
    if (forced) return result;
    return { ...result, documents: await owner.documents(manager, result.sold, decision, result.payment) };
  }
}
