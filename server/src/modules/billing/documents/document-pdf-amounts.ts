import { formatHotelDateTime } from '../../../shared/dates';
import { ChargeUnit, quantityWords, ROOM_SAC, sacName, unitHeading } from '../charges';
import { rupeesInWords } from '../payments/ledger.service';
import { totalsByRate } from '../../pricing';
import { formatRate, halfRate, methodInWords, rupees } from './document-words';
import { COLOUR, Column, Sheet } from '../../../shared/pdf/pdf-layout';
import { DocumentLine, TaxDocument, TaxDocumentKind } from './tax-document.entity';

/** One movement of money a document acknowledges: a payment received, or a refund paid. */
export interface DocumentMoneyEntry {
  at: Date;
  method: string | null;
  /** The provider's payment or refund id, a desk receipt number, a UPI reference. */
  reference: string | null;
  /** Negative for a reversing entry. */
  amountPaise: number;
}

/**
 * What a line's quantity counts. Lines carry their unit since invoices are made from charges;
 * a stay's invoice issued before counted its rooms' nights (SAC 996311), so its reprint still
 * reads "Nights". Shares of an advance or a refund count nothing (null).
 */
function unitOf(document: TaxDocument, line: DocumentLine): ChargeUnit | null {
  if (line.unit) return line.unit;
  return document.kind === 'invoice' && line.sac === ROOM_SAC ? ChargeUnit.NIGHT : null;
}

