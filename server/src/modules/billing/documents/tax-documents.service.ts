import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, FindOperator, In, IsNull } from 'typeorm';
import { Actor, personName } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { todayInHotel } from '../../../shared/dates';
import { stateNameOf } from '../../../shared/gstin';
import { HotelSettings, HotelSettingsService, type HotelProfile, type HotelProfileReader } from '../../hotel-settings';
import { DocumentKind, nextTaxDocumentNumber, TaxDocumentNumberKind } from '../numbering/numbering.service';
import { MONEY_ENTRY_STATUSES, Payment } from '../payments/payment.entity';
import { Refund } from '../payments/refund.entity';
import { FolioCredit } from '../folio-credits/folio-credit.entity';
import { DocumentAnnouncer } from './document-mail';
import { totalsOf } from './document-lines';
import { DocumentDraft, planDocuments, SaleFacts } from './document-plan';
import { DocumentRecipient, DocumentSupplier, TaxDocument, TaxDocumentKind } from './tax-document.entity';

export type { SaleStage } from './document-plan';

/** What a document is of: a booking, or a banquet event (exactly one), with its code and recipient. */
export interface DocumentSale {
  bookingId: string | null;
  eventId: string | null;
  /** The booking's code or the event's reference. */
  bookCode: string;
  recipient: DocumentRecipient;
}

/** What the sale tells about itself; its money entries, refunds, credits and documents are read here. */
export type SaleOwnFacts = Omit<SaleFacts, 'entries' | 'refunds' | 'credits' | 'documents'>;

/** What a stay's documents need of it, given by the stays (bookings) so billing knows no rooms. */
export interface StaySales {
  saleOf(manager: EntityManager, bookingId: string): Promise<{ sale: DocumentSale; own: SaleOwnFacts }>;
}

/**
 * Sequences are taken in this order within a transaction (after a desk receipt's RC number), so
 * two transactions issuing several kinds never wait for each other's sequence rows.
 */
const NUMBERING_ORDER: readonly TaxDocumentNumberKind[] = [
  DocumentKind.INVOICE,
  DocumentKind.CREDIT_NOTE,
  DocumentKind.RECEIPT_VOUCHER,
  DocumentKind.REFUND_VOUCHER,
];

/** Documents of one act, in the order they were meant: vouchers, refunds, corrections, the invoice. */
const READING_ORDER: readonly TaxDocumentKind[] = [
  TaxDocumentKind.RECEIPT_VOUCHER,
  TaxDocumentKind.REFUND_VOUCHER,
  TaxDocumentKind.CREDIT_NOTE,
  TaxDocumentKind.INVOICE,
];

