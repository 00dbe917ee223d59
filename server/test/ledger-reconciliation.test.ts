import { Payment } from '../src/modules/billing/payments/payment.entity';
import { Actor } from '../src/shared/actor';
import { aBanquetHall, anEvent } from './support/events';
import { createRoom, quoteFor } from './support/fixtures';
import { gql } from './support/graphql';
import { call } from './support/http';
import { holdWebhooks, paidBooking, payInCheckout } from './support/payments';
import { useTestApp } from './support/test-app';

/**
 * The ledger (its totals, the REST list and the CSV) against the folios: what each stay and each
 * event says it was paid and refunded (BookingMoneyService, EventMoneyService). Every money path
 * is here: online payments, an online event advance, desk money for a stay and an event, a
 * reversal, a goodwill refund, a cancellation's refunds, a pay-at-hotel promise kept, reopened by
 * the reversal and kept again, and one still open. This file's database holds nothing else.
 */
const app = useTestApp();
const desk: Actor = { adminId: null, label: 'Asha Verma <asha@hotel.example>' };

const ORDER = `mutation ($reference: String!) {
  createEventPaymentOrder(reference: $reference) { errors { code message } checkout { orderId } }
}`;
const VERIFY = `mutation ($input: VerifyEventPaymentInput!) { verifyEventPayment(input: $input) { errors { code message } } }`;

/** The event's next step paid in the simulated checkout and verified (its webhooks delivered after). */
async function payEventOnline(reference: string): Promise<void> {
  const webhooks = holdWebhooks(app);
  const order = await gql(app, ORDER, { reference });
  const handler = await payInCheckout(app, order.data.createEventPaymentOrder.checkout.orderId);
  const verified = await gql(app, VERIFY, {
    input: {
      reference,
      razorpayOrderId: handler.razorpay_order_id,
      razorpayPaymentId: handler.razorpay_payment_id,
      razorpaySignature: handler.razorpay_signature,
    },
  });
  expect(verified.data.verifyEventPayment.errors).toEqual([]);
  await webhooks.deliver();
}

async function payAtHotel(checkIn: string, checkOut: string, rentPerDay: number) {
  const room = await createRoom(app.services, { rentPerDay });
  return app.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
}

