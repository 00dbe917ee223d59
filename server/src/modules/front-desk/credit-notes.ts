import { DataSource } from 'typeorm';
import { Actor } from '../../shared/actor';
import { DomainError } from '../../shared/domain-error';
import { isBlank, isUuid } from '../../shared/input';
import type { EventCreditNotes } from '../banquet';
import { creditableInvoice, CreditNoteErrorCode, CreditNoteInput, FolioOf, TaxDocument } from '../billing';
import type { Booking, StayCreditNotes } from '../bookings';

/** A credit note asked for a stay or an event (exactly one), as the transports hand it over. */
export interface CreditNoteRequest extends CreditNoteInput {
  bookingId?: unknown;
  eventId?: unknown;
}

export interface IssuedCreditNote {
  creditNote: TaxDocument;
  invoiceNumber: string;
  /** The stay credited, or null for an event's credit note. */
  booking: Booking | null;
  /** The event credited, or null for a stay's. */
  eventId: string | null;
}

/** How much a credit note may still lower: the invoice in force and what is left of it. */
export interface CreditNoteLimit {
  invoiceNumber: string;
  invoiceTotalPaise: number;
  leftPaise: number;
}

/**
 * Credit notes issued by hand after an invoice: for a stay (the bookings module's act) or for a
 * banquet event (the banquet module's), both by billing's one path (grantFolioCredit, then the
 * documents' plan). This only says which sale the request is for.
 */
export class CreditNotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly stays: StayCreditNotes,
    private readonly events: EventCreditNotes,
  ) {}

  async issue(actor: Actor, request: CreditNoteRequest): Promise<IssuedCreditNote> {
    const { bookingId, eventId, ...credit } = request;
    assertOneSale(request);
    if (!isBlank(bookingId)) {
      const { creditNote, invoiceNumber, booking } = await this.stays.issue(actor, { bookingId, ...credit });
      return { creditNote, invoiceNumber, booking, eventId: null };
    }
    const { creditNote, invoiceNumber, event } = await this.events.issue(actor, eventId, credit);
    return { creditNote, invoiceNumber, booking: null, eventId: event.id };
  }

  /** What a credit note for the stay or event may still lower; null before its invoice (or for an unknown sale). */
  async limit(request: Pick<CreditNoteRequest, 'bookingId' | 'eventId'>): Promise<CreditNoteLimit | null> {
    assertOneSale(request);
    const id = isBlank(request.bookingId) ? request.eventId : request.bookingId;
    if (!isUuid(id)) return null;
    const folio: FolioOf = isBlank(request.bookingId) ? { eventId: id } : { bookingId: id };
    const creditable = await creditableInvoice(this.dataSource.manager, folio);
    if (!creditable) return null;
    const { invoice, leftPaise } = creditable;
    return { invoiceNumber: invoice.number, invoiceTotalPaise: invoice.totalPaise, leftPaise };
  }
}

function assertOneSale(request: Pick<CreditNoteRequest, 'bookingId' | 'eventId'>): void {
  if (isBlank(request.bookingId) !== isBlank(request.eventId)) return;
  throw new DomainError(
    CreditNoteErrorCode.SaleRequired,
    'Say which booking or which event the credit note is for (one of them).',
    'bookingId',
  );
}
