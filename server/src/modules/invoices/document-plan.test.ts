import { taxRoomNight } from '../pricing/room-gst';
import { BookingLine } from '../bookings/booking-line.entity';
import { describesStay, invoiceLines, nightsWords, stayGroups, stayRange } from './document-lines';
import { BookingFacts, DocumentDraft, KnownDocument, MoneyEntryFact, planDocuments, RefundFact } from './document-plan';

let ids = 0;
const newId = () => `doc-${(ids += 1)}`;

/** A room line of nights at `rentsPaise` (GST included) from `from`. */
function line(roomName: string, from: string, rentsPaise: number[]): BookingLine {
  const nightPrices = rentsPaise.map((rentPaise, index) => {
    const date = new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    return { date, rentPaise, source: 'base' as const, seasonName: null, ...taxRoomNight(rentPaise, date, true) };
  });
  return Object.assign(new BookingLine(), {
    roomName,
    roomType: 'Deluxe',
    checkIn: from,
    checkOut: nightPrices.length
      ? new Date(Date.parse(`${from}T00:00:00Z`) + nightPrices.length * 86_400_000).toISOString().slice(0, 10)
      : from,
    nightPrices,
    amountPaise: nightPrices.reduce((sum, night) => sum + night.chargedPaise, 0),
  });
}

const paid = (id: string, amountPaise: number, extra: Partial<MoneyEntryFact> = {}): MoneyEntryFact => ({
  id,
  amountPaise,
  status: 'paid',
  receiptNumber: null,
  reversesPaymentId: null,
  settlementOutcome: null,
  ...extra,
});

function facts(overrides: Partial<BookingFacts> & { lines?: BookingLine[] }): BookingFacts {
  const lines = overrides.lines ?? [line('Garden 101', '2026-12-01', [2500_00, 2500_00])];
  const totalPaise = lines.reduce((sum, each) => sum + each.amountPaise, 0);
  return {
    status: 'confirmed',
    totalPaise,
    groups: stayGroups(lines),
    stay: '1–3 Dec 2026',
    money: { paidPaise: 0, goodwillPaise: 0, balanceDuePaise: totalPaise },
    entries: [],
    refunds: [],
    documents: [],
    ...overrides,
  };
}

/** The plan as if issued: the next plan sees these documents. */
const issued = (drafts: DocumentDraft[]): KnownDocument[] => drafts.map(({ reason: _reason, ...doc }) => doc);

