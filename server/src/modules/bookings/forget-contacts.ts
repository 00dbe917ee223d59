import { EntityManager } from 'typeorm';
import { BookingStatus } from './booking-status';

/** What a forgotten guest's name and phone become: placeholders the columns still accept. */
export const FORGOTTEN_CONTACT = { name: 'Removed', phone: '0000000000' } as const;

/**
 * The bookings lose their guest's contact details (name, email, phone, the link to the guests
 * list, the names on their lines): for the daily purge, a privacy request's erasure. The rows
 * stay, with their money, dates and rooms, for the hotel's books; the tax documents keep their own
 * copy of whom they were issued to (the law keeps them 8 years). Answers how many forgot now.
 */
export async function forgetBookingContacts(manager: EntityManager, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const forgotten: { id: string }[] = await manager.query(
    `WITH forgotten AS (
       UPDATE booking SET user_name = $2, user_email = 'removed-' || id || '@invalid', user_phone = $3, guest_id = NULL,
              updated_at = now()
        WHERE id = ANY($1::uuid[]) AND (user_email IS NULL OR user_email NOT LIKE 'removed-%@invalid')
       RETURNING id)
     SELECT id FROM forgotten`,
    [bookingIds, FORGOTTEN_CONTACT.name, FORGOTTEN_CONTACT.phone],
  );
  const ids = forgotten.map((row) => row.id);
  if (ids.length > 0) {
    await manager.query(
      `UPDATE booking_pax SET name = $2 WHERE line_id IN (SELECT id FROM booking_line WHERE booking_id = ANY($1::uuid[]))`,
      [ids, FORGOTTEN_CONTACT.name],
    );
  }
  return ids.length;
}

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
