import { EntityManager, IsNull, Not } from 'typeorm';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import {
  CaptureDecision,
  CaptureOrder,
  CaptureOwner,
  CapturedPayment,
  FailedAttempt,
  OnlineCheckout,
  Payment,
  PaymentAttemptStatus,
  paysBeyondTotal,
  Refund,
  RefundReason,
  SettlementOutcome,
  TaxDocument,
  TaxDocumentKind,
} from '../billing';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoneyService } from './event-money.service';
import { eventPaymentPlan } from './event-payment-plan';
import { EventDocumentsService } from './event-documents.service';
import { EventMessageQueue } from './event-message-queue';
import { EventStatus } from './event-status';

export interface EventCapture {
  event: BanquetEvent;
  payment: Payment;
  outcome: SettlementOutcome;
  /** True the first time the event is confirmed (by this payment). */
  newlyConfirmed: boolean;
  /** The documents issued now (their mails queued with them). */
  documents: TaxDocument[];
  /** Among them, this payment's receipt voucher. */
  voucher: TaxDocument | null;
  refunds: Refund[];
}

/** Statuses after which money for the event buys nothing more: it goes back. */
const CLOSED: readonly EventStatus[] = [EventStatus.CANCELLED, EventStatus.LOST];

/**
 * The event's side of billing's online checkout (OnlineCheckout writes the ledger): when the money
 * received covers the advance, the event is confirmed (it takes its slot), and the payment gets
 * its receipt voucher. Money for a closed event or paid twice goes back. If the slot went to
 * another event meanwhile, the refused confirm rolls step two back and the payment is refunded
 * in full in a fresh transaction.
 */
export class EventPaymentCapture implements CaptureOwner<BanquetEvent> {
  readonly words = { sold: 'event', payer: 'customer' };

  constructor(
    private readonly checkout: OnlineCheckout,
    private readonly lifecycle: EventLifecycle,
    private readonly money: EventMoneyService,
    private readonly eventDocuments: Pick<EventDocumentsService, 'reconcile'>,
    private readonly clock: Clock,
    private readonly mails: Pick<EventMessageQueue, 'paymentReceived'>,
  ) {}

  /** Null when the order is not an event's (a booking's, or none of ours). */
  async settle(captured: CapturedPayment): Promise<EventCapture | null> {
    const result = await this.checkout.settle(this, captured);
    if (!result) return null;
    const { sold, ...capture } = result;
    const voucher =
      capture.documents.find(
        (document) => document.kind === TaxDocumentKind.RECEIPT_VOUCHER && document.paymentId === capture.payment.id,
      ) ?? null;
    return { event: sold, ...capture, voucher };
  }

  /** A failed attempt on an event's order; false when the order is not an event's. */
  recordFailure(failure: FailedAttempt): Promise<boolean> {
    return this.checkout.recordFailure(this, failure);
  }

  async orderOf(manager: EntityManager, orderId: string): Promise<CaptureOrder<BanquetEvent> | null> {
    // Each event order is made for one amount: its first row says which, and whose.
    const first = await manager.findOne(Payment, {
      where: { razorpayOrderId: orderId, eventId: Not(IsNull()) },
      order: { createdAt: 'ASC' },
    });
    if (!first?.eventId) return null;
    return {
      sold: await this.lifecycle.lock(manager, first.eventId),
      of: { eventId: first.eventId },
      bookCode: first.bookCode,
      provider: first.provider,
      asked: () => Promise.resolve({ amountPaise: first.amountPaise, currency: first.currency }),
    };
  }

  lock(manager: EntityManager, payment: Payment): Promise<BanquetEvent> {
    return this.lifecycle.lock(manager, payment.eventId);
  }

  closed(event: BanquetEvent): boolean {
    return CLOSED.includes(event.status);
  }

  /** The confirm was refused (another event has the slot): the money goes back whole. */
  recover(error: unknown): CaptureDecision | null {
    if (!(error instanceof DomainError) || error.code !== BanquetErrorCode.EVENT_SLOT_TAKEN) return null;
    return { outcome: SettlementOutcome.REFUNDED_ROOM_GONE, refund: RefundReason.LATE_PAYMENT };
  }

  async decide(manager: EntityManager, event: BanquetEvent, payment: Payment): Promise<CaptureDecision> {
    // This payment is on the books already (step one): the money counts it.
    const money = await this.money.of(event.id, manager);
    const orderPaidBefore =
      (await manager.count(Payment, {
        where: { razorpayOrderId: payment.razorpayOrderId!, status: PaymentAttemptStatus.PAID, mismatchReason: IsNull() },
      })) > 1;
    if (orderPaidBefore || paysBeyondTotal(money, payment)) {
      // The same order paid twice, or a second window paying beyond the total: it goes back whole.
      return { outcome: SettlementOutcome.REFUNDED_DUPLICATE, refund: RefundReason.DUPLICATE_PAYMENT };
    }
    if (event.status !== EventStatus.CONFIRMED && this.lifecycle.can(event, 'confirm')) {
      const plan = eventPaymentPlan({ terms: event.terms, eventDate: event.eventDate, money, today: todayInHotel(this.clock()) });
      if (plan.steps[0]?.paid) {
        await this.lifecycle.confirm(manager, event);
        return { outcome: SettlementOutcome.CONFIRMED, newlyConfirmed: true };
      }
    }
    return { outcome: SettlementOutcome.CONFIRMED };
  }

  /**
   * The event's documents follow its money (event-tax-documents.ts), after a payment it kept: an
   * advance before the settlement gets its receipt voucher; after it, the invoice already covers
   * the money. A repeat or money going back issues nothing. A payment that got its voucher or
   * confirmed the event is mailed to the customer (with what is due next).
   */
  async documents(
    manager: EntityManager,
    event: BanquetEvent,
    decision: CaptureDecision | null,
    payment: Payment,
  ): Promise<TaxDocument[]> {
    if (decision?.outcome !== SettlementOutcome.CONFIRMED) return [];
    const documents = await this.eventDocuments.reconcile(manager, event);
    const voucher = documents.some(
      (document) => document.kind === TaxDocumentKind.RECEIPT_VOUCHER && document.paymentId === payment.id,
    );
    if (voucher || decision.newlyConfirmed) await this.mails.paymentReceived(manager, event, payment.id);
    return documents;
  }
}
