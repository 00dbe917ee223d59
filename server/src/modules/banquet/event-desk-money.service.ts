import { DataSource } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { formatRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import { afterReceiving } from '../billing';
import { TaxDocument, TaxDocumentsService } from '../billing';
import { DeskEntryInput, METHOD_WORDS, parseDeskPayment, Payment, Refund, takeDeskMoney } from '../billing';
import { isUuid } from '../../shared/input';
import { BanquetErrorCode, eventNotFound } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventDocumentsService } from './event-documents.service';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoney, EventMoneyService } from './event-money.service';
import { eventPaymentPlan, EventPaymentPlan } from './event-payment-plan';
import { EventStatus } from './event-status';

/** Money taken at the desk for an event, as the form sends it (billing parses it). */
export type EventDeskPaymentInput = DeskEntryInput;

export interface EventMoneyOverview {
  event: BanquetEvent;
  money: EventMoney;
  plan: EventPaymentPlan;
  /** The event's ledger entries, oldest first (online attempts, desk money, reversals). */
  entries: Payment[];
  refunds: Refund[];
  documents: TaxDocument[];
  /** The hotel's date now. */
  today: string;
}

export interface EventDeskPaymentResult {
  payment: Payment;
  event: BanquetEvent;
  /** Issued in the act: the receipt voucher of an advance (none for the balance after the invoice). */
  documents: TaxDocument[];
  /** True when this payment confirmed a quoted or on-hold event. */
  confirmed: boolean;
}

/** Statuses whose event takes money at the desk: being sold, confirmed, or settled with a balance. */
const TAKES_MONEY: readonly EventStatus[] = [
  EventStatus.QUOTED,
  EventStatus.ON_HOLD,
  EventStatus.CONFIRMED,
  EventStatus.COMPLETED,
];

/**
 * Money for an event taken at the desk: billing writes it with a receipt number from the desk's
 * numbering (the rooms' RC sequence) and, before the event's invoice, a Rule 50 receipt voucher. Paying at least
 * the advance confirms a quoted or on-hold event; if another event took the hall meanwhile,
 * nothing is recorded and the owner is told plainly (EVENT_SLOT_TAKEN).
 */
export class EventDeskMoneyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: EventLifecycle,
    private readonly eventMoney: EventMoneyService,
    private readonly documents: EventDocumentsService,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Everything the money panel shows: the event, its plan, its ledger entries, refunds and documents. */
  async overview(eventId: unknown): Promise<EventMoneyOverview> {
    const event = isUuid(eventId) ? await this.dataSource.getRepository(BanquetEvent).findOneBy({ id: eventId }) : null;
    if (!event) throw eventNotFound();
    const money = await this.eventMoney.of(event.id);
    const today = todayInHotel(this.clock());
    const plan = eventPaymentPlan({ terms: event.terms, eventDate: event.eventDate, money, today });
    const entries = await this.dataSource.getRepository(Payment).find({
      where: { eventId: event.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const refunds = await this.dataSource.getRepository(Refund).find({
      where: { eventId: event.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return { event, money, plan, entries, refunds, documents: await this.documents.of(event.id), today };
  }

  async record(actor: Actor, eventId: unknown, input: EventDeskPaymentInput): Promise<EventDeskPaymentResult> {
    const entry = parseDeskPayment(input);
    const result = await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, eventId);
      if (!TAKES_MONEY.includes(event.status)) {
        throw new DomainError(
          BanquetErrorCode.EVENT_STATUS_CONFLICT,
          event.status === EventStatus.NEW
            ? 'Quote this enquiry first; money is taken against a quote.'
            : 'This event is closed; no money can be taken for it.',
          'eventId',
          'conflict',
        );
      }
      const money = await this.eventMoney.of(event.id, manager);
      const balancePaise = money.balanceDuePaise;
      if (entry.amountPaise > balancePaise) {
        throw new DomainError(
          BanquetErrorCode.EVENT_PAYMENT_OVER_BALANCE,
          balancePaise > 0
            ? `The balance due is ${formatRupees(balancePaise)}; the desk cannot take more than that.`
            : 'Nothing is due on this event.',
          'amount',
        );
      }
      const now = this.clock();
      const plan = eventPaymentPlan({
        terms: event.terms,
        eventDate: event.eventDate,
        money: afterReceiving(money, entry.amountPaise),
        today: todayInHotel(now),
      });
      const advanceMet = plan.steps[0]?.paid ?? true;
      // The event takes its date before the receipt's number is drawn (a refusal leaves no gap).
      const confirms = advanceMet && (event.status === EventStatus.QUOTED || event.status === EventStatus.ON_HOLD);
      if (confirms) await this.lifecycle.confirm(manager, event);
      const payment = await takeDeskMoney(manager, {
        folio: { eventId: event.id },
        code: event.reference,
        entry,
        actor,
        at: now,
      });
      const documents = await this.documents.reconcile(manager, event, actor);
      const left = balancePaise - entry.amountPaise;
      await this.audit.record(manager, actor, {
        action: AuditAction.PAYMENT,
        detail:
          `${event.reference}: ${formatRupees(entry.amountPaise)} ${METHOD_WORDS[entry.method]}` +
          `${entry.reference ? ` (ref ${entry.reference})` : ''}, receipt ${payment.receiptNumber}` +
          `${confirms ? '; the event is confirmed' : ''}; balance due ${formatRupees(left)}`,
        paymentId: payment.id,
      });
      return { payment, event, documents, confirmed: confirms };
    });
    return result;
  }
}
