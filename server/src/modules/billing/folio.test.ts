import { Payment } from './payments/payment.entity';
import { Refund } from './payments/refund.entity';
import { afterReceiving, FolioCharge, FolioLines, moneyPosition, refundShares } from './folio';

/** The folio's arithmetic, on lines as the ledger stores them (no database: the rules alone). */
let ids = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 4, 30 + minute));

function entry(fields: Partial<Payment>): Payment {
  const id = `p${++ids}`;
  return {
    id,
    bookingId: 'b1',
    eventId: null,
    provider: 'simulated',
    method: 'upi',
    status: 'paid',
    amountPaise: 0,
    refundedPaise: 0,
    mismatchReason: null,
    reversesPaymentId: null,
    paidAt: at(ids),
    createdAt: at(ids),
    ...fields,
  } as Payment;
}

const desk = (amountPaise: number, fields: Partial<Payment> = {}) =>
  entry({ provider: 'hotel', method: 'cash', amountPaise, receiptNumber: `RC/2026-27/${ids}`, ...fields });
const reversalOf = (payment: Payment) =>
  entry({
    provider: 'hotel',
    method: payment.method,
    status: 'reversal',
    amountPaise: -payment.amountPaise,
    reversesPaymentId: payment.id,
  });
const refundOf = (payment: Payment, amountPaise: number, reason: Refund['reason'] = 'cancellation') =>
  ({ id: `r${++ids}`, paymentId: payment.id, amountPaise, reason, status: 'processed' }) as Refund;

const OPEN: FolioCharge = { totalPaise: 500_000, closed: false };