describe('the lines of a stay', () => {
  it('writes a stay’s dates and its nights at one rate as ranges', () => {
    expect(stayRange('2026-12-01', '2026-12-04')).toBe('1–4 Dec 2026');
    expect(stayRange('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec 2026');
    expect(stayRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(nightsWords(['2026-12-04', '2026-12-05', '2026-12-11'])).toBe('4–6 Dec 2026, 11–12 Dec 2026');
  });

  it('makes one group per room per rate, lowest rate first, with its nights', () => {
    // A weekend at ₹9,440 (18%) between weekdays at ₹7,000 (5%).
    const groups = stayGroups([line('Suite 401', '2026-12-03', [7000_00, 9440_00, 9440_00, 7000_00])]);
    expect(groups.map(({ basis, nights, rateBp, chargedPaise }) => ({ basis, nights, rateBp, chargedPaise }))).toEqual([
      { basis: 'Suite 401 (Deluxe), 2 nights, 3–4 Dec 2026, 6–7 Dec 2026', nights: 2, rateBp: 500, chargedPaise: 14000_00 },
      { basis: 'Suite 401 (Deluxe), 2 nights, 4–6 Dec 2026', nights: 2, rateBp: 1800, chargedPaise: 18880_00 },
    ]);
  });

  it('knows an invoice that still describes the stay from one whose stay changed', () => {
    const before = stayGroups([line('Garden 101', '2026-12-01', [2500_00, 2500_00])]);
    const invoice = { lines: invoiceLines(before, 5000_00, null), totalPaise: 5000_00 };
    expect(describesStay(invoice, before)).toBe(true);
    const partial = { lines: invoiceLines(before, 2500_00, 'no-show charge'), totalPaise: 2500_00 };
    expect(describesStay(partial, before)).toBe(true);
    expect(describesStay(invoice, stayGroups([line('Garden 101', '2026-12-01', [2500_00, 2500_00, 2500_00])]))).toBe(false);
    expect(describesStay(invoice, stayGroups([line('Garden 102', '2026-12-01', [2500_00, 2500_00])]))).toBe(false);
  });
});

describe('the documents a booking lacks', () => {
  it('issues nothing for money that bought nothing: a duplicate payment refunded at once after the invoice', () => {
    const first = facts({ money: { paidPaise: 5000_00, goodwillPaise: 0, balanceDuePaise: 0 }, entries: [paid('p1', 5000_00)] });
    const invoice = planDocuments(first, newId);
    expect(invoice.map((doc) => doc.kind)).toEqual(['invoice']);
    const duplicate = paid('p2', 5000_00, { status: 'refunded', settlementOutcome: 'refunded_duplicate' });
    const refund: RefundFact = { id: 'r1', paymentId: 'p2', amountPaise: 5000_00, reason: 'duplicate_payment' };
    expect(
      planDocuments({ ...first, entries: [...first.entries, duplicate], refunds: [refund], documents: issued(invoice) }, newId),
    ).toEqual([]);
  });

  it('answers a goodwill refund of an advance with a refund voucher, and invoices the stay less it', () => {
    const advance = facts({
      money: { paidPaise: 2000_00, goodwillPaise: 0, balanceDuePaise: 3000_00 },
      entries: [paid('p1', 2000_00)],
    });
    const [voucher] = planDocuments(advance, newId);
    expect(voucher).toMatchObject({ kind: 'receipt_voucher', paymentId: 'p1', totalPaise: 2000_00 });

    const refund: RefundFact = { id: 'r1', paymentId: 'p1', amountPaise: 500_00, reason: 'goodwill' };
    const afterRefund = {
      ...advance,
      money: { paidPaise: 1500_00, goodwillPaise: 500_00, balanceDuePaise: 3000_00 },
      entries: [paid('p1', 2000_00, { status: 'partially_refunded' })],
      refunds: [refund],
      documents: issued([voucher]),
    };
    const [refundVoucher] = planDocuments(afterRefund, newId);
    expect(refundVoucher).toMatchObject({
      kind: 'refund_voucher',
      originalDocumentId: voucher.id,
      refundId: 'r1',
      totalPaise: 500_00,
    });

    const settled = {
      ...afterRefund,
      money: { paidPaise: 4500_00, goodwillPaise: 500_00, balanceDuePaise: 0 },
      entries: [...afterRefund.entries, paid('p2', 3000_00)],
      documents: issued([voucher, refundVoucher]),
    };
    const [invoice] = planDocuments(settled, newId);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 4500_00, reason: 'Less a goodwill refund of ₹500' });
    expect(planDocuments({ ...settled, documents: issued([voucher, refundVoucher, invoice]) }, newId)).toEqual([]);
  });

  it('never credits more than is left of the invoice', () => {
    const invoiced = facts({
      money: { paidPaise: 5000_00, goodwillPaise: 0, balanceDuePaise: 0 },
      entries: [paid('p1', 5000_00)],
    });
    const invoice = planDocuments(invoiced, newId);
    const refunds: RefundFact[] = [
      { id: 'r1', paymentId: 'p1', amountPaise: 4000_00, reason: 'goodwill' },
      { id: 'r2', paymentId: 'p1', amountPaise: 4000_00, reason: 'cancellation' },
    ];
    const credits = planDocuments({ ...invoiced, status: 'cancelled', refunds, documents: issued(invoice) }, newId);
    expect(credits.map((doc) => [doc.kind, doc.totalPaise])).toEqual([
      ['credit_note', 4000_00],
      ['credit_note', 1000_00],
    ]);
    // The last credit takes exactly what is left, so the invoice is credited to the paisa.
    const sum = (pick: (line: DocumentDraft['lines'][number]) => number) =>
      credits.flatMap((doc) => doc.lines).reduce((total, each) => total + pick(each), 0);
    expect(sum((each) => each.taxablePaise)).toBe(invoice[0].lines[0].taxablePaise);
    expect(sum((each) => each.cgstPaise)).toBe(invoice[0].lines[0].cgstPaise);
  });
});
