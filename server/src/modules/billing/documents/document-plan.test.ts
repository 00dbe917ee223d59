import { taxRoomNight } from '../../pricing/room-gst';
import { BookingLine } from '../../bookings/booking-line.entity';
import { stayCharges } from '../charges';
import { describesCharges, invoiceLines } from './document-lines';
import { DocumentDraft, KnownDocument, MoneyEntryFact, planDocuments, RefundFact, SaleFacts } from './document-plan';
import { stayRooms } from '../../bookings/money/stay-sale';

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

const chargesOf = (lines: BookingLine[]) => stayCharges(stayRooms(lines));

function facts(overrides: Partial<SaleFacts> & { lines?: BookingLine[] }): SaleFacts {
  const lines = overrides.lines ?? [line('Garden 101', '2026-12-01', [2500_00, 2500_00])];
  const totalPaise = lines.reduce((sum, each) => sum + each.amountPaise, 0);
  return {
    stage: 'open',
    totalPaise,
    charges: chargesOf(lines),
    subject: '1–3 Dec 2026',
    terms: 'cancellation policy',
    money: { paidPaise: 0, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: totalPaise },
    entries: [],
    refunds: [],
    credits: [],
    documents: [],
    ...overrides,
  };
}

/** The plan as if issued: the next plan sees these documents. */
const issued = (drafts: DocumentDraft[]): KnownDocument[] => drafts.map(({ reason: _reason, ...doc }) => doc);

describe('an invoice in force against the charges', () => {
  it('knows one that still bills them (a no-show’s part too) from one whose stay changed', () => {
    const before = chargesOf([line('Garden 101', '2026-12-01', [2500_00, 2500_00])]);
    const invoice = { lines: invoiceLines(before, 5000_00, null), totalPaise: 5000_00 };
    expect(describesCharges(invoice, before)).toBe(true);
    const partial = { lines: invoiceLines(before, 2500_00, 'no-show charge'), totalPaise: 2500_00 };
    expect(describesCharges(partial, before)).toBe(true);
    expect(describesCharges(invoice, chargesOf([line('Garden 101', '2026-12-01', [2500_00, 2500_00, 2500_00])]))).toBe(false);
    expect(describesCharges(invoice, chargesOf([line('Garden 101', '2026-12-01', [2000_00, 3000_00])]))).toBe(false);
  });

  it('reads an invoice issued before lines carried their unit by its amounts per SAC and rate', () => {
    const charges = chargesOf([line('Garden 101', '2026-12-01', [2500_00, 2500_00])]);
    const issued = invoiceLines(charges, 5000_00, null).map(({ unit: _unit, ...rest }) => ({ ...rest, quantity: 1 }));
    expect(describesCharges({ lines: issued, totalPaise: 5000_00 }, charges)).toBe(true);
    const dearer = chargesOf([line('Garden 101', '2026-12-01', [2500_00, 3000_00])]);
    expect(describesCharges({ lines: issued, totalPaise: 5000_00 }, dearer)).toBe(false);
  });
});

