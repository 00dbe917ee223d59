import { EntityManager } from 'typeorm';

/**
 * Turns payment holds whose time ran out into expired bookings and frees their nights. Runs
 * inside the caller's transaction: before a new hold is placed on the same rooms (so a stale hold
 * never blocks a guest), and from the periodic sweeper for all rooms.
 */
export async function releaseExpiredHolds(manager: EntityManager, now: Date, roomIds?: string[]): Promise<number> {
  const rows: { id: string }[] = await manager.query(
    `UPDATE booking SET status = 'expired', updated_at = now()
     WHERE status = 'held' AND hold_expires_at <= $1
       AND ($2::uuid[] IS NULL OR id IN (SELECT booking_id FROM booking_line WHERE room_id = ANY($2::uuid[]) AND blocks_room))
     RETURNING id`,
    [now, roomIds ?? null],
  );
  const ids = flattenRows(rows).map((row) => row.id);
  if (ids.length > 0) {
    await manager.query(`UPDATE booking_line SET blocks_room = false WHERE booking_id = ANY($1::uuid[])`, [ids]);
  }
  return ids.length;
}

/** node-postgres answers UPDATE … RETURNING through TypeORM as [rows, count]; PGlite as rows. */
function flattenRows<T>(result: T[] | [T[], number]): T[] {
  return Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}
