import { TaxDocumentKind } from '../billing';
import { CsvValue, toCsv } from './csv';
import { Amounts, GstSummary, RateAmounts } from './gst-summary';

const rupees = (paise: number) => (paise / 100).toFixed(2);
const percent = (rateBp: number) => rateBp / 100;

/** GSTR-1 table 13's names for the documents the hotel issues. */
export const DOCUMENT_NATURES: Record<TaxDocumentKind, string> = {
  invoice: 'Invoices for outward supply',
  credit_note: 'Credit note',
  receipt_voucher: 'Receipt voucher',
  refund_voucher: 'Refund voucher',
};

const NONE: CsvValue[] = ['None this month'];

const rateRows = (rows: readonly RateAmounts[], first: (row: RateAmounts) => CsvValue[] = () => []) =>
  rows.length === 0
    ? [NONE]
    : rows.map((row) => [
        ...first(row),
        row.placeOfSupply,
        percent(row.rateBp),
        rupees(row.taxablePaise),
        rupees(row.cgstPaise),
        rupees(row.sgstPaise),
      ]);

const RATE_HEADER = ['Place of supply', 'Rate (%)', 'Taxable value (INR)', 'CGST (INR)', 'SGST (INR)'];

const totalRow = (label: string, amounts: Amounts, sign = 1): CsvValue[] => [
  label,
  rupees(sign * amounts.taxablePaise),
  rupees(sign * amounts.cgstPaise),
  rupees(sign * amounts.sgstPaise),
  rupees(sign * (amounts.cgstPaise + amounts.sgstPaise)),
];

/**
 * The month for the accountant: one CSV with a section per GSTR-1 table (a title row, a header
 * row, the rows, a blank row), then the totals that reconcile them. Amounts are rupees with two
 * decimals; dates are hotel dates (YYYY-MM-DD).
 */
export function gstSummaryCsv(summary: GstSummary): string {
  const { totals } = summary;
  const rows: CsvValue[][] = [
    ['Hotel dates', summary.from, summary.to],
    [],
    ['(a) B2B invoices: GSTR-1 table 4 (one row per invoice and rate)'],
    [
      'GSTIN of recipient',
      'Receiver name',
      'Invoice number',
      'Invoice date',
      'Invoice value (INR)',
      'Place of supply',
      'Reverse charge',
      'Invoice type',
      'Rate (%)',
      'Taxable value (INR)',
      'CGST (INR)',
      'SGST (INR)',
    ],
    ...(summary.b2b.length === 0
      ? [NONE]
      : summary.b2b.map((row) => [
          row.recipientGstin,
          row.recipientName,
          row.invoiceNumber,
          row.invoiceDate,
          rupees(row.invoiceValuePaise),
          row.placeOfSupply,
          'N',
          'Regular B2B',
          percent(row.rateBp),
          rupees(row.taxablePaise),
          rupees(row.cgstPaise),
          rupees(row.sgstPaise),
        ])),
    [],
    ['(b) B2C invoices (guests without a GSTIN): GSTR-1 table 7, totals per rate'],
    ['Type', ...RATE_HEADER],
    ...rateRows(summary.b2c, () => ['OE']),
    [],
    ['(b) Advances received (receipt vouchers) not invoiced this month: GSTR-1 table 11A'],
    RATE_HEADER,
    ...rateRows(summary.advancesReceived),
    [],
    ['(b) Advances adjusted (earlier advances invoiced this month; refund vouchers): GSTR-1 table 11B'],
    RATE_HEADER,
    ...rateRows(summary.advancesAdjusted),
    [],
    ['(c) Credit notes: GSTR-1 table 9B (registered guests); for guests without a GSTIN see docs/gst.md'],
    [
      'Note number',
      'Note date',
      'Original invoice number',
      'Original invoice date',
      'GSTIN of recipient',
      'Receiver name',
      'Note value (INR)',
      'Place of supply',
      'Rate (%)',
      'Taxable value (INR)',
      'CGST (INR)',
      'SGST (INR)',
    ],
    ...(summary.creditNotes.length === 0
      ? [NONE]
      : summary.creditNotes.map((row) => [
          row.number,
          row.date,
          row.originalInvoiceNumber,
          row.originalInvoiceDate,
          row.recipientGstin,
          row.recipientName,
          rupees(row.noteValuePaise),
          row.placeOfSupply,
          percent(row.rateBp),
          rupees(row.taxablePaise),
          rupees(row.cgstPaise),
          rupees(row.sgstPaise),
        ])),
    [],
    ['(d) Documents issued: GSTR-1 table 13'],
    ['Nature of document', 'Series', 'Sr. No. from', 'Sr. No. to', 'Total number', 'Cancelled', 'Net issued'],
    ...(summary.documents.length === 0
      ? [NONE]
      : summary.documents.map((range) => [
          DOCUMENT_NATURES[range.kind],
          range.series,
          range.fromNumber,
          range.toNumber,
          range.count,
          range.cancelled,
          range.count - range.cancelled,
        ])),
    [],
    ['Totals (they reconcile: net = invoices − credit notes + advances received − advances adjusted)'],
    ['', 'Taxable value (INR)', 'CGST (INR)', 'SGST (INR)', 'Tax (INR)'],
    totalRow('Invoices (a) + (b)', totals.invoices),
    totalRow('Credit notes (c)', totals.creditNotes, -1),
    totalRow('Advances received (11A)', totals.advancesReceived),
    totalRow('Advances adjusted (11B)', totals.advancesAdjusted, -1),
    totalRow('Net output tax of the month', totals.net),
  ];
  return toCsv(['GST summary for GSTR-1', summary.month], rows);
}