describe('a folio’s money position', () => {
  it('a pay-at-hotel promise is owed, not paid, and nothing of it can go back', () => {
    const promise = entry({ provider: 'hotel', method: 'cod', status: 'pending', amountPaise: 500_000 });
    expect(moneyPosition(OPEN, { entries: [promise], refunds: [], credits: [] })).toEqual({
      chargedPaise: 500_000,
      closed: false,
      receivedPaise: 0,
      refundedPaise: 0,
      goodwillPaise: 0,
      creditedPaise: 0,
      paidPaise: 0,
      balancePaise: 500_000,
      balanceDuePaise: 500_000,
      refundablePaise: 0,
      refundable: [],
    });
  });

  it('pays with money in, less refunds; goodwill lowers what is owed too', () => {
    const online = entry({ amountPaise: 300_000, status: 'partially_refunded' });
    const cash = desk(200_000, { status: 'partially_refunded' });
    const lines: FolioLines = {
      entries: [online, cash],
      refunds: [refundOf(online, 50_000), refundOf(cash, 20_000, 'goodwill')],
      credits: [],
    };
    expect(moneyPosition(OPEN, lines)).toMatchObject({
      receivedPaise: 500_000,
      refundedPaise: 70_000,
      goodwillPaise: 20_000,
      paidPaise: 430_000,
      balancePaise: 50_000,
      balanceDuePaise: 50_000,
      refundablePaise: 430_000,
    });
  });

  it('a reversed desk entry and its reversal cancel out, and neither can be refunded', () => {
    const wrong = desk(300_000);
    const kept = desk(100_000);
    const position = moneyPosition(OPEN, { entries: [wrong, reversalOf(wrong), kept], refunds: [], credits: [] });
    expect(position).toMatchObject({
      receivedPaise: 100_000,
      paidPaise: 100_000,
      balanceDuePaise: 400_000,
      refundablePaise: 100_000,
    });
    expect(position.refundable).toEqual([{ payment: kept, refundablePaise: 100_000 }]);
  });

  it('tells the truth about a reversed entry refunded all the same (the old bug): the hotel is out of pocket, nothing more goes back', () => {
    const wrong = desk(300_000, { status: 'refunded', refundedPaise: 300_000 });
    const position = moneyPosition(OPEN, {
      entries: [wrong, reversalOf(wrong)],
      refunds: [refundOf(wrong, 300_000)],
      credits: [],
    });
    expect(position).toMatchObject({ paidPaise: -300_000, refundablePaise: 0, refundable: [] });
  });

  it('a flagged (mismatched) payment counts nowhere: not paid, not refundable, its refunds not counted', () => {
    const flagged = entry({ amountPaise: 99_900, mismatchReason: 'Received INR 999.00 for an order of INR 5000.00' });
    const good = entry({ amountPaise: 500_000 });
    const position = moneyPosition(OPEN, { entries: [flagged, good], refunds: [refundOf(flagged, 99_900)], credits: [] });
    expect(position).toMatchObject({ receivedPaise: 500_000, refundedPaise: 0, paidPaise: 500_000, balancePaise: 0 });
    expect(position.refundable.map((line) => line.payment)).toEqual([good]);
  });

  it('failed, merely created and cancelled attempts hold nothing', () => {
    const lines: FolioLines = {
      entries: [
        entry({ status: 'failed', amountPaise: 500_000 }),
        entry({ status: 'created', amountPaise: 500_000 }),
        entry({ status: 'cancelled', provider: 'hotel', method: 'cod', amountPaise: 500_000 }),
      ],
      refunds: [],
      credits: [],
    };
    expect(moneyPosition(OPEN, lines)).toMatchObject({ paidPaise: 0, balanceDuePaise: 500_000, refundablePaise: 0 });
  });

  it('lists online money before desk money, each oldest first, with what is left of each', () => {
    const cashFirst = desk(100_000);
    const olderOnline = entry({ amountPaise: 150_000, status: 'partially_refunded' });
    const newerOnline = entry({ amountPaise: 50_000 });
    const cashLater = desk(200_000);
    const lines = {
      entries: [cashFirst, newerOnline, cashLater, olderOnline],
      refunds: [refundOf(olderOnline, 50_000)],
      credits: [],
    };
    expect(moneyPosition(OPEN, lines).refundable).toEqual([
      { payment: olderOnline, refundablePaise: 100_000 },
      { payment: newerOnline, refundablePaise: 50_000 },
      { payment: cashFirst, refundablePaise: 100_000 },
      { payment: cashLater, refundablePaise: 200_000 },
    ]);
  });

  it('collects nothing more once closed, and still says what the balance is', () => {
    const position = moneyPosition({ totalPaise: 500_000, closed: true }, { entries: [desk(200_000)], refunds: [], credits: [] });
    expect(position).toMatchObject({ paidPaise: 200_000, balancePaise: 300_000, balanceDuePaise: 0 });
  });

  it('lowers what is owed by the credits granted after the invoice, which send no money back', () => {
    const paid = entry({ amountPaise: 500_000 });
    const position = moneyPosition(OPEN, {
      entries: [paid],
      refunds: [],
      credits: [{ amountPaise: 60_000 }, { amountPaise: 40_000 }],
    });
    expect(position).toMatchObject({
      paidPaise: 500_000,
      creditedPaise: 100_000,
      balancePaise: -100_000,
      balanceDuePaise: -100_000,
      refundablePaise: 500_000,
    });
  });

  it('owes the guest (a negative balance) when more was paid than the stay now costs', () => {
    const position = moneyPosition(
      { totalPaise: 400_000, closed: false },
      { entries: [entry({ amountPaise: 500_000 })], refunds: [], credits: [] },
    );
    expect(position).toMatchObject({ balancePaise: -100_000, balanceDuePaise: -100_000, refundablePaise: 500_000 });
  });
});

describe('spreading a refund over the folio', () => {
  const online = entry({ amountPaise: 100_000 });
  const cash = desk(300_000);
  const { refundable } = moneyPosition(OPEN, { entries: [cash, online], refunds: [], credits: [] });

  it('takes each entry in order, never more than it may refund', () => {
    expect(refundShares(refundable, 250_000)).toEqual([
      { payment: online, amountPaise: 100_000 },
      { payment: cash, amountPaise: 150_000 },
    ]);
    expect(refundShares(refundable, 80_000)).toEqual([{ payment: online, amountPaise: 80_000 }]);
  });

  it('goes no further than the folio holds, and nothing for nothing', () => {
    expect(refundShares(refundable, 1_000_000).reduce((sum, share) => sum + share.amountPaise, 0)).toBe(400_000);
    expect(refundShares(refundable, 0)).toEqual([]);
    expect(refundShares(refundable, -5)).toEqual([]);
    expect(refundShares([], 100)).toEqual([]);
  });
});

describe('the balance after a payment not written yet', () => {
  it('adds it to what is received, held and refundable, and takes it off the balance', () => {
    const position = moneyPosition(OPEN, { entries: [desk(100_000)], refunds: [], credits: [] });
    expect(afterReceiving(position, 150_000)).toMatchObject({
      receivedPaise: 250_000,
      paidPaise: 250_000,
      balancePaise: 250_000,
      balanceDuePaise: 250_000,
      refundablePaise: 250_000,
    });
  });
});