/** What an invoice sells, from its lines' SACs: "Room accommodation", "Hall rent and catering". */
function linesHeading(document: TaxDocument): string {
  if (document.kind !== 'invoice') return 'Particulars';
  const names = [...new Set(document.lines.map((line) => sacName(line.sac)))].map((name, index) =>
    index === 0 ? name : name.charAt(0).toLowerCase() + name.slice(1),
  );
  if (names.length < 2) return names[0] ?? 'Particulars';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The lines (Rule 46 f–l): SAC, quantity, taxable value, rate, CGST and SGST, total; and the sums.
 * The heading and the quantity column come from the lines: "Nights" when every line counts
 * nights, "Plates" when every line counts plates, else "Qty" with each line's unit ("220 plates").
 */
export function linesTable(sheet: Sheet, document: TaxDocument): void {
  sheet.heading(linesHeading(document));
  const units = document.lines.map((line) => unitOf(document, line));
  const shared = units.every((unit) => unit !== null && unit === units[0]) ? units[0] : null;
  // A quantity with its unit ("220 plates") takes a wider column than a bare count.
  const quantityWidth = shared ? 8.5 : 11.5;
  const columns: Column[] = [
    { header: '#', width: 4 },
    { header: 'Description', width: 32.5 - quantityWidth },
    { header: 'SAC', width: 8.5 },
    { header: shared ? unitHeading(shared) : 'Qty', width: quantityWidth, align: 'right' },
    { header: 'Taxable value', width: 13, align: 'right' },
    { header: 'GST rate', width: 7, align: 'right' },
    { header: 'CGST', width: 11.5, align: 'right' },
    { header: 'SGST', width: 11.5, align: 'right' },
    { header: 'Total', width: 12.5, align: 'right' },
  ];
  const rows = document.lines.map((line, index) => [
    String(index + 1),
    line.description,
    line.sac,
    shared || !units[index] ? String(line.quantity) : quantityWords(line.quantity, units[index]),
    rupees(line.taxablePaise),
    formatRate(line.rateBp),
    `${rupees(line.cgstPaise)}\n@ ${halfRate(line.rateBp)}`,
    `${rupees(line.sgstPaise)}\n@ ${halfRate(line.rateBp)}`,
    rupees(line.totalPaise),
  ]);
  rows.push([
    '',
    'Total',
    '',
    '',
    rupees(document.taxablePaise),
    '',
    rupees(document.cgstPaise),
    rupees(document.sgstPaise),
    rupees(document.totalPaise),
  ]);
  sheet.table(columns, rows, { boldRows: [rows.length - 1] });
}

/** The tax per rate: each slab's taxable value, CGST and SGST with their rates. */
export function taxSummary(sheet: Sheet, document: TaxDocument): void {
  const byRate = totalsByRate(document.lines.map((line) => ({ ...line, chargedPaise: line.totalPaise })));
  sheet.heading('Tax summary');
  const columns: Column[] = [
    { header: 'GST rate', width: 10 },
    { header: 'Taxable value', width: 16, align: 'right' },
    { header: 'CGST rate', width: 10, align: 'right' },
    { header: 'CGST', width: 14, align: 'right' },
    { header: 'SGST rate', width: 10, align: 'right' },
    { header: 'SGST', width: 14, align: 'right' },
    { header: 'Total tax', width: 14, align: 'right' },
  ];
  const rows = byRate.map((rate) => [
    formatRate(rate.rateBp),
    rupees(rate.taxablePaise),
    halfRate(rate.rateBp),
    rupees(rate.cgstPaise),
    halfRate(rate.rateBp),
    rupees(rate.sgstPaise),
    rupees(rate.cgstPaise + rate.sgstPaise),
  ]);
  if (byRate.length > 1) {
    const { taxablePaise, cgstPaise, sgstPaise } = document;
    rows.push(['Total', rupees(taxablePaise), '', rupees(cgstPaise), '', rupees(sgstPaise), rupees(cgstPaise + sgstPaise)]);
  }
  sheet.table(columns, rows, { boldRows: byRate.length > 1 ? [rows.length - 1] : [] });
}

const TOTAL_LABELS: Record<TaxDocumentKind, string> = {
  invoice: 'Invoice total',
  credit_note: 'Total credited',
  receipt_voucher: 'Advance received',
  refund_voucher: 'Refund amount',
};

/** The total, large, and the amount in words (Indian system: lakh, crore). */
export function totalInWords(sheet: Sheet, document: TaxDocument): void {
  sheet.ensure(60);
  sheet.gap(10);
  const top = sheet.y;
  const boxHeight = 40;
  sheet.doc.save().rect(sheet.left, top, sheet.width, boxHeight).fill(COLOUR.shade).restore();
  const labelWidth = sheet.width * 0.62;
  sheet.textAt(`${TOTAL_LABELS[document.kind]} (incl. GST)`, sheet.left + 8, top + 6, {
    size: 8,
    colour: COLOUR.muted,
    width: labelWidth,
  });
  sheet.pairAt('Amount in words', rupeesInWords(document.totalPaise), sheet.left + 8, top + 19, labelWidth, 9);
  sheet.textAt(rupees(document.totalPaise), sheet.left, top + 11, {
    size: 15,
    bold: true,
    align: 'right',
    width: sheet.width - 8,
  });
  sheet.y = top + boxHeight + 2;
}

const MONEY_HEADINGS: Record<TaxDocumentKind, { heading: string; total: string }> = {
  invoice: { heading: 'Payments received', total: 'Total received' },
  credit_note: { heading: 'Money returned', total: 'Total returned' },
  receipt_voucher: { heading: 'Advance received', total: 'Total received' },
  refund_voucher: { heading: 'Refund paid', total: 'Total refunded' },
};

/** The receipt: what was paid (or given back), how and when. Nothing when the caller gave none. */
export function moneyTable(sheet: Sheet, document: TaxDocument, entries: readonly DocumentMoneyEntry[] | undefined): void {
  if (!entries) return;
  const words = MONEY_HEADINGS[document.kind];
  sheet.heading(words.heading);
  if (entries.length === 0) {
    sheet.text(`No payment recorded against this ${document.eventId ? 'event' : 'booking'} yet.`, {
      size: 9,
      colour: COLOUR.muted,
    });
    return;
  }
  const columns: Column[] = [
    { header: 'Date and time (IST)', width: 26 },
    { header: 'Method', width: 18 },
    { header: 'Reference', width: 34 },
    { header: 'Amount', width: 22, align: 'right' },
  ];
  const rows = entries.map((entry) => [
    formatHotelDateTime(entry.at),
    methodInWords(entry.method),
    entry.reference ?? '—',
    rupees(entry.amountPaise),
  ]);
  const sum = entries.reduce((total, entry) => total + entry.amountPaise, 0);
  rows.push(['', '', words.total, rupees(sum)]);
  sheet.table(columns, rows, { boldRows: [rows.length - 1] });
  if (document.kind === 'invoice') {
    const due = document.totalPaise - sum;
    sheet.gap(3);
    sheet.text(due > 0 ? `Balance due: ${rupees(due)}` : 'Paid in full. Thank you.', { size: 9, bold: true });
  }
}