/** RFC 4180 rows (quoted cells, doubled quotes), the BOM and the last line end dropped. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') [cell, i] = [cell + '"', i + 1];
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') [rows[rows.length - 1], cell] = [[...rows[rows.length - 1], cell], ''];
    else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      rows[rows.length - 1].push(cell);
      [cell, i] = ['', i + 1];
      rows.push([]);
    } else cell += char;
  }
  return rows.filter((row) => row.length > 1);
}

const paise = (rupees: string | number) => Math.round(Number(rupees) * 100);

describe('the ledger against the folios', () => {
  it('adds up to what the stays and events say they were paid, in its totals, its REST list and its CSV', async () => {
    const { dataSource } = app.database;
    const token = await app.adminToken();

    // Stays paid online: one keeps its money less a goodwill refund, one is cancelled and refunded.
    const online = await paidBooking(app, '2027-01-05', '2027-01-07', { rentPerDay: 3200 });
    await app.services.deskPayments.refundGoodwill(desk, { bookingId: online.bookingId, amount: 750, reason: 'Late room' });
    const cancelled = await paidBooking(app, '2027-01-08', '2027-01-09', { rentPerDay: 1800 });
    await app.services.cancellations.cancel(cancelled.bookingId);

    // Pay at hotel, paid at the desk: the promise is kept, reopened by a reversal, kept again.
    const kept = await payAtHotel('2027-01-10', '2027-01-12', 2500);
    await app.services.deskPayments.record(desk, { bookingId: kept.id, amount: 2000, method: 'UPI', reference: 'UTR-4411' });
    const cash = await app.services.deskPayments.record(desk, { bookingId: kept.id, amount: 3000, method: 'CASH' });
    const promiseOf = (bookingId: string) => dataSource.getRepository(Payment).findOneByOrFail({ bookingId, method: 'cod' });
    expect(await promiseOf(kept.id)).toMatchObject({ status: 'fulfilled', amountPaise: 500000 });
    await app.services.deskPayments.reverse(desk, cash.payment.id, 'Counted twice');
    expect(await promiseOf(kept.id)).toMatchObject({ status: 'pending' });
    await app.services.deskPayments.record(desk, { bookingId: kept.id, amount: 3000, method: 'CARD', reference: 'SLIP-88' });
    expect(await promiseOf(kept.id)).toMatchObject({ status: 'fulfilled' });

    // Pay at hotel, part paid at the desk: the promise stays open for what is still due.
    const open = await payAtHotel('2027-01-13', '2027-01-14', 4000);
    await app.services.deskPayments.record(desk, { bookingId: open.id, amount: 1500, method: 'CASH' });

    // An event: its advance online, then money at the desk. Another: its advance online, then cancelled.
    const slots = await aBanquetHall(dataSource);
    const event = await anEvent(app.services, dataSource, slots);
    await payEventOnline(event.reference);
    await app.services.eventDeskMoney.record(desk, event.id, { amount: 10000, method: 'BANK_TRANSFER', reference: 'NEFT-77' });
    const called = await anEvent(app.services, dataSource, slots, { eventDate: '2027-03-01', session: slots.lunch });
    await payEventOnline(called.reference);
    await app.services.eventCancellation.cancel(desk, called.id, 'The family postponed');

    // The folios' side: what each stay and event was paid (net of refunds) and refunded.
    const bookingIds = [online.bookingId, cancelled.bookingId, kept.id, open.id];
    const stays = [...(await app.services.bookingMoney.ofMany(bookingIds)).values()];
    const events = await Promise.all([event.id, called.id].map((id) => app.services.eventMoney.of(id)));
    const folios = [...stays, ...events];
    const paidPaise = folios.reduce((sum, folio) => sum + folio.paidPaise, 0);
    const refundedPaise = folios.reduce((sum, folio) => sum + folio.refundedPaise, 0);
    const openBalance = (await app.services.bookingMoney.of(dataSource.manager, open.id)).balanceDuePaise;
    expect(stays.map((stay) => stay.paidPaise)).toEqual([640000 - 75000, 0, 500000, 150000]);
    expect(openBalance).toBe(250000);
    expect(refundedPaise).toBeGreaterThan(75000 + 180000);

    // The ledger's totals.
    const { totals, entries } = await app.services.ledger.list({});
    expect(totals).toMatchObject({
      netPaise: paidPaise,
      refundedPaise,
      receivedPaise: paidPaise + refundedPaise,
      pendingAtHotelPaise: openBalance,
    });
    expect(entries.reduce((sum, entry) => sum + entry.receivedPaise, 0)).toBe(totals.receivedPaise);

    // The REST list says the same, in rupees.
    const rest = await call(app, 'GET', '/api/payments', { token });
    expect(rest.body.data.totals).toMatchObject({
      net: paidPaise / 100,
      refunded: refundedPaise / 100,
      pendingAtHotel: openBalance / 100,
    });

    // The CSV: Received less Refunded is the net; Due at hotel is the open promise's balance.
    const csv = await fetch(`${app.baseUrl}/api/admin/export/payments.csv`, { headers: { authorization: `Bearer ${token}` } });
    const [header, ...rows] = csvRows(await csv.text());
    const column = (name: string) => {
      const index = header.indexOf(name);
      expect(index).toBeGreaterThanOrEqual(0);
      return rows.map((row) => row[index]);
    };
    const sum = (name: string) => column(name).reduce((total, cell) => total + (cell === '' ? 0 : paise(cell)), 0);
    expect(rows).toHaveLength(totals.attempts);
    expect(sum('Received (INR)')).toBe(totals.receivedPaise);
    expect(sum('Received (INR)') - sum('Refunded (INR)')).toBe(paidPaise);
    expect(sum('Due at hotel (INR)')).toBe(openBalance);

    // Each promise is no money; the kept one owes nothing, the open one its balance, not its ₹4,000.
    const byCode = (code: string, status: string) =>
      rows.find((row) => row[header.indexOf('Booking code')] === code && row[header.indexOf('Status')] === status)!;
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    const keptPromise = byCode(kept.bookCode, 'fulfilled');
    const openPromise = byCode(open.bookCode, 'pending');
    expect([cell(keptPromise, 'Received (INR)'), cell(keptPromise, 'Due at hotel (INR)')]).toEqual(['0.00', '']);
    expect([cell(openPromise, 'Amount (INR)'), cell(openPromise, 'Received (INR)')]).toEqual(['4000.00', '0.00']);
    expect(cell(openPromise, 'Due at hotel (INR)')).toBe('2500.00');
    // The event's rows carry its reference, as the stays' carry their codes.
    expect(column('Booking code')).toEqual(expect.arrayContaining([event.reference, called.reference]));
  });
});
