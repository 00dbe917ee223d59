import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../shared/db-errors';
import { Booking } from '../bookings/booking.entity';
import { reclaimRooms, relocateToFreeRooms, roomsTakenByOthers } from '../bookings/booking-rooms';
import { Payment } from './payment.entity';
import { Refund } from './refund.entity';
import { Refunds } from './refunds';

/** A captured payment, as the checkout handler or a webhook reports it. */
export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  method: string | null;
  signature?: string;
}

/** already_settled: the payment was handled before and refunded for a reason not kept here. */
export type SettlementOutcome =
  'confirmed' | 'already_settled' | 'relocated' | 'refunded_room_gone' | 'refunded_duplicate' | 'refunded_cancelled';

export interface Settlement {
  booking: Booking;
  payment: Payment;
  outcome: SettlementOutcome;
  refunds: Refund[];
  /** True the first time the booking becomes confirmed and paid: time to send the mail. */
  newlyConfirmed: boolean;
}

const SETTLE_ATTEMPTS = 4;

/**
 * Turns captured money into a confirmed booking, and never loses it. Step one records the
 * payment as paid (its own transaction: the money is on the books whatever happens next). Step
 * two settles the booking: confirm it; if its hold lapsed and the room went to someone else, move
 * it to a free room of the same type; if none is free — or the booking was cancelled, or already
 * paid by another payment — refund. A race with another booking is retried, never half-written.
 */
export class PaymentSettlement {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: Refunds,
    private readonly clock: Clock,
  ) {}

  async settle(captured: CapturedPayment): Promise<Settlement | null> {
    const payment = await this.dataSource.transaction((manager) => this.recordPaid(manager, captured));
    if (!payment) return null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const settlement = await this.dataSource.transaction((manager) => this.settleBooking(manager, payment.id));
        await this.refunds.send(settlement.refunds);
        return settlement;
      } catch (error) {
        if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION || attempt >= SETTLE_ATTEMPTS) throw error;
      }
    }
  }

  /** The ledger row of this provider payment, marked paid. Null for an order we never made. */
  private async recordPaid(manager: EntityManager, captured: CapturedPayment): Promise<Payment | null> {
    const booking = await manager.findOne(Booking, {
      where: { razorpayOrderId: captured.orderId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!booking) return null;
    const attempt =
      (await manager.findOneBy(Payment, { razorpayPaymentId: captured.paymentId })) ??
      (await manager.findOne(Payment, {
        where: { razorpayOrderId: captured.orderId, status: 'created' },
        order: { createdAt: 'ASC' },
      })) ??
      manager.create(Payment, {
        bookingId: booking.id,
        provider: 'razorpay',
        razorpayOrderId: captured.orderId,
        refundedPaise: 0,
        currency: 'INR',
      });
    if (attempt.status === 'paid' || attempt.status === 'refunded' || attempt.status === 'partially_refunded') {
      // The browser's verify knows no method; the webhook that follows does.
      if (!attempt.method && captured.method) {
        attempt.method = captured.method;
        await manager.save(Payment, attempt);
        if (booking.paymentMethod === 'online')
          await manager.update(Booking, { id: booking.id }, { paymentMethod: captured.method });
      }
      return attempt;
    }
    Object.assign(attempt, {
      razorpayPaymentId: captured.paymentId,
      status: 'paid',
      amountPaise: captured.amountPaise,
      method: captured.method ?? attempt.method,
      razorpaySignature: captured.signature ?? attempt.razorpaySignature ?? null,
      failureReason: null,
      paidAt: this.clock(),
    });
    return manager.save(Payment, attempt);
  }

  private async settleBooking(manager: EntityManager, paymentId: string): Promise<Settlement> {
    const payment = await manager.findOneByOrFail(Payment, { id: paymentId });
    const booking = await manager.findOne(Booking, { where: { id: payment.bookingId }, lock: { mode: 'pessimistic_write' } });
    if (!booking) throw new Error(`payment ${payment.id} has no booking`);
    const now = this.clock();
    const answer = (outcome: SettlementOutcome, refunds: (Refund | null)[] = [], newlyConfirmed = false): Settlement => ({
      booking,
      payment,
      outcome,
      refunds: refunds.filter((refund): refund is Refund => refund !== null),
      newlyConfirmed,
    });
    const settled = async (
      outcome: SettlementOutcome,
      refunds: (Refund | null)[] = [],
      newlyConfirmed = false,
    ): Promise<Settlement> => {
      payment.settlementOutcome = outcome;
      await manager.save(Payment, payment);
      return answer(outcome, refunds, newlyConfirmed);
    };
    const refundAll = (reason: 'late_payment' | 'duplicate_payment' | 'cancellation') =>
      this.refunds.record(manager, payment, payment.amountPaise, reason, `${reason}-${payment.id}`);

    // Settled before (a repeated verify, or the webhook came first): answer what happened then.
    if (payment.settlementOutcome) return answer(payment.settlementOutcome as SettlementOutcome);
    if (payment.status !== 'paid') return answer('already_settled');
    const paidAttempts = await manager.count(Payment, { where: { bookingId: booking.id, status: 'paid' } });
    if (booking.paymentStatus === 'paid' && paidAttempts > 1) {
      return settled('refunded_duplicate', [await refundAll('duplicate_payment')]);
    }
    if (booking.paymentStatus === 'paid') return settled('confirmed');
    if (booking.status === 'cancelled') {
      const refund = await refundAll('cancellation');
      booking.paymentStatus = 'refunded';
      await manager.save(Booking, booking);
      return settled('refunded_cancelled', [refund]);
    }

    let outcome: SettlementOutcome = 'confirmed';
    const holdLive = booking.status === 'confirmed' || (booking.status === 'held' && booking.holdExpiresAt! > now);
    if (!holdLive) {
      if (!(await roomsTakenByOthers(manager, booking, now))) {
        await reclaimRooms(manager, booking, now);
      } else if (await relocateToFreeRooms(manager, booking, now)) {
        outcome = 'relocated';
      } else {
        booking.status = 'cancelled';
        booking.paymentStatus = 'refunded';
        booking.holdExpiresAt = null;
        await manager.save(Booking, booking);
        return settled('refunded_room_gone', [await refundAll('late_payment')]);
      }
    }
    booking.status = 'confirmed';
    booking.paymentStatus = 'paid';
    booking.paymentMethod = payment.method ?? 'online';
    booking.holdExpiresAt = null;
    await manager.save(Booking, booking);
    return settled(outcome, [], true);
  }
}
