import { EntityManager } from 'typeorm';
import { BookingStatus } from './booking-status';

/** What a forgotten guest's name and phone become: placeholders the columns still accept. */
export const FORGOTTEN_CONTACT = { name: 'Removed', phone: '0000000000' } as const;

/** Statuses a booking is done in: nothing more will happen to its stay. */
export const FINISHED_STAYS = [BookingStatus.CHECKED_OUT, BookingStatus.CANCELLED, BookingStatus.NO_SHOW, BookingStatus.EXPIRED];

/**
 * The finished bookings whose guest has had no stay since `lastStayBefore` (YYYY-MM-DD): no
 * booking with the same email or phone ends on or after it, and none is still to come.
 */
export async function bookingsOfGuestsGoneSince(manager: EntityManager, lastStayBefore: string): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT b.id FROM booking b
      WHERE b.check_out < $1::date AND b.status = ANY($2::varchar[])
        AND (b.user_email IS NULL OR b.user_email NOT LIKE 'removed-%@invalid')
        AND NOT EXISTS (
          SELECT 1 FROM booking later
           WHERE later.id <> b.id
             AND (later.check_out >= $1::date OR NOT (later.status = ANY($2::varchar[])))
             AND (later.user_phone = b.user_phone OR (b.user_email IS NOT NULL AND later.user_email = b.user_email)))`,
    [lastStayBefore, FINISHED_STAYS],
  );
  return rows.map((row) => row.id);
}
