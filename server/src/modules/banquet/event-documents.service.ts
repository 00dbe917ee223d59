import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { TaxDocument, TaxDocumentKind } from '../invoices/tax-document.entity';
import { TaxDocumentsService } from '../invoices/tax-documents.service';
import { MONEY_ENTRY_STATUSES, Payment } from '../payments/payment.entity';
import { Refund } from '../payments/refund.entity';
import { BanquetEvent } from './banquet-event.entity';
import { EventMoneyService } from './event-money.service';
import { planEventDocuments } from './event-tax-documents';

/** Documents of one act in the order they were meant: vouchers, refunds, corrections, the invoice. */
const READING_ORDER: readonly TaxDocumentKind[] = [
  TaxDocumentKind.RECEIPT_VOUCHER,
  TaxDocumentKind.REFUND_VOUCHER,
  TaxDocumentKind.CREDIT_NOTE,
  TaxDocumentKind.INVOICE,
];

/**
 * An event's GST documents (event-tax-documents.ts says the rules), issued from the shared
 * sequences by TaxDocumentsService. `reconcile` runs in the transaction of each act that moves an
 * event's money or settles it, on the event its caller locked; it only reads and inserts, so a
 * second call issues nothing new. Desk money, settlement, cancellation and the online payments
 * of the event's payment page all call it; the caller hands what it answers to
 * TaxDocumentsService.announce after commit.
 */
export class EventDocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly eventMoney: EventMoneyService,
  ) {}

  async reconcile(manager: EntityManager, event: BanquetEvent): Promise<TaxDocument[]> {
    const entries = await manager.find(Payment, {
      where: { eventId: event.id, status: In([...MONEY_ENTRY_STATUSES]), mismatchReason: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const entryIds = new Set(entries.map((entry) => entry.id));
    const refunds = (await manager.find(Refund, { where: { eventId: event.id }, order: { createdAt: 'ASC', id: 'ASC' } })).filter(
      (refund) => entryIds.has(refund.paymentId),
    );
    const drafts = planEventDocuments(
      {
        status: event.status,
        eventDate: event.eventDate,
        occasion: event.occasion,
        lines: event.lines,
        entries,
        refunds,
        paidPaise: (await this.eventMoney.of(event.id, manager)).paidPaise,
        documents: await this.of(event.id, manager),
      },
      randomUUID,
    );
    return this.taxDocuments.issueDrafts(
      manager,
      {
        bookingId: null,
        eventId: event.id,
        bookCode: event.reference,
        recipient: {
          name: event.hostName,
          address: null,
          email: event.hostEmail,
          phone: event.hostPhone,
          businessName: null,
          gstin: null,
        },
      },
      drafts,
    );
  }

  /** The event's documents, oldest first. */
  async of(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<TaxDocument[]> {
    const found = await manager.find(TaxDocument, { where: { eventId } });
    return found.sort(
      (a, b) =>
        a.issuedAt.getTime() - b.issuedAt.getTime() ||
        READING_ORDER.indexOf(a.kind) - READING_ORDER.indexOf(b.kind) ||
        a.number.localeCompare(b.number),
    );
  }
}
