import { GST_STATES } from '../../shared/gstin';
import { Paise } from '../../shared/money';
import { DocumentLine, TaxDocument, TaxDocumentKind } from '../billing';

/**
 * The month's GST figures for the accountant's GSTR-1, from the tax documents as issued (each
 * keeps its own lines, rates and recipient, so nothing here is recomputed from bookings).
 * docs/gst.md says which table of GSTR-1 each part feeds and why.
 */

/** Taxable value and tax at one rate, for one place of supply. */
export interface RateAmounts {
  placeOfSupply: string;
  rateBp: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

/** Table 4: one row per B2B invoice per rate. */
export interface B2bRow extends RateAmounts {
  recipientGstin: string;
  recipientName: string;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValuePaise: Paise;
}

/** Credit notes issued in the month, one row per note per rate (9B when the guest had a GSTIN). */
export interface CreditNoteRow extends RateAmounts {
  number: string;
  date: string;
  originalInvoiceNumber: string | null;
  originalInvoiceDate: string | null;
  recipientGstin: string | null;
  recipientName: string;
  noteValuePaise: Paise;
}

/** Table 13: a series of numbers issued in the month. Nothing is ever cancelled (documents are never edited). */
export interface DocumentRange {
  kind: TaxDocumentKind;
  series: string;
  fromNumber: string;
  toNumber: string;
  count: number;
  cancelled: number;
}

export interface Amounts {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

export interface GstSummaryTotals {
  /** All invoices of the month (B2B and B2C). */
  invoices: Amounts;
  creditNotes: Amounts;
  advancesReceived: Amounts;
  advancesAdjusted: Amounts;
  /** invoices − credit notes + advances received − advances adjusted: the month's output tax. */
  net: Amounts;
}

export interface GstSummary {
  month: string;
  /** The first and last day of the month (hotel dates). */
  from: string;
  to: string;
  b2b: B2bRow[];
  /** Table 7: invoices to guests without a GSTIN, per place of supply and rate. */
  b2c: RateAmounts[];
  /** Table 11A: advances received (receipt vouchers) not invoiced in the same month. */
  advancesReceived: RateAmounts[];
  /** Table 11B: earlier advances invoiced this month, and advances given back (refund vouchers). */
  advancesAdjusted: RateAmounts[];
  creditNotes: CreditNoteRow[];
  documents: DocumentRange[];
  totals: GstSummaryTotals;
}

const NO_AMOUNTS: Amounts = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 };

/** "09-Uttar Pradesh", as GSTR-1 names a place of supply, from a document's "Uttar Pradesh (09)". */
export function placeOfSupplyOf(document: TaxDocument): string {
  const code = /\((\d{2})\)\s*$/.exec(document.placeOfSupply)?.[1] ?? document.supplier.stateCode;
  return GST_STATES[code] ? `${code}-${GST_STATES[code]}` : document.placeOfSupply;
}

/** A document's lines summed per rate (lowest first), with the sign given (−1 takes them away). */
function linesByRate(document: TaxDocument, sign = 1): RateAmounts[] {
  const placeOfSupply = placeOfSupplyOf(document);
  const byRate = new Map<number, RateAmounts>();
  for (const line of document.lines) {
    const entry = byRate.get(line.rateBp) ?? { placeOfSupply, rateBp: line.rateBp, ...NO_AMOUNTS };
    addLine(entry, line, sign);
    byRate.set(line.rateBp, entry);
  }
  return [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp);
}

function addLine(entry: Amounts, line: Pick<DocumentLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise'>, sign: number) {
  entry.taxablePaise += sign * line.taxablePaise;
  entry.cgstPaise += sign * line.cgstPaise;
  entry.sgstPaise += sign * line.sgstPaise;
}

/** Rate rows merged per place of supply and rate. */
function mergeByRate(rows: readonly RateAmounts[]): RateAmounts[] {
  const merged = new Map<string, RateAmounts>();
  for (const row of rows) {
    const key = `${row.placeOfSupply}|${row.rateBp}`;
    const entry = merged.get(key) ?? { placeOfSupply: row.placeOfSupply, rateBp: row.rateBp, ...NO_AMOUNTS };
    addLine(entry, row, 1);
    merged.set(key, entry);
  }
  return [...merged.values()]
    .filter((row) => row.taxablePaise !== 0 || row.cgstPaise !== 0 || row.sgstPaise !== 0)
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rateBp - b.rateBp);
}

function sumAmounts(rows: readonly Amounts[], sign = 1): Amounts {
  const total = { ...NO_AMOUNTS };
  for (const row of rows) addLine(total, row, sign);
  return total;
}

const byIssue = (a: TaxDocument, b: TaxDocument) =>
  a.issueDate.localeCompare(b.issueDate) || a.issuedAt.getTime() - b.issuedAt.getTime() || a.number.localeCompare(b.number);

/** The number's serial (its last part) and the series before it: "AR/26-27/15" → ["AR/26-27", 15]. */
function serialOf(number: string): [string, number] {
  const match = /^(.*?)[/-]?(\d+)$/.exec(number);
  return match ? [match[1], Number(match[2])] : [number, 0];
}

const KIND_ORDER: readonly TaxDocumentKind[] = Object.values(TaxDocumentKind);

function documentRanges(documents: readonly TaxDocument[]): DocumentRange[] {
  const series = new Map<string, { kind: TaxDocumentKind; series: string; numbers: [number, string][] }>();
  for (const document of documents) {
    const [name, serial] = serialOf(document.number);
    const key = `${document.kind}|${name}`;
    const entry = series.get(key) ?? { kind: document.kind, series: name, numbers: [] };
    entry.numbers.push([serial, document.number]);
    series.set(key, entry);
  }
  return [...series.values()]
    .map((entry) => {
      const sorted = entry.numbers.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
      return {
        kind: entry.kind,
        series: entry.series,
        fromNumber: sorted[0][1],
        toNumber: sorted[sorted.length - 1][1],
        count: sorted.length,
        cancelled: 0,
      };
    })
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.series.localeCompare(b.series));
}

