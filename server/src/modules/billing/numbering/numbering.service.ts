import { EntityManager } from 'typeorm';
import { calendarDateAt } from '../../../shared/dates';

/**
 * Kinds of numbered documents. Each kind has its own sequence per financial year, taken under the
 * sequence row's lock. A transaction that needs several kinds takes them in this order (desk
 * receipt first, then the tax documents), so two transactions never wait for each other's rows.
 */
export const DocumentKind = {
  /** The desk's receipt for money taken (RC/2026-27/00001). */
  RECEIPT: 'receipt',
  /** Rule 46 tax invoice ({invoice prefix}/26-27/0001). */
  INVOICE: 'invoice',
  /** Section 34 credit note (CN/26-27/0001). */
  CREDIT_NOTE: 'credit_note',
  /** Rule 50 receipt voucher for an advance (RV/26-27/0001). */
  RECEIPT_VOUCHER: 'receipt_voucher',
  /** Rule 51 refund voucher (RF/26-27/0001). */
  REFUND_VOUCHER: 'refund_voucher',
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];

/** The kinds of tax documents (GST), numbered {PREFIX}/{YY-YY}/{nnnn}. */
export type TaxDocumentNumberKind = Exclude<DocumentKind, 'receipt'>;

/** Prefixes of the tax documents other than the invoice (whose prefix is the hotel's setting). */
export const TAX_DOCUMENT_PREFIXES: Record<Exclude<TaxDocumentNumberKind, 'invoice'>, string> = {
  credit_note: 'CN',
  receipt_voucher: 'RV',
  refund_voucher: 'RF',
};

/** Rule 46: at most 16 characters, letters, digits, "-" and "/" only. */
const TAX_DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;

/** The Indian financial year (April to March) of a hotel date: 2026-11-24 → "2026-27". */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "2026-27" → "26-27", as tax document numbers write the year. */
export function shortFinancialYear(financialYear: string): string {
  return financialYear.slice(2);
}

/**
 * The next number of `kind` in `financialYear`, counted in document_sequence: the row is locked
 * from here until the caller's transaction ends, so two transactions (or two instances) never get
 * one number, and a transaction that rolls back gives its number back (no gap).
 */
async function nextInSequence(manager: EntityManager, kind: DocumentKind, financialYear: string): Promise<number> {
  const rows: { last_number: number }[] = await manager.query(
    `INSERT INTO document_sequence (kind, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (kind, financial_year) DO UPDATE SET last_number = document_sequence.last_number + 1
     RETURNING last_number`,
    [kind, financialYear],
  );
  const [row] = Array.isArray(rows[0]) ? (rows[0] as unknown as { last_number: number }[]) : rows;
  return Number(row.last_number);
}

/**
 * The next desk receipt number for the financial year of `at`, e.g. RC/2026-27/00001 (at most 16
 * characters). Taken inside the caller's transaction: the row stays locked until it ends, so two
 * desks never get one number, and a rolled-back document leaves no gap.
 */
export async function nextDocumentNumber(manager: EntityManager, kind: 'receipt', at: Date): Promise<string> {
  const financialYear = financialYearOf(calendarDateAt(at));
  const number = await nextInSequence(manager, kind, financialYear);
  return `RC/${financialYear}/${String(number).padStart(5, '0')}`;
}

/** A tax document's number and the financial year it counts in. */
export interface TaxDocumentNumber {
  number: string;
  /** "2026-27". */
  financialYear: string;
}

/**
 * The next tax document number of `kind` for the financial year of `issueDate` (a hotel date):
 * `{PREFIX}/{YY-YY}/{n}`, n of at least 4 digits, e.g. AR/26-27/0001. The invoice prefix is the
 * hotel's (HotelSettings.invoicePrefix, read by the caller in the same transaction); the others
 * are CN, RV and RF. Gapless and consecutive per kind and financial year, in the caller's
 * transaction (see nextInSequence). A number that would break Rule 46's shape throws, so the
 * document is not issued and the transaction rolls back.
 */
export async function nextTaxDocumentNumber(
  manager: EntityManager,
  kind: TaxDocumentNumberKind,
  issueDate: string,
  invoicePrefix: string,
): Promise<TaxDocumentNumber> {
  const financialYear = financialYearOf(issueDate);
  const prefix = kind === DocumentKind.INVOICE ? invoicePrefix : TAX_DOCUMENT_PREFIXES[kind];
  const sequence = await nextInSequence(manager, kind, financialYear);
  const number = `${prefix}/${shortFinancialYear(financialYear)}/${String(sequence).padStart(4, '0')}`;
  if (!TAX_DOCUMENT_NUMBER.test(number)) {
    throw new Error(`Tax document number ${number} is not 1-16 letters, digits, "-" or "/" (prefix "${prefix}")`);
  }
  return { number, financialYear };
}
