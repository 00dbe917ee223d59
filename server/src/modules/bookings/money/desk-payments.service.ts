import type { HotelProfileReader } from '../../hotel-settings';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { pgErrorCode, PG_EXCLUSION_VIOLATION } from '../../../shared/db-errors';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/input';
import { formatRupees } from '../../../shared/money';
import { AuditAction, AuditService } from '../../audit';
import { datesUnavailable } from '../booking-errors';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking, BookingPaymentStatus, BookingStatus } from '../booking.entity';
import { BookingMoneyService } from './booking-money.service';
import { DeskReceipt, loadDeskReceipt } from './desk-receipt';
import { DeskPaymentErrorCode, deskPaymentNotFound, reverseDeskEntry, takeDeskMoney } from '../../billing';
import { Payment, PaymentMethod, promisePayAtHotel, recordOtaCollection, RefundReason } from '../../billing';
import { Refund } from '../../billing';
import { Refunds } from '../../billing';
import { TaxDocumentsService } from '../../billing';
import { DeskEntryInput, METHOD_WORDS, parseAmount, parseDeskPayment, parseReason } from '../../billing';

export interface DeskPaymentInput extends DeskEntryInput {
  bookingId: unknown;
}

/** What an OTA collected for a stay it sold, and from whom it came. */
export interface OtaSaleMoney {
  /** What the OTA collected from its guest (0: the guest pays the hotel). */
  collectedPaise: number;
  /** The OTA's name as people know it. */
  channelName: string;
  /** The booking's reference on the OTA. */
  reference: string;
}

export interface GoodwillRefundInput {
  bookingId: unknown;
  /** Rupees, at most two decimals. */
  amount: unknown;
  reason: unknown;
}

export interface DeskPaymentResult {
  payment: Payment;
  /** With its rooms and guests, after the money moved. */
  booking: Booking;
}

export interface GoodwillRefundResult {
  refunds: Refund[];
  booking: Booking;
}

/** Statuses whose booking can no longer take money: nothing is owed on them. */
const ENDED: readonly BookingStatus[] = [BookingStatus.CANCELLED, BookingStatus.EXPIRED];

/**
 * Money at the front desk: taking it (cash, UPI, card, bank transfer) with a receipt number,
 * reversing a wrong entry with a reversing entry, and the owner's goodwill refunds. Each act runs
 * in one transaction on the locked booking, with its audit entry. Billing writes the entries
 * (takeDeskMoney, reverseDeskEntry, Refunds); this keeps the stay's rules, and the booking's
 * payment status follows through BookingMoneyService.settle.
 */
