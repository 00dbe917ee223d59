import { DataSource, EntityManager, In } from 'typeorm';
import {
  balanceOf,
  FolioBalance,
  FolioCharge,
  folioChargeTotals,
  folioPosition,
  FolioPosition,
  folioTotals,
  followPromise,
} from '../../billing';
import { Paise } from '../../../shared/money';
import { RefundNotice, refundNotices } from '../../billing';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking, BookingStatus } from '../booking.entity';
import { PaymentAttemptStatus, PaymentMethod, PaymentProviderName } from '../../billing';

/**
 * Where a booking's money stands: its folio's position (billing/folio.ts), in paise. The balance
 * due is negative when the hotel owes the guest (after a change to a cheaper stay) and zero once
 * the booking was cancelled or expired.
 */
export type BookingMoney = FolioBalance;

/** Statuses after which nothing more is collected on a booking. */
const ENDED: readonly BookingStatus[] = [BookingStatus.CANCELLED, BookingStatus.EXPIRED];

/** Bookings whose pay-at-hotel promise was voided (cancelled) or never had one to keep. */
const PROMISE_OVER: readonly BookingStatus[] = [...ENDED, BookingStatus.NO_SHOW];

/**
 * A stay's side of the folio: what it charges (its rooms, and the extras the desk posted to it),
 * and whether it still collects.
 */
export function stayCharge(booking: Pick<Booking, 'totalPaise' | 'status'>, extrasPaise: Paise): FolioCharge {
  return { totalPaise: booking.totalPaise + extrasPaise, closed: ENDED.includes(booking.status) };
}

const NO_BOOKING: FolioCharge = { totalPaise: 0, closed: true };

/** A booking's money: its folio, as billing adds it up, for the stays' callers. */
export class BookingMoneyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /** The booking's folio position (with its refundable entries), in the caller's transaction. */
  async of(manager: EntityManager, bookingId: string): Promise<FolioPosition> {
    const booking = await manager.findOne(Booking, {
      where: { id: bookingId },
      select: { id: true, totalPaise: true, status: true },
    });
    if (!booking) return folioPosition(manager, { bookingId }, NO_BOOKING);
    const extras = (await folioChargeTotals(manager, [bookingId])).get(bookingId) ?? 0;
    return folioPosition(manager, { bookingId }, stayCharge(booking, extras));
  }

  /** Each booking's money, in two queries (lists, the front desk, the ledger). */
  async ofMany(
    bookingIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, BookingMoney>> {
    if (bookingIds.length === 0) return new Map();
    const [bookings, totals, extras] = await Promise.all([
      manager.find(Booking, { where: { id: In([...bookingIds]) }, select: { id: true, totalPaise: true, status: true } }),
      folioTotals(manager, 'booking_id', bookingIds),
      folioChargeTotals(manager, bookingIds),
    ]);
    return new Map(
      bookings.map((booking) => [
        booking.id,
        balanceOf(stayCharge(booking, extras.get(booking.id) ?? 0), totals.get(booking.id)!),
      ]),
    );
  }

  /** Each booking's guest name, for the ledger (one query). */
  async guestNamesOf(bookingIds: readonly string[]): Promise<Map<string, string>> {
    if (bookingIds.length === 0) return new Map();
    const bookings = await this.dataSource.manager.find(Booking, {
      where: { id: In([...bookingIds]) },
      select: { id: true, userName: true },
    });
    return new Map(bookings.map((booking) => [booking.id, booking.userName]));
  }

  /**
   * The provider's id of the latest online payment that paid this booking and was kept (not an
   * amount that missed its order): the guest's payment reference. Null when none (pay at hotel).
   */
  async paymentReference(bookingId: string): Promise<string | null> {
    const [row]: { razorpay_payment_id: string }[] = await this.dataSource.query(
      `SELECT razorpay_payment_id FROM payment
        WHERE booking_id = $1 AND provider <> $2 AND status = ANY($3::text[]) AND mismatch_reason IS NULL
          AND razorpay_payment_id IS NOT NULL
        ORDER BY paid_at DESC NULLS LAST LIMIT 1`,
      [bookingId, PaymentProviderName.HOTEL, [PaymentAttemptStatus.PAID, PaymentAttemptStatus.PARTIALLY_REFUNDED]],
    );
    return row?.razorpay_payment_id ?? null;
  }

  /** The money sent back to the booking's guest, oldest first, as billing tells of it. */
  refunds(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<RefundNotice[]> {
    return refundNotices(manager, { bookingId });
  }

  /**
   * After money moved (desk payment, reversal, refund, a change of price): the booking's payment
   * status follows what is now paid, through the lifecycle, and so does its pay-at-hotel promise.
   */
  async settle(manager: EntityManager, booking: Booking, method?: PaymentMethod): Promise<BookingMoney> {
    const money = await this.of(manager, booking.id);
    await this.lifecycle.recordMoney(manager, booking, money, method);
    // A cancelled, expired or no-show stay's promise is over (CancellationsService voided it): it never reopens.
    if (!PROMISE_OVER.includes(booking.status)) await followPromise(manager, { bookingId: booking.id }, money);
    return money;
  }
}
