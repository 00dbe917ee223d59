import { createRoom, quoteFor } from '../../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../../test/support/service-harness';
import { Actor } from '../../../shared/actor';
import { AuditEntry } from '../../audit/audit-entry.entity';
import { Booking } from '../booking.entity';
import { Payment } from '../../billing/payments/payment.entity';
import { Refund } from '../../billing/payments/refund.entity';

const harness = useServiceHarness();
const desk: Actor = { adminId: null, label: 'Asha Verma <asha@hotel.example>' };

/** A confirmed pay-at-hotel booking of one room for two nights at ₹2,500 (₹5,000 due). */
async function payAtHotelBooking(checkIn = '2026-12-10', checkOut = '2026-12-12') {
  const room = await createRoom(harness.services, { rentPerDay: 2500 });
  return harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
}

const stored = (id: string) => harness.database.dataSource.getRepository(Booking).findOneByOrFail({ id });
const money = (id: string) => harness.services.bookingMoney.of(harness.database.dataSource.manager, id);
const take = (bookingId: string, amount: unknown, method: unknown = 'CASH', extra: Record<string, unknown> = {}) =>
  harness.services.deskPayments.record(desk, { bookingId, amount, method, ...extra });

describe('money taken at the desk', () => {
  it('gives the financial year’s first receipt number 00001', async () => {
    const booking = await payAtHotelBooking();
    harness.clock.current = new Date('2027-04-01T04:30:00Z');
    expect((await take(booking.id, 100)).payment.receiptNumber).toBe('RC/2027-28/00001');
  });

  it('adds part payments up and makes the booking paid when the balance is paid', async () => {
    const booking = await payAtHotelBooking();
    const first = await take(booking.id, 2000, 'UPI', { reference: ' UTR-4411 ', note: 'Advance at arrival' });
    expect(first.payment).toMatchObject({
      provider: 'hotel',
      method: 'upi',
      status: 'paid',
      amountPaise: 200000,
      reference: 'UTR-4411',
      note: 'Advance at arrival',
      recordedBy: 'Asha Verma <asha@hotel.example>',
      bookCode: booking.bookCode,
    });
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'part_paid', paymentMethod: 'upi' });
    expect(await money(booking.id)).toMatchObject({ paidPaise: 200000, balanceDuePaise: 300000 });

    await take(booking.id, 3000, 'cash');
    expect(await stored(booking.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash' });
    expect(await money(booking.id)).toMatchObject({ paidPaise: 500000, balanceDuePaise: 0 });

    const audit = await harness.database.dataSource
      .getRepository(AuditEntry)
      .findBy({ bookingId: booking.id, action: 'payment' });
    expect(audit.map((entry) => entry.detail).sort()).toEqual([
      expect.stringContaining('₹2,000 by UPI (ref UTR-4411), receipt RC/2026-27/'),
      expect.stringContaining('₹3,000 in cash, receipt RC/2026-27/'),
    ]);
  });

  it('refuses more than the balance due, and anything once nothing is due, changing nothing', async () => {
    const booking = await payAtHotelBooking();
    const over = await refusal(() => take(booking.id, 5000.01));
    expect(over).toMatchObject({ code: 'DESK_AMOUNT_OVER_BALANCE', field: 'amount' });
    expect(over.message).toBe('The balance due is ₹5,000; the desk cannot take more than that.');
    await take(booking.id, 5000);
    expect(await refusal(() => take(booking.id, 1))).toMatchObject({
      code: 'DESK_NOTHING_DUE',
      message: 'Nothing is due on this booking.',
    });
    expect(await harness.database.dataSource.getRepository(Payment).countBy({ bookingId: booking.id, status: 'paid' })).toBe(1);
  });

  it('refuses bad input field by field', async () => {
    const booking = await payAtHotelBooking();
    const refused = await refusal(() => take(booking.id, 10.005, 'cheque', { reference: 'x'.repeat(65), note: 'n'.repeat(501) }));
    expect(toFields(refused)).toEqual([
      ['amount', 'Enter an amount in rupees greater than zero, with at most two decimals.'],
      ['method', 'Choose how the guest paid: cash, UPI, card or bank transfer.'],
      ['reference', 'The reference can be at most 64 characters.'],
      ['note', 'The note can be at most 500 characters.'],
    ]);
    for (const amount of [0, -5, 'abc', Number.NaN, 1e12]) {
      expect(await refusal(() => take(booking.id, amount))).toMatchObject({ code: 'DESK_AMOUNT_INVALID' });
    }
    expect(await refusal(() => take('not-a-booking', 10))).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
  });

  it('refuses a cancelled booking', async () => {
    const booking = await payAtHotelBooking();
    await harness.services.cancellations.cancel(booking.id);
    expect(await refusal(() => take(booking.id, 100))).toMatchObject({
      code: 'DESK_BOOKING_ENDED',
      message: 'This booking was cancelled; no money can be taken for it.',
    });
  });

  it('confirms a held booking paid at the desk', async () => {
    const room = await createRoom(harness.services, { rentPerDay: 2500 });
    const held = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-11'));
    await take(held.id, 1000, 'CARD', { reference: 'SLIP-88' });
    expect(await stored(held.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'part_paid', holdExpiresAt: null });
  });

  it('numbers receipts one after another without gaps, even when a payment fails half way', async () => {
    const booking = await payAtHotelBooking();
    const first = await take(booking.id, 100);
    const audit = jest.spyOn(harness.services.audit, 'record').mockRejectedValueOnce(new Error('disk full'));
    await expect(take(booking.id, 100)).rejects.toThrow('disk full');
    audit.mockRestore();
    const second = await take(booking.id, 100);
    // The sequence is shared by the whole file's tests: the two numbers follow each other.
    const firstNumber = Number(first.payment.receiptNumber!.slice('RC/2026-27/'.length));
    expect(first.payment.receiptNumber).toMatch(/^RC\/2026-27\/\d{5}$/);
    expect(second.payment.receiptNumber).toBe(`RC/2026-27/${String(firstNumber + 1).padStart(5, '0')}`);
    expect(await money(booking.id)).toMatchObject({ paidPaise: 20000 });
  });
});

