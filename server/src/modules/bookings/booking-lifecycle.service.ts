import { EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, daysBetween, formatStayDate, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { newBookCode } from './book-code';
import { BookingErrorCode, bookingNotFound, datesUnavailable } from './booking-errors';
import { BookingLine } from './booking-line.entity';
import { BookingPax } from './booking-pax.entity';
import { moneyOfNights, splitLineMoney } from './line-nights';
import { sumPaise } from '../../shared/money';
import { BookingChannel, BookingPaymentStatus, BookingStatus } from './booking-status';
import { RoomType } from '../rooms';
import { assertCanMove, assertRevivable, BookingTransition, canMove, statusAfter } from './booking-transitions';
import { assertHoldRenewable } from './hold-renewals';
import { Booking } from './booking.entity';
import { PaymentMethod } from '../billing';
import { agreedRentColumns, PricedQuote } from './price-quote';
import { RoomOccupancyService } from './room-occupancy.service';
import { NO_MARKETING_CONSENT, type MarketingConsentColumns } from '../messages';
import { FORGOTTEN_CONTACT } from './forget-contacts';
import type { Locale } from '../../shared/pure/locale';
import type { OtaSale } from './ota-sale';

export interface BookingContact {
  guestId: string;
  /** Null: a walk-in or phone guest at the desk gave none. */
  email: string | null;
  name: string;
  phone: string;
  /** For a B2B invoice: the business and its GSTIN (validated). */
  businessName?: string | null;
  businessGstin?: string | null;
  /** The booking form's offers-and-news box, when ticked: when and where (issue 29). */
  marketingConsent?: MarketingConsentColumns;
  /** A stay sold on an OTA (its channel is the OTA's): the booking's reference there and the commission. */
  otaSale?: OtaSale;
  /** The language the guest booked in, for their mails (English when not given). */
  language?: Locale;
}

/** What a confirmation records about the money: paid now (in full or in part), or to be paid at the hotel. */
export interface ConfirmationPayment {
  status: typeof BookingPaymentStatus.PAID | typeof BookingPaymentStatus.PART_PAID | typeof BookingPaymentStatus.PENDING;
  method: PaymentMethod;
}

/**
 * Who takes up a lapsed hold again: a guest (anonymous, within HOLD_RENEWALS and an hour of the
 * first hold) or the hotel (signed-in staff, the desk: only the revival window applies).
 */
export interface Renewal {
  byGuest: boolean;
}

/** A booking's money as its folio says (billing/folio.ts, through booking-money.service.ts). */
export interface MoneyState {
  paidPaise: number;
  refundedPaise: number;
  goodwillPaise: number;
  /** The total less what is held and goodwill: covered at zero or below. */
  balancePaise: number;
}

/** What the desk may edit of a booking without a transition. */
export interface BookingDetailsChange {
  userName?: string;
  /** Null: a desk booking's guest has no email. */
  userEmail?: string | null;
  userPhone?: string;
  notes?: string | null;
  /** The business a B2B invoice is made out to (validated), or null for none. */
  businessName?: string | null;
  businessGstin?: string | null;
}

/** A room block's claim on its room's nights, as the block's line records it. */
export interface ChannelStayClaim {
  channelStayId: string;
  room: { id: string; name: string; type: RoomType };
  checkIn: string;
  checkOut: string;
}

export interface BlockClaim {
  blockId: string;
  room: { id: string; name: string; type: RoomType };
  startsOn: string;
  endsOn: string;
}

/**
 * The one owner of booking and booking-line rows: every change of a booking's status, rooms,
 * nights or payment status is a named transition here (see booking-transitions.ts), run inside
 * the caller's transaction on a booking the caller has locked (`lock`). Payments, settlement,
 * cancellations, the hold sweeper and the front desk ask; they never write the rows themselves.
 * A transition that loses a night to another booking throws the database's exclusion violation
 * (23P01): the caller's transaction ends, and it decides what to tell the guest.
 */
export class BookingLifecycle {
  constructor(
    private readonly occupancy: RoomOccupancyService,
    private readonly clock: Clock,
    private readonly holdMinutes: number,
    /** HOLD_RENEWALS: how many times a guest may renew a lapsed hold. */
    private readonly maxHoldRenewals: number = 2,
  ) {}

  /** The booking, locked for the rest of the transaction. */
  async lock(manager: EntityManager, id: unknown): Promise<Booking> {
    const booking = isUuid(id) ? await manager.findOne(Booking, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** The booking as it is now, for a decision that changes nothing. */
  async read(manager: EntityManager, id: unknown): Promise<Booking> {
    const booking = isUuid(id) ? await manager.findOneBy(Booking, { id }) : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** Whether the state machine lets this booking take `transition` now. */
  can(booking: Booking, transition: BookingTransition): boolean {
    return canMove(booking.status, transition);
  }

  /** Refuses, with the state machine's message, a move this booking cannot take now. */
  assertCan(booking: Booking, transition: BookingTransition): void {
    assertCanMove(booking.status, transition);
  }

  /** True while an unpaid hold still keeps its rooms. */
  holdLives(booking: Booking): boolean {
    return booking.status === BookingStatus.HELD && booking.holdExpiresAt !== null && booking.holdExpiresAt > this.clock();
  }

  /**
   * hold: a checked quote becomes a booking holding its rooms for `holdMinutes`. The client's
   * idempotency key moves to it from an earlier booking of that key that ended (the caller checked).
   * Without `holdsRooms` (past UNPAID_SHARE) it is a payment window that takes no room: its lines
   * do not block, as a lapsed hold's, and its payment claims them if still free (confirm).
   */
  async hold(
    manager: EntityManager,
    quote: PricedQuote,
    contact: BookingContact,
    idempotencyKey?: string,
    channel: BookingChannel = BookingChannel.WEBSITE,
    holdsRooms = true,
  ): Promise<Booking> {
    await this.expireLapsedHolds(
      manager,
      quote.lines.map((line) => line.roomId),
    );
    if (idempotencyKey) await manager.update(Booking, { idempotencyKey }, { idempotencyKey: null });
    const lines = quote.lines.map((line) =>
      manager.create(BookingLine, {
        ...line,
        checkIn: quote.stay.checkIn,
        checkOut: quote.stay.checkOut,
        blocksRoom: holdsRooms,
      }),
    );
    return manager.save(
      manager.create(Booking, {
        bookCode: newBookCode(),
        guestId: contact.guestId,
        userEmail: contact.email,
        userName: contact.name,
        userPhone: contact.phone,
        checkIn: quote.stay.checkIn,
        checkOut: quote.stay.checkOut,
        nights: quote.nights,
        totalPaise: quote.totalPaise,
        ratesIncludeGst: quote.ratesIncludeGst,
        ...agreedRentColumns(quote),
        businessName: contact.businessName ?? null,
        businessGstin: contact.businessGstin ?? null,
        ...(contact.marketingConsent ?? NO_MARKETING_CONSENT),
        otaReference: contact.otaSale?.reference ?? null,
        language: contact.language ?? 'en',
        otaCommissionBp: contact.otaSale?.commissionBp ?? null,
        status: BookingStatus.HELD,
        paymentStatus: BookingPaymentStatus.PENDING,
        holdExpiresAt: this.newHoldExpiry(),
        firstHeldAt: this.clock(),
        holdRenewals: 0,
        idempotencyKey: idempotencyKey ?? null,
        channel,
        lines,
      }),
    );
  }

  /**
   * hold again: a lapsed hold claims its rooms for a new payment window (23P01 if taken), up to
   * REVIVAL_WINDOW_HOURS after it lapsed; a guest's renewal also within HOLD_RENEWALS and an hour
   * of the first hold (assertHoldRenewable). Each renewal is counted on the booking. Without
   * `holdsRooms` (past UNPAID_SHARE) the new window takes no room, while its rooms are still free.
   */
  async renewHold(manager: EntityManager, booking: Booking, renewal: Renewal, holdsRooms = true): Promise<void> {
    if (this.holdLives(booking)) return;
    this.assertCan(booking, 'hold');
    this.assertRenewable(booking, renewal);
    if (holdsRooms) await this.reclaimRooms(manager, booking);
    else if (await this.roomsTakenByOthers(manager, booking)) throw datesUnavailable();
    // A lapsed hold not yet swept still marks its lines: the new window takes no room.
    else await this.releaseRooms(manager, booking);
    await this.write(manager, booking, {
      status: BookingStatus.HELD,
      paymentStatus: BookingPaymentStatus.PENDING,
      holdExpiresAt: this.newHoldExpiry(),
      holdRenewals: booking.holdRenewals + 1,
    });
  }

  /**
   * False for a living hold placed (or renewed) past UNPAID_SHARE, whose lines take no room until
   * it is paid: its payment claims them as a lapsed hold's late payment does.
   */
  async holdsItsRooms(manager: EntityManager, booking: Booking): Promise<boolean> {
    if (booking.status !== BookingStatus.HELD) return true;
    return !(await manager.existsBy(BookingLine, { bookingId: booking.id, blocksRoom: false }));
  }

  /** True when the booking's hold lapsed and taking it up again would be a renewal (held or expired). */
  isLapsedHold(booking: Booking): boolean {
    return this.can(booking, 'hold') && !this.holdLives(booking);
  }

  /** Refuses, in the guest's words, to take this lapsed hold up again (see renewHold). */
  assertRenewable(booking: Booking, renewal: Renewal): void {
    assertRevivable(booking.holdExpiresAt, this.clock());
    if (renewal.byGuest) assertHoldRenewable(booking, this.clock(), this.maxHoldRenewals);
  }

  /**
   * confirm: the rooms are the guest's, paid or to be paid at the hotel. Paid money confirms a
   * lapsed hold whenever it comes; a promise to pay at the hotel takes a lapsed hold up again as a
   * renewal does (within REVIVAL_WINDOW_HOURS, and a guest's within their renewals).
   */
  async confirm(
    manager: EntityManager,
    booking: Booking,
    payment: ConfirmationPayment,
    renewal: Renewal = { byGuest: false },
  ): Promise<void> {
    this.assertCan(booking, 'confirm');
    const lapsed = booking.status !== BookingStatus.CONFIRMED && !this.holdLives(booking);
    // Money (in full or an advance) is kept whenever it comes; only a promise has a time limit.
    const promiseRenews = lapsed && payment.status === BookingPaymentStatus.PENDING;
    if (promiseRenews) this.assertRenewable(booking, renewal);
    if (lapsed || !(await this.holdsItsRooms(manager, booking))) await this.reclaimRooms(manager, booking);
    await this.write(manager, booking, {
      status: BookingStatus.CONFIRMED,
      paymentStatus: payment.status,
      paymentMethod: payment.method,
      holdExpiresAt: null,
      ...(promiseRenews ? { holdRenewals: booking.holdRenewals + 1 } : {}),
    });
  }

  /**
   * relocate: late money for a lapsed hold. Lines whose room is still free keep it; each taken
   * one moves to a free room of the same type that fits its guests, at the price paid. Answers
   * false, changing nothing, when some line has nowhere to go.
   */
  async relocate(manager: EntityManager, booking: Booking): Promise<boolean> {
    this.assertCan(booking, 'relocate');
    const lines = await manager.find(BookingLine, { where: { bookingId: booking.id }, relations: { pax: true } });
    await this.expireLapsedHolds(
      manager,
      lines.map((line) => line.roomId),
    );
    const moves: { line: BookingLine; roomId?: string; roomName?: string }[] = [];
    const keptRoomIds: string[] = [];
    for (const line of lines) {
      const stay = { checkIn: line.checkIn, checkOut: line.checkOut };
      const taken = (await this.occupancy.takenRoomIds(manager, [line.roomId], stay, booking.id)).length > 0;
      if (taken) moves.push({ line });
      else keptRoomIds.push(line.roomId);
    }
    for (const move of moves) {
      const room = await this.occupancy.freeRoomOfType(manager, {
        type: move.line.roomType,
        guests: move.line.pax.length,
        stay: { checkIn: move.line.checkIn, checkOut: move.line.checkOut },
        excludedRoomIds: [...keptRoomIds, ...moves.flatMap((other) => (other.roomId ? [other.roomId] : [])), move.line.roomId],
        exceptBookingId: booking.id,
      });
      if (!room) return false;
      Object.assign(move, { roomId: room.id, roomName: room.name });
    }
    for (const { line, roomId, roomName } of moves) {
      await manager.update(BookingLine, { id: line.id }, { roomId, roomName, blocksRoom: true });
    }
    await manager.update(BookingLine, { bookingId: booking.id, blocksRoom: false }, { blocksRoom: true });
    return true;
  }

  /** True when another booking holds one of this lapsed booking's rooms on one of its nights. */
  async roomsTakenByOthers(manager: EntityManager, booking: Booking): Promise<boolean> {
    const lines = await manager.find(BookingLine, { where: { bookingId: booking.id } });
    for (const line of lines) {
      const stay = { checkIn: line.checkIn, checkOut: line.checkOut };
      if ((await this.occupancy.takenRoomIds(manager, [line.roomId], stay, booking.id)).length > 0) return true;
    }
    return false;
  }

  /**
   * cancel: the rooms are free again. `refund` says what went back of what was paid; with
   * nothing paid there is nothing to pay any more (void), whatever was pending.
   */
  async cancel(manager: EntityManager, booking: Booking, refund: { paidPaise: number; refundPaise: number }): Promise<void> {
    this.assertCan(booking, 'cancel');
    await this.releaseRooms(manager, booking);
    let paymentStatus: BookingPaymentStatus = BookingPaymentStatus.VOID;
    if (refund.paidPaise > 0) {
      paymentStatus =
        refund.refundPaise >= refund.paidPaise ? BookingPaymentStatus.REFUNDED : BookingPaymentStatus.PARTIALLY_REFUNDED;
    }
    await this.write(manager, booking, { status: BookingStatus.CANCELLED, paymentStatus, holdExpiresAt: null });
  }

  /**
   * The payment status follows the money now held (desk payments, reversals, refunds, a new
   * price): paid in full, part paid, refunded, or still pending. A booking that ended keeps the
   * status its cancellation gave it. `method` is how the latest money came.
   */
  async recordMoney(manager: EntityManager, booking: Booking, money: MoneyState, method?: PaymentMethod): Promise<void> {
    const ended: BookingStatus[] = [BookingStatus.CANCELLED, BookingStatus.EXPIRED];
    if (ended.includes(booking.status)) return;
    const covered = money.balancePaise <= 0;
    let paymentStatus: BookingPaymentStatus = BookingPaymentStatus.PENDING;
    if (money.paidPaise > 0 && covered) {
      paymentStatus = money.goodwillPaise > 0 ? BookingPaymentStatus.PARTIALLY_REFUNDED : BookingPaymentStatus.PAID;
    } else if (money.paidPaise > 0) paymentStatus = BookingPaymentStatus.PART_PAID;
    else if (money.refundedPaise > 0) paymentStatus = BookingPaymentStatus.REFUNDED;
    await this.write(manager, booking, { paymentStatus, ...(method ? { paymentMethod: method } : {}) });
  }

  /** The desk corrects the guest's name, email, phone or the booking's notes. */
  async editDetails(manager: EntityManager, booking: Booking, changes: BookingDetailsChange): Promise<void> {
    await this.write(manager, booking, changes);
  }

  /** The guest says when they will arrive and what they would like (self-service); null clears. */
  async setArrivalPlans(
    manager: EntityManager,
    booking: Booking,
    plans: { arrivalTime: string | null; specialRequest: string | null },
  ): Promise<void> {
    await this.write(manager, booking, plans);
  }

  /**
   * A room block takes its room's nights through a line of its own, under the same exclusion
   * constraint as stays (23P01 when a stay or another block has one of them).
   */
  async claimForBlock(manager: EntityManager, claim: BlockClaim): Promise<void> {
    await this.expireLapsedHolds(manager, [claim.room.id]);
    await manager.insert(BookingLine, {
      roomBlockId: claim.blockId,
      roomId: claim.room.id,
      roomName: claim.room.name,
      roomType: claim.room.type,
      ratePaise: 0,
      amountPaise: 0,
      checkIn: claim.startsOn,
      checkOut: claim.endsOn,
      blocksRoom: true,
    });
  }

  /** A lifted block gives its nights back; its line stays, as the record. */
  async releaseBlock(manager: EntityManager, blockId: string): Promise<void> {
    await manager.update(BookingLine, { roomBlockId: blockId }, { blocksRoom: false });
  }

  /** A block ends early: its room is free again from `from`; the nights before stay the block's. */
  async shortenBlock(manager: EntityManager, blockId: string, from: string): Promise<void> {
    await manager.update(BookingLine, { roomBlockId: blockId }, { checkOut: from });
  }

  /**
   * A stay imported from an OTA's calendar takes its room's nights through a line of its own, under
   * the same exclusion constraint as stays and blocks (23P01 when someone has one of them). A stay
   * whose dates or room changed gives its old nights back first (releaseChannelStay).
   */
  async claimForChannelStay(manager: EntityManager, claim: ChannelStayClaim): Promise<void> {
    await this.expireLapsedHolds(manager, [claim.room.id]);
    await manager.insert(BookingLine, {
      channelStayId: claim.channelStayId,
      roomId: claim.room.id,
      roomName: claim.room.name,
      roomType: claim.room.type,
      ratePaise: 0,
      amountPaise: 0,
      checkIn: claim.checkIn,
      checkOut: claim.checkOut,
      blocksRoom: true,
    });
  }

  /** An OTA's stay gives its nights back: its event left the feed, it moved, or it became a booking. */
  async releaseChannelStay(manager: EntityManager, channelStayId: string): Promise<void> {
    await manager.delete(BookingLine, { channelStayId });
  }

  /** Money for a stay under way or over (checked in, checked out, no-show) pays it as it stands. */
  async recordPaid(manager: EntityManager, booking: Booking, method: PaymentMethod): Promise<void> {
    await this.write(manager, booking, { paymentStatus: BookingPaymentStatus.PAID, paymentMethod: method });
  }

  /** Money that came for a booking already over went back in full. */
  async recordFullRefund(manager: EntityManager, booking: Booking): Promise<void> {
    await this.write(manager, booking, { paymentStatus: BookingPaymentStatus.REFUNDED });
  }

  /**
   * expire: holds whose time ran out give their rooms back and owe nothing. Runs before a hold
   * is placed on the same rooms (a stale hold never blocks a guest) and from the sweeper.
   */
  async expireLapsedHolds(manager: EntityManager, roomIds?: string[]): Promise<number> {
    const rows: { id: string }[] = flattenRows(
      await manager.query(
        `UPDATE booking SET status = $3, payment_status = $4, updated_at = now()
         WHERE status = $5 AND hold_expires_at <= $1
           AND ($2::uuid[] IS NULL OR id IN (SELECT booking_id FROM booking_line WHERE room_id = ANY($2::uuid[]) AND blocks_room))
         RETURNING id`,
        [this.clock(), roomIds ?? null, statusAfter(BookingStatus.HELD, 'expire'), BookingPaymentStatus.VOID, BookingStatus.HELD],
      ),
    );
    const ids = rows.map((row) => row.id);
    if (ids.length > 0)
      await manager.query(`UPDATE booking_line SET blocks_room = false WHERE booking_id = ANY($1::uuid[])`, [ids]);
    return ids.length;
  }

  /** changeStay: new dates for every room of the booking, priced by the caller (23P01 if taken). */
  async changeStay(manager: EntityManager, booking: Booking, quote: PricedQuote): Promise<void> {
    this.assertCan(booking, 'changeStay');
    await this.replaceLines(manager, booking, quote);
  }

  /**
   * extendStay: a guest in the house gets a new check-out date (later, or earlier but after
   * today), in the same rooms, priced by the caller (23P01 if a night is taken). After a room move
   * only the rooms the guest is in now change: their nights keep the prices they had, new nights
   * take the quote's, and the rooms moved out of keep the nights slept there.
   */
  async extendStay(manager: EntityManager, booking: Booking, quote: PricedQuote): Promise<void> {
    this.assertCan(booking, 'extendStay');
    const lines = await manager.find(BookingLine, { where: { bookingId: booking.id } });
    const current = lines.filter((line) => line.checkOut === booking.checkOut);
    const roomIds = current.map((line) => line.roomId);
    const sameRooms = quote.lines.length === roomIds.length && quote.lines.every((line) => roomIds.includes(line.roomId));
    if (quote.stay.checkIn !== booking.checkIn || !sameRooms || quote.stay.checkOut <= todayInHotel(this.clock())) {
      throw new DomainError(
        BookingErrorCode.TransitionNotAllowed,
        'A guest who is checked in keeps the arrival date and rooms; only a check-out date after today can be set.',
        'checkOut',
        'conflict',
      );
    }
    if (current.length === lines.length && current.every((line) => line.checkIn === booking.checkIn)) {
      await this.replaceLines(manager, booking, quote);
      return;
    }
    await this.expireLapsedHolds(manager, roomIds);
    for (const line of current) {
      const quoted = quote.lines.find((candidate) => candidate.roomId === line.roomId)!;
      const kept = new Map((line.nightPrices ?? []).map((night) => [night.date, night]));
      const nights = quoted.nightPrices
        .filter((night) => night.date >= line.checkIn)
        .map((night) => kept.get(night.date) ?? night);
      await manager.update(BookingLine, { id: line.id }, { ...moneyOfNights(nights), checkOut: quote.stay.checkOut });
    }
    const totals = await manager.find(BookingLine, { where: { bookingId: booking.id }, select: { amountPaise: true } });
    await this.write(manager, booking, {
      checkOut: quote.stay.checkOut,
      nights: quote.nights,
      totalPaise: sumPaise(totals.map((line) => line.amountPaise)),
      ...agreedRentColumns(quote),
    });
  }

  /**
   * moveRoom: a guest in the house sleeps in `to` from `from` (today) until the line's end: the
   * line's nights from then on move there, each at the price it had; the nights slept stay on the
   * first room, which is free again from `from`. A line not slept in yet moves whole. The guests
   * of the line go with it. 23P01 when the new room is taken on one of those nights.
   */
  async moveRoom(
    manager: EntityManager,
    booking: Booking,
    move: { line: BookingLine; to: { id: string; name: string; type: RoomType }; from: string },
  ): Promise<BookingLine> {
    this.assertCan(booking, 'moveRoom');
    const { line, to, from } = move;
    await this.expireLapsedHolds(manager, [to.id]);
    const room = { roomId: to.id, roomName: to.name, roomType: to.type };
    if (line.checkIn >= from) {
      await manager.update(BookingLine, { id: line.id }, room);
      return manager.findOneByOrFail(BookingLine, { id: line.id });
    }
    const { before, after } = splitLineMoney(line, from);
    await manager.update(BookingLine, { id: line.id }, { ...before, checkOut: from });
    const moved = await manager.save(
      manager.create(BookingLine, {
        ...after,
        ...room,
        bookingId: booking.id,
        checkIn: from,
        checkOut: line.checkOut,
        blocksRoom: true,
      }),
    );
    await manager.update(BookingPax, { lineId: line.id }, { lineId: moved.id });
    return moved;
  }

  /** The booking's lines become the quote's (rooms, nights, prices, guests) and its dates and total follow. */
  private async replaceLines(manager: EntityManager, booking: Booking, quote: PricedQuote): Promise<void> {
    await this.expireLapsedHolds(
      manager,
      quote.lines.map((line) => line.roomId),
    );
    await manager.delete(BookingLine, { bookingId: booking.id });
    for (const line of quote.lines) {
      await manager.save(
        manager.create(BookingLine, {
          ...line,
          bookingId: booking.id,
          checkIn: quote.stay.checkIn,
          checkOut: quote.stay.checkOut,
          blocksRoom: true,
        }),
      );
    }
    await this.write(manager, booking, {
      checkIn: quote.stay.checkIn,
      checkOut: quote.stay.checkOut,
      nights: quote.nights,
      totalPaise: quote.totalPaise,
      ratesIncludeGst: quote.ratesIncludeGst,
      ...agreedRentColumns(quote),
    });
  }

  /** checkIn: from the arrival day until the last night. */
  async checkIn(manager: EntityManager, booking: Booking): Promise<void> {
    this.assertCan(booking, 'checkIn');
    const today = todayInHotel(this.clock());
    if (today < booking.checkIn || today >= booking.checkOut) {
      throw new DomainError(
        BookingErrorCode.NotArrivalDay,
        `This booking is for ${formatStayDate(booking.checkIn)} to ${formatStayDate(booking.checkOut)}; it can be checked in only during the stay.`,
        'bookingId',
        'conflict',
      );
    }
    await this.write(manager, booking, { status: BookingStatus.CHECKED_IN, checkedInAt: this.clock() });
  }

  /** checkOut: leaving early gives the nights not slept back to the hotel. */
  async checkOut(manager: EntityManager, booking: Booking): Promise<void> {
    this.assertCan(booking, 'checkOut');
    await this.endOccupancy(manager, booking, todayInHotel(this.clock()));
    await this.write(manager, booking, { status: BookingStatus.CHECKED_OUT, checkedOutAt: this.clock() });
  }

  /**
   * markNoShow: from the arrival day; the first night stays the guest's, the later nights are freed.
   * `chargePaise` is what the no-show costs by the cancellation policy (the caller asked it): the
   * booking's total becomes that, never more than it was.
   */
  async markNoShow(manager: EntityManager, booking: Booking, chargePaise: number = booking.totalPaise): Promise<void> {
    this.assertCan(booking, 'markNoShow');
    if (todayInHotel(this.clock()) < booking.checkIn) {
      throw new DomainError(
        BookingErrorCode.NotArrivalDay,
        `This booking starts on ${formatStayDate(booking.checkIn)}; it can be marked as a no-show from that day.`,
        'bookingId',
        'conflict',
      );
    }
    await this.endOccupancy(manager, booking, addDays(booking.checkIn, 1));
    const totalPaise = Math.max(0, Math.min(Math.round(chargePaise), booking.totalPaise));
    await this.write(manager, booking, { status: BookingStatus.NO_SHOW, totalPaise });
  }

  /** The last online attempt failed while the hold lives: the guest may try again. */
  async recordPaymentFailure(manager: EntityManager, booking: Booking): Promise<void> {
    if (booking.status !== BookingStatus.HELD || booking.paymentStatus !== BookingPaymentStatus.PENDING) return;
    await this.write(manager, booking, { paymentStatus: BookingPaymentStatus.FAILED });
  }

  /** The provider told us how a payment was made after the browser did not (the webhook). */
  async recordPaymentMethod(manager: EntityManager, booking: Booking, method: PaymentMethod): Promise<void> {
    await this.write(manager, booking, { paymentMethod: method });
  }

  /**
   * The booking's current provider order and what it asks (the total, or the advance); every
   * attempt pays it. A guest who switches between full payment and the advance gets a new one.
   */
  async attachOrder(manager: EntityManager, booking: Booking, orderId: string, amountPaise: number): Promise<void> {
    await this.write(manager, booking, { razorpayOrderId: orderId, orderAmountPaise: amountPaise });
  }

  /**
   * forget: holds that expired before `expiredBefore` lose their guest's contact details (the
   * daily data-retention job). The rows stay, for the hotel's counts, with placeholders that still
   * satisfy the columns; guests' names on the lines go too. Answers how many bookings forgot.
   */
  async forgetExpiredHoldContacts(manager: EntityManager, expiredBefore: Date): Promise<number> {
    const expired: { id: string }[] = await manager.query(
      `SELECT id FROM booking WHERE status = $1 AND hold_expires_at < $2 AND user_email NOT LIKE 'removed-%@invalid'`,
      [BookingStatus.EXPIRED, expiredBefore],
    );
    return this.forgetContacts(
      manager,
      expired.map((row) => row.id),
    );
  }

  /**
   * forget: the bookings lose their guest's contact details (name, email, phone, the link to the
   * guests list, the names on their lines): for the daily purge and a privacy request's erasure.
   * The rows stay, with their money, dates and rooms, for the hotel's books; the tax documents keep
   * their own copy of whom they were issued to (the law keeps them 8 years). Answers how many
   * forgot now.
   */
  async forgetContacts(manager: EntityManager, bookingIds: string[]): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const forgotten: { id: string }[] = await manager.query(
      `WITH forgotten AS (
         UPDATE booking SET user_name = $2, user_email = 'removed-' || id || '@invalid', user_phone = $3, guest_id = NULL,
                marketing_consent_at = NULL, marketing_consent_source = NULL, updated_at = now()
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

  /** Deletes a booking that holds no money (the caller checked). */
  async remove(manager: EntityManager, booking: Booking): Promise<void> {
    await manager.delete(Booking, { id: booking.id });
  }

  private async write(manager: EntityManager, booking: Booking, changes: Partial<Booking>): Promise<void> {
    Object.assign(booking, changes);
    await manager.update(Booking, { id: booking.id }, changes);
  }

  private newHoldExpiry(): Date {
    return new Date(this.clock().getTime() + this.holdMinutes * 60_000);
  }

  /** The booking's lines take their rooms again, after freeing lapsed holds on them. */
  private async reclaimRooms(manager: EntityManager, booking: Booking): Promise<void> {
    const lines = await manager.find(BookingLine, { where: { bookingId: booking.id } });
    await this.expireLapsedHolds(
      manager,
      lines.map((line) => line.roomId),
    );
    await manager.update(BookingLine, { bookingId: booking.id }, { blocksRoom: true });
  }

  private async releaseRooms(manager: EntityManager, booking: Booking): Promise<void> {
    await manager.update(BookingLine, { bookingId: booking.id }, { blocksRoom: false });
  }

  /**
   * The rooms are the hotel's again from `from` (never before the first night). A line that ends
   * before (a room moved out of) keeps its nights; one that begins on or after it (a room moved
   * into today) gives all its nights back.
   */
  private async endOccupancy(manager: EntityManager, booking: Booking, from: string): Promise<void> {
    const end = daysBetween(booking.checkIn, from) < 1 ? addDays(booking.checkIn, 1) : from;
    if (end >= booking.checkOut) return;
    await manager.query(`UPDATE booking_line SET check_out = $2 WHERE booking_id = $1 AND check_in < $2 AND check_out > $2`, [
      booking.id,
      end,
    ]);
    await manager.query(`UPDATE booking_line SET blocks_room = false WHERE booking_id = $1 AND check_in >= $2`, [
      booking.id,
      end,
    ]);
  }
}

/** What a booking shows once its guest's contact details were purged (the email is `removed-<id>@invalid`). */

/** node-postgres answers UPDATE … RETURNING through TypeORM as [rows, count]; PGlite as rows. */
function flattenRows<T>(result: T[] | [T[], number]): T[] {
  return Array.isArray(result[0]) ? result[0] : (result as T[]);
}
