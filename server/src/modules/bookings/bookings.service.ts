import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgDetail, pgErrorCode } from '../../shared/db-errors';
import { isUuid } from '../../shared/input';
import { AvailabilityService } from '../availability/availability.service';
import { GuestsService } from '../guests/guests.service';
import { priceStay, sumPaise } from '../pricing/pricing';
import { Room } from '../rooms/room.entity';
import { newBookCode } from './book-code';
import { BookingErrorCode, bookingNotFound, datesUnavailable } from './booking-errors';
import { BookingLine } from './booking-line.entity';
import { Booking } from './booking.entity';
import { releaseExpiredHolds } from './hold-release';
import { PricedQuote, priceQuote } from './price-quote';
import { ParsedQuote, parseQuote, QuoteInput } from './quote';

const BOOK_CODE_ATTEMPTS = 5;

export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guests: GuestsService,
    private readonly availability: AvailabilityService,
    private readonly clock: Clock,
    private readonly holdMinutes: number,
  ) {}

  /**
   * Turns a quote into a booking that holds its rooms for `holdMinutes` while the guest pays.
   * The price is the server's. Repeating the same quote while its hold lives returns that same
   * booking. Two guests racing for one room: the exclusion constraint lets exactly one win.
   */
  async createHold(input: QuoteInput): Promise<Booking> {
    const now = this.clock();
    const quote = parseQuote(input, now);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const id = await this.dataSource.transaction((manager) => this.placeHold(manager, quote, now));
        return await this.get(id);
      } catch (error) {
        if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw datesUnavailable();
        const bookCodeClash = pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgDetail(error).includes('(book_code)');
        if (bookCodeClash && attempt < BOOK_CODE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async placeHold(manager: EntityManager, quote: ParsedQuote, now: Date): Promise<string> {
    const roomIds = quote.lines.map((line) => line.roomId);
    const rooms = await manager.find(Room, { where: { id: In(roomIds) } });
    for (const line of quote.lines) {
      const room = rooms.find((candidate) => candidate.id === line.roomId);
      if (!room || !room.isAvailable) {
        throw new DomainError(BookingErrorCode.RoomNotBookable, 'This room is not open for booking', 'bookingInfo', 'conflict');
      }
      if (line.pax.length > room.maxCount) {
        throw new DomainError(
          BookingErrorCode.TooManyGuests,
          `${room.name} takes at most ${room.maxCount} guests`,
          'bookingInfo',
        );
      }
    }
    const guest = await this.guests.upsert(quote.guest, manager);

    const repeat = await this.findLiveRepeat(manager, guest.email, roomIds, quote, now);
    if (repeat) return repeat;

    await releaseExpiredHolds(manager, now, roomIds);
    if ((await this.availability.takenRoomIds(manager, roomIds, quote.stay)).length > 0) throw datesUnavailable();

    const lines = quote.lines.map((line) => {
      const room = rooms.find((candidate) => candidate.id === line.roomId)!;
      const price = priceStay(room.rentPerDayPaise, quote.stay);
      return manager.create(BookingLine, {
        roomId: room.id,
        roomType: room.type,
        roomName: room.name,
        ratePaise: price.ratePaise,
        amountPaise: price.amountPaise,
        checkIn: quote.stay.checkIn,
        checkOut: quote.stay.checkOut,
        blocksRoom: true,
        pax: line.pax,
      });
    });
    const booking = manager.create(Booking, {
      bookCode: newBookCode(),
      guestId: guest.id,
      userEmail: guest.email,
      userName: guest.name,
      userPhone: guest.phone,
      checkIn: quote.stay.checkIn,
      checkOut: quote.stay.checkOut,
      nights: priceStay(0, quote.stay).nights,
      totalPaise: sumPaise(lines.map((line) => line.amountPaise)),
      status: 'held',
      paymentStatus: 'pending',
      holdExpiresAt: new Date(now.getTime() + this.holdMinutes * 60_000),
      lines,
    });
    const saved = await manager.save(booking);
    return saved.id;
  }

  /** The same guest sending the same quote again (a double click, a retry) gets the same hold. */
  private async findLiveRepeat(manager: EntityManager, email: string, roomIds: string[], quote: ParsedQuote, now: Date) {
    const candidates = await manager.find(Booking, {
      where: { userEmail: email, checkIn: quote.stay.checkIn, checkOut: quote.stay.checkOut, status: 'held' },
      relations: { lines: true },
    });
    const sameRooms = (booking: Booking) =>
      booking.lines.length === roomIds.length && booking.lines.every((line) => line.blocksRoom && roomIds.includes(line.roomId));
    return candidates.find((booking) => booking.holdExpiresAt! > now && sameRooms(booking))?.id;
  }

  /** The server's price for a quote, nothing booked. */
  async price(input: QuoteInput): Promise<PricedQuote> {
    return priceQuote(this.dataSource, this.clock, input);
  }

  async get(id: string): Promise<Booking> {
    const booking = isUuid(id)
      ? await this.dataSource.getRepository(Booking).findOne({ where: { id }, relations: { lines: { pax: true } } })
      : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** Every booking, newest first (admin). */
  async list(): Promise<Booking[]> {
    return this.dataSource.getRepository(Booking).find({
      relations: { lines: { pax: true } },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * Deletes a booking that holds no money. A paid booking is the ledger's: it is cancelled and
   * refunded instead, never deleted.
   */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = isUuid(id) ? await manager.findOne(Booking, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!booking) throw bookingNotFound();
      const [{ count }] = await manager.query(
        `SELECT count(*)::int AS count FROM payment WHERE booking_id = $1 AND status IN ('paid', 'refunded', 'partially_refunded')`,
        [id],
      );
      if (count > 0 || booking.paymentStatus === 'paid' || booking.paymentStatus === 'partially_refunded') {
        throw new DomainError(
          BookingErrorCode.PaidBookingDelete,
          'A paid booking cannot be deleted. Cancel it to refund the guest.',
          undefined,
          'conflict',
        );
      }
      await manager.delete(Booking, { id });
    });
  }

  /** Frees the rooms of every hold whose time ran out. */
  async expireHolds(): Promise<number> {
    return this.dataSource.transaction((manager) => releaseExpiredHolds(manager, this.clock()));
  }
}
