import { DataSource } from 'typeorm';
import { Actor } from '../../shared/actor';
import { DomainError } from '../../shared/domain-error';
import { formatRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import {
  CreditNoteErrorCode,
  CreditNoteInput,
  creditNoteOf,
  creditNoteWords,
  grantFolioCredit,
  parseCreditNote,
  TaxDocument,
  TaxDocumentsService,
} from '../billing';
import { BanquetEvent } from './banquet-event.entity';
import { EventDocumentsService } from './event-documents.service';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoneyService } from './event-money.service';
import { EventStatus } from './event-status';

export interface EventCreditNoteResult {
  creditNote: TaxDocument;
  /** The number of the invoice it lowers. */
  invoiceNumber: string;
  event: BanquetEvent;
}

/**
 * A credit note issued by hand after an event's tax invoice (issued at settlement): an allowance
 * the owner, a manager or the accountant grants (a goodwill discount, a plate count billed in
 * error), by the same billing path as a stay's (StayCreditNotes): in one transaction on the locked
 * event, billing grants it off the invoice (never more than is left of it), the event's documents
 * are reconciled, which issues the section 34 credit note, and the audit line names the person.
 */
export class EventCreditNotes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: EventLifecycle,
    private readonly eventMoney: EventMoneyService,
    private readonly documents: EventDocumentsService,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly audit: AuditService,
  ) {}

  async issue(actor: Actor, eventId: unknown, input: CreditNoteInput): Promise<EventCreditNoteResult> {
    const credit = parseCreditNote(input);
    const result = await this.dataSource.transaction(async (manager) => {
      const event = await this.lifecycle.lock(manager, eventId);
      if (event.status === EventStatus.CANCELLED) {
        throw new DomainError(
          CreditNoteErrorCode.SaleCancelled,
          'This event was cancelled: what it kept is corrected with its cancellation, not with a credit note.',
          'eventId',
          'conflict',
        );
      }
      const granted = await grantFolioCredit(manager, { eventId: event.id }, credit, actor, 'event');
      const documents = await this.documents.reconcile(manager, event, actor);
      const creditNote = creditNoteOf(documents, granted);
      const { balancePaise } = await this.eventMoney.of(event.id, manager);
      const money =
        balancePaise < 0 ? `${formatRupees(-balancePaise)} paid over, to refund` : `balance due ${formatRupees(balancePaise)}`;
      await this.audit.record(manager, actor, {
        action: AuditAction.CREDIT_NOTE,
        detail: `${event.reference}: ${creditNoteWords(creditNote, granted)}; ${money}`,
      });
      return { creditNote, invoiceNumber: granted.invoice.number, event };
    });
    return { creditNote: result.creditNote, invoiceNumber: result.invoiceNumber, event: result.event };
  }
}
