import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { aBanquetHall, anEvent } from '../../../test/support/events';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { useServiceHarness } from '../../../test/support/service-harness';
import { Payment } from './payments/payment.entity';
import { Refund } from './payments/refund.entity';
import { FolioCredit } from './folio-credits/folio-credit.entity';
import { balanceOf, FolioCharge, FolioOf, moneyPosition, readFolioLines } from './folio';
import { folioTotals } from './folio-totals';

/**
 * The rules of a folio are written twice in one file: `moneyPosition` over one folio's lines, and
 * `folioTotalsSql` over many folios at once. Here both read the same stored folio, with every kind
 * of line, and must agree to the paisa.
 */
const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => {
  dataSource = harness.database.dataSource;
});

type Owner = { bookingId: string; eventId: null } | { bookingId: null; eventId: string };

/** Every kind of line a folio can hold, written as the ledger writes them. */
async function everyKindOfLine(owner: Owner, bookCode: string): Promise<void> {
  const ledger = dataSource.getRepository(Payment);
  const base = { ...owner, bookCode, currency: 'INR', paidAt: harness.clock.now() };
  const online = { ...base, provider: 'simulated' as const, method: 'upi' as const };
  const atDesk = { ...base, provider: 'hotel' as const, method: 'cash' as const };
  const refund = (paymentId: string, amountPaise: number, reason: Refund['reason']) =>
    dataSource
      .getRepository(Refund)
      .insert({ ...owner, paymentId, amountPaise, reason, status: 'processed', idempotencyKey: randomUUID() });

  const partly = await ledger.save({
    ...online,
    status: 'partially_refunded',
    amountPaise: 400_000,
    refundedPaise: 100_000,
    razorpayPaymentId: `pay_${randomUUID().slice(0, 12)}`,
  });
  await refund(partly.id, 100_000, 'cancellation');
  const wrong = await ledger.save({
    ...atDesk,
    status: 'paid',
    amountPaise: 300_000,
    receiptNumber: `RC/T/${randomUUID().slice(0, 8)}`,
  });
  await ledger.save({ ...atDesk, status: 'reversal', amountPaise: -300_000, reversesPaymentId: wrong.id });
  const kept = await ledger.save({
    ...atDesk,
    status: 'partially_refunded',
    amountPaise: 200_000,
    refundedPaise: 50_000,
    receiptNumber: `RC/T/${randomUUID().slice(0, 8)}`,
  });
  await refund(kept.id, 50_000, 'goodwill');
  const flagged = await ledger.save({
    ...online,
    status: 'partially_refunded',
    amountPaise: 99_900,
    refundedPaise: 10_000,
    mismatchReason: 'Received INR 999.00 for an order of INR 4000.00',
    razorpayPaymentId: `pay_${randomUUID().slice(0, 12)}`,
  });
  await refund(flagged.id, 10_000, 'duplicate_payment');
  await ledger.save({ ...online, status: 'failed', amountPaise: 400_000, razorpayPaymentId: `pay_${randomUUID().slice(0, 12)}` });
  await ledger.save({ ...online, status: 'created', amountPaise: 400_000 });
  // An allowance granted by hand after the invoice (its credit note is billing's documents' business).
  await dataSource.getRepository(FolioCredit).insert({
    ...owner,
    invoiceId: randomUUID(),
    amountPaise: 25_000,
    reason: 'Goodwill after check-out',
    grantedBy: 'Kavita Joshi',
  });
}

/** A folio with nothing but an allowance: the SQL still finds it (it has no payment row). */
async function onlyACredit(owner: Owner): Promise<void> {
  await dataSource.getRepository(FolioCredit).insert({
    ...owner,
    invoiceId: randomUUID(),
    amountPaise: 10_000,
    reason: 'Charge billed in error',
    grantedBy: 'Kavita Joshi',
  });
}

async function bothWays(of: FolioOf, charge: FolioCharge) {
  const key = 'bookingId' in of ? 'booking_id' : 'event_id';
  const id = 'bookingId' in of ? of.bookingId : of.eventId;
  const one = moneyPosition(charge, await readFolioLines(dataSource.manager, of));
  const many = balanceOf(charge, (await folioTotals(dataSource.manager, key, [id])).get(id)!);
  return { one, many };
}

describe('the folio’s one-folio function and its SQL over many folios', () => {
  it('agree on a stay with a refund, goodwill, a credit, a reversal, a flagged payment, a promise and failed attempts', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 4500 });
    const booking = await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-10', '2026-12-12') });
    await everyKindOfLine({ bookingId: booking.id, eventId: null }, booking.bookCode);
    const { one, many } = await bothWays({ bookingId: booking.id }, { totalPaise: booking.totalPaise, closed: false });
    const { refundable, ...balance } = one;
    expect(balance).toEqual(many);
    expect(balance).toEqual({
      chargedPaise: 900_000,
      closed: false,
      receivedPaise: 600_000,
      refundedPaise: 150_000,
      goodwillPaise: 50_000,
      creditedPaise: 25_000,
      paidPaise: 450_000,
      balancePaise: 375_000,
      balanceDuePaise: 375_000,
      refundablePaise: 450_000,
    });
    expect(refundable.map((line) => [line.payment.amountPaise, line.refundablePaise])).toEqual([
      [400_000, 300_000],
      [200_000, 150_000],
    ]);
    // The stays' list path (the front desk, the GraphQL fields) answers the same.
    const listed = (await harness.services.bookingMoney.ofMany([booking.id])).get(booking.id);
    expect(listed).toEqual(balance);
  });

  it('agree on a banquet event’s folio, and answer zeros for a folio with no lines', async () => {
    const event = await anEvent(harness.services, dataSource, await aBanquetHall(dataSource));
    await everyKindOfLine({ bookingId: null, eventId: event.id }, event.reference);
    const { one, many } = await bothWays({ eventId: event.id }, { totalPaise: event.totalPaise, closed: false });
    const { refundable: _refundable, ...balance } = one;
    expect(balance).toEqual(many);
    expect(balance).toMatchObject({
      paidPaise: 450_000,
      creditedPaise: 25_000,
      refundablePaise: 450_000,
      balancePaise: event.totalPaise - 525_000,
    });
    expect(await harness.services.eventMoney.of(event.id)).toMatchObject(balance);

    const empty = await bothWays({ eventId: randomUUID() }, { totalPaise: 0, closed: true });
    const { refundable: none, ...emptyBalance } = empty.one;
    expect(emptyBalance).toEqual(empty.many);
    expect(none).toEqual([]);
    expect(empty.many).toMatchObject({ receivedPaise: 0, paidPaise: 0, refundablePaise: 0, balanceDuePaise: 0 });

    const credited = randomUUID();
    await onlyACredit({ bookingId: null, eventId: credited });
    const onlyCredit = await bothWays({ eventId: credited }, { totalPaise: 50_000, closed: false });
    const { refundable: _nothing, ...creditBalance } = onlyCredit.one;
    expect(creditBalance).toEqual(onlyCredit.many);
    expect(onlyCredit.many).toMatchObject({ creditedPaise: 10_000, paidPaise: 0, balanceDuePaise: 40_000 });
  });
});
