import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { formatRupees } from '../../shared/money';
import type { Services } from '../../services';
import { AuditAction, AuditService } from '../audit/audit.service';
import { TaxDocument } from '../invoices/tax-document.entity';
import { TaxDocumentsService } from '../invoices/tax-documents.service';
import { Payment, PaymentAttemptStatus, PaymentProviderName } from '../payments/payment.entity';
import { Refund } from '../payments/refund.entity';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { eventCancellationQuote, EventCancellationQuote } from './event-cancellation';
import { EventDocumentsService } from './event-documents.service';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoneyService } from './event-money.service';

export interface EventCancellation {
  event: BanquetEvent;
  quote: EventCancellationQuote;
  /** As the provider (or the desk) took them after commit. */
  refunds: Refund[];
  documents: TaxDocument[];
}

const HELD_MONEY = [PaymentAttemptStatus.PAID, PaymentAttemptStatus.PARTIALLY_REFUNDED];
const REASON_MAX = 300;

/**
 * Cancels a held or confirmed event by the cancellation scale the customer accepted (the event's
 * own copy of the terms, never today's). The refund goes back through the payment provider for
 * online payments (Refunds: recorded in the transaction, sent after commit with an idempotency
 * key), and from the desk for money taken there; a refund voucher answers each advance's receipt
 * voucher, and the money kept is invoiced as the cancellation charge.
 */
export class EventCancellationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: EventLifecycle,
    private readonly eventMoney: EventMoneyService,
    private readonly documents: EventDocumentsService,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly refunds: Services['refunds'],
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** What cancelling now would refund and keep, before anyone confirms it. */
  async quote(eventId: unknown): Promise<EventCancellationQuote> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, eventId);
      return this.quoteOf(manager, event);
    });
  }

  async cancel(actor: Actor, eventId: unknown, rawReason: unknown): Promise<EventCancellation> {
    const reason = trimmed(rawReason);
    if (reason.length === 0 || reason.length > REASON_MAX) {
      throw new DomainError(
        BanquetErrorCode.EVENT_CANCEL_REASON_REQUIRED,
        `Please say why the event is cancelled (up to ${REASON_MAX} characters).`,
        'reason',
      );
    }
    const result = await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, eventId);
      this.lifecycle.assertCan(event, 'cancel');
      const quote = await this.quoteOf(manager, event);
      const refunds = await this.spreadRefund(manager, event, quote.refundPaise);
      await this.lifecycle.cancel(manager, event, reason);
      const documents = await this.documents.reconcile(manager, event);
      await this.audit.record(manager, actor, {
        action: AuditAction.CANCEL,
        detail: `${event.reference}: cancelled (${reason}). ${quote.summary} Kept ${formatRupees(quote.keptPaise)}.`,
        paymentId: refunds[0]?.paymentId ?? null,
      });
      return { event, quote, refunds, documents };
    });
    await this.refunds.send(result.refunds);
    await this.taxDocuments.announce(result.documents);
    const sent = result.refunds.length
      ? await this.dataSource.getRepository(Refund).findBy({ id: In(result.refunds.map((refund) => refund.id)) })
      : [];
    return { ...result, refunds: sent };
  }

  private async quoteOf(manager: EntityManager, event: BanquetEvent): Promise<EventCancellationQuote> {
    const { paidPaise } = await this.eventMoney.of(event.id, manager);
    return eventCancellationQuote({
      scale: event.terms.cancellationScale,
      eventDate: event.eventDate,
      today: todayInHotel(this.clock()),
      paidPaise,
    });
  }

  /**
   * Refund rows over the money still held: online payments first (back to the card or UPI they
   * came from), then desk money, newest first; reversed desk entries hold nothing.
   */
  private async spreadRefund(manager: EntityManager, event: BanquetEvent, amountPaise: number): Promise<Refund[]> {
    if (amountPaise <= 0) return [];
    const held = await manager.find(Payment, {
      where: { eventId: event.id, status: In(HELD_MONEY), mismatchReason: IsNull() },
      order: { paidAt: 'DESC', createdAt: 'DESC' },
    });
    const reversed = new Set(
      (await manager.find(Payment, { where: { eventId: event.id, status: PaymentAttemptStatus.REVERSAL } })).map(
        (reversal) => reversal.reversesPaymentId,
      ),
    );
    const ordered = held
      .filter((payment) => !reversed.has(payment.id))
      .sort((a, b) => Number(a.provider === PaymentProviderName.HOTEL) - Number(b.provider === PaymentProviderName.HOTEL));
    const recorded: Refund[] = [];
    let left = amountPaise;
    for (const payment of ordered) {
      if (left <= 0) break;
      const share = Math.min(left, payment.amountPaise - payment.refundedPaise);
      if (share <= 0) continue;
      const refund = await this.refunds.record(manager, payment, share, 'cancellation', `event-cancel-${payment.id}`);
      if (refund) recorded.push(refund);
      left -= share;
    }
    return recorded;
  }
}
