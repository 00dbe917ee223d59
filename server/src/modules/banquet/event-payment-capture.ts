import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { TaxDocument, TaxDocumentKind } from '../billing';
import {
  CapturedPayment,
  MONEY_RECEIVED_STATUSES,
  Payment,
  PaymentAttemptStatus,
  RefundReason,
  SettlementOutcome,
  Refund,
} from '../billing';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoneyService } from './event-money.service';
import { eventPaymentPlan } from './event-payment-plan';
import { EventDocumentsService } from './event-documents.service';
import { EventStatus } from './event-status';

/** What the event needs of the refunds (payments' Refunds): a row in the transaction, then the provider. */
export interface EventRefunds {
  record(
    manager: EntityManager,
    payment: Payment,
    amountPaise: number,
    reason: RefundReason,
    key: string,
  ): Promise<Refund | null>;
  send(refunds: (Refund | null)[]): Promise<void>;
}

export interface EventCapture {
  event: BanquetEvent;
  payment: Payment;
  outcome: SettlementOutcome;
  /** True the first time the event is confirmed (by this payment). */
  newlyConfirmed: boolean;
  /** The documents issued now (announced after commit). */
  documents: TaxDocument[];
  /** Among them, this payment's receipt voucher. */
  voucher: TaxDocument | null;
  refunds: Refund[];
}

/** Statuses after which money for the event buys nothing more: it goes back. */
const CLOSED: readonly EventStatus[] = [EventStatus.CANCELLED, EventStatus.LOST];

/**
 * Turns captured money into a paid (and, by its advance, confirmed) event, and never loses it.
 * Step one records the ledger row as paid in its own transaction. Step two, on the locked event:
 * a repeat answers what was decided; money that misses its order confirms nothing (the owner
 * refunds it); money for a closed event or paid twice goes back; otherwise, when the money
 * received covers the advance, the event is confirmed (it takes its slot), and the payment gets
 * its receipt voucher. If the slot went to another event meanwhile, the refused confirm rolls
 * step two back and step three refunds the payment in full.
 */