describe('the documents a sale lacks', () => {
  it('takes a stay paid in full before check-out as an advance, and invoices it at check-out with nothing to credit', () => {
    const prepaid = facts({
      money: { paidPaise: 5000_00, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: 0 },
      entries: [paid('p1', 5000_00)],
    });
    const [voucher] = planDocuments(prepaid, newId);
    expect(voucher).toMatchObject({ kind: 'receipt_voucher', paymentId: 'p1', totalPaise: 5000_00 });
    expect(voucher.lines.map((each) => each.description)).toEqual(['Advance for room accommodation, 1–3 Dec 2026']);

    // Extended by a night before check-out: nothing issued changes; the new money is another advance.
    const lines = [line('Garden 101', '2026-12-01', [2500_00, 2500_00, 2500_00])];
    const extended = facts({
      lines,
      subject: '1–4 Dec 2026',
      money: { paidPaise: 7500_00, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: 0 },
      entries: [paid('p1', 5000_00), paid('p2', 2500_00)],
      documents: issued([voucher]),
    });
    const [second] = planDocuments(extended, newId);
    expect(second).toMatchObject({ kind: 'receipt_voucher', paymentId: 'p2', totalPaise: 2500_00 });

    const checkedOut = { ...extended, stage: 'supplied' as const, documents: issued([voucher, second]) };
    const [invoice, ...more] = planDocuments(checkedOut, newId);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 7500_00, reason: null });
    expect(invoice.lines).toEqual([expect.objectContaining({ quantity: 3, unit: 'night', totalPaise: 7500_00 })]);
  });

  it('issues nothing for money that bought nothing: a duplicate payment refunded at once after the invoice', () => {
    const first = facts({
      stage: 'supplied',
      money: { paidPaise: 5000_00, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: 0 },
      entries: [paid('p1', 5000_00)],
    });
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
      money: { paidPaise: 2000_00, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: 3000_00 },
      entries: [paid('p1', 2000_00)],
    });
    const [voucher] = planDocuments(advance, newId);
    expect(voucher).toMatchObject({ kind: 'receipt_voucher', paymentId: 'p1', totalPaise: 2000_00 });

    const refund: RefundFact = { id: 'r1', paymentId: 'p1', amountPaise: 500_00, reason: 'goodwill' };
    const afterRefund = {
      ...advance,
      money: { paidPaise: 1500_00, goodwillPaise: 500_00, creditedPaise: 0, balanceDuePaise: 3000_00 },
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
      stage: 'supplied' as const,
      money: { paidPaise: 4500_00, goodwillPaise: 500_00, creditedPaise: 0, balanceDuePaise: 0 },
      entries: [...afterRefund.entries, paid('p2', 3000_00)],
      documents: issued([voucher, refundVoucher]),
    };
    const [invoice] = planDocuments(settled, newId);
    // The second payment came with the check-out's invoice: it settles the stay, no voucher.
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 4500_00, reason: 'Less a goodwill refund of ₹500' });
    expect(planDocuments({ ...settled, documents: issued([voucher, refundVoucher, invoice]) }, newId)).toEqual([]);
  });

  it('never credits more than is left of the invoice', () => {
    const invoiced = facts({
      stage: 'supplied',
      money: { paidPaise: 5000_00, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: 0 },
      entries: [paid('p1', 5000_00)],
    });
    const invoice = planDocuments(invoiced, newId);
    const refunds: RefundFact[] = [
      { id: 'r1', paymentId: 'p1', amountPaise: 4000_00, reason: 'goodwill' },
      { id: 'r2', paymentId: 'p1', amountPaise: 4000_00, reason: 'cancellation' },
    ];
    const credits = planDocuments({ ...invoiced, stage: 'cancelled', refunds, documents: issued(invoice) }, newId);
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

  it('issues a credit note for each credit granted by hand, against its invoice, which stays in force', () => {
    const invoiced = facts({
      stage: 'supplied',
      money: { paidPaise: 5000_00, goodwillPaise: 0, creditedPaise: 0, balanceDuePaise: 0 },
      entries: [paid('p1', 5000_00)],
    });
    const [invoice] = planDocuments(invoiced, newId);
    const credited = {
      ...invoiced,
      money: { paidPaise: 5000_00, goodwillPaise: 0, creditedPaise: 1200_00, balanceDuePaise: -1200_00 },
      credits: [{ id: 'c1', invoiceId: invoice.id, amountPaise: 1200_00, reason: 'Geyser out of order' }],
      documents: issued([invoice]),
    };
    const [note, ...none] = planDocuments(credited, newId);
    expect(none).toEqual([]);
    expect(note).toMatchObject({
      kind: 'credit_note',
      creditId: 'c1',
      refundId: null,
      paymentId: null,
      originalDocumentId: invoice.id,
      reason: 'Geyser out of order',
      totalPaise: 1200_00,
    });
    expect(note.lines).toEqual([expect.objectContaining({ description: 'Allowance on room accommodation', rateBp: 500 })]);
    // Planned again: nothing new (no second credit note, no correction of an invoice that still bills the stay).
    expect(planDocuments({ ...credited, documents: issued([invoice, note]) }, newId)).toEqual([]);
  });
});