export class DeskPaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly bookingMoney: BookingMoneyService,
    private readonly audit: AuditService,
    private readonly refunds: Refunds,
    private readonly clock: Clock,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly hotelProfile: HotelProfileReader,
  ) {}

  /** Records money taken at the desk; paying the whole balance makes the booking paid. */
  async record(actor: Actor, input: DeskPaymentInput): Promise<DeskPaymentResult> {
    const entry = parseDeskPayment(input);
    const paymentId = await this.inTransaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, input.bookingId);
      assertNotEnded(booking);
      const { balanceDuePaise } = await this.bookingMoney.of(manager, booking.id);
      if (balanceDuePaise <= 0) {
        throw new DomainError(DeskPaymentErrorCode.NothingDue, 'Nothing is due on this booking.', 'amount', 'conflict');
      }
      if (entry.amountPaise > balanceDuePaise) {
        throw new DomainError(
          DeskPaymentErrorCode.AmountOverBalance,
          `The balance due is ${formatRupees(balanceDuePaise)}; the desk cannot take more than that.`,
          'amount',
        );
      }
      // Every booking row this act locks (confirming a hold frees lapsed holds on its rooms) is
      // locked before the receipt's number: a sequence row is never held while waiting for a booking.
      if (booking.status === BookingStatus.HELD) {
        const paysAll = entry.amountPaise >= balanceDuePaise;
        await this.lifecycle.confirm(manager, booking, {
          status: paysAll ? BookingPaymentStatus.PAID : BookingPaymentStatus.PART_PAID,
          method: entry.method,
        });
      }
      const payment = await takeDeskMoney(manager, {
        folio: { bookingId: booking.id },
        code: booking.bookCode,
        entry,
        actor,
        at: this.clock(),
      });
      const money = await this.bookingMoney.settle(manager, booking, entry.method);
      await this.taxDocuments.reconcile(manager, booking.id, actor);
      await this.audit.record(manager, actor, {
        action: AuditAction.PAYMENT,
        detail: `${formatRupees(entry.amountPaise)} ${METHOD_WORDS[entry.method]}${entry.reference ? ` (ref ${entry.reference})` : ''}, receipt ${payment.receiptNumber}; balance due ${formatRupees(money.balanceDuePaise)}`,
        bookingId: booking.id,
        paymentId: payment.id,
      });
      return payment.id;
    });
    return this.answer(paymentId);
  }

  /**
   * Confirms a booking the desk made of an OTA's stay, in the caller's transaction on its new
   * hold: what the OTA collected from its guest goes on the folio (billing's recordOtaCollection:
   * paid, never refundable here), and whatever is left is to be paid at the hotel, as a promise.
   */
  async confirmOtaSale(manager: EntityManager, actor: Actor, booking: Booking, sale: OtaSaleMoney): Promise<void> {
    const paysAll = sale.collectedPaise >= booking.totalPaise;
    if (sale.collectedPaise > 0) {
      const status = paysAll ? BookingPaymentStatus.PAID : BookingPaymentStatus.PART_PAID;
      await this.lifecycle.confirm(manager, booking, { status, method: PaymentMethod.OTA });
      await recordOtaCollection(manager, {
        folio: { bookingId: booking.id },
        code: booking.bookCode,
        amountPaise: sale.collectedPaise,
        channelName: sale.channelName,
        reference: sale.reference,
        actor,
        at: this.clock(),
      });
    } else {
      await this.lifecycle.confirm(manager, booking, { status: BookingPaymentStatus.PENDING, method: PaymentMethod.COD });
    }
    if (!paysAll) await promisePayAtHotel(manager, { bookingId: booking.id }, booking.bookCode, booking.totalPaise);
    await this.bookingMoney.settle(manager, booking, sale.collectedPaise > 0 ? PaymentMethod.OTA : undefined);
    await this.taxDocuments.reconcile(manager, booking.id, actor);
  }

  /** Cancels a wrong desk entry with a reversing entry of the opposite amount; the original stays. */
  async reverse(actor: Actor, paymentId: unknown, rawReason: unknown): Promise<DeskPaymentResult> {
    const reason = parseReason(rawReason);
    if (!isUuid(paymentId)) throw deskPaymentNotFound();
    const first = await this.dataSource.getRepository(Payment).findOneBy({ id: paymentId });
    if (!first?.bookingId) throw deskPaymentNotFound();
    const reversalId = await this.inTransaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, first.bookingId);
      const { original, reversal } = await reverseDeskEntry(
        manager,
        { bookingId: booking.id },
        paymentId,
        reason,
        actor,
        this.clock(),
      );
      const money = await this.bookingMoney.settle(manager, booking);
      await this.taxDocuments.reconcile(manager, booking.id, actor);
      await this.audit.record(manager, actor, {
        action: AuditAction.PAYMENT_REVERSED,
        detail: `Receipt ${original.receiptNumber} (${formatRupees(original.amountPaise)}) reversed: ${reason}; balance due ${formatRupees(money.balanceDuePaise)}`,
        bookingId: booking.id,
        paymentId: original.id,
      });
      return reversal.id;
    });
    return this.answer(reversalId);
  }

  /**
   * The owner gives back up to what the folio may still refund, in the order money goes back
   * (billing/folio.ts): online money through the provider after commit, desk money paid back by
   * the desk (Refunds.send marks it processed at once). A reversed or flagged entry is never
   * refunded. What the hotel owes the guest first (a refund due: a cheaper stay, a credit note
   * issued by hand) goes back as an overpayment, which lowers nothing more; only the rest is
   * goodwill beyond the policy, which lowers what was sold (a credit note after the invoice).
   */
  async refundGoodwill(actor: Actor, input: GoodwillRefundInput): Promise<GoodwillRefundResult> {
    const amountPaise = parseAmount(input.amount);
    const reason = parseReason(input.reason);
    const { bookingId, refunds } = await this.inTransaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, input.bookingId);
      const money = await this.bookingMoney.of(manager, booking.id);
      if (amountPaise > money.refundablePaise) {
        throw new DomainError(
          DeskPaymentErrorCode.GoodwillOverPaid,
          money.refundablePaise > 0
            ? `The hotel holds ${formatRupees(money.refundablePaise)} for this booking; a goodwill refund cannot be more.`
            : 'Nothing was paid for this booking, so there is nothing to refund.',
          'amount',
        );
      }
      const owedPaise = Math.min(amountPaise, Math.max(0, -money.balanceDuePaise));
      const recorded = await this.refunds.recordOver(
        manager,
        money.refundable,
        owedPaise,
        RefundReason.OVERPAYMENT,
        () => `overpayment-${randomUUID()}`,
      );
      const goodwillPaise = amountPaise - owedPaise;
      if (goodwillPaise > 0) {
        const { refundable } = await this.bookingMoney.of(manager, booking.id);
        recorded.push(
          ...(await this.refunds.recordOver(
            manager,
            refundable,
            goodwillPaise,
            RefundReason.GOODWILL,
            () => `goodwill-${randomUUID()}`,
          )),
        );
      }
      await this.bookingMoney.settle(manager, booking);
      await this.taxDocuments.reconcile(manager, booking.id, actor);
      await this.audit.record(manager, actor, {
        action: AuditAction.REFUND,
        detail: refundWords(owedPaise, goodwillPaise, reason),
        bookingId: booking.id,
        paymentId: recorded[0]?.paymentId ?? null,
      });
      return { bookingId: booking.id, refunds: recorded };
    });
    await this.refunds.send(refunds);
    const sent = await this.dataSource.getRepository(Refund).findBy({ id: In(refunds.map((refund) => refund.id)) });
    return { refunds: sent, booking: await this.bookingWithLines(bookingId) };
  }

  /** The printable receipt of a desk entry. */
  async receipt(paymentId: unknown): Promise<DeskReceipt> {
    return loadDeskReceipt(this.dataSource.manager, paymentId, await this.hotelProfile.get());
  }

  private async answer(paymentId: string): Promise<DeskPaymentResult> {
    const payment = await this.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId });
    return { payment, booking: await this.bookingWithLines(payment.bookingId!) };
  }

  private bookingWithLines(id: string): Promise<Booking> {
    return this.dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: { pax: true } } });
  }

  /** The transaction, with the database's refusals told as the desk's words. */
  private async inTransaction<T>(run: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(run);
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw datesUnavailable();
      throw error;
    }
  }
}

/** "Goodwill refund of ₹500: …", or with a refund due paid back first, both parts. */
function refundWords(owedPaise: number, goodwillPaise: number, reason: string): string {
  if (owedPaise === 0) return `Goodwill refund of ${formatRupees(goodwillPaise)}: ${reason}`;
  const goodwill = goodwillPaise > 0 ? ` and ${formatRupees(goodwillPaise)} as goodwill` : '';
  return `Refund of ${formatRupees(owedPaise + goodwillPaise)}: the refund due of ${formatRupees(owedPaise)} paid back${goodwill}: ${reason}`;
}

function assertNotEnded(booking: Booking): void {
  if (!ENDED.includes(booking.status)) return;
  const why = booking.status === BookingStatus.CANCELLED ? 'was cancelled' : 'expired before it was paid';
  throw new DomainError(
    DeskPaymentErrorCode.BookingEnded,
    `This booking ${why}; no money can be taken for it.`,
    'bookingId',
    'conflict',
  );
}
