import { createRoom, quoteFor } from '../../../../test/support/fixtures';
import { useServiceHarness } from '../../../../test/support/service-harness';
import { CaptureOwner, mismatchReason } from './capture-owner';
import { OnlineCheckout, recordOrder } from './online-checkout';
import { Payment, PaymentAttemptStatus, RefundReason, SettlementOutcome } from './payment.entity';
import { Refund } from './refund.entity';

const harness = useServiceHarness();

/** A thing sold as the fake owner sees it. */
interface Sold {
  bookingId: string;
}

const ORDER_PAISE = 500_000;

/**
 * The checkout through its port, with an owner that only counts what it is asked: the common
 * start of step two is billing's, whoever sells. The folio is a held booking's (any folio will do).
 */
async function checkoutOf(owner: Partial<CaptureOwner<Sold>> = {}) {
  const room = await createRoom(harness.services);
  const booking = await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-11'));
  const orderId = `order_checkout_${booking.id.slice(0, 8)}`;
  const provider = harness.services.paymentProvider.name;
  const dataSource = harness.database.dataSource;
  await dataSource.transaction((manager) =>
    recordOrder(
      manager,
      { bookingId: booking.id },
      { id: orderId, amountPaise: ORDER_PAISE, currency: 'INR', bookCode: booking.bookCode, provider },
    ),
  );
  const asked: string[] = [];
  const sold: Sold = { bookingId: booking.id };
  const port: CaptureOwner<Sold> = {
    words: { sold: 'thing', payer: 'buyer' },
    orderOf: (_manager, id) =>
      Promise.resolve(
        id === orderId
          ? {
              sold,
              of: { bookingId: booking.id },
              bookCode: booking.bookCode,
              provider,
              asked: () => Promise.resolve({ amountPaise: ORDER_PAISE, currency: 'INR' }),
            }
          : null,
      ),
    lock: () => Promise.resolve(sold),
    closed: () => false,
    decide: () => {
      asked.push('decide');
      return Promise.resolve({ outcome: SettlementOutcome.CONFIRMED, newlyConfirmed: true });
    },
    documents: () => {
      asked.push('documents');
      return Promise.resolve([]);
    },
    recover: () => null,
    failed: () => {
      asked.push('failed');
      return Promise.resolve();
    },
    ...owner,
  };
  const checkout = new OnlineCheckout(dataSource, harness.services.refunds, harness.clock.now);
  const captured = (paymentId: string, amountPaise = ORDER_PAISE) => ({
    orderId,
    paymentId,
    amountPaise,
    currency: 'INR',
    method: null,
  });
  const rows = () => dataSource.getRepository(Payment).find({ where: { bookingId: booking.id }, order: { createdAt: 'ASC' } });
  const refunds = () => dataSource.getRepository(Refund).findBy({ bookingId: booking.id });
  return { checkout, port, asked, orderId, captured, rows, refunds };
}

