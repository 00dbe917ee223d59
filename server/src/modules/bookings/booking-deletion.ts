import { EntityManager } from 'typeorm';
import { DomainError } from '../../shared/domain-error';
import { MONEY_ENTRY_STATUSES } from '../billing';
import { BookingErrorCode } from './booking-errors';
import { BookingPaymentStatus, BookingStatus } from './booking-status';
import { Booking } from './booking.entity';

/** Payment statuses that say money came for the booking (some may have gone back). */
const MONEY_CAME: readonly BookingPaymentStatus[] = [
  BookingPaymentStatus.PAID,
  BookingPaymentStatus.PART_PAID,
  BookingPaymentStatus.PARTIALLY_REFUNDED,
  BookingPaymentStatus.REFUNDED,
];

const STAY_LABELS: Partial<Record<BookingStatus, string>> = {
  [BookingStatus.CHECKED_IN]: 'checked-in',
  [BookingStatus.CHECKED_OUT]: 'checked-out',
  [BookingStatus.NO_SHOW]: 'no-show',
};

const refuse = (code: (typeof BookingErrorCode)[keyof typeof BookingErrorCode], message: string) =>
  new DomainError(code, message, undefined, 'conflict');

/**
 * Nothing disappears: only a hold, an expired hold or a cancelled booking that took no money may
 * be deleted. A booking that is or was a stay, or that took money, stays on the record
 * (cancel it instead). Deleting the others keeps their ledger rows (with the code). The refusal,
 * if any, given how many money entries (received or reversed) the booking's folio holds.
 */
export function deletionRefusal(
  booking: Pick<Booking, 'status' | 'paymentStatus'>,
  moneyEntries: number,
): DomainError | undefined {
  const tookMoney = moneyEntries > 0 || MONEY_CAME.includes(booking.paymentStatus);
  if (tookMoney && booking.status === BookingStatus.CONFIRMED) {
    return refuse(BookingErrorCode.PaidBookingDelete, 'A paid booking cannot be deleted. Cancel it to refund the guest.');
  }
  if (booking.status === BookingStatus.CONFIRMED) {
    return refuse(BookingErrorCode.DeleteNotAllowed, 'A confirmed booking cannot be deleted. Cancel it instead.');
  }
  const stay = STAY_LABELS[booking.status];
  if (stay) return refuse(BookingErrorCode.DeleteNotAllowed, `A ${stay} booking cannot be deleted: it stays on the record.`);
  if (tookMoney) {
    return refuse(
      BookingErrorCode.PaidBookingDelete,
      'A booking that took money cannot be deleted: its payments stay on the record.',
    );
  }
  return undefined;
}

async function moneyEntryCount(manager: EntityManager, bookingId: string): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM payment WHERE booking_id = $1 AND status = ANY($2::text[])`,
    [bookingId, MONEY_ENTRY_STATUSES],
  );
  return count;
}

/** Refuses the deletion by deletionRefusal; call it on the locked booking, inside the deletion's transaction. */
export async function assertDeletable(manager: EntityManager, booking: Booking): Promise<void> {
  const refusal = deletionRefusal(booking, await moneyEntryCount(manager, booking.id));
  if (refusal) throw refusal;
}

/**
 * Whether deleteBooking would take the booking now, by the same rule. Its status alone refuses
 * most bookings, so the payments are counted only for a hold or a cancelled booking with no money.
 */
export async function isDeletable(manager: EntityManager, booking: Booking): Promise<boolean> {
  if (deletionRefusal(booking, 0)) return false;
  return !deletionRefusal(booking, await moneyEntryCount(manager, booking.id));
}