/**
 * Advances (table 11). An advance is taxed when received (its receipt voucher); the stay's
 * invoice later taxes the whole stay, so the advance's tax is then adjusted. Following GSTR-1's
 * instructions, an advance invoiced in the month it came in is left out of both 11A and 11B. A
 * refund voucher gives back a taxed advance: it is adjusted in the month it is issued.
 */
function advances(month: string, monthDocs: TaxDocument[], related: TaxDocument[]) {
  const all = new Map([...related, ...monthDocs].map((document) => [document.id, document]));
  // A document is of a stay or of a banquet event: either id names the sale.
  const saleOf = (document: TaxDocument) => document.bookingId ?? document.eventId;
  const invoicesOf = (sale: string | null) =>
    [...all.values()].filter((d) => d.kind === TaxDocumentKind.INVOICE && saleOf(d) === sale).sort(byIssue);
  const invoiceFor = (voucher: TaxDocument) => invoicesOf(saleOf(voucher)).find((inv) => inv.issueDate >= voucher.issueDate);
  const reportedAsAdvance = (voucher: TaxDocument) => {
    const invoice = invoiceFor(voucher);
    return !invoice || invoice.issueDate.slice(0, 7) !== voucher.issueDate.slice(0, 7);
  };

  const received = monthDocs
    .filter((d) => d.kind === TaxDocumentKind.RECEIPT_VOUCHER && reportedAsAdvance(d))
    .flatMap((d) => linesByRate(d));
  const refunded = monthDocs
    .filter((d) => d.kind === TaxDocumentKind.REFUND_VOUCHER)
    .filter((d) => {
      const voucher = d.originalDocumentId ? all.get(d.originalDocumentId) : undefined;
      return !voucher || reportedAsAdvance(voucher);
    })
    .flatMap((d) => linesByRate(d));
  const invoiced = monthDocs
    .filter((d) => d.kind === TaxDocumentKind.INVOICE)
    .flatMap((invoice) =>
      [...all.values()]
        .filter(
          (voucher) =>
            voucher.kind === TaxDocumentKind.RECEIPT_VOUCHER &&
            voucher.issueDate.slice(0, 7) < month &&
            invoiceFor(voucher)?.id === invoice.id,
        )
        .flatMap((voucher) => [
          ...linesByRate(voucher),
          ...[...all.values()]
            .filter(
              (refund) =>
                refund.kind === TaxDocumentKind.REFUND_VOUCHER &&
                refund.originalDocumentId === voucher.id &&
                refund.issueDate <= invoice.issueDate,
            )
            .flatMap((refund) => linesByRate(refund, -1)),
        ]),
    );
  return { received: mergeByRate(received), adjusted: mergeByRate([...refunded, ...invoiced]) };
}

/**
 * The summary of `month` ("YYYY-MM", whose days are [from, to]) from the documents issued in it and
 * the documents they refer to (the same bookings' invoices and vouchers, credit notes' invoices).
 */
export function buildGstSummary(
  month: string,
  from: string,
  to: string,
  monthDocs: TaxDocument[],
  related: TaxDocument[],
): GstSummary {
  const sorted = [...monthDocs].sort(byIssue);
  const invoices = sorted.filter((d) => d.kind === TaxDocumentKind.INVOICE);
  const isB2b = (d: TaxDocument) => Boolean(d.recipient.gstin);
  const b2b = invoices.filter(isB2b).flatMap((invoice) =>
    linesByRate(invoice).map((amounts) => ({
      recipientGstin: invoice.recipient.gstin!,
      recipientName: invoice.recipient.businessName ?? invoice.recipient.name,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issueDate,
      invoiceValuePaise: invoice.totalPaise,
      ...amounts,
    })),
  );
  const b2c = mergeByRate(invoices.filter((d) => !isB2b(d)).flatMap((d) => linesByRate(d)));

  const byId = new Map([...related, ...monthDocs].map((d) => [d.id, d]));
  const creditNotes = sorted
    .filter((d) => d.kind === TaxDocumentKind.CREDIT_NOTE)
    .flatMap((note) => {
      const original = note.originalDocumentId ? byId.get(note.originalDocumentId) : undefined;
      return linesByRate(note).map((amounts) => ({
        number: note.number,
        date: note.issueDate,
        originalInvoiceNumber: original?.number ?? null,
        originalInvoiceDate: original?.issueDate ?? null,
        recipientGstin: note.recipient.gstin ?? original?.recipient.gstin ?? null,
        recipientName: note.recipient.businessName ?? note.recipient.name,
        noteValuePaise: note.totalPaise,
        ...amounts,
      }));
    });

  const { received, adjusted } = advances(month, sorted, related);
  const totals = {
    invoices: sumAmounts([...b2b, ...b2c]),
    creditNotes: sumAmounts(creditNotes),
    advancesReceived: sumAmounts(received),
    advancesAdjusted: sumAmounts(adjusted),
  };
  const net = sumAmounts([totals.invoices, totals.advancesReceived]);
  for (const minus of [totals.creditNotes, totals.advancesAdjusted]) addLine(net, minus, -1);
  return {
    month,
    from,
    to,
    b2b,
    b2c,
    advancesReceived: received,
    advancesAdjusted: adjusted,
    creditNotes,
    documents: documentRanges(sorted),
    totals: { ...totals, net },
  };
}
