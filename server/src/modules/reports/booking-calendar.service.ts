import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, toCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { Room } from '../rooms/room.entity';

export interface CalendarEntry {
  roomId: string;
  bookingId: string;
  bookCode: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  /** confirmed, or held while a payment hold lives. */
  status: 'confirmed' | 'held';
  paymentStatus: string;
  holdExpiresAt: Date | null;
}

export interface BookingCalendar {
  from: string;
  to: string;
  rooms: Room[];
  entries: CalendarEntry[];
}

const MAX_DAYS = 62;

/** Rooms × days for the owner: which nights are taken, by confirmed bookings and live holds. */
export class BookingCalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async calendar(fromInput: unknown, daysInput: unknown = 31): Promise<BookingCalendar> {
    const from = toCalendarDate(fromInput);
    if (!from) throw new DomainError('CALENDAR_FROM_INVALID', 'The first day must be a date (YYYY-MM-DD)', 'from');
    const days = Number(daysInput);
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      throw new DomainError('CALENDAR_DAYS_INVALID', `Show between 1 and ${MAX_DAYS} days`, 'days');
    }
    const to = addDays(from, days);
    const rooms = await this.dataSource.getRepository(Room).find({ order: { name: 'ASC' } });
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT line.room_id, b.id AS booking_id, b.book_code, b.user_name, line.check_in, line.check_out, b.status, b.payment_status, b.hold_expires_at
       FROM booking_line line JOIN booking b ON b.id = line.booking_id
       WHERE line.blocks_room
         AND daterange(line.check_in, line.check_out, '[)') && daterange($1::date, $2::date, '[)')
         AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > $3))
       ORDER BY line.check_in, b.book_code`,
      [from, to, this.clock()],
    );
    return {
      from,
      to,
      rooms,
      entries: rows.map((row) => ({
        roomId: String(row.room_id),
        bookingId: String(row.booking_id),
        bookCode: String(row.book_code),
        guestName: String(row.user_name),
        checkIn: String(row.check_in),
        checkOut: String(row.check_out),
        status: row.status === 'confirmed' ? 'confirmed' : 'held',
        paymentStatus: String(row.payment_status),
        holdExpiresAt: row.hold_expires_at ? new Date(String(row.hold_expires_at)) : null,
      })),
    };
  }
}
