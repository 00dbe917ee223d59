import { DataSource, In } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { formatRupees } from '../../shared/money';
import { EVENT_REASON_MAX_LENGTH } from '../../shared/pure/event-reasons';
import type { Services } from '../../services';
import { AuditAction, AuditService } from '../audit';
import { TaxDocument, TaxDocumentsService } from '../billing';
import { Refund } from '../billing';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { eventCancellationQuote, EventCancellationQuote } from './event-cancellation';
import { EventDocumentsService } from './event-documents.service';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoney, EventMoneyService } from './event-money.service';

export interface EventCancellation {
  event: BanquetEvent;
  quote: EventCancellationQuote;
  /** As the provider (or the desk) took them after commit. */
  refunds: Refund[];
  documents: TaxDocument[];
}

// The admin's cancel dialog stops the typing at the same length (one file for both builds).
const REASON_MAX = EVENT_REASON_MAX_LENGTH;

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
      return this.quoteOf(event, await this.eventMoney.of(event.id, manager));
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
      const money = await this.eventMoney.of(event.id, manager);
      const quote = this.quoteOf(event, money);
      const refunds = await this.refunds.recordOver(
        manager,
        money.refundable,
        quote.refundPaise,
        'cancellation',
        (payment) => `event-cancel-${payment.id}`,
      );
      await this.lifecycle.cancel(manager, event, reason);
      const documents = await this.documents.reconcile(manager, event, actor);
      await this.audit.record(manager, actor, {
        action: AuditAction.CANCEL,
        detail: `${event.reference}: cancelled (${reason}). ${quote.summary} Kept ${formatRupees(quote.keptPaise)}.`,
        paymentId: refunds[0]?.paymentId ?? null,
      });
      return { event, quote, refunds, documents };
    });
    await this.refunds.send(result.refunds);
    const sent = result.refunds.length
      ? await this.dataSource.getRepository(Refund).findBy({ id: In(result.refunds.map((refund) => refund.id)) })
      : [];
    return { ...result, refunds: sent };
  }

  private quoteOf(event: BanquetEvent, money: EventMoney): EventCancellationQuote {
    return eventCancellationQuote({
      scale: event.terms.cancellationScale,
      eventDate: event.eventDate,
      today: todayInHotel(this.clock()),
      paidPaise: money.paidPaise,
    });
  }
}
