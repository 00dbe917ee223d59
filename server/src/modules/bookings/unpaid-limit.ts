import { EntityManager } from 'typeorm';
import { DomainError } from '../../shared/domain-error';
import { todayInHotel } from '../../shared/dates';
import { BookingErrorCode } from './booking-errors';
import { BookingPaymentStatus, BookingStatus } from './booking-status';

export interface GuestIdentity {
  /** Null for a desk guest without one: then the phone alone identifies them. */
  email: string | null;
  phone: string;
}

/**
 * Refuses (429) a new booking when the guest (the same email, or the same phone) already holds
 * `limit` live unpaid bookings: unexpired holds, and pay-at-hotel stays still to come whose
 * payment is pending. Runs inside the hold's transaction after locking the guest's identities, so
 * parallel requests of one guest are counted one after the other.
 */
export async function guardUnpaidLimit(
  manager: EntityManager,
  guest: GuestIdentity,
  limit: number,
  now: Date,
  callUs: () => Promise<string>,
): Promise<void> {
  // Sorted, so that two transactions always take the same locks in the same order (a select
  // list is evaluated left to right); one statement, one round trip. The count below must be a
  // statement of its own: its snapshot has to be taken after the locks are held.
  const [first, second] = [`guest-email:${guest.email ?? ''}`, `guest-phone:${guest.phone}`].sort();
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1)) AS first, pg_advisory_xact_lock(hashtext($2)) AS second`, [
    first,
    second,
  ]);
  const [{ count }] = await manager.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM booking
      WHERE (user_email = $1 OR user_phone = $2)
        AND ((status = $3 AND hold_expires_at > $4)
          OR (status = $5 AND payment_status = $6 AND check_out > $7))`,
    [guest.email, guest.phone, BookingStatus.HELD, now, BookingStatus.CONFIRMED, BookingPaymentStatus.PENDING, todayInHotel(now)],
  );
  if (count >= limit) throw tooManyUnpaidBookings(count, await callUs());
}

function tooManyUnpaidBookings(count: number, callUs: string): DomainError {
  return new DomainError(
    BookingErrorCode.TooManyUnpaidBookings,
    `You already have ${count} unpaid booking${count === 1 ? '' : 's'} with us. Please pay for or cancel one of them before booking again, or call us${callUs} and we will help.`,
    undefined,
    'rate_limited',
  );
}
