import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../../shared/clock';
import { PG_DEADLOCK_DETECTED, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgDetail, pgErrorCode } from '../../shared/db-errors';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { GuestsService } from '../guests';
import { bookingNotFound, datesUnavailable, roomOfSeveralUnavailable } from './booking-errors';
import { BookingLifecycle } from './booking-lifecycle.service';
import { BookingChannel, BookingStatus } from './booking-status';
import { Booking } from './booking.entity';
import { AgreedRent, atAgreedRent, checkQuote, PricedQuote } from './price-quote';
import type { OtaSale } from './ota-sale';
import { ParsedQuote, parseQuote, PaxData, QuoteInput } from './quote';
import { applyBookingSearch, BookingSearchRequest, encodeCursor, parseBookingSearch } from './booking-search';
import { RoomOccupancyService } from './room-occupancy.service';
import { assertDeletable, isDeletable } from './booking-deletion';
import { AuditAction, AuditService } from '../audit';
import { Actor, GUEST_ACTOR, SYSTEM_ACTOR } from '../../shared/actor';
import { ConsentSource, marketingConsentColumns, MessagingConsentService } from '../messages';
import { guardUnpaidLimit } from './unpaid-limit';
import { UnpaidCeiling } from './unpaid-ceiling';
import { assertRoomNightsWithin } from './room-night-cap';
import { IdempotencyKey, idempotencyKeyReused, madeFromQuote, parseIdempotencyKey } from './idempotency-key';
import { isUuid, trimmed } from '../../shared/input';
import { Stay } from '../../shared/dates';
import { Page, PageRequest, pageWindow } from '../../shared/page';
import { RoomPricing } from '../pricing';
import type { Locale } from '../../shared/pure/locale';
import { Room } from '../rooms';

export type { QuoteInput } from './quote';
export type { AgreedRent, PricedQuote } from './price-quote';
export type { PaxData } from './quote';
export { BookingSort } from './booking-search';
export { parseBusinessRecipient } from './business-recipient';
export type { BookingSearchRequest } from './booking-search';

/** Queues the guest's messages about a hold placed for them (the outbox), in the hold's transaction. */
export type HoldNotifier = (manager: EntityManager, bookingId: string) => Promise<void>;

/** What one anonymous guest may book: each limit is exempt for the desk and signed-in staff. */
export interface GuestBookingLimits {
  /** MAX_UNPAID_BOOKINGS_PER_GUEST */
  maxUnpaidBookingsPerGuest: number;
  /** MAX_ROOM_NIGHTS_PER_BOOKING */
  maxRoomNightsPerBooking: number;
  /** UNPAID_SHARE of each night. */
  unpaidCeiling: UnpaidCeiling;
}

/** What a caller of holdQuote asks besides the hold. */
export interface HoldOptions {
  /** Mail the guest the hold placed, with its way back to paying. */
  announce?: boolean;
  /** The hold is to be confirmed to pay at the hotel: a refusal of the unpaid ceiling says to pay online. */
  payAtHotel?: boolean;
}

/** A page of the admin list, with the cursor of the next page. */
export interface BookingSearchPage {
  items: Booking[];
  total: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** A stay to price again: its new dates and, for each line, the room and the guests in it. */
export interface StayChange {
  stay: Stay;
  lines: { roomId: string; pax: PaxData[] }[];
}

/**
 * Tries of one hold: again when its random book code was taken, or when PostgreSQL rolled it back
 * as a deadlock victim — two holds of overlapping nights inserted at the same moment each wait on
 * the exclusion constraint for the other. The next try finds the other hold committed (409) or
 * rolled back (the room is free).
 */
const HOLD_ATTEMPTS = 5;

/**
 * Waits for the room locks of `roomIds` (transaction advisory locks, released at commit), taken
 * one by one in the rooms' id order, so that holds sharing rooms never wait on each other in a
 * circle. After the unpaid ceiling's lock, before any booking row is written.
 */
async function lockRoomsInTurn(manager: EntityManager, roomIds: string[]): Promise<void> {
  for (const roomId of [...new Set(roomIds)].sort()) {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`room-hold:${roomId}`]);
  }
}