export class EventPaymentCapture {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: EventLifecycle,
    private readonly money: EventMoneyService,
    private readonly refunds: EventRefunds,
    private readonly documents: Pick<EventDocumentsService, 'reconcile'>,
    private readonly clock: Clock,
  ) {}

  /** Null when the order is not an event's (a booking's, or none of ours). */
  async settle(captured: CapturedPayment): Promise<EventCapture | null> {
    const paymentId = await this.dataSource.transaction((manager) => this.recordPaid(manager, captured));
    if (!paymentId) return null;
    let capture: EventCapture;
    try {
      capture = await this.dataSource.transaction((manager) => this.decide(manager, paymentId));
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== BanquetErrorCode.EVENT_SLOT_TAKEN) throw error;
      capture = await this.dataSource.transaction((manager) => this.refundSlotGone(manager, paymentId));
    }
    await this.refunds.send(capture.refunds);
    return capture;
  }

  /** The ledger row of this provider payment, marked paid (with a mismatch when it is not what the order asked). */
  private async recordPaid(manager: EntityManager, captured: CapturedPayment): Promise<string | null> {
    const first = await manager.findOne(Payment, {
      where: { razorpayOrderId: captured.orderId, eventId: Not(IsNull()) },
      order: { createdAt: 'ASC' },
    });
    if (!first?.eventId) return null;
    await this.lifecycle.lock(manager, first.eventId);
    const attempt =
      (await manager.findOneBy(Payment, { razorpayPaymentId: captured.paymentId })) ??
      (await manager.findOne(Payment, {
        where: { razorpayOrderId: captured.orderId, status: PaymentAttemptStatus.CREATED },
        order: { createdAt: 'ASC' },
      })) ??
      manager.create(Payment, {
        bookingId: null,
        eventId: first.eventId,
        bookCode: first.bookCode,
        provider: first.provider,
        razorpayOrderId: captured.orderId,
        amountPaise: first.amountPaise,
        currency: 'INR',
        refundedPaise: 0,
      });
    if (MONEY_RECEIVED_STATUSES.includes(attempt.status)) {
      if (!attempt.method && captured.method) await manager.update(Payment, { id: attempt.id }, { method: captured.method });
      return attempt.id;
    }
    // What the order asked: its first row's amount (each order is made for one amount).
    const expected = { amountPaise: first.amountPaise, currency: first.currency };
    Object.assign(attempt, {
      razorpayPaymentId: captured.paymentId,
      status: PaymentAttemptStatus.PAID,
      amountPaise: captured.amountPaise,
      currency: captured.currency,
      mismatchReason: mismatchReason(expected, captured),
      method: captured.method ?? attempt.method ?? null,
      razorpaySignature: captured.signature ?? attempt.razorpaySignature ?? null,
      failureReason: null,
      paidAt: this.clock(),
    });
    return (await manager.save(Payment, attempt)).id;
  }

  private async decide(manager: EntityManager, paymentId: string): Promise<EventCapture> {
    const { eventId } = await manager.findOneByOrFail(Payment, { id: paymentId });
    const event = await this.lifecycle.lock(manager, eventId);
    // Under the event's lock: the browser's verify and the webhook may settle this payment at once.
    const payment = await manager.findOneOrFail(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    const answer = (outcome: SettlementOutcome, extra: Partial<EventCapture> = {}): EventCapture => ({
      event,
      payment,
      outcome,
      newlyConfirmed: false,
      documents: [],
      voucher: null,
      refunds: [],
      ...extra,
    });
    const settled = async (outcome: SettlementOutcome, extra: Partial<EventCapture> = {}) => {
      payment.settlementOutcome = outcome;
      await manager.update(Payment, { id: payment.id }, { settlementOutcome: outcome });
      return answer(outcome, extra);
    };
    const refundAll = async (reason: RefundReason) => {
      const refund = await this.refunds.record(manager, payment, payment.amountPaise, reason, `${reason}-${payment.id}`);
      return refund ? [refund] : [];
    };

    if (payment.settlementOutcome) return answer(payment.settlementOutcome);
    if (payment.status !== PaymentAttemptStatus.PAID) return answer(SettlementOutcome.ALREADY_SETTLED);
    if (payment.mismatchReason) return settled(SettlementOutcome.AMOUNT_MISMATCH);
    if (CLOSED.includes(event.status)) {
      return settled(SettlementOutcome.REFUNDED_CANCELLED, { refunds: await refundAll(RefundReason.CANCELLATION) });
    }
    // This payment is on the books already (step one): the money counts it.
    const money = await this.money.of(event.id, manager);
    const orderPaidBefore =
      (await manager.count(Payment, {
        where: { razorpayOrderId: payment.razorpayOrderId!, status: PaymentAttemptStatus.PAID, mismatchReason: IsNull() },
      })) > 1;
    if (orderPaidBefore || (money.balancePaise < 0 && money.paidPaise > payment.amountPaise)) {
      // The same order paid twice, or a second window paying beyond the total: it goes back whole.
      return settled(SettlementOutcome.REFUNDED_DUPLICATE, { refunds: await refundAll(RefundReason.DUPLICATE_PAYMENT) });
    }
    let newlyConfirmed = false;
    if (event.status !== EventStatus.CONFIRMED && this.lifecycle.can(event, 'confirm')) {
      const plan = eventPaymentPlan({ terms: event.terms, eventDate: event.eventDate, money, today: todayInHotel(this.clock()) });
      if (plan.steps[0]?.paid) {
        await this.lifecycle.confirm(manager, event);
        newlyConfirmed = true;
      }
    }
    // The event's documents follow its money (event-tax-documents.ts): an advance before the
    // settlement gets its receipt voucher; after it, the invoice already covers the money.
    const documents = await this.documents.reconcile(manager, event);
    const voucher =
      documents.find((document) => document.kind === TaxDocumentKind.RECEIPT_VOUCHER && document.paymentId === payment.id) ??
      null;
    return settled(SettlementOutcome.CONFIRMED, { newlyConfirmed, documents, voucher });
  }

  /** The confirm was refused (another event has the slot): the money goes back whole. */
  private async refundSlotGone(manager: EntityManager, paymentId: string): Promise<EventCapture> {
    const { eventId } = await manager.findOneByOrFail(Payment, { id: paymentId });
    const event = await this.lifecycle.lock(manager, eventId);
    const payment = await manager.findOneOrFail(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    const base = { event, payment, newlyConfirmed: false, documents: [], voucher: null };
    if (payment.settlementOutcome) return { ...base, outcome: payment.settlementOutcome, refunds: [] };
    const refund = await this.refunds.record(
      manager,
      payment,
      payment.amountPaise,
      RefundReason.LATE_PAYMENT,
      `late_payment-${payment.id}`,
    );
    payment.settlementOutcome = SettlementOutcome.REFUNDED_ROOM_GONE;
    await manager.update(Payment, { id: payment.id }, { settlementOutcome: payment.settlementOutcome });
    return { ...base, outcome: SettlementOutcome.REFUNDED_ROOM_GONE, refunds: refund ? [refund] : [] };
  }
}

const rupees = (amount: { amountPaise: number; currency: string }) =>
  `${amount.currency} ${(amount.amountPaise / 100).toFixed(2)}`;

/** Why captured money does not pay its order, or null when it does. */
function mismatchReason(
  expected: { amountPaise: number; currency: string },
  captured: { amountPaise: number; currency: string },
): string | null {
  const sameCurrency = captured.currency.toUpperCase() === expected.currency.toUpperCase();
  if (sameCurrency && captured.amountPaise === expected.amountPaise) return null;
  return `Received ${rupees(captured)} for an order of ${rupees(expected)}: the event was not confirmed. Refund this payment to the customer.`;
}
