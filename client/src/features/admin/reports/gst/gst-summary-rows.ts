import type { GstSummary } from './use-gst-summary';

/** One line of the on-screen summary: a section of GSTR-1 at one rate. Money in rupees, signed. */
export interface GstSummaryLine {
  key: string;
  section: string;
  table: string;
  note?: string;
  rateBp: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

interface Amounts {
  rateBp: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

/** Rows added up per rate (several invoices or notes at 18% make one line). */
function perRate(rows: readonly Amounts[], sign: number): Amounts[] {
  const byRate = new Map<number, Amounts>();
  for (const row of rows) {
    const entry = byRate.get(row.rateBp) ?? { rateBp: row.rateBp, taxable: 0, cgst: 0, sgst: 0 };
    entry.taxable += sign * row.taxable;
    entry.cgst += sign * row.cgst;
    entry.sgst += sign * row.sgst;
    byRate.set(row.rateBp, entry);
  }
  return [...byRate.values()]
    .map((entry) => ({ ...entry, taxable: round(entry.taxable), cgst: round(entry.cgst), sgst: round(entry.sgst) }))
    .sort((a, b) => a.rateBp - b.rateBp);
}

const round = (rupees: number) => Math.round(rupees * 100) / 100;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The month's sections as the screen lists them, a line per rate: what the hotel owes tax on
 * (invoices, advances received) and what lowers it (advances adjusted, credit notes, negative).
 */
export function gstSummaryLines(summary: GstSummary): GstSummaryLine[] {
  const invoicesB2b = new Set(summary.b2b.map((row) => row.invoiceNumber)).size;
  const notes = new Set(summary.creditNotes.map((row) => row.number)).size;
  const sections: { section: string; table: string; note?: string; rows: Amounts[] }[] = [
    { section: 'B2B invoices', table: 'Table 4', note: count(invoicesB2b, 'invoice', 'invoices'), rows: perRate(summary.b2b, 1) },
    { section: 'B2C invoices', table: 'Table 7', rows: perRate(summary.b2c, 1) },
    { section: 'Advances received', table: 'Table 11A', rows: perRate(summary.advancesReceived, 1) },
    { section: 'Advances adjusted', table: 'Table 11B', rows: perRate(summary.advancesAdjusted, -1) },
    { section: 'Credit notes', table: 'Table 9B', note: count(notes, 'note', 'notes'), rows: perRate(summary.creditNotes, -1) },
  ];
  return sections.flatMap(({ rows, ...section }) =>
    rows.map((row) => ({ key: `${section.table}-${row.rateBp}`, ...section, ...row })),
  );
}