/**
 * The GST documents of a sale (a stay or a banquet event), issued in the transaction of each act
 * that moves its money or changes what it sells (`reconcile` for a booking, `reconcileSale` for a
 * sale that gives its own facts), made from its folio's charge lines (billing/charges.ts), as an
 * Indian hotel's accountant keeps them:
 *
 * - **Receipt voucher (Rule 50)**: money received before the sale has any invoice (a stay's
 *   prepayment, an advance, a part payment, the desk's money during the stay), one per ledger
 *   entry. GST is due when an advance is received; the voucher carries it in the charges'
 *   proportions of SAC and rate. Money that bought nothing and went straight back (a duplicate
 *   payment, money for a cancelled booking or for a room already gone) gets no voucher, and its
 *   refund no document.
 * - **Tax invoice (Rule 46)**: when the supply is complete, at check-out (a stay) or at settlement
 *   (an event), from the charges: one line per charge (a room's nights at one rate with the nights
 *   as quantity; hall rent; plates with the plates as quantity; extras; discounts). It charges the
 *   sale's total less goodwill refunds; when that is less than the charges (a goodwill refund
 *   before the invoice) the lines carry it in the charges' proportions and say why. A no-show is
 *   invoiced for the charge the policy keeps once that is paid. A cancelled sale that keeps money
 *   (the late-cancellation charge) is invoiced for what it keeps, at cancellation: a cancellation
 *   charge is the price of the same supply, taxed at its rates, and the invoice closes the
 *   advances its receipt vouchers declared. Advances are adjusted against the invoice (GSTR-1
 *   table 11B); vouchers are not credited. Until the invoice the stay may be extended, shortened
 *   or moved without any credit note: only vouchers were issued.
 * - **Credit note (section 34)**: a refund after the invoice that lowers what was sold (a
 *   cancellation or no-show refund under the policy, a goodwill refund), one per refund, in the
 *   invoice's proportions, never more than is left of the invoice; and an allowance granted by
 *   hand after the invoice (billing/folio-credits: a goodwill discount, a charge billed in error),
 *   one per allowance, the same way. A stay invoiced mid-stay under
 *   the former rule (when it was paid in full) and changed since is corrected at check-out: the
 *   old invoice credited in full ("correction") and the new one issued in the same act.
 * - **Refund voucher (Rule 51)**: an advance given back before any invoice (a cancelled or
 *   no-show booking that had a part payment, a goodwill refund), referencing its receipt voucher,
 *   in the voucher's proportions; also a desk entry reversed as entered in error.
 *
 * Numbers come from document_sequence under its row lock in the same transaction (gapless per
 * kind and financial year; see numbering.service.ts). Issued documents are never edited (a
 * trigger refuses it). Reconciling only reads and inserts, so calling it again issues nothing
 * new. The caller holds the sale's lock and reconciles after its last change of the sale; once
 * issued, each document's mail is queued in the same transaction (the announcer: the outbox sends it).
 */
