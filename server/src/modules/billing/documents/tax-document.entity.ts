import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ChargeUnit } from '../charges';

export const TaxDocumentKind = {
  /** Rule 46: the tax invoice, issued from the folio's charges at check-out (a stay) or at settlement (an event). */
  INVOICE: 'invoice',
  /** Section 34: lowers an issued invoice (a refund, a cancellation, a correction, an allowance granted by hand). */
  CREDIT_NOTE: 'credit_note',
  /** Rule 50: an advance received before the invoice; GST is due on it when received. */
  RECEIPT_VOUCHER: 'receipt_voucher',
  /** Rule 51: an advance given back when no invoice was issued for it. */
  REFUND_VOUCHER: 'refund_voucher',
} as const;
export type TaxDocumentKind = (typeof TaxDocumentKind)[keyof typeof TaxDocumentKind];

/** The supplier as the document was issued (a copy of the Settings then). */
export interface DocumentSupplier {
  legalName: string;
  tradeName: string;
  address: string;
  pincode: string;
  stateCode: string;
  stateName: string;
  gstin: string;
  signatory: string;
  /** The front desk's phone and the reservations email (the profile then); absent on documents issued before they were kept. */
  phone?: string;
  email?: string;
}

/** The recipient: the guest, or the business with its GSTIN (B2B). */
export interface DocumentRecipient {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  businessName: string | null;
  gstin: string | null;
}

/** One line of a document: a charge of the folio (a room's nights at one rate, plates, hall rent), or an advance, a refund. */
export interface DocumentLine {
  description: string;
  sac: string;
  /** What `unit` counts; 1 for an advance's or a refund's share of a SAC and rate. */
  quantity: number;
  /**
   * What the quantity counts (nights, plates, a session); absent on a share of an advance or a
   * refund, and on lines issued before invoices were made from charges (a stay's counted nights).
   */
  unit?: ChargeUnit;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/**
 * A tax document as issued: invoice, credit note, receipt or refund voucher. Everything printed on
 * it is kept in it (supplier, recipient, lines, totals), so a reprint is the same document. The
 * database refuses to change or delete a row (trigger tax_document_never_edited): a correction is
 * a credit note and a new invoice. The number comes from document_sequence in the issuing
 * transaction: gapless and consecutive per kind and financial year.
 */
@Entity('tax_document')
@Check('tax_document_of_booking_or_event', '("booking_id" IS NULL) <> ("event_id" IS NULL)')
@Check('tax_document_kind_known', `"kind" IN ('invoice', 'credit_note', 'receipt_voucher', 'refund_voucher')`)
@Check('tax_document_number_shape', `"number" ~ '^[A-Za-z0-9/-]{1,16}$'`)
@Check('tax_document_adds_up', '"taxable_paise" + "cgst_paise" + "sgst_paise" = "total_paise"')
@Check('tax_document_not_negative', '"taxable_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0')
@Index('tax_document_one_voucher_per_payment', ['paymentId'], { unique: true, where: `"kind" = 'receipt_voucher'` })
@Index('tax_document_one_refund_document', ['refundId', 'kind'], { unique: true, where: `"refund_id" IS NOT NULL` })
@Index('tax_document_one_credit_note_per_credit', ['creditId'], { unique: true, where: `"credit_id" IS NOT NULL` })
export class TaxDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: TaxDocumentKind;

  @Column({ type: 'varchar', length: 16, unique: true })
  number: string;

  /** "2026-27". */
  @Column({ type: 'varchar', length: 7 })
  financialYear: string;

  /** The document's date, in hotel time. */
  @Index()
  @Column({ type: 'date' })
  issueDate: string;

  @CreateDateColumn({ type: 'timestamptz' })
  issuedAt: Date;

  /** The stay it is for; no foreign key: tax records outlive anything else. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  bookingId: string | null;

  /** Or the banquet event it is for (exactly one of the two). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  @Column({ type: 'varchar', length: 12 })
  bookCode: string;

  /** The advance a receipt voucher is for. */
  @Column({ type: 'uuid', nullable: true })
  paymentId: string | null;

  /** The refund a credit note or refund voucher is for. */
  @Column({ type: 'uuid', nullable: true })
  refundId: string | null;

  /** The allowance granted by hand a credit note is for (folio_credit). */
  @Column({ type: 'uuid', nullable: true })
  creditId: string | null;

  /** The invoice a credit note lowers, or the receipt voucher a refund voucher answers. */
  @Column({ type: 'uuid', nullable: true })
  originalDocumentId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  /** The person whose act issued it ("Asha Verma"); null when nobody at the hotel acted (a payment online, a job). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  issuedBy: string | null;

  @Column({ type: 'jsonb' })
  supplier: DocumentSupplier;

  @Column({ type: 'jsonb' })
  recipient: DocumentRecipient;

  @Column({ type: 'jsonb' })
  lines: DocumentLine[];

  /** "Uttar Pradesh (09)". */
  @Column({ type: 'varchar', length: 80 })
  placeOfSupply: string;

  @Column({ type: 'integer' })
  taxablePaise: number;

  @Column({ type: 'integer' })
  cgstPaise: number;

  @Column({ type: 'integer' })
  sgstPaise: number;

  @Column({ type: 'integer' })
  totalPaise: number;
}
