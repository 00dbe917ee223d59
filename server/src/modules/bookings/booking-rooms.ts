import { EntityManager } from 'typeorm';
import { Booking } from './booking.entity';
import { BookingLine } from './booking-line.entity';
import { releaseExpiredHolds } from './hold-release';

/**
 * Claims the booking's rooms again for its nights (after a hold lapsed), first freeing other
 * holds on them that ran out. Throws the database's exclusion violation (23P01) when someone else
 * holds a night: callers turn that into "taken" and decide what to do.
 */
export async function reclaimRooms(manager: EntityManager, booking: Booking, now: Date): Promise<void> {
  const lines = await manager.find(BookingLine, { where: { bookingId: booking.id } });
  await releaseExpiredHolds(
    manager,
    now,
    lines.map((line) => line.roomId),
  );
  await manager.update(BookingLine, { bookingId: booking.id }, { blocksRoom: true });
}

export async function releaseRooms(manager: EntityManager, booking: Booking): Promise<void> {
  await manager.update(BookingLine, { bookingId: booking.id }, { blocksRoom: false });
}

/** True when some other booking holds one of this booking's rooms on one of its nights. */
export async function roomsTakenByOthers(manager: EntityManager, booking: Booking, now: Date): Promise<boolean> {
  const [{ taken }] = await manager.query(
    `SELECT EXISTS (
       SELECT 1 FROM booking_line mine
       JOIN booking_line other ON other.room_id = mine.room_id AND other.booking_id <> mine.booking_id AND other.blocks_room
       JOIN booking b ON b.id = other.booking_id
       WHERE mine.booking_id = $1
         AND daterange(other.check_in, other.check_out, '[)') && daterange(mine.check_in, mine.check_out, '[)')
         AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > $2))
     ) AS taken`,
    [booking.id, now],
  );
  return taken === true;
}

/**
 * Moves each line whose room is taken to another free room of the same type that fits its
 * guests, keeping the price the guest paid; lines whose room is still free keep it. Answers
 * false (changing nothing) when some taken line has nowhere to go.
 */
export async function relocateToFreeRooms(manager: EntityManager, booking: Booking, now: Date): Promise<boolean> {
  const lines = await manager.find(BookingLine, { where: { bookingId: booking.id }, relations: { pax: true } });
  await releaseExpiredHolds(
    manager,
    now,
    lines.map((line) => line.roomId),
  );
  const taken = new Set<string>();
  for (const line of lines) {
    if (await lineTakenByOthers(manager, line, now)) taken.add(line.id);
  }
  const roomsInUse = lines.filter((line) => !taken.has(line.id)).map((line) => line.roomId);
  const moves: { line: BookingLine; roomId: string; roomName: string }[] = [];
  for (const line of lines.filter((candidate) => taken.has(candidate.id))) {
    const rows: { id: string; name: string }[] = await manager.query(
      `SELECT room.id, room.name FROM room
       WHERE room.deleted_at IS NULL AND room.is_available AND room.type = $1 AND room.max_count >= $2
         AND room.id <> ALL($5::uuid[])
         AND NOT EXISTS (
           SELECT 1 FROM booking_line other JOIN booking b ON b.id = other.booking_id
           WHERE other.room_id = room.id AND other.blocks_room AND other.booking_id <> $6
             AND daterange(other.check_in, other.check_out, '[)') && daterange($3::date, $4::date, '[)')
             AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > $7)))
       ORDER BY room.rent_per_day_paise, room.name LIMIT 1`,
      [
        line.roomType,
        line.pax.length,
        line.checkIn,
        line.checkOut,
        [...roomsInUse, ...moves.map((m) => m.roomId), line.roomId],
        booking.id,
        now,
      ],
    );
    if (rows.length === 0) return false;
    moves.push({ line, roomId: rows[0].id, roomName: rows[0].name });
  }
  for (const line of lines.filter((candidate) => !taken.has(candidate.id))) {
    await manager.update(BookingLine, { id: line.id }, { blocksRoom: true });
  }
  for (const { line, roomId, roomName } of moves) {
    await manager.update(BookingLine, { id: line.id }, { roomId, roomName, blocksRoom: true });
  }
  return true;
}

async function lineTakenByOthers(manager: EntityManager, line: BookingLine, now: Date): Promise<boolean> {
  const [{ taken }] = await manager.query(
    `SELECT EXISTS (
       SELECT 1 FROM booking_line other JOIN booking b ON b.id = other.booking_id
       WHERE other.room_id = $1 AND other.booking_id <> $2 AND other.blocks_room
         AND daterange(other.check_in, other.check_out, '[)') && daterange($3::date, $4::date, '[)')
         AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > $5))
     ) AS taken`,
    [line.roomId, line.bookingId, line.checkIn, line.checkOut, now],
  );
  return taken === true;
}