describe('reversing a wrong desk entry', () => {
  it('restores the balance with a reversing entry, keeps the original, and cannot reverse twice', async () => {
    const booking = await payAtHotelBooking();
    const { payment } = await take(booking.id, 5000);
    expect(await stored(booking.id)).toMatchObject({ paymentStatus: 'paid' });

    const { payment: reversal } = await harness.services.deskPayments.reverse(desk, payment.id, ' Typed 5000 instead of 500 ');
    expect(reversal).toMatchObject({
      status: 'reversal',
      amountPaise: -500000,
      reversesPaymentId: payment.id,
      receiptNumber: null,
      note: `Reverses receipt ${payment.receiptNumber}: Typed 5000 instead of 500`,
    });
    const original = await harness.database.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id });
    expect(original).toMatchObject({ status: 'paid', amountPaise: 500000, receiptNumber: payment.receiptNumber });
    expect(await money(booking.id)).toMatchObject({ paidPaise: 0, balanceDuePaise: 500000 });
    expect(await stored(booking.id)).toMatchObject({ paymentStatus: 'pending' });

    expect(await refusal(() => harness.services.deskPayments.reverse(desk, payment.id, 'again'))).toMatchObject({
      code: 'DESK_PAYMENT_ALREADY_REVERSED',
    });
    expect(await refusal(() => harness.services.deskPayments.reverse(desk, reversal.id, 'again'))).toMatchObject({
      code: 'DESK_PAYMENT_NOT_REVERSIBLE',
    });
    expect(await refusal(() => harness.services.deskPayments.reverse(desk, payment.id, '  '))).toMatchObject({
      code: 'DESK_REASON_REQUIRED',
      field: 'reason',
    });
    const receipt = await harness.services.deskPayments.receipt(payment.id);
    expect(receipt.reversal).toMatchObject({ by: 'Asha Verma', note: expect.stringContaining('Typed 5000') });
  });

  it('refuses to reverse a pay-at-hotel promise (only desk money has a receipt)', async () => {
    const booking = await payAtHotelBooking();
    const promise = await harness.database.dataSource.getRepository(Payment).findOneByOrFail({ bookingId: booking.id });
    expect(await refusal(() => harness.services.deskPayments.reverse(desk, promise.id, 'wrong'))).toMatchObject({
      code: 'DESK_PAYMENT_NOT_REVERSIBLE',
    });
  });
});

describe('the pay-at-hotel promise', () => {
  const promiseOf = (bookingId: string) =>
    harness.database.dataSource.getRepository(Payment).findOneByOrFail({ bookingId, method: 'cod' });
  const ledgerOf = async (bookingId: string) => {
    const { entries, totals } = await harness.services.ledger.list({ bookingId });
    return { promise: entries.find((entry) => entry.payment.method === 'cod')!, due: totals.pendingAtHotelPaise };
  };

  it('stays open while the booking owes, owing its balance; is kept once the desk takes it all; opens again on a reversal', async () => {
    const booking = await payAtHotelBooking();
    await take(booking.id, 2000, 'upi', { reference: '612345678906' });
    expect(await promiseOf(booking.id)).toMatchObject({ status: 'pending', amountPaise: 500000 });
    expect(await ledgerOf(booking.id)).toMatchObject({ promise: { receivedPaise: 0, dueAtHotelPaise: 300000 }, due: 300000 });

    const { payment } = await take(booking.id, 3000, 'cash');
    expect(await promiseOf(booking.id)).toMatchObject({ status: 'fulfilled', amountPaise: 500000 });
    expect(await ledgerOf(booking.id)).toMatchObject({ promise: { receivedPaise: 0, dueAtHotelPaise: null }, due: 0 });

    await harness.services.deskPayments.reverse(desk, payment.id, 'Counted twice');
    expect(await promiseOf(booking.id)).toMatchObject({ status: 'pending' });
    expect(await ledgerOf(booking.id)).toMatchObject({ promise: { dueAtHotelPaise: 300000 }, due: 300000 });
  });

  it('is voided when its booking is cancelled; a kept promise stays kept', async () => {
    const open = await payAtHotelBooking('2026-12-14', '2026-12-16');
    await take(open.id, 1000);
    await harness.services.cancellations.cancel(open.id);
    expect(await promiseOf(open.id)).toMatchObject({ status: 'cancelled', failureReason: 'Booking cancelled' });

    const kept = await payAtHotelBooking('2026-12-18', '2026-12-20');
    await take(kept.id, 5000);
    await harness.services.cancellations.cancel(kept.id);
    expect(await promiseOf(kept.id)).toMatchObject({ status: 'fulfilled' });
    expect(await money(kept.id)).toMatchObject({ paidPaise: 0, balanceDuePaise: 0 });
  });

  it('can only be a pay-at-hotel promise: the database refuses another entry marked kept', async () => {
    const booking = await payAtHotelBooking();
    const { payment } = await take(booking.id, 100);
    await expect(
      harness.database.dataSource.getRepository(Payment).update({ id: payment.id }, { status: 'fulfilled' }),
    ).rejects.toThrow(/payment_fulfilled_is_promise/);
  });
});

