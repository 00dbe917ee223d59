import { EntityManager } from 'typeorm';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../../shared/db-errors';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking, BookingPaymentStatus, BookingStatus } from '../booking.entity';
import {
  CaptureDecision,
  CaptureOrder,
  CaptureOwner,
  CapturedPayment,
  FailedAttempt,
  OnlineCheckout,
  Payment,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  paysBeyondTotal,
  Refund,
  RefundReason,
  SettlementOutcome,
  TaxDocument,
  TaxDocumentsService,
} from '../../billing';
import { BookingMoneyService } from './booking-money.service';
import { bookingOfOrder, orderAmountPaise } from './payment-part';

export interface Settlement {
  booking: Booking;
  payment: Payment;
  outcome: SettlementOutcome;
  refunds: Refund[];
  /** True the first time the booking becomes confirmed and paid (its confirmation was queued then). */
  newlyConfirmed: boolean;
  /** The tax documents the settlement issued (an invoice, a receipt voucher; their mails queued with them). */
  documents: TaxDocument[];
}

const SETTLE_ATTEMPTS = 4;

/**
 * Queues the guest's messages about a booking confirmed now (the outbox), in the confirming
 * transaction; with `resend`, the guest asked for the confirmation again. Answers whether any was
 * queued (none for a booking without an email).
 */
export type ConfirmationNotifier = (
  manager: EntityManager,
  bookingId: string,
  options?: { resend?: boolean },
) => Promise<boolean>;

/**
 * Queues the guest's messages about money that reached a booking without confirming it (the
 * balance paid later by the guest's link, money paid while the guest is in the house), in the
 * settling transaction. `payment` is the row the money came as: its id tells one payment's
 * message from another's.
 */
export type PaymentNotifier = (
  manager: EntityManager,
  bookingId: string,
  payment: Pick<Payment, 'id' | 'amountPaise'>,
) => Promise<void>;

/**
 * The stay's side of billing's online checkout (OnlineCheckout writes the ledger): captured money
 * turns into a confirmed booking. If its hold lapsed and the room went to someone else, the
 * booking moves to a free room of the same type; if none is free — or the booking was cancelled,
 * or already paid by another payment — the money goes back. A race with another booking is
 * retried, never half-written.
 */
export class PaymentSettlement implements CaptureOwner<Booking> {
  readonly words = { sold: 'booking', payer: 'guest' };

  constructor(
    private readonly checkout: OnlineCheckout,
    private readonly lifecycle: BookingLifecycle,
    private readonly providerName: PaymentProviderName,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly bookingMoney: BookingMoneyService,
    /** The guest's confirmation, queued with the confirm. */
    private readonly notifyConfirmed: ConfirmationNotifier,
    /** The guest's word that money came, for money that confirms nothing new. */
    private readonly notifyPaid: PaymentNotifier = async () => {},
  ) {}

  /** Settles captured money for a booking's order; null when the order is not a booking's. */
  async settle(captured: CapturedPayment): Promise<Settlement | null> {
    const result = await this.checkout.settle(this, captured);
    if (!result) return null;
    const { sold, ...settlement } = result;
    return { booking: sold, ...settlement };
  }

  /** A failed attempt on a booking's order; false when the order is not a booking's. */
  recordFailure(failure: FailedAttempt): Promise<boolean> {
    return this.checkout.recordFailure(this, failure);
  }

  async orderOf(manager: EntityManager, orderId: string): Promise<CaptureOrder<Booking> | null> {
    const booking = await bookingOfOrder(manager, orderId, true);
    if (!booking) return null;
    return {
      sold: booking,
      of: { bookingId: booking.id },
      bookCode: booking.bookCode,
      provider: this.providerName,
      asked: async () => ({ amountPaise: await orderAmountPaise(manager, booking, orderId), currency: 'INR' }),
    };
  }

  lock(manager: EntityManager, payment: Payment): Promise<Booking> {
    return this.lifecycle.lock(manager, payment.bookingId);
  }

  closed(booking: Booking): boolean {
    return booking.status === BookingStatus.CANCELLED;
  }

  refundedClosed(manager: EntityManager, booking: Booking): Promise<void> {
    return this.lifecycle.recordFullRefund(manager, booking);
  }

