import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { isUuid } from '../../shared/input';
import { formatRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import { TaxDocument, TaxDocumentKind, TaxDocumentsService } from '../billing';
import { eventNotFound } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventDocumentsService } from './event-documents.service';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoneyService } from './event-money.service';
import { assertSettleableOn, parseSettlement, SettlementBill, settlementBill, SettlementInput } from './event-settlement-bill';

export interface EventSettlementResult {
  event: BanquetEvent;
  /** What was billed: the same bill the preview showed for the same input. */
  bill: SettlementBill;
  invoice: TaxDocument | null;
}

/** What settling would bill now, for the desk to read before it issues the invoice; nothing is written. */
export interface EventSettlementPreview {
  event: BanquetEvent;
  bill: SettlementBill;
}

/**
 * The final bill after the event (or on its day): the plates billed are the guaranteed count
 * (the expected guests when none was set) or the plates served if higher, at the package's price,
 * plus extras; the quoted hall rent, other lines and discounts stay. The desk first reads the
 * bill (`preview`, nothing written), then settles: the event completes with those lines and its
 * Rule 46 tax invoice is issued in the same transaction. Both compute the bill with one function
 * (event-settlement-bill.ts) over the folio as billing adds it up.
 */
export class EventSettlementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: EventLifecycle,
    private readonly eventMoney: EventMoneyService,
    private readonly documents: EventDocumentsService,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The bill settlement would issue for this count and these extras, with the same refusals; writes nothing. */
  async preview(eventId: unknown, input: SettlementInput): Promise<EventSettlementPreview> {
    const event = isUuid(eventId) ? await this.dataSource.getRepository(BanquetEvent).findOneBy({ id: eventId }) : null;
    if (!event) throw eventNotFound();
    return { event, bill: await this.bill(this.dataSource.manager, event, input) };
  }

  async settle(actor: Actor, eventId: unknown, input: SettlementInput): Promise<EventSettlementResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, eventId);
      const bill = await this.bill(manager, event, input);
      await this.lifecycle.complete(manager, event, bill.finalPlates, bill.lines);
      const documents = await this.documents.reconcile(manager, event, actor);
      const { balancePaise, excessPaise } = bill;
      const invoice = documents.find((doc) => doc.kind === TaxDocumentKind.INVOICE) ?? null;
      const plates = bill.hasCatering
        ? `${bill.finalPlates} plates served, ${bill.billedPlates} billed`
        : 'hall only, no plates billed';
      await this.audit.record(manager, actor, {
        action: AuditAction.CHANGE,
        detail:
          `${event.reference}: settled, ${plates}` +
          `${bill.addedExtras ? `, ${bill.addedExtras} extra(s)` : ''}; total ${formatRupees(event.totalPaise)}` +
          `${invoice ? `, invoice ${invoice.number}` : ''}; ` +
          (excessPaise > 0 ? `${formatRupees(excessPaise)} paid over, to refund` : `balance due ${formatRupees(balancePaise)}`),
      });
      return { event, bill, invoice, documents };
    });
    return result;
  }

  /** The one path to the bill: the event may settle today, the input is checked, the folio read. */
  private async bill(manager: EntityManager, event: BanquetEvent, input: SettlementInput): Promise<SettlementBill> {
    this.lifecycle.assertCan(event, 'complete');
    assertSettleableOn(event, todayInHotel(this.clock()));
    const parsed = parseSettlement(input, event);
    return settlementBill(event, parsed, await this.eventMoney.of(event.id, manager));
  }
}