export class TaxDocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    /** The stays' side of the port: a booking's sale facts (bookings/money/stay-sale.ts). */
    private readonly stays: StaySales,
    private readonly hotelSettings: HotelSettingsService,
    private readonly clock: Clock,
    private readonly announcer: DocumentAnnouncer,
    private readonly hotelProfile: HotelProfileReader,
  ) {}

  /**
   * Issues what the stay lacks now (see the class comment); answers the documents issued. `actor`
   * is who acted (the documents name an admin; a guest or a job, nobody).
   */
  async reconcile(manager: EntityManager, bookingId: string, actor?: Actor): Promise<TaxDocument[]> {
    const { sale, own } = await this.stays.saleOf(manager, bookingId);
    return this.reconcileSale(manager, sale, own, actor);
  }

  /**
   * Issues what a sale lacks now from the facts it gives (a banquet event's, through the same
   * port as a stay's), in the caller's transaction, from the same sequences.
   */
  async reconcileSale(manager: EntityManager, sale: DocumentSale, own: SaleOwnFacts, actor?: Actor): Promise<TaxDocument[]> {
    const ofSale = sale.bookingId ? { bookingId: sale.bookingId } : { eventId: sale.eventId! };
    const entries = await manager.find(Payment, {
      where: { ...ofSale, status: In([...MONEY_ENTRY_STATUSES]), mismatchReason: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const entryIds = new Set(entries.map((entry) => entry.id));
    const refunds = (await manager.find(Refund, { where: ofSale, order: { createdAt: 'ASC', id: 'ASC' } })).filter((refund) =>
      entryIds.has(refund.paymentId),
    );
    const credits = await manager.find(FolioCredit, { where: ofSale, order: { createdAt: 'ASC', id: 'ASC' } });
    const documents = await this.issuedOf(manager, ofSale);
    const drafts = planDocuments({ ...own, entries, refunds, credits, documents }, randomUUID);
    if (drafts.length === 0) return [];
    return this.issue(manager, sale, drafts, actor?.adminId ? personOf(actor) : null);
  }

  /** Each booking's documents, oldest first (one query for all). */
  async ofBookings(bookingIds: readonly string[]): Promise<Map<string, TaxDocument[]>> {
    const found = bookingIds.length ? await this.issuedOf(this.dataSource.manager, { bookingId: In([...bookingIds]) }) : [];
    const byBooking = new Map<string, TaxDocument[]>(bookingIds.map((id) => [id, []]));
    for (const doc of found) if (doc.bookingId) byBooking.get(doc.bookingId)?.push(doc);
    return byBooking;
  }

  /** A banquet event's documents, oldest first. */
  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<TaxDocument[]> {
    return this.issuedOf(manager, { eventId });
  }

  private async issuedOf(
    manager: EntityManager,
    ofSale: { bookingId: string | FindOperator<string> } | { eventId: string },
  ): Promise<TaxDocument[]> {
    const found = await manager.find(TaxDocument, { where: ofSale });
    return found.sort(
      (a, b) =>
        a.issuedAt.getTime() - b.issuedAt.getTime() ||
        READING_ORDER.indexOf(a.kind) - READING_ORDER.indexOf(b.kind) ||
        a.number.localeCompare(b.number),
    );
  }

  /** Numbers the drafts (sequence by sequence, in NUMBERING_ORDER) and stores them, in the plan's order. */
  private async issue(
    manager: EntityManager,
    sale: DocumentSale,
    drafts: DocumentDraft[],
    issuedBy: string | null,
  ): Promise<TaxDocument[]> {
    const settings = await this.hotelSettings.get(manager);
    const supplier = supplierOf(settings, await this.hotelProfile.get(manager));
    const { recipient } = sale;
    const issueDate = todayInHotel(this.clock());
    const numbers = new Map<string, { number: string; financialYear: string }>();
    for (const kind of NUMBERING_ORDER) {
      for (const draft of drafts.filter((candidate) => candidate.kind === kind)) {
        numbers.set(draft.id, await nextTaxDocumentNumber(manager, kind, issueDate, settings.invoicePrefix));
      }
    }
    const issued: TaxDocument[] = [];
    for (const draft of drafts) {
      const { taxablePaise, cgstPaise, sgstPaise, totalPaise } = totalsOf(draft.lines);
      const document = manager.create(TaxDocument, {
        id: draft.id,
        kind: draft.kind,
        ...numbers.get(draft.id)!,
        issueDate,
        bookingId: sale.bookingId,
        eventId: sale.eventId,
        bookCode: sale.bookCode,
        paymentId: draft.paymentId,
        refundId: draft.refundId,
        creditId: draft.creditId ?? null,
        originalDocumentId: draft.originalDocumentId,
        reason: draft.reason?.slice(0, 200) ?? null,
        issuedBy,
        supplier,
        recipient,
        lines: draft.lines,
        placeOfSupply: `${supplier.stateName} (${supplier.stateCode})`,
        taxablePaise,
        cgstPaise,
        sgstPaise,
        totalPaise,
      });
      await manager.insert(TaxDocument, document);
      issued.push(await manager.findOneByOrFail(TaxDocument, { id: draft.id }));
    }
    await this.announcer(manager, issued);
    return issued;
  }
}

/** "Asha Verma <asha@hotel.in>" → "Asha Verma": the person a document names. */
const personOf = (actor: Actor): string => personName(actor.label).slice(0, 120);

/** The hotel as its Settings and its profile (how to reach it) stand in the issuing transaction. */
export function supplierOf(
  settings: HotelSettings,
  profile: Pick<HotelProfile, 'frontDeskPhone' | 'reservationsEmail'>,
): DocumentSupplier {
  return {
    legalName: settings.legalName,
    tradeName: settings.tradeName,
    address: settings.address,
    pincode: settings.pincode,
    stateCode: settings.stateCode,
    stateName: stateNameOf(settings.stateCode) ?? settings.stateCode,
    gstin: settings.gstin,
    signatory: settings.signatory,
    phone: profile.frontDeskPhone,
    email: profile.reservationsEmail,
  };
}
