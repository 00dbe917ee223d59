import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../shared/clock';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../../shared/db-errors';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking, BookingPaymentStatus, BookingStatus } from '../booking.entity';
import {
  CapturedPayment,
  MONEY_RECEIVED_STATUSES,
  Payment,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RefundReason,
  SettlementOutcome,
} from '../../billing';
import { Refund } from '../../billing';
import { Refunds } from '../../billing';
import { TaxDocument } from '../../billing';
import { TaxDocumentsService } from '../../billing';
import { BookingMoneyService } from './booking-money.service';
import { bookingOfOrder, orderAmountPaise } from './payment-part';

export interface Settlement {
  booking: Booking;
  payment: Payment;
  outcome: SettlementOutcome;
  refunds: Refund[];
  /** True the first time the booking becomes confirmed and paid: time to send the mail. */
  newlyConfirmed: boolean;
  /** The tax documents the settlement issued (an invoice, a receipt voucher), announced after commit. */
  documents: TaxDocument[];
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
    private readonly lifecycle: BookingLifecycle,
    private readonly providerName: PaymentProviderName,
    private readonly clock: Clock,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly bookingMoney: BookingMoneyService,
  ) {}

  async settle(captured: CapturedPayment): Promise<Settlement | null> {
    const payment = await this.dataSource.transaction((manager) => this.recordPaid(manager, captured));
    if (!payment) return null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const settlement = await this.dataSource.transaction((manager) => this.settleBooking(manager, payment.id));
        await this.refunds.send(settlement.refunds);
        await this.taxDocuments.announce(settlement.documents);
        return settlement;
      } catch (error) {
        if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION || attempt >= SETTLE_ATTEMPTS) throw error;
      }
    }
  }

  /** The ledger row of this provider payment, marked paid. Null for an order we never made. */
  private async recordPaid(manager: EntityManager, captured: CapturedPayment): Promise<Payment | null> {
    const booking = await bookingOfOrder(manager, captured.orderId, true);
    if (!booking) return null;
    const attempt =
      (await manager.findOneBy(Payment, { razorpayPaymentId: captured.paymentId })) ??
      (await manager.findOne(Payment, {
        where: { razorpayOrderId: captured.orderId, status: PaymentAttemptStatus.CREATED },
        order: { createdAt: 'ASC' },
      })) ??
      manager.create(Payment, {
        bookingId: booking.id,
        bookCode: booking.bookCode,
        provider: this.providerName,
        razorpayOrderId: captured.orderId,
        refundedPaise: 0,
        currency: 'INR',
      });
    // What the order asked: the order's own row while it is unpaid, else what the order was made for.
    const expected =
      attempt.status === PaymentAttemptStatus.CREATED
        ? { amountPaise: attempt.amountPaise, currency: attempt.currency }
        : { amountPaise: await orderAmountPaise(manager, booking, captured.orderId), currency: 'INR' };
    if (MONEY_RECEIVED_STATUSES.includes(attempt.status)) {
      // The browser's verify knows no method; the webhook that follows does.
      if (!attempt.method && captured.method) {
        attempt.method = captured.method;
        await manager.save(Payment, attempt);
        if (booking.paymentMethod === PaymentMethod.ONLINE)
          await this.lifecycle.recordPaymentMethod(manager, booking, captured.method);
      }
      return attempt;
    }
    Object.assign(attempt, {
      razorpayPaymentId: captured.paymentId,
      status: PaymentAttemptStatus.PAID,
      amountPaise: captured.amountPaise,
      currency: captured.currency,
      mismatchReason: mismatchReason(expected, captured),
      method: captured.method ?? attempt.method,
      razorpaySignature: captured.signature ?? attempt.razorpaySignature ?? null,
      failureReason: null,
      paidAt: this.clock(),
    });
    return manager.save(Payment, attempt);
  }

  /**
   * Step two in one transaction: the booking settled by this payment, then its tax documents (a
   * receipt voucher: until check-out, money for a stay is an advance, however much of it is paid;
   * an invoice only for a stay already checked out; nothing for money sent back).
   */
  private async settleBooking(manager: EntityManager, paymentId: string): Promise<Settlement> {
    const settlement = await this.decide(manager, paymentId);
    return { ...settlement, documents: await this.taxDocuments.reconcile(manager, settlement.booking.id) };
  }

  private async decide(manager: EntityManager, paymentId: string): Promise<Omit<Settlement, 'documents'>> {
    const { bookingId } = await manager.findOneByOrFail(Payment, { id: paymentId });
    const booking = await this.lifecycle.lock(manager, bookingId);
    // Read under the booking's lock: the browser's verify and the provider's webhook may settle
    // this payment at the same moment, and the second must see what the first decided.
    const payment = await manager.findOneOrFail(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    const answer = (outcome: SettlementOutcome, refunds: (Refund | null)[] = [], newlyConfirmed = false) => ({
      booking,
      payment,
      outcome,
      refunds: refunds.filter((refund): refund is Refund => refund !== null),
      newlyConfirmed,
    });
    const settled = async (outcome: SettlementOutcome, refunds: (Refund | null)[] = [], newlyConfirmed = false) => {
      payment.settlementOutcome = outcome;
      await manager.save(Payment, payment);
      return answer(outcome, refunds, newlyConfirmed);
    };
    const refundAll = (reason: RefundReason) =>
      this.refunds.record(manager, payment, payment.amountPaise, reason, `${reason}-${payment.id}`);

    // Settled before (a repeated verify, or the webhook came first): answer what happened then.
    if (payment.settlementOutcome) return answer(payment.settlementOutcome);
    if (payment.status !== PaymentAttemptStatus.PAID) return answer(SettlementOutcome.ALREADY_SETTLED);
    // Money that is not what the order asked confirms nothing; the ledger flags it for a refund.
    if (payment.mismatchReason) return settled(SettlementOutcome.AMOUNT_MISMATCH);
    if (booking.paymentStatus === BookingPaymentStatus.PAID) {
      const paidAttempts = await manager.count(Payment, { where: { bookingId: booking.id, status: PaymentAttemptStatus.PAID } });
      if (paidAttempts > 1)
        return settled(SettlementOutcome.REFUNDED_DUPLICATE, [await refundAll(RefundReason.DUPLICATE_PAYMENT)]);
      return settled(SettlementOutcome.CONFIRMED);
    }
    if (booking.status === BookingStatus.CANCELLED) {
      const refund = await refundAll(RefundReason.CANCELLATION);
      await this.lifecycle.recordFullRefund(manager, booking);
      return settled(SettlementOutcome.REFUNDED_CANCELLED, [refund]);
    }
    // This payment is on the books already (step one): what is owed now counts it.
    // The balance whatever the status: a lapsed hold being revived still owes its total.
    const money = await this.bookingMoney.of(manager, booking.id);
    const owedPaise = money.balancePaise;
    const orderPaidBefore =
      booking.paymentStatus === BookingPaymentStatus.PART_PAID &&
      (await manager.count(Payment, {
        where: { razorpayOrderId: payment.razorpayOrderId!, status: PaymentAttemptStatus.PAID },
      })) > 1;
    if (orderPaidBefore || (money.paidPaise > payment.amountPaise && owedPaise < 0)) {
      // The advance's order paid twice, or money came before (an advance, the desk) and this pays
      // beyond the total: an order the guest left open in another window. It goes back whole.
      return settled(SettlementOutcome.REFUNDED_DUPLICATE, [await refundAll(RefundReason.DUPLICATE_PAYMENT)]);
    }
    const paidNow = owedPaise <= 0 ? BookingPaymentStatus.PAID : BookingPaymentStatus.PART_PAID;
    if (!this.lifecycle.can(booking, 'confirm')) {
      // The guest is in the house or has left: the money pays the stay as it stands.
      await this.bookingMoney.settle(manager, booking, payment.method ?? PaymentMethod.ONLINE);
      return settled(SettlementOutcome.CONFIRMED);
    }
    let outcome: SettlementOutcome = SettlementOutcome.CONFIRMED;
    const lapsed = booking.status !== BookingStatus.CONFIRMED && !this.lifecycle.holdLives(booking);
    if (lapsed && (await this.lifecycle.roomsTakenByOthers(manager, booking))) {
      if (!(await this.lifecycle.relocate(manager, booking))) {
        const refund = await refundAll(RefundReason.LATE_PAYMENT);
        await this.lifecycle.cancel(manager, booking, { paidPaise: payment.amountPaise, refundPaise: payment.amountPaise });
        return settled(SettlementOutcome.REFUNDED_ROOM_GONE, [refund]);
      }
      outcome = SettlementOutcome.RELOCATED;
    }
    await this.lifecycle.confirm(manager, booking, { status: paidNow, method: payment.method ?? PaymentMethod.ONLINE });
    return settled(outcome, [], true);
  }
}

const money = (amount: { amountPaise: number; currency: string }) =>
  `${amount.currency} ${(amount.amountPaise / 100).toFixed(2)}`;

/** Why captured money does not pay its order, or null when it does. */
function mismatchReason(
  expected: { amountPaise: number; currency: string },
  captured: { amountPaise: number; currency: string },
): string | null {
  const sameCurrency = captured.currency.toUpperCase() === expected.currency.toUpperCase();
  if (sameCurrency && captured.amountPaise === expected.amountPaise) return null;
  return `Received ${money(captured)} for an order of ${money(expected)}: the booking was not confirmed. Refund this payment to the guest.`;
}
