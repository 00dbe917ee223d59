import { DataSource } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { DomainError } from '../../../shared/domain-error';
import { formatRupees } from '../../../shared/money';
import { AuditAction, AuditService } from '../../audit';
import {
  CreditNoteErrorCode,
  CreditNoteInput,
  creditNoteOf,
  creditNoteWords,
  grantFolioCredit,
  parseCreditNote,
  TaxDocument,
  TaxDocumentsService,
} from '../../billing';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking, BookingStatus } from '../booking.entity';
import { BookingMoneyService } from './booking-money.service';

export interface StayCreditNoteInput extends CreditNoteInput {
  bookingId?: unknown;
}

export interface StayCreditNoteResult {
  creditNote: TaxDocument;
  /** The number of the invoice it lowers. */
  invoiceNumber: string;
  /** With its rooms, after the folio was credited. */
  booking: Booking;
}

/**
 * A credit note issued by hand after a stay's tax invoice (an allowance: a goodwill discount
 * agreed after check-out, a charge billed in error), by the owner, a manager or the accountant.
 * In one transaction on the locked booking: billing grants the allowance off the invoice in force
 * (never more than is left of it), the booking's payment status follows the folio, the documents
 * are reconciled, which issues the section 34 credit note, and the audit line names the person.
 * No money moves: what the guest paid beyond the lowered total shows as a refund due, which a
 * refund from the money panel then pays back (as an overpayment, not a second allowance).
 */
export class StayCreditNotes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly bookingMoney: BookingMoneyService,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly audit: AuditService,
  ) {}

  async issue(actor: Actor, input: StayCreditNoteInput): Promise<StayCreditNoteResult> {
    const credit = parseCreditNote(input);
    const { creditNote, invoiceNumber, bookingId } = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, input.bookingId);
      if (booking.status === BookingStatus.CANCELLED) {
        throw new DomainError(
          CreditNoteErrorCode.SaleCancelled,
          'This booking was cancelled: what it kept is given back with a goodwill refund, which issues its own credit note.',
          'bookingId',
          'conflict',
        );
      }
      const granted = await grantFolioCredit(manager, { bookingId: booking.id }, credit, actor, 'booking');
      const money = await this.bookingMoney.settle(manager, booking);
      const documents = await this.taxDocuments.reconcile(manager, booking.id, actor);
      const creditNote = creditNoteOf(documents, granted);
      await this.audit.record(manager, actor, {
        action: AuditAction.CREDIT_NOTE,
        detail: `${creditNoteWords(creditNote, granted)}; ${balanceWords(money.balanceDuePaise)}`,
        bookingId: booking.id,
      });
      return { creditNote, invoiceNumber: granted.invoice.number, bookingId: booking.id };
    });
    const booking = await this.dataSource.getRepository(Booking).findOneOrFail({
      where: { id: bookingId },
      relations: { lines: { pax: true } },
    });
    return { creditNote, invoiceNumber, booking };
  }
}

/** What the folio says after the credit: still due, due back to the guest, or nothing. */
function balanceWords(balanceDuePaise: number): string {
  if (balanceDuePaise < 0) return `refund due ${formatRupees(-balanceDuePaise)}`;
  return balanceDuePaise > 0 ? `balance due ${formatRupees(balanceDuePaise)}` : 'nothing due';
}
