import { openDeskShift } from './support/shifts';
import { BanquetEvent } from '../src/modules/banquet/banquet-event.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { Refund } from '../src/modules/billing/payments/refund.entity';
import { SimulatedPayment } from '../src/modules/billing/payments/simulator/simulated-gateway.entity';
import { Actor } from '../src/shared/actor';
import { aBanquetHall, anEvent } from './support/events';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { captureAtGateway, heldOrder, newPaymentId, rows, signedHandler, simulator, verify } from './support/payments';
import { useTestApp } from './support/test-app';

/**
 * What the hotel refunds comes from the stay's or event's folio (billing/folio.ts): a reversed
 * desk entry, its reversal and a flagged (mismatched) payment hold nothing that can go back,
 * whichever path refunds: the guest's cancel, the hotel's, a no-show, goodwill, an event's cancel.
 * The clock reads 2026-11-21 10:00 in Kolkata.
 */
const app = useTestApp();
const db = () => rows(app);
const desk: Actor = { adminId: null, label: 'Asha Verma <asha@hotel.example>' };
const manager = () => app.database.dataSource.manager;

const CANCEL_MINE = `mutation Cancel($id: ID!, $contact: String) {
  cancelMyBooking(bookingId: $id, contact: $contact) {
    errors { field code message } refundPaise message booking { status paymentStatus paidAmount balanceDue }
  }
}`;

/** A stay confirmed to pay at the hotel: one room, `nights` nights from `checkIn` at `rentPerDay` rupees. */
async function payAtHotel(checkIn: string, checkOut: string, rentPerDay: number): Promise<Booking> {
  const room = await createRoom(app.services, { rentPerDay });
  const stay = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  return app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: stay.id });
}

const takeAtDesk = async (bookingId: string, amount: number) =>
  (await app.services.deskPayments.record(desk, { bookingId, amount, method: 'cash' })).payment;
const documentsOf = (bookingId: string) =>
  app.database.dataSource.getRepository(TaxDocument).find({ where: { bookingId }, order: { number: 'ASC' } });
const moneyOf = (bookingId: string) => app.services.bookingMoney.of(manager(), bookingId);

describe('a desk payment that was reversed is never refunded', () => {
  it('pay at hotel ₹3,000, the desk takes ₹3,000 and reverses it, the guest cancels: nothing is refunded, no document is issued', async () => {
    const booking = await payAtHotel('2026-12-10', '2026-12-11', 3000);
    const taken = await takeAtDesk(booking.id, 3000);
    await app.services.deskPayments.reverse(desk, taken.id, 'Taken for the wrong booking');
    expect(await moneyOf(booking.id)).toMatchObject({ paidPaise: 0, balanceDuePaise: 300_000 });
    const documentsBefore = await documentsOf(booking.id);

    const reply = await gql(app, CANCEL_MINE, { id: booking.id, contact: booking.userEmail });
    expect(reply.data.cancelMyBooking).toMatchObject({
      errors: [],
      refundPaise: 0,
      message: 'Your booking is cancelled. Nothing was paid, so there is nothing to refund.',
      booking: { status: 'CANCELLED', paymentStatus: 'VOID', paidAmount: 0, balanceDue: 0 },
    });
    expect(await db().refunds(booking.id)).toEqual([]);
    expect(await moneyOf(booking.id)).toMatchObject({ paidPaise: 0, refundedPaise: 0, balanceDuePaise: 0 });
    const entries = await db().payments(booking.id);
    expect(entries.find((entry) => entry.id === taken.id)).toMatchObject({ status: 'paid', refundedPaise: 0 });
    expect(entries.map((entry) => entry.status).sort()).toEqual(['cancelled', 'paid', 'reversal']);
    // No credit note nor refund voucher for money that never stayed with the hotel.
    expect(await documentsOf(booking.id)).toEqual(documentsBefore);
    expect(await app.services.cancellations.quote(booking.id)).toMatchObject({ paidPaise: 0, refundPaise: 0 });
  });

  it('the hotel’s cancel refunds only the desk money still held', async () => {
    const booking = await payAtHotel('2026-12-12', '2026-12-14', 2000);
    const wrong = await takeAtDesk(booking.id, 1500);
    await app.services.deskPayments.reverse(desk, wrong.id, 'Counted twice');
    const kept = await takeAtDesk(booking.id, 1000);
    const cancellation = await app.services.cancellations.cancel(booking.id);
    expect(cancellation.terms).toMatchObject({ paidPaise: 100_000, refundPaise: 100_000 });
    expect((await db().refunds(booking.id)).map((refund) => [refund.paymentId, refund.amountPaise])).toEqual([
      [kept.id, 100_000],
    ]);
    expect(await moneyOf(booking.id)).toMatchObject({ paidPaise: 0, refundablePaise: 0 });
  });
});

