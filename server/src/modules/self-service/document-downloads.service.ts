import { DataSource, In } from 'typeorm';
import { RateLimit } from '../../config';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { Booking } from '../bookings';
import { bookingNotFound } from '../bookings';
import { contactMatches } from '../../shared/contact-proof';
import { DocumentFile, documentFile } from '../billing';
import { InvoiceErrorCode } from '../billing';
import { TaxDocument } from '../billing';
import { BookingKeysService } from './booking-keys.service';

export type { DocumentFile } from '../billing';

/**
 * How many tries a client address gets at proving a booking is its own before it must wait: ten
 * in ten minutes (every try counts, right or wrong). A guest with a few documents downloads them
 * well within it; guessing an email or a ten-digit phone number at that pace is hopeless.
 */
export const GUEST_PROOF_LIMIT: RateLimit = { limit: 10, windowSeconds: 10 * 60 };

/** The PDFs of issued tax documents: to the admin by booking or document, to a guest who proves the booking. */
export class DocumentDownloadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly bookingKeys: BookingKeysService,
    /** DOCUMENT_DOWNLOAD_RATE_LIMIT: a guest's downloads per booking and per client address; null for none. */
    private readonly downloadLimit: RateLimit | null,
    private readonly guestProofLimit: RateLimit = GUEST_PROOF_LIMIT,
  ) {}

  /**
   * The booking's latest live invoice (GET /api/booking/{id}/invoice): the newest one that credit
   * notes have not cancelled in full, else the newest one. Refused when none was issued yet.
   */
  async latestInvoice(bookingId: unknown): Promise<DocumentFile> {
    const repository = this.dataSource.getRepository(TaxDocument);
    const invoices = isUuid(bookingId)
      ? await repository.find({ where: { bookingId, kind: 'invoice' }, order: { issuedAt: 'DESC', number: 'DESC' } })
      : [];
    if (invoices.length === 0)
      throw notFound(InvoiceErrorCode.InvoiceNotIssued, 'No tax invoice has been issued for this booking yet.');
    const creditNotes = await repository.find({
      where: { kind: 'credit_note', originalDocumentId: In(invoices.map((invoice) => invoice.id)) },
      select: { originalDocumentId: true, totalPaise: true },
    });
    const credited = (invoice: TaxDocument) =>
      creditNotes.filter((note) => note.originalDocumentId === invoice.id).reduce((sum, note) => sum + note.totalPaise, 0);
    const live = invoices.find((invoice) => credited(invoice) < invoice.totalPaise) ?? invoices[0];
    return documentFile(this.dataSource.manager, live);
  }

  /** Any issued document by its id (the admin's reprint). */
  async byId(documentId: unknown): Promise<DocumentFile> {
    const document = isUuid(documentId) ? await this.dataSource.getRepository(TaxDocument).findOneBy({ id: documentId }) : null;
    if (!document) throw documentNotFound();
    return documentFile(this.dataSource.manager, document);
  }

  /**
   * A document of a booking for the guest, who proves the booking is theirs with its email or
   * phone, or with the key from its confirmation mail (`key`). Every try at a contact counts
   * against GUEST_PROOF_LIMIT per client address before anything is read, and a wrong proof says
   * no more than that it is wrong. A proved download counts against DOCUMENT_DOWNLOAD_RATE_LIMIT
   * per client address and per booking: only those who proved it count toward the booking's, so
   * strangers cannot use up its guest's downloads.
   */
  async forGuest(
    bookingId: unknown,
    documentId: unknown,
    contact: unknown,
    origin: RequestOrigin,
    key?: unknown,
  ): Promise<DocumentFile> {
    // The key from the booking's mail proves it without a contact, and cannot be guessed, so it is not counted.
    if (isUuid(bookingId) && this.bookingKeys.matches(bookingId, key)) return this.guestDocument(bookingId, documentId, origin);
    const waitMs = await this.abuseLimits.countTry('document-proof', origin, this.guestProofLimit);
    if (waitMs !== null) throw proofRateLimited(waitMs, await this.abuseLimits.callUs());
    if (typeof contact !== 'string' || contact.trim() === '') {
      throw new DomainError(
        InvoiceErrorCode.ContactProofRequired,
        'Enter the email address or phone number you booked with.',
        'contact',
      );
    }
    const booking = isUuid(bookingId) ? await this.dataSource.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    if (!booking) throw bookingNotFound();
    if (!contactMatches(booking, contact)) {
      throw new DomainError(
        InvoiceErrorCode.ContactProofMismatch,
        'That is not the email address or phone number this booking was made with. Please enter the one you booked with.',
        'contact',
        'forbidden',
      );
    }
    return this.guestDocument(booking.id, documentId, origin);
  }

  private async guestDocument(bookingId: string, documentId: unknown, origin: RequestOrigin): Promise<DocumentFile> {
    await this.countDownload(bookingId, origin);
    const document = isUuid(documentId)
      ? await this.dataSource.getRepository(TaxDocument).findOneBy({ id: documentId, bookingId })
      : null;
    if (!document) throw documentNotFound();
    return documentFile(this.dataSource.manager, document);
  }

  private async countDownload(bookingId: string, origin: RequestOrigin): Promise<void> {
    const rule = this.downloadLimit;
    if (!rule) return;
    const waitMs =
      (await this.abuseLimits.countTry('document-download', origin, rule)) ??
      (await this.abuseLimits.countTryOn('document-download-booking', bookingId, origin, rule));
    if (waitMs === null) return;
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new DomainError(
      InvoiceErrorCode.DownloadRateLimited,
      `Too many downloads just now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us${await this.abuseLimits.callUs('frontDesk')}.`,
      undefined,
      'rate_limited',
    );
  }
}

const documentNotFound = () => notFound(InvoiceErrorCode.DocumentNotFound, 'Document not found');

function proofRateLimited(waitMs: number, callUs: string): DomainError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new DomainError(
    InvoiceErrorCode.ContactProofRateLimited,
    `Too many tries from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us${callUs}.`,
    'contact',
    'rate_limited',
  );
}
