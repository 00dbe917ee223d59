import { DataSource, In } from 'typeorm';
import { addDays, toCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { Booking, BookingPaymentStatus, BookingStatus } from '../bookings/booking.entity';
import { RoomOccupancyService } from '../bookings/room-occupancy.service';
import { Room } from '../rooms/room.entity';

export interface CalendarEntry {
  roomId: string;
  bookingId: string;
  bookCode: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  /** A status that takes rooms, or held while a payment hold lives. */
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  holdExpiresAt: Date | null;
}

export interface BookingCalendar {
  from: string;
  to: string;
  rooms: Room[];
  entries: CalendarEntry[];
}

export const ReportErrorCode = {
  CalendarFromInvalid: 'CALENDAR_FROM_INVALID',
  CalendarDaysInvalid: 'CALENDAR_DAYS_INVALID',
} as const;

const MAX_DAYS = 62;

/** Rooms × days for the owner: which nights are taken (by the one definition of a taken night). */
export class BookingCalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly occupancy: RoomOccupancyService,
  ) {}

  async calendar(fromInput: unknown, daysInput: unknown = 31): Promise<BookingCalendar> {
    const from = toCalendarDate(fromInput);
    if (!from) throw new DomainError(ReportErrorCode.CalendarFromInvalid, 'The first day must be a date (YYYY-MM-DD)', 'from');
    const days = Number(daysInput);
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      throw new DomainError(ReportErrorCode.CalendarDaysInvalid, `Show between 1 and ${MAX_DAYS} days`, 'days');
    }
    const to = addDays(from, days);
    const rooms = await this.dataSource.getRepository(Room).find({ order: { name: 'ASC' } });
    const stays = await this.occupancy.staysBetween(from, to);
    const bookings = stays.length
      ? await this.dataSource.getRepository(Booking).findBy({ id: In([...new Set(stays.map((stay) => stay.bookingId))]) })
      : [];
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    const entries = stays.map((stay) => {
      const booking = byId.get(stay.bookingId)!;
      return {
        ...stay,
        bookCode: booking.bookCode,
        guestName: booking.userName,
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        holdExpiresAt: booking.holdExpiresAt,
      };
    });
    entries.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.bookCode.localeCompare(b.bookCode));
    return { from, to, rooms, entries };
  }
}
