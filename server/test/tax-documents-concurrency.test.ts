import { createRoom, quoteFor } from './support/fixtures';
import { useServiceHarness } from './support/service-harness';
import { onPostgres } from './support/test-database';
import { Actor } from '../src/shared/actor';
import { SimulatedProvider } from '../src/modules/billing/payments/simulator/simulated-provider';

const DESK: Actor = { adminId: null, label: 'Desk Clerk <desk@hotel.test>' };

/** "AR/26-27/0001" … for 1 … count. */
const series = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}/26-27/${String(index + 1).padStart(4, '0')}`);

/*
 * Real concurrent transactions need PostgreSQL (PGlite is one connection). Nothing in the
 * application orders these acts: each locks its own booking, and the document_sequence row lock
 * is all that stands between them and a shared or skipped number.
 */
(onPostgres() ? describe : describe.skip)('tax documents issued at the same moment', () => {
  const harness = useServiceHarness();
  const numbersOf = async (kind: string): Promise<string[]> =>
    (
      await harness.database.dataSource.query<{ number: string }[]>(
        `SELECT number FROM tax_document WHERE kind = $1 ORDER BY number`,
        [kind],
      )
    ).map((row) => row.number);

  async function payAtHotel(checkIn: string, checkOut: string) {
    const room = await createRoom(harness.services, { rentPerDay: 2500 });
    return harness.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
  }

  it('numbers the receipt vouchers of 12 stays paid online at once 0001 to 0012: no gap, no number twice', async () => {
    const simulator = harness.services.paymentProvider as SimulatedProvider;
    const orders = [];
    for (let index = 0; index < 12; index += 1) {
      const room = await createRoom(harness.services, { rentPerDay: 2500 });
      orders.push(await harness.services.payments.createOrder({ quote: quoteFor(room.id, '2026-12-01', '2026-12-03') }));
    }
    const paid = await Promise.all(orders.map(({ order }) => simulator.pay(order.id, 'upi')));
    const settled = await Promise.all(paid.map((response) => harness.services.payments.verify(response)));

    expect(settled.map((settlement) => settlement.outcome)).toEqual(Array(12).fill('confirmed'));
    // Paid before check-out: each an advance with its receipt voucher.
    expect(await numbersOf('receipt_voucher')).toEqual(series('RV', 12));
    const perBooking = await harness.services.taxDocuments.ofBookings(orders.map(({ booking }) => booking.id));
    expect([...perBooking.values()].map((documents) => documents.length)).toEqual(Array(12).fill(1));
  });

  it('keeps every sequence gapless when acts issuing several kinds each run at once', async () => {
    harness.clock.current = new Date('2026-11-21T12:00:00Z'); // 5:30 PM: tomorrow's cancellations are late
    const partPaid = [];
    const inHouse = [];
    for (let index = 0; index < 6; index += 1) {
      partPaid.push(await payAtHotel('2026-11-22', '2026-11-24'));
      inHouse.push(await payAtHotel('2026-11-21', '2026-11-24'));
    }
    // Six advances at once, then six stays paid in full at once: receipt vouchers RV/…/0013–0024.
    await Promise.all(
      partPaid.map((booking) =>
        harness.services.deskPayments.record(DESK, { bookingId: booking.id, amount: 1000, method: 'cash' }),
      ),
    );
    await Promise.all(
      inHouse.map((booking) =>
        harness.services.deskPayments.record(DESK, {
          bookingId: booking.id,
          amount: 7500,
          method: 'upi',
          reference: '612345678905',
        }),
      ),
    );
    for (const booking of inHouse) {
      await harness.services.stayDesk.checkIn(DESK, booking.id, {
        idType: 'aadhaar',
        idNumber: '1234 5678 9012',
        adults: 1,
        children: 0,
      });
    }
    // Then at once: six late cancellations (a refund voucher and an invoice each) and six
    // check-outs (an invoice each); then six goodwill refunds after those invoices (a credit note each).
    await Promise.all([
      ...partPaid.map((booking) => harness.services.cancellations.cancel(booking.id)),
      ...inHouse.map((booking) => harness.services.stayDesk.checkOut(DESK, booking.id)),
    ]);
    await Promise.all(
      inHouse.map((booking) =>
        harness.services.deskPayments.refundGoodwill(DESK, { bookingId: booking.id, amount: 100, reason: 'Slow lift' }),
      ),
    );

    expect(await numbersOf('receipt_voucher')).toEqual(series('RV', 12 + 6 + 6));
    expect(await numbersOf('refund_voucher')).toEqual(series('RF', 6));
    expect(await numbersOf('credit_note')).toEqual(series('CN', 6));
    expect(await numbersOf('invoice')).toEqual(series('AR', 6 + 6));
    const receipts = await harness.database.dataSource.query<{ receipt_number: string }[]>(
      `SELECT receipt_number FROM payment WHERE receipt_number IS NOT NULL ORDER BY receipt_number`,
    );
    expect(receipts.map((row) => row.receipt_number)).toEqual(
      Array.from({ length: 12 }, (_, index) => `RC/2026-27/${String(index + 1).padStart(5, '0')}`),
    );
  });
});
