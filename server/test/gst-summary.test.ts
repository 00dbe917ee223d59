import { randomUUID } from 'node:crypto';
import { DocumentLine, TaxDocumentKind } from '../src/modules/billing/documents/tax-document.entity';
import { errorCodes, gql } from './support/graphql';
import { call } from './support/http';
import { insertTaxDocument, IssueOptions, taxLine } from './support/tax-documents';
import { useTestApp } from './support/test-app';

/**
 * A November 2026 of tax documents, inserted as the issuing service writes them (rows are never
 * updated: a trigger refuses it), every figure worked out by hand below. Amounts in paise.
 */
const app = useTestApp();
let token: string;

const BUSINESS_GSTIN = '27AAPFU0939F1ZV';
const bookings = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), e: randomUUID(), f: randomUUID() };
const line = taxLine;
const issue = (
  kind: TaxDocumentKind,
  number: string,
  issueDate: string,
  bookingId: string,
  lines: DocumentLine[],
  options?: IssueOptions,
) => insertTaxDocument(app, kind, number, issueDate, bookingId, lines, options);

const { INVOICE, CREDIT_NOTE, RECEIPT_VOUCHER, REFUND_VOUCHER } = TaxDocumentKind;
const amounts = (taxable: number, cgst: number, sgst = cgst) => ({ taxable, cgst, sgst });
const POS = '09-Uttar Pradesh';

beforeAll(async () => {
  token = await app.adminToken();
  // October: F's invoice (AR/26-27/1) and C's advance (RV/26-27/1), invoiced in November.
  await issue(INVOICE, 'AR/26-27/1', '2026-10-30', bookings.f, [line(500, 2000)]);
  await issue(RECEIPT_VOUCHER, 'RV/26-27/1', '2026-10-20', bookings.c, [line(500, 1000)]);
  // November.
  await issue(RECEIPT_VOUCHER, 'RV/26-27/2', '2026-11-03', bookings.e, [line(500, 500)]);
  const invoiceA = await issue(INVOICE, 'AR/26-27/2', '2026-11-05', bookings.a, [line(500, 6000), line(1800, 8000)], {
    gstin: BUSINESS_GSTIN,
  });
  await issue(INVOICE, 'AR/26-27/3', '2026-11-06', bookings.e, [line(500, 2000), line(1800, 9000)]);
  const invoiceB = await issue(INVOICE, 'AR/26-27/4', '2026-11-10', bookings.b, [line(500, 3000)]);
  const advanceD = await issue(RECEIPT_VOUCHER, 'RV/26-27/3', '2026-11-12', bookings.d, [line(1800, 5000)]);
  await issue(REFUND_VOUCHER, 'RF/26-27/1', '2026-11-15', bookings.d, [line(1800, 1000)], { original: advanceD });
  await issue(CREDIT_NOTE, 'CN/26-27/1', '2026-11-20', bookings.a, [line(1800, 8000)], {
    gstin: BUSINESS_GSTIN,
    original: invoiceA,
  });
  await issue(CREDIT_NOTE, 'CN/26-27/2', '2026-11-25', bookings.b, [line(500, 1000)], { original: invoiceB });
  // The owner changed the prefix on 26 Nov: the counter went on.
  await issue(INVOICE, 'HA/26-27/5', '2026-11-28', bookings.c, [line(500, 4000)]);
  // December: not November's.
  await issue(INVOICE, 'HA/26-27/6', '2026-12-01', bookings.d, [line(1800, 4000)]);
});

const SUMMARY = `query Gst($month: String!) {
  gstSummary(month: $month) {
    month from to
    b2b { recipientGstin recipientName invoiceNumber invoiceDate invoiceValue placeOfSupply rateBp taxable cgst sgst }
    b2c { placeOfSupply rateBp taxable cgst sgst }
    advancesReceived { placeOfSupply rateBp taxable cgst sgst }
    advancesAdjusted { placeOfSupply rateBp taxable cgst sgst }
    creditNotes { number date originalInvoiceNumber originalInvoiceDate recipientGstin recipientName noteValue rateBp taxable cgst sgst }
    documents { kind nature series fromNumber toNumber count cancelled }
    totals {
      invoices { taxable cgst sgst } creditNotes { taxable cgst sgst }
      advancesReceived { taxable cgst sgst } advancesAdjusted { taxable cgst sgst } net { taxable cgst sgst }
    }
  }
}`;