/** The room an exclusion violation on booking_line names: its detail reads "Key (room_id, …)=(<uuid>, …)". */
function clashingRoomId(error: unknown): string | undefined {
  return /\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}),/i.exec(pgDetail(error))?.[1];
}

/** Bookings as guests and the owner see them: quotes, holds, lookups, the list, deletion. */
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guests: GuestsService,
    private readonly lifecycle: BookingLifecycle,
    private readonly occupancy: RoomOccupancyService,
    private readonly clock: Clock,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly limits: GuestBookingLimits,
    private readonly pricing: RoomPricing,
    /** Deletions go into the audit log when given. */
    private readonly audit?: AuditService,
    /** Tells the guest a hold was placed for them, with a link back to paying (queued with the hold). */
    private readonly notifyHeld: HoldNotifier = async () => {},
    /** Keeps the booking form's WhatsApp choice with the booking. */
    private readonly consent?: Pick<MessagingConsentService, 'recordFormChoice'>,
  ) {}

  /**
   * Turns a quote into a booking that holds its rooms for `holdMinutes` while the guest pays.
   * The price is the server's. A repeat with the same `idempotencyKey` (the client's, one per
   * quote) returns the booking the key made, while that booking still holds or has its rooms;
   * nothing else makes two requests the same. Two guests racing for one room: the exclusion
   * constraint lets exactly one win.
   * A request from `origin` (the transports pass theirs) counts toward BOOKING_RATE_LIMIT; one
   * guest holds at most MAX_UNPAID_BOOKINGS_PER_GUEST unpaid bookings, one booking at most
   * MAX_ROOM_NIGHTS_PER_BOOKING room-nights, and unpaid bookings at most UNPAID_SHARE of a night
   * (past it, the booking is placed holding no room: only its payment claims them). Admins are exempt.
   */
  async createHold(input: QuoteInput, origin?: RequestOrigin, idempotencyKey?: unknown): Promise<Booking> {
    return this.get(await this.holdQuote(input, origin, idempotencyKey, undefined, { announce: true }));
  }

  /**
   * createHold, answering the booking's id (the caller reads the booking when it is done with it).
   * `admit` sees the priced quote before anything is counted or written and may refuse it (pay at
   * hotel's limits): the quote is priced once, and a refused stay holds nothing. With `announce`,
   * a hold this call placed (not a repeat's) is mailed to the guest with its way back to paying;
   * a caller that confirms the booking at once (pay at hotel) does not announce it, and says so
   * (`payAtHotel`), so that the unpaid ceiling tells its guest to pay online.
   */
  async holdQuote(
    input: QuoteInput,
    origin?: RequestOrigin,
    idempotencyKey?: unknown,
    admit?: (priced: PricedQuote) => void,
    options: HoldOptions = {},
  ): Promise<string> {
    const now = this.clock();
    const quote = parseQuote(input, now);
    const limitUnpaid = !origin?.admin;
    if (limitUnpaid)
      await assertRoomNightsWithin(this.limits.maxRoomNightsPerBooking, quote, () => this.abuseLimits.callUs('reservations'));
    let priced: PricedQuote | undefined;
    if (admit) {
      priced = await checkQuote(this.dataSource.manager, quote, this.pricing);
      admit(priced);
    }
    const key = parseIdempotencyKey(idempotencyKey);
    if (origin) await this.abuseLimits.countBookingRequest(origin);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const hold = await this.dataSource.transaction(async (manager) => {
          const placed = await this.placeHold(manager, quote, now, {
            limitUnpaid,
            key,
            askIfTaken: false,
            priced,
            payAtHotel: options.payAtHotel,
            language: origin?.language,
          });
          if (placed.placed && options.announce) await this.notifyHeld(manager, placed.id);
          return placed;
        });
        return hold.id;
      } catch (error) {
        if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw await this.roomsTaken(quote, clashingRoomId(error));
        const bookCodeClash = pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgDetail(error).includes('(book_code)');
        const deadlockVictim = pgErrorCode(error) === PG_DEADLOCK_DETECTED;
        if ((bookCodeClash || deadlockVictim) && attempt < HOLD_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async placeHold(
    manager: EntityManager,
    quote: ParsedQuote,
    now: Date,
    options: {
      limitUnpaid: boolean;
      key?: IdempotencyKey;
      channel?: BookingChannel;
      /**
       * The exclusion constraint refuses a taken night anyway (createHold answers its 23P01 with
       * the same refusal, and saves a round trip); asking first is for callers whose transaction
       * must survive the refusal.
       */
      askIfTaken?: boolean;
      /** The quote as the caller priced it already. */
      priced?: PricedQuote;
      /** See HoldOptions. */
      payAtHotel?: boolean;
      /** The desk: a walk-in or phone guest may give no email. */
      emailOptional?: boolean;
      /** Who records the guest's WhatsApp choice: the guest (the website), or the desk that asked them. */
      recordedBy?: Actor;
      /** A stay sold on an OTA that the desk makes a booking: the OTA's reference and commission. */
      otaSale?: OtaSale;
      /** The language the guest books in (the request's), kept for their mails. */
      language?: Locale;
    },
  ): Promise<{ id: string; placed: boolean }> {
    const { limitUnpaid, key, channel } = options;
    let askIfTaken = options.askIfTaken ?? true;
    const priced = options.priced ?? (await checkQuote(manager, quote, this.pricing));
    const guest = await this.guests.register(quote.guest, manager, { emailOptional: options.emailOptional });
    const roomIds = priced.lines.map((line) => line.roomId);
    const repeat = key && (await this.findRepeat(manager, key, quote, guest.email));
    if (repeat) return { id: repeat, placed: false };
    let holdsRooms = true;
    if (limitUnpaid) {
      await guardUnpaidLimit(manager, guest, this.limits.maxUnpaidBookingsPerGuest, now, () =>
        this.abuseLimits.callUs('reservations', manager),
      );
      await this.limits.unpaidCeiling.lock(manager);
      const claim = { stay: quote.stay, rooms: priced.lines.length, payAtHotel: Boolean(options.payAtHotel) };
      holdsRooms = await this.limits.unpaidCeiling.mayHold(manager, claim);
      // Past the ceiling the order takes no room, so the exclusion constraint cannot refuse it.
      if (!holdsRooms) askIfTaken = true;
    }
    // Holds of the same room take turns, in one order (by room id): two holds inserting
    // overlapping lines at the same moment would otherwise each wait on the exclusion constraint
    // for the other, and PostgreSQL would roll one back as a deadlock victim — which a crowd of
    // holds (30 families, two rooms each, one shared) turned into failures after the retries.
    if (holdsRooms) await lockRoomsInTurn(manager, roomIds);
    if (askIfTaken) {
      const taken = await this.occupancy.takenRoomIds(manager, roomIds, quote.stay);
      if (taken.length > 0) throw await this.roomsTaken(quote, taken[0], manager);
    }
    const contact = {
      guestId: guest.id,
      email: guest.email,
      name: guest.name,
      phone: guest.phone,
      businessName: quote.business?.name,
      businessGstin: quote.business?.gstin || null,
      marketingConsent: marketingConsentColumns(quote.marketingConsent === true, now, ConsentSource.BOOKING_FORM),
      otaSale: options.otaSale,
      language: options.language,
    };
    const booking = await this.lifecycle.hold(manager, priced, contact, key, channel, holdsRooms);
    await this.recordWhatsAppChoice(manager, quote, booking, options.recordedBy ?? GUEST_ACTOR);
    return { id: booking.id, placed: true };
  }

  /**
   * The booking form's WhatsApp box, kept with the booking in its transaction (a booking rolled
   * back keeps no choice); a quote without the box (an older client) records nothing.
   */
  private async recordWhatsAppChoice(manager: EntityManager, quote: ParsedQuote, booking: Booking, actor: Actor) {
    if (quote.whatsappUpdates === undefined || !this.consent) return;
    await this.consent.recordFormChoice(manager, {
      phone: booking.userPhone,
      whatsapp: quote.whatsappUpdates,
      source: ConsentSource.BOOKING_FORM,
      actor,
      bookingId: booking.id,
      subject: `Booking ${booking.bookCode}`,
    });
  }

  /**
   * The refusal when a room of the quote is taken. Nothing of the booking was written (its one
   * transaction ended); with several rooms the guest learns which one stood in the way.
   */
  private async roomsTaken(quote: ParsedQuote, roomId: string | undefined, manager = this.dataSource.manager) {
    if (quote.lines.length < 2) return datesUnavailable();
    const room = roomId ? await manager.findOne(Room, { where: { id: roomId }, withDeleted: true }) : null;
    return room ? roomOfSeveralUnavailable(room.name) : datesUnavailable();
  }

  /**
   * The front desk's hold, inside the desk's own transaction: the same quote checks and prices as
   * a guest's, without the abuse limits (a signed-in admin is exempt), made through `channel`. The
   * guest may give no email (a walk-in or phone guest is known by their phone). With `agreed` (a
   * rate override, allowed by the caller) every night costs that rent before GST instead of the
   * owner's rate, and the booking keeps it; `plan` answers the owner's price all the same, for the audit.
   * The guest's WhatsApp choice (the quote's box, asked by the desk) is recorded as `actor`'s.
   * With `otaSale`, a stay sold on an OTA (`channel` is the OTA's), the booking keeps its
   * reference and commission. 23P01 (a room taken meanwhile) ends the caller's transaction.
   */
  async holdAtDesk(
    manager: EntityManager,
    input: QuoteInput,
    channel: BookingChannel,
    agreed?: AgreedRent,
    actor?: Actor,
    otaSale?: OtaSale,
  ): Promise<{ booking: Booking; plan: PricedQuote }> {
    const now = this.clock();
    const quote = parseQuote(input, now);
    const plan = await checkQuote(manager, quote, this.pricing);
    const priced = agreed ? atAgreedRent(plan, agreed, this.pricing) : plan;
    const { id } = await this.placeHold(manager, quote, now, {
      limitUnpaid: false,
      channel,
      priced,
      emailOptional: true,
      recordedBy: actor,
      otaSale,
    });
    const booking = await manager.findOneOrFail(Booking, { where: { id }, relations: { lines: { pax: true } } });
    return { booking, plan };
  }

  /**
   * The server's price of a booking's stay on new dates or in other rooms, by the same checks as a
   * quote (each room open for booking and large enough for its guests), at the owner's rates or,
   * with `agreed`, at that rent before GST. Nothing is written.
   */
  async priceStayChange(manager: EntityManager, change: StayChange, agreed?: AgreedRent): Promise<PricedQuote> {
    const priced = await checkQuote(manager, { guest: {}, stay: change.stay, lines: change.lines }, this.pricing);
    return agreed ? atAgreedRent(priced, agreed, this.pricing) : priced;
  }

  /**
   * The booking this key made, when the client repeats its request: while it holds its rooms or
   * has them (confirmed, and on). One that lapsed or was cancelled is not answered again: the
   * repeat places a new hold, which takes the key over.
   */
  private async findRepeat(manager: EntityManager, key: IdempotencyKey, quote: ParsedQuote, guestEmail: string | null) {
    // Requests with one key take turns (until the transaction ends): a repeat sent while the
    // first is still booking waits for it and then finds its booking.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking-key:${key}`]);
    const booking = await manager.findOne(Booking, { where: { idempotencyKey: key }, relations: { lines: true } });
    if (!booking) return undefined;
    if (!madeFromQuote(booking, quote, guestEmail)) throw idempotencyKeyReused();
    const ended: BookingStatus[] = [BookingStatus.EXPIRED, BookingStatus.CANCELLED];
    const lapsed = booking.status === BookingStatus.HELD && !this.lifecycle.holdLives(booking);
    return ended.includes(booking.status) || lapsed ? undefined : booking.id;
  }

  /** The server's price for a quote, by the same checks as a hold; nothing booked. */
  async price(input: QuoteInput): Promise<PricedQuote> {
    const quote = parseQuote(input, this.clock());
    return checkQuote(this.dataSource.manager, quote, this.pricing);
  }

  async get(id: string): Promise<Booking> {
    // One statement (findOne with relations would first select the id, then the rows).
    const booking = isUuid(id)
      ? await this.dataSource
          .getRepository(Booking)
          .createQueryBuilder('booking')
          .leftJoinAndSelect('booking.lines', 'line')
          .leftJoinAndSelect('line.pax', 'pax')
          .where('booking.id = :id', { id })
          .getOne()
      : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** These bookings (without their lines), by id; an id that is no booking's is left out. */
  async ofIds(ids: readonly string[]): Promise<Map<string, Booking>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const bookings = await this.dataSource.getRepository(Booking).findBy({ id: In(wanted) });
    return new Map(bookings.map((booking) => [booking.id, booking]));
  }

  /** The booking with this code (admin: a code is short enough to guess, so guests never look one up by it). */
  async getByCode(code: unknown): Promise<Booking> {
    const bookCode = trimmed(code).toUpperCase();
    const booking =
      bookCode.length > 0 && bookCode.length <= 12
        ? await this.dataSource.getRepository(Booking).findOne({ where: { bookCode }, relations: { lines: { pax: true } } })
        : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /**
   * The admin list: searched by code, guest name, email, phone digits or room number, filtered by
   * status and stay dates, ordered by check-in or newest first, a page at a time (offset/limit or
   * first/after). Two queries: the page's ids (filters, order, count), then those bookings whole.
   */
  async search(request: BookingSearchRequest): Promise<BookingSearchPage> {
    const search = parseBookingSearch(request);
    const query = applyBookingSearch(this.dataSource.getRepository(Booking).createQueryBuilder('booking'), search);
    const [rows, total] = await query.getManyAndCount();
    const whole = rows.length
      ? await this.dataSource
          .getRepository(Booking)
          .find({ where: { id: In(rows.map((row) => row.id)) }, relations: { lines: { pax: true } } })
      : [];
    const byId = new Map(whole.map((booking) => [booking.id, booking]));
    const items = rows.map((row) => byId.get(row.id)!);
    const next = search.window.offset + items.length;
    return { items, total, pageInfo: { endCursor: items.length ? encodeCursor(next) : null, hasNextPage: next < total } };
  }

  /** Bookings, newest first (admin): one page of them, or all of them without a page request. */
  async list(page?: PageRequest): Promise<Page<Booking>> {
    const window = page && pageWindow(page);
    const [items, total] = await this.dataSource.getRepository(Booking).findAndCount({
      relations: { lines: { pax: true } },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: window?.offset,
      take: window?.limit,
    });
    return { items, total };
  }

  /**
   * Deletes a hold, an expired hold or a cancelled booking that took no money (assertDeletable):
   * anything else is cancelled instead, never deleted. Its ledger rows stay, with its code; the
   * audit log keeps who deleted it.
   */
  async delete(id: string, actor: Actor = SYSTEM_ACTOR): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, id);
      await assertDeletable(manager, booking);
      await this.lifecycle.remove(manager, booking);
      await this.audit?.record(manager, actor, {
        action: AuditAction.DELETE,
        bookingId: booking.id,
        detail: `Deleted booking ${booking.bookCode} of ${booking.userName} (${booking.checkIn} to ${booking.checkOut}, ${booking.status})`,
      });
    });
  }

  /** Whether delete would take the booking now (the same rule, read outside a transaction). */
  canDelete(booking: Booking): Promise<boolean> {
    return isDeletable(this.dataSource.manager, booking);
  }

  /** Frees the rooms of every hold whose time ran out. */
  async expireHolds(): Promise<number> {
    return this.dataSource.transaction((manager) => this.lifecycle.expireLapsedHolds(manager));
  }
}