describe('goodwill refunds', () => {
  it('gives back at most what was paid, in the folio’s order (oldest desk money first), paid back at once by the desk', async () => {
    const booking = await payAtHotelBooking();
    const older = await take(booking.id, 3000, 'cash');
    harness.clock.advanceMinutes(5);
    const newer = await take(booking.id, 1000, 'upi', { reference: '612345678907' });

    const tooMuch = await refusal(() =>
      harness.services.deskPayments.refundGoodwill(desk, { bookingId: booking.id, amount: 4000.5, reason: 'AC broken' }),
    );
    expect(tooMuch).toMatchObject({ code: 'GOODWILL_OVER_PAID', field: 'amount' });
    expect(tooMuch.message).toBe('The hotel holds ₹4,000 for this booking; a goodwill refund cannot be more.');

    const { refunds } = await harness.services.deskPayments.refundGoodwill(desk, {
      bookingId: booking.id,
      amount: 1500,
      reason: 'AC broken on the first night',
    });
    // The order money goes back is the folio's, as for cancellations and no-shows (billing/folio.ts).
    expect(refunds.map((refund) => [refund.paymentId, refund.amountPaise, refund.reason, refund.status])).toEqual([
      [older.payment.id, 150000, 'goodwill', 'processed'],
    ]);
    expect(await harness.database.dataSource.getRepository(Payment).findOneByOrFail({ id: newer.payment.id })).toMatchObject({
      status: 'paid',
      refundedPaise: 0,
    });
    expect(await money(booking.id)).toMatchObject({ paidPaise: 250000, goodwillPaise: 150000, balanceDuePaise: 100000 });
    const stored = await harness.database.dataSource.getRepository(Refund).findBy({ bookingId: booking.id });
    expect(stored.every((refund) => refund.processedAt !== null)).toBe(true);
    expect(
      await harness.database.dataSource.getRepository(AuditEntry).findOneBy({ bookingId: booking.id, action: 'refund' }),
    ).toMatchObject({ detail: 'Goodwill refund of ₹1,500: AC broken on the first night' });
  });

  it('does not count a reversed entry as money held', async () => {
    const booking = await payAtHotelBooking();
    const { payment } = await take(booking.id, 2000);
    await harness.services.deskPayments.reverse(desk, payment.id, 'wrong booking');
    expect(
      await refusal(() => harness.services.deskPayments.refundGoodwill(desk, { bookingId: booking.id, amount: 1, reason: 'x' })),
    ).toMatchObject({ code: 'GOODWILL_OVER_PAID', message: 'Nothing was paid for this booking, so there is nothing to refund.' });
  });
});

describe('the receipt', () => {
  it('has the hotel, the booking, the amount in words and who received it', async () => {
    const booking = await payAtHotelBooking();
    const { payment } = await take(booking.id, 4500, 'BANK_TRANSFER', { reference: 'NEFT-991' });
    const receipt = await harness.services.deskPayments.receipt(payment.id);
    expect(receipt).toMatchObject({
      receiptNumber: expect.stringMatching(/^RC\/2026-27\/\d{5}$/),
      hotelName: 'Hotel Anand Residency & Banquet Hall',
      bookCode: booking.bookCode,
      guestName: booking.userName,
      stayText: 'Thu, 10 Dec 2026 – Sat, 12 Dec 2026 (2 nights)',
      amountPaise: 450000,
      amountInWords: 'Rupees Four Thousand Five Hundred only',
      method: 'bank_transfer',
      reference: 'NEFT-991',
      receivedBy: 'Asha Verma',
      paidAtText: '21 Nov 2026, 10:00 AM',
      reversal: null,
    });
  });
});

function toFields(error: { errors?: { field?: string; message: string }[]; field?: string; message: string }) {
  return (error.errors ?? [error]).map((e) => [e.field, e.message]);
}