describe('a flagged (mismatched) online payment is never refunded by a cancellation', () => {
  it('refunds the payment that paid the stay, and leaves the flagged one to the owner', async () => {
    const room = await createRoom(app.services, { rentPerDay: 2400 });
    const { bookingId, orderId, amountPaise } = await heldOrder(app, room, '2026-12-20', '2026-12-21');
    const short = newPaymentId();
    await app.database.dataSource
      .getRepository(SimulatedPayment)
      .save({ id: short, orderId, amountPaise: amountPaise - 100, method: 'card', status: 'captured', refundedPaise: 0 });
    expect((await verify(app, signedHandler(app, orderId, short))).status).toBe(409);
    const good = await captureAtGateway(app, orderId, amountPaise);
    expect((await verify(app, signedHandler(app, orderId, good))).status).toBe(200);
    await simulator(app).webhooks.idle();
    const flagged = (await db().payments(bookingId)).find((entry) => entry.razorpayPaymentId === short)!;
    expect(flagged.mismatchReason).toEqual(expect.stringContaining('Refund this payment'));
    expect(await moneyOf(bookingId)).toMatchObject({ paidPaise: amountPaise });

    const reply = await call(app, 'POST', `/api/booking/${bookingId}/cancel`, { token: await app.adminToken() });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ refundPercent: 100, booking: { status: 'cancelled', paymentStatus: 'refunded' } });
    const refunds = await db().refunds(bookingId);
    expect(refunds.map((refund) => refund.amountPaise)).toEqual([amountPaise]);
    expect(refunds[0].paymentId).not.toBe(flagged.id);
    expect(await db().simulatedRefunds(short)).toEqual([]);
    expect(await db().simulatedRefunds(good)).toMatchObject([{ amountPaise }]);
    expect((await db().payments(bookingId)).find((entry) => entry.id === flagged.id)).toMatchObject({
      status: 'paid',
      refundedPaise: 0,
    });
    await simulator(app).webhooks.idle();
  });
});