  async methodLearned(manager: EntityManager, booking: Booking, method: PaymentMethod): Promise<void> {
    if (booking.paymentMethod === PaymentMethod.ONLINE) await this.lifecycle.recordPaymentMethod(manager, booking, method);
  }

  failed(manager: EntityManager, booking: Booking): Promise<void> {
    return this.lifecycle.recordPaymentFailure(manager, booking);
  }

  recover(error: unknown, attempt: number): 'retry' | null {
    return pgErrorCode(error) === PG_EXCLUSION_VIOLATION && attempt < SETTLE_ATTEMPTS ? 'retry' : null;
  }

  /**
   * The booking's tax documents after any settlement: a receipt voucher (until check-out, money
   * for a stay is an advance, however much of it is paid); an invoice only for a stay already
   * checked out; nothing for money sent back.
   */
  documents(manager: EntityManager, booking: Booking): Promise<TaxDocument[]> {
    return this.taxDocuments.reconcile(manager, booking.id);
  }

  async decide(manager: EntityManager, booking: Booking, payment: Payment): Promise<CaptureDecision> {
    const duplicate = { outcome: SettlementOutcome.REFUNDED_DUPLICATE, refund: RefundReason.DUPLICATE_PAYMENT };
    if (booking.paymentStatus === BookingPaymentStatus.PAID) {
      const paidAttempts = await manager.count(Payment, { where: { bookingId: booking.id, status: PaymentAttemptStatus.PAID } });
      return paidAttempts > 1 ? duplicate : { outcome: SettlementOutcome.CONFIRMED };
    }
    // This payment is on the books already (step one): what is owed now counts it.
    // The balance whatever the status: a lapsed hold being revived still owes its total.
    const money = await this.bookingMoney.of(manager, booking.id);
    const orderPaidBefore =
      booking.paymentStatus === BookingPaymentStatus.PART_PAID &&
      (await manager.count(Payment, {
        where: { razorpayOrderId: payment.razorpayOrderId!, status: PaymentAttemptStatus.PAID },
      })) > 1;
    // The advance's order paid twice, or money came before (an advance, the desk) and this pays
    // beyond the total: an order the guest left open in another window. It goes back whole.
    if (orderPaidBefore || paysBeyondTotal(money, payment)) return duplicate;
    const paidNow = money.balancePaise <= 0 ? BookingPaymentStatus.PAID : BookingPaymentStatus.PART_PAID;
    if (!this.lifecycle.can(booking, 'confirm')) {
      // The guest is in the house or has left: the money pays the stay as it stands.
      await this.bookingMoney.settle(manager, booking, payment.method ?? PaymentMethod.ONLINE);
      await this.notifyPaid(manager, booking.id, payment);
      return { outcome: SettlementOutcome.CONFIRMED };
    }
    // Confirmed before (an advance, pay at hotel): this money is the rest, not the confirmation.
    const confirmedBefore = booking.status === BookingStatus.CONFIRMED;
    let outcome: SettlementOutcome = SettlementOutcome.CONFIRMED;
    // A lapsed hold, or an order placed past UNPAID_SHARE that held no room: the rooms may be taken.
    const lapsed =
      booking.status !== BookingStatus.CONFIRMED &&
      (!this.lifecycle.holdLives(booking) || !(await this.lifecycle.holdsItsRooms(manager, booking)));
    if (lapsed && (await this.lifecycle.roomsTakenByOthers(manager, booking))) {
      if (!(await this.lifecycle.relocate(manager, booking))) {
        await this.lifecycle.cancel(manager, booking, { paidPaise: payment.amountPaise, refundPaise: payment.amountPaise });
        return { outcome: SettlementOutcome.REFUNDED_ROOM_GONE, refund: RefundReason.LATE_PAYMENT };
      }
      outcome = SettlementOutcome.RELOCATED;
    }
    await this.lifecycle.confirm(manager, booking, { status: paidNow, method: payment.method ?? PaymentMethod.ONLINE });
    if (confirmedBefore) await this.notifyPaid(manager, booking.id, payment);
    else await this.notifyConfirmed(manager, booking.id);
    return { outcome, newlyConfirmed: true };
  }
}
