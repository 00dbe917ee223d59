import { gstSummaryCsvPath, monthLabel, previousMonth } from './gst-month';
import { gstSummaryLines } from './gst-summary-rows';
import type { GstSummary } from './use-gst-summary';

const amounts = (rateBp: number, taxable: number, cgst: number) => ({
  placeOfSupply: '09-Uttar Pradesh',
  rateBp,
  taxable,
  cgst,
  sgst: cgst,
});
const b2b = (invoiceNumber: string, rateBp: number, taxable: number, cgst: number) => ({
  recipientGstin: '27AAPFU0939F1ZV',
  recipientName: 'Shankar Traders',
  invoiceNumber,
  invoiceDate: '2026-11-05',
  invoiceValue: 0,
  ...amounts(rateBp, taxable, cgst),
});
const zero = { taxable: 0, cgst: 0, sgst: 0 };

describe('the GST summary on screen', () => {
  it('gives a line per section and rate, what lowers the tax negative', () => {
    const summary: GstSummary = {
      month: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      b2b: [b2b('AR/26-27/2', 500, 6000, 150), b2b('AR/26-27/2', 1800, 8000, 720), b2b('AR/26-27/7', 1800, 1000.5, 90.05)],
      b2c: [amounts(500, 9000, 225)],
      advancesReceived: [],
      advancesAdjusted: [amounts(1800, 1000, 90)],
      creditNotes: [
        {
          number: 'CN/26-27/1',
          date: '2026-11-20',
          originalInvoiceNumber: null,
          recipientGstin: null,
          recipientName: 'A',
          ...amounts(1800, 8000, 720),
        },
      ],
      documents: [],
      totals: { invoices: zero, creditNotes: zero, advancesReceived: zero, advancesAdjusted: zero, net: zero },
    };
    expect(
      gstSummaryLines(summary).map(({ section, note, rateBp, taxable, cgst }) => [section, note, rateBp, taxable, cgst]),
    ).toEqual([
      ['B2B invoices', '2 invoices', 500, 6000, 150],
      ['B2B invoices', '2 invoices', 1800, 9000.5, 810.05],
      ['B2C invoices', undefined, 500, 9000, 225],
      ['Advances adjusted', undefined, 1800, -1000, -90],
      ['Credit notes', '1 note', 1800, -8000, -720],
    ]);
  });

  it('asks for last month by default, across the new year too', () => {
    expect(previousMonth('2026-11-24')).toBe('2026-10');
    expect(previousMonth('2027-01-03')).toBe('2026-12');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(gstSummaryCsvPath('2026-11')).toBe('/api/admin/gst-summary.csv?month=2026-11');
  });
});