describe('no-show, goodwill and an event’s cancellation count the same way', () => {
  it('a no-show refunds beyond the policy’s charge from the money held, never the reversed entry', async () => {
    // Two nights at ₹2,000 from today: on the arrival day the policy keeps half (₹2,000).
    const booking = await payAtHotel('2026-11-21', '2026-11-23', 2000);
    const wrong = await takeAtDesk(booking.id, 4000);
    await app.services.deskPayments.reverse(desk, wrong.id, 'Card declined after the slip printed');
    const kept = await takeAtDesk(booking.id, 3000);
    const { message } = await app.services.stayDesk.markNoShow(desk, booking.id);
    expect(message).toBe('The cancellation policy keeps ₹2,000. ₹1,000 is refunded to the guest.');
    expect((await db().refunds(booking.id)).map((refund) => [refund.paymentId, refund.amountPaise])).toEqual([
      [kept.id, 100_000],
    ]);
    expect(await moneyOf(booking.id)).toMatchObject({ paidPaise: 200_000, balanceDuePaise: 0 });
  });

  it('goodwill gives back at most what the folio may refund, never from a reversed entry', async () => {
    const booking = await payAtHotel('2026-12-22', '2026-12-24', 2500);
    const wrong = await takeAtDesk(booking.id, 3000);
    await app.services.deskPayments.reverse(desk, wrong.id, 'Wrong amount keyed');
    const kept = await takeAtDesk(booking.id, 2000);
    await expect(
      app.services.deskPayments.refundGoodwill(desk, { bookingId: booking.id, amount: 2500, reason: 'Noisy room' }),
    ).rejects.toMatchObject({
      code: 'GOODWILL_OVER_PAID',
      message: 'The hotel holds ₹2,000 for this booking; a goodwill refund cannot be more.',
    });
    const { refunds } = await app.services.deskPayments.refundGoodwill(desk, {
      bookingId: booking.id,
      amount: 2000,
      reason: 'Noisy room',
    });
    expect(refunds.map((refund) => [refund.paymentId, refund.amountPaise])).toEqual([[kept.id, 200_000]]);
    expect(await moneyOf(booking.id)).toMatchObject({ paidPaise: 0, goodwillPaise: 200_000, balanceDuePaise: 300_000 });
  });

  it('an event’s cancellation refunds online money first, then desk money, never a reversed or flagged entry', async () => {
    const event = await anEvent(app.services, app.database.dataSource, await aBanquetHall(app.database.dataSource), {
      eventDate: '2027-03-15',
    });
    const token = await app.adminToken();
    await openDeskShift(app); // cash at the desk needs an open shift
    const RECORD = `mutation ($id: ID!, $input: EventPaymentInput!) { recordEventPayment(eventId: $id, input: $input) {
      errors { message } payment { id } } }`;
    const record = async (amount: number) =>
      (await gql(app, RECORD, { id: event.id, input: { amount, method: 'cash' } }, { token })).data.recordEventPayment.payment
        .id as string;
    const advance = await record(50_000);
    const ledger = app.database.dataSource.getRepository(Payment);
    // The reversing entry of a wrong desk receipt, as the ledger writes one.
    await ledger.insert({
      eventId: event.id,
      bookCode: event.reference,
      provider: 'hotel',
      method: 'cash',
      status: 'reversal',
      amountPaise: -50_000_00,
      reversesPaymentId: advance,
      paidAt: app.clock.now(),
    });
    const kept = await record(20_000);
    const online = await ledger.save({
      eventId: event.id,
      bookCode: event.reference,
      provider: app.services.paymentProvider.name,
      method: 'upi',
      status: 'paid',
      amountPaise: 30_000_00,
      razorpayPaymentId: await captureAtGateway(app, (await orderFor(event, 30_000_00)).id, 30_000_00),
      paidAt: app.clock.now(),
    });
    await ledger.save({
      eventId: event.id,
      bookCode: event.reference,
      provider: app.services.paymentProvider.name,
      method: 'card',
      status: 'paid',
      amountPaise: 999_00,
      razorpayPaymentId: newPaymentId(),
      mismatchReason:
        'Received INR 999.00 for an order of INR 43261.00: the booking was not confirmed. Refund this payment to the guest.',
      paidAt: app.clock.now(),
    });
    expect(await app.services.eventMoney.of(event.id)).toMatchObject({ paidPaise: 50_000_00, refundablePaise: 50_000_00 });

    // 114 days before: the scale refunds 90% of the ₹50,000 held.
    const cancellation = await app.services.eventCancellation.cancel(desk, event.id, 'Family emergency');
    expect(cancellation.quote).toMatchObject({ paidPaise: 50_000_00, refundPaise: 45_000_00 });
    const refunds = await app.database.dataSource.getRepository(Refund).find({ where: { eventId: event.id } });
    expect(refunds.map((refund) => [refund.paymentId, refund.amountPaise]).sort()).toEqual(
      [
        [online.id, 30_000_00],
        [kept, 15_000_00],
      ].sort(),
    );
    expect(await app.services.eventMoney.of(event.id)).toMatchObject({ paidPaise: 5_000_00, balanceDuePaise: 0 });
    await simulator(app).webhooks.idle();
  });
});

describe('a refund is refused beyond what the folio allows for its entry (defence in depth)', () => {
  it('refuses a reversed entry, and more than an entry still holds; records what it may', async () => {
    const booking = await payAtHotel('2026-12-26', '2026-12-28', 2000);
    const wrong = await takeAtDesk(booking.id, 1500);
    await app.services.deskPayments.reverse(desk, wrong.id, 'Counted twice');
    const kept = await takeAtDesk(booking.id, 1000);
    const refundOf = (payment: Payment, amountPaise: number, key: string) =>
      app.database.dataSource.transaction((tx) => app.services.refunds.record(tx, payment, amountPaise, 'goodwill', key));

    await expect(refundOf(wrong, 1, 'defence-reversed')).rejects.toThrow(/may refund 0 paise by its folio/);
    await expect(refundOf(kept, 100_001, 'defence-over')).rejects.toThrow(/may refund 100000 paise by its folio/);
    expect(await db().refunds(booking.id)).toEqual([]);

    expect(await refundOf(kept, 40_000, 'defence-part')).toMatchObject({ amountPaise: 40_000 });
    await expect(refundOf(kept, 60_001, 'defence-rest')).rejects.toThrow(/may refund 60000 paise/);
    expect(await db().payments(booking.id)).toContainEqual(
      expect.objectContaining({ id: kept.id, status: 'partially_refunded', refundedPaise: 40_000 }),
    );
  });
});

function orderFor(event: BanquetEvent, amountPaise: number) {
  return app.services.paymentProvider.createOrder({ amountPaise, receipt: event.reference, notes: { eventId: event.id } });
}
