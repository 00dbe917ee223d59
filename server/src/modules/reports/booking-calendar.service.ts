import { DataSource, In, LessThan, MoreThan } from 'typeorm';
import { addDays, toCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import {
  Booking,
  BookingPaymentStatus,
  BookingStatus,
  ChannelStay,
  ChannelStayStatus,
  RoomBlock,
  RoomOccupancyService,
} from '../bookings';
import { Room, byRoomNumber } from '../rooms';
import { ReportErrorCode } from './calendar-errors';

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

/** A room closed for some nights (repairs), drawn apart from guests' stays. */
export interface CalendarBlock {
  id: string;
  roomId: string;
  startsOn: string;
  endsOn: string;
  reason: string;
}

/**
 * One night's occupancy: rooms taken by guests out of rooms for sale. A room is for sale on a
 * night when it is open for booking and not closed by a block, or when a guest has it anyway.
 */
export interface CalendarNight {
  date: string;
  occupied: number;
  forSale: number;
}

export interface BookingCalendar {
  from: string;
  to: string;
  /** By number: "2" before "10", "101" before "Garden Suite"; deleted rooms are left out. */
  rooms: Room[];
  entries: CalendarEntry[];
  blocks: CalendarBlock[];
  /** Stays sold on an OTA (imported calendars): taken nights without guest data. */
  channelStays: ChannelStay[];
  nights: CalendarNight[];
}

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
    const rooms = byRoomNumber(await this.dataSource.getRepository(Room).find());
    const shown = new Set(rooms.map((room) => room.id));
    const stays = (await this.occupancy.staysBetween(from, to)).filter((stay) => shown.has(stay.roomId));
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
    const blocks = await this.blocksBetween(from, to, shown);
    const channelStays = (
      await this.dataSource.getRepository(ChannelStay).find({
        where: { status: ChannelStayStatus.ACTIVE, checkIn: LessThan(to), checkOut: MoreThan(from) },
        order: { checkIn: 'ASC' },
      })
    ).filter((stay) => shown.has(stay.roomId));
    const taken = [...entries, ...channelStays];
    return { from, to, rooms, entries, blocks, channelStays, nights: nightsOf(from, days, rooms, taken, blocks) };
  }

  private async blocksBetween(from: string, to: string, shown: Set<string>): Promise<CalendarBlock[]> {
    const claims = (await this.occupancy.blocksBetween(from, to)).filter((claim) => shown.has(claim.roomId));
    const reasons = claims.length
      ? await this.dataSource.getRepository(RoomBlock).findBy({ id: In(claims.map((claim) => claim.blockId)) })
      : [];
    const reasonOf = new Map(reasons.map((block) => [block.id, block.reason]));
    return claims.map((claim) => ({
      id: claim.blockId,
      roomId: claim.roomId,
      startsOn: claim.startsOn,
      endsOn: claim.endsOn,
      reason: reasonOf.get(claim.blockId) ?? '',
    }));
  }
}

function nightsOf(
  from: string,
  days: number,
  rooms: Room[],
  entries: Pick<CalendarEntry, 'roomId' | 'checkIn' | 'checkOut'>[],
  blocks: CalendarBlock[],
): CalendarNight[] {
  const covering = (date: string, start: string, end: string) => start <= date && date < end;
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const occupied = new Set(entries.filter((e) => covering(date, e.checkIn, e.checkOut)).map((e) => e.roomId));
    const closed = new Set(blocks.filter((b) => covering(date, b.startsOn, b.endsOn)).map((b) => b.roomId));
    const forSale = rooms.filter((room) => occupied.has(room.id) || (room.isAvailable && !closed.has(room.id))).length;
    return { date, occupied: occupied.size, forSale };
  });
}