describe('gstSummary(month)', () => {
  it('gives each section of GSTR-1 from the documents issued in the month, and they reconcile', async () => {
    const reply = await gql(app, SUMMARY, { month: '2026-11' }, { token });
    expect(reply.errors).toBeUndefined();
    const summary = reply.data.gstSummary;
    expect(summary).toMatchObject({ month: '2026-11', from: '2026-11-01', to: '2026-11-30' });

    // (a) A's invoice: two rates, one row each, with the whole invoice's value (₹15,740).
    const invoiceA = { recipientGstin: BUSINESS_GSTIN, recipientName: 'Shankar Traders', invoiceNumber: 'AR/26-27/2' };
    expect(summary.b2b).toEqual([
      { ...invoiceA, invoiceDate: '2026-11-05', invoiceValue: 15740, placeOfSupply: POS, rateBp: 500, ...amounts(6000, 150) },
      { ...invoiceA, invoiceDate: '2026-11-05', invoiceValue: 15740, placeOfSupply: POS, rateBp: 1800, ...amounts(8000, 720) },
    ]);
    // (b) E, B and C without a GSTIN: 5% on 2,000 + 3,000 + 4,000; 18% on E's 9,000.
    expect(summary.b2c).toEqual([
      { placeOfSupply: POS, rateBp: 500, ...amounts(9000, 225) },
      { placeOfSupply: POS, rateBp: 1800, ...amounts(9000, 810) },
    ]);
    // D's advance; E's was invoiced the month it came, so it is in neither 11A nor 11B.
    expect(summary.advancesReceived).toEqual([{ placeOfSupply: POS, rateBp: 1800, ...amounts(5000, 450) }]);
    // C's October advance, invoiced now; D's ₹1,000 given back by refund voucher.
    expect(summary.advancesAdjusted).toEqual([
      { placeOfSupply: POS, rateBp: 500, ...amounts(1000, 25) },
      { placeOfSupply: POS, rateBp: 1800, ...amounts(1000, 90) },
    ]);
    // (c)
    expect(summary.creditNotes).toEqual([
      {
        number: 'CN/26-27/1',
        date: '2026-11-20',
        originalInvoiceNumber: 'AR/26-27/2',
        originalInvoiceDate: '2026-11-05',
        recipientGstin: BUSINESS_GSTIN,
        recipientName: 'Shankar Traders',
        noteValue: 9440,
        rateBp: 1800,
        ...amounts(8000, 720),
      },
      {
        number: 'CN/26-27/2',
        date: '2026-11-25',
        originalInvoiceNumber: 'AR/26-27/4',
        originalInvoiceDate: '2026-11-10',
        recipientGstin: null,
        recipientName: 'Ravi Shankar',
        noteValue: 1050,
        rateBp: 500,
        ...amounts(1000, 25),
      },
    ]);
    // (d) each series on its own row: the prefix changed, the numbers went on.
    expect(summary.documents).toEqual([
      {
        kind: 'invoice',
        nature: 'Invoices for outward supply',
        series: 'AR/26-27',
        fromNumber: 'AR/26-27/2',
        toNumber: 'AR/26-27/4',
        count: 3,
        cancelled: 0,
      },
      {
        kind: 'invoice',
        nature: 'Invoices for outward supply',
        series: 'HA/26-27',
        fromNumber: 'HA/26-27/5',
        toNumber: 'HA/26-27/5',
        count: 1,
        cancelled: 0,
      },
      {
        kind: 'credit_note',
        nature: 'Credit note',
        series: 'CN/26-27',
        fromNumber: 'CN/26-27/1',
        toNumber: 'CN/26-27/2',
        count: 2,
        cancelled: 0,
      },
      {
        kind: 'receipt_voucher',
        nature: 'Receipt voucher',
        series: 'RV/26-27',
        fromNumber: 'RV/26-27/2',
        toNumber: 'RV/26-27/3',
        count: 2,
        cancelled: 0,
      },
      {
        kind: 'refund_voucher',
        nature: 'Refund voucher',
        series: 'RF/26-27',
        fromNumber: 'RF/26-27/1',
        toNumber: 'RF/26-27/1',
        count: 1,
        cancelled: 0,
      },
    ]);
    // Totals: the invoices' own totals as issued, and the net the sections make.
    const issued = await app.database.dataSource.query(
      `SELECT sum(taxable_paise)::int AS taxable, sum(cgst_paise)::int AS cgst, sum(sgst_paise)::int AS sgst
       FROM tax_document WHERE kind = 'invoice' AND issue_date BETWEEN '2026-11-01' AND '2026-11-30'`,
    );
    expect(summary.totals.invoices).toEqual({
      taxable: issued[0].taxable / 100,
      cgst: issued[0].cgst / 100,
      sgst: issued[0].sgst / 100,
    });
    expect(summary.totals).toEqual({
      invoices: amounts(32000, 1905),
      creditNotes: amounts(9000, 745),
      advancesReceived: amounts(5000, 450),
      advancesAdjusted: amounts(2000, 115),
      net: amounts(26000, 1495),
    });
  });

  it('answers an empty month with empty sections and zero totals', async () => {
    const reply = await gql(app, SUMMARY, { month: '2027-02' }, { token });
    expect(reply.data.gstSummary).toMatchObject({ from: '2027-02-01', to: '2027-02-28', b2b: [], b2c: [], documents: [] });
    expect(reply.data.gstSummary.totals.net).toEqual(amounts(0, 0));
  });

  it.each(['2026-13', 'November', '2026-1', '', '2017-06'])('refuses the month %p with a clear message', async (month) => {
    const reply = await gql(app, SUMMARY, { month }, { token });
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Choose a month as YYYY-MM, e.g. 2026-11',
      extensions: { code: 'BAD_USER_INPUT', reason: 'GST_MONTH_INVALID', field: 'month' },
    });
  });

  it('is for admins only', async () => {
    expect(errorCodes(await gql(app, SUMMARY, { month: '2026-11' }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('GET /api/admin/gst-summary.csv', () => {
  it('downloads the month as CSV for an admin', async () => {
    const response = await fetch(`${app.baseUrl}/api/admin/gst-summary.csv?month=2026-11`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?gst-summary-2026-11\.csv"?$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, so Excel reads UTF-8
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('GST summary for GSTR-1,2026-11');
    expect(lines).toContain(
      `${BUSINESS_GSTIN},Shankar Traders,AR/26-27/2,2026-11-05,15740.00,${POS},N,Regular B2B,18,8000.00,720.00,720.00`,
    );
    expect(lines).toContain(`OE,${POS},5,9000.00,225.00,225.00`);
    expect(lines).toContain(`${POS},18,5000.00,450.00,450.00`);
    expect(lines).toContain(
      'CN/26-27/2,2026-11-25,AR/26-27/4,2026-11-10,,Ravi Shankar,1050.00,09-Uttar Pradesh,5,1000.00,25.00,25.00',
    );
    expect(lines).toContain('Invoices for outward supply,HA/26-27,HA/26-27/5,HA/26-27/5,1,0,1');
    expect(lines).toContain('Credit notes (c),-9000.00,-745.00,-745.00,-1490.00');
    expect(lines).toContain('Net output tax of the month,26000.00,1495.00,1495.00,2990.00');
    expect(text).not.toContain('HA/26-27/6');
  });

  it('refuses anonymous callers (401) and a wrong month (400)', async () => {
    const anonymous = await call(app, 'GET', '/api/admin/gst-summary.csv?month=2026-11');
    expect(anonymous.status).toBe(401);
    const wrong = await call(app, 'GET', '/api/admin/gst-summary.csv?month=2026-11-01', { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: 'Choose a month as YYYY-MM, e.g. 2026-11' });
  });
});