describe('the online checkout of anything sold', () => {
  it('words the mismatch note the same for a stay and an event, each in its own words', () => {
    const asked = { amountPaise: 400_000, currency: 'INR' };
    const got = { amountPaise: 100, currency: 'INR' };
    expect(mismatchReason(asked, got, { sold: 'booking', payer: 'guest' })).toBe(
      'Received INR 1.00 for an order of INR 4000.00: the booking was not confirmed. Refund this payment to the guest.',
    );
    expect(mismatchReason(asked, got, { sold: 'event', payer: 'customer' })).toBe(
      'Received INR 1.00 for an order of INR 4000.00: the event was not confirmed. Refund this payment to the customer.',
    );
    expect(mismatchReason(asked, { amountPaise: 400_000, currency: 'inr' }, { sold: 'event', payer: 'customer' })).toBeNull();
  });

  it('flags money that misses its order without asking the owner, and a repeat answers the same', async () => {
    const { checkout, port, asked, captured, rows } = await checkoutOf();
    const first = await checkout.settle(port, captured('pay_short', 100));
    expect(first).toMatchObject({ outcome: SettlementOutcome.AMOUNT_MISMATCH, refunds: [], newlyConfirmed: false });
    const repeat = await checkout.settle(port, captured('pay_short', 100));
    expect(repeat?.outcome).toBe(SettlementOutcome.AMOUNT_MISMATCH);
    expect(asked.filter((question) => question === 'decide')).toEqual([]);
    expect((await rows()).map((row) => [row.status, row.amountPaise, row.mismatchReason, row.settlementOutcome])).toEqual([
      [
        PaymentAttemptStatus.PAID,
        100,
        'Received INR 1.00 for an order of INR 5000.00: the thing was not confirmed. Refund this payment to the buyer.',
        SettlementOutcome.AMOUNT_MISMATCH,
      ],
    ]);
  });

  it('sends money for a closed thing back whole, and the owner records it', async () => {
    const closedRefunds: string[] = [];
    const { checkout, port, asked, captured, refunds } = await checkoutOf({
      closed: () => true,
      refundedClosed: (_manager, sold) => Promise.resolve(void closedRefunds.push(sold.bookingId)),
    });
    const result = await checkout.settle(port, captured('pay_closed'));
    expect(result?.outcome).toBe(SettlementOutcome.REFUNDED_CANCELLED);
    expect(closedRefunds).toHaveLength(1);
    expect(asked).not.toContain('decide');
    expect((await refunds()).map((refund) => [refund.reason, refund.amountPaise])).toEqual([
      [RefundReason.CANCELLATION, ORDER_PAISE],
    ]);
  });

  it('writes the outcome and the refund the owner decided, keyed to the payment', async () => {
    const { checkout, port, captured, rows, refunds } = await checkoutOf({
      decide: () => Promise.resolve({ outcome: SettlementOutcome.REFUNDED_DUPLICATE, refund: RefundReason.DUPLICATE_PAYMENT }),
    });
    const result = await checkout.settle(port, captured('pay_twice'));
    expect(result).toMatchObject({ outcome: SettlementOutcome.REFUNDED_DUPLICATE, newlyConfirmed: false });
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'refunded',
      refundedPaise: ORDER_PAISE,
      settlementOutcome: SettlementOutcome.REFUNDED_DUPLICATE,
    });
    expect((await refunds()).map((refund) => refund.idempotencyKey)).toEqual([`duplicate_payment-${row.id}`]);
  });

  it('settles as the owner recovers when its decision is refused, with nothing of the refused try kept', async () => {
    const { checkout, port, asked, captured, rows, refunds } = await checkoutOf({
      decide: () => Promise.reject(new Error('the slot went to another')),
      recover: (error) =>
        error instanceof Error && error.message === 'the slot went to another'
          ? { outcome: SettlementOutcome.REFUNDED_ROOM_GONE, refund: RefundReason.LATE_PAYMENT }
          : null,
    });
    const result = await checkout.settle(port, captured('pay_late'));
    expect(result).toMatchObject({ outcome: SettlementOutcome.REFUNDED_ROOM_GONE, documents: [] });
    expect(asked).not.toContain('documents');
    expect((await rows())[0]).toMatchObject({ status: 'refunded', settlementOutcome: SettlementOutcome.REFUNDED_ROOM_GONE });
    expect((await refunds()).map((refund) => refund.reason)).toEqual([RefundReason.LATE_PAYMENT]);
  });

  it('lets an error the owner does not recover from through, with the money still on the books', async () => {
    const { checkout, port, captured, rows } = await checkoutOf({ decide: () => Promise.reject(new Error('broken')) });
    await expect(checkout.settle(port, captured('pay_broken'))).rejects.toThrow('broken');
    expect((await rows())[0]).toMatchObject({ status: PaymentAttemptStatus.PAID, settlementOutcome: null });
  });

  it('records a failed attempt with its method, never over money received, and passes on orders not its own', async () => {
    const { checkout, port, asked, orderId, captured, rows } = await checkoutOf();
    const failure = { orderId, paymentId: 'pay_failed', method: 'upi' as const, reason: 'Card declined' };
    expect(await checkout.recordFailure(port, failure)).toBe(true);
    expect(asked).toContain('failed');
    expect((await rows()).map((row) => [row.status, row.method, row.failureReason])).toEqual([
      [PaymentAttemptStatus.FAILED, 'upi', 'Card declined'],
    ]);
    await checkout.settle(port, captured('pay_ok'));
    expect(await checkout.recordFailure(port, { ...failure, paymentId: 'pay_ok' })).toBe(true);
    expect((await rows()).map((row) => row.status)).toEqual([PaymentAttemptStatus.FAILED, PaymentAttemptStatus.PAID]);
    expect(await checkout.recordFailure(port, { ...failure, orderId: 'order_of_someone_else' })).toBe(false);
  });
});
