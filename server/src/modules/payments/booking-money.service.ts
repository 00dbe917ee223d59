import { DataSource, EntityManager } from 'typeorm';
import { BookingLifecycle } from '../bookings/booking-lifecycle.service';
import { Booking, BookingStatus } from '../bookings/booking.entity';
import { MONEY_ENTRY_STATUSES, PaymentAttemptStatus, PaymentMethod, PaymentProviderName, RefundReason } from './payment-enums';
import { Payment } from './payment.entity';

/** Where a booking's money stands, from its ledger entries and refunds (paise). */
export interface BookingMoney {
  /** What the hotel holds for it: money received, less reversals and refunds. */
  paidPaise: number;
  /** Money sent back, for any reason. */
  refundedPaise: number;
  /** Given back beyond the policy (goodwill): it lowers what the guest owes. */
  goodwillPaise: number;
  /**
   * Still to pay: the total less what is held and goodwill; negative when the hotel owes the
   * guest (after a change to a cheaper stay). Zero for a booking that was cancelled or expired.
   */
  balanceDuePaise: number;
}

const ENDED: readonly BookingStatus[] = [BookingStatus.CANCELLED, BookingStatus.EXPIRED];

/** Bookings whose pay-at-hotel promise was voided (cancelled) or never had one to keep. */
const PROMISE_OVER: readonly BookingStatus[] = [...ENDED, BookingStatus.NO_SHOW];

/**
 * One SQL over every booking asked: entries that carry money (paid, partly or fully refunded,
 * reversals) whose amount matched their order, and the refunds of the booking.
 */
const MONEY_SQL = `
  SELECT b.id, b.total_paise, b.status,
    coalesce((SELECT sum(p.amount_paise) FROM payment p
      WHERE p.booking_id = b.id AND p.status = ANY($2::text[]) AND p.mismatch_reason IS NULL), 0)::int AS received,
    coalesce((SELECT sum(r.amount_paise) FROM refund r JOIN payment p ON p.id = r.payment_id
      WHERE r.booking_id = b.id AND p.mismatch_reason IS NULL), 0)::int AS refunded,
    coalesce((SELECT sum(r.amount_paise) FROM refund r WHERE r.booking_id = b.id AND r.reason = $3), 0)::int AS goodwill
  FROM booking b WHERE b.id = ANY($1::uuid[])`;

interface MoneyRow {
  id: string;
  total_paise: number;
  status: BookingStatus;
  received: number;
  refunded: number;
  goodwill: number;
}

/** A booking's money: what is paid, refunded and still due. The one place that adds it up. */
export class BookingMoneyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async of(manager: EntityManager, bookingId: string): Promise<BookingMoney> {
    const money = await this.ofMany([bookingId], manager);
    return money.get(bookingId) ?? { paidPaise: 0, refundedPaise: 0, goodwillPaise: 0, balanceDuePaise: 0 };
  }

  /** Each booking's money, in one query (lists, the front desk). */
  async ofMany(
    bookingIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, BookingMoney>> {
    if (bookingIds.length === 0) return new Map();
    const rows: MoneyRow[] = await manager.query(MONEY_SQL, [bookingIds, MONEY_ENTRY_STATUSES, RefundReason.GOODWILL]);
    return new Map(rows.map((row) => [row.id, moneyOf(row)]));
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

  /**
   * After money moved (desk payment, reversal, refund, a change of price): the booking's payment
   * status follows what is now paid, through the lifecycle, and so does its pay-at-hotel promise.
   */
  async settle(manager: EntityManager, booking: Booking, method?: PaymentMethod): Promise<BookingMoney> {
    const money = await this.of(manager, booking.id);
    await this.lifecycle.recordMoney(manager, booking, money, method);
    await followPromise(manager, booking, money);
    return money;
  }
}

/**
 * A pay-at-hotel promise is kept once its booking owes nothing (whoever took the money, usually
 * the desk), and is open again when the booking owes once more (a desk payment reversed, a longer
 * stay): the ledger then shows what is due, the booking's balance. Cancelling or a no-show voids
 * it instead (CancellationsService), and this never touches a voided one.
 */
async function followPromise(manager: EntityManager, booking: Booking, money: BookingMoney): Promise<void> {
  if (PROMISE_OVER.includes(booking.status)) return;
  const [from, to] =
    money.balanceDuePaise <= 0
      ? [PaymentAttemptStatus.PENDING, PaymentAttemptStatus.FULFILLED]
      : [PaymentAttemptStatus.FULFILLED, PaymentAttemptStatus.PENDING];
  await manager.update(Payment, { bookingId: booking.id, status: from, method: PaymentMethod.COD }, { status: to });
}

function moneyOf(row: MoneyRow): BookingMoney {
  const paidPaise = Number(row.received) - Number(row.refunded);
  const goodwillPaise = Number(row.goodwill);
  const balanceDuePaise = ENDED.includes(row.status) ? 0 : Number(row.total_paise) - paidPaise - goodwillPaise;
  return { paidPaise, refundedPaise: Number(row.refunded), goodwillPaise, balanceDuePaise };
}
