import { DataSource, EntityManager } from 'typeorm';
import { Actor, personName } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { parseStay, Stay, todayInHotel } from '../../../shared/dates';
import { PG_EXCLUSION_VIOLATION, pgDetail, pgErrorCode } from '../../../shared/db-errors';
import { DomainError } from '../../../shared/domain-error';
import { isBlank, isUuid } from '../../../shared/input';
import { paiseToRupees } from '../../../shared/money';
import { AuditAction, AuditService } from '../../audit';
import { assertDaysOpen, TaxDocumentsService } from '../../billing';
import { BookingErrorCode } from '../booking-errors';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { BookingLine } from '../booking-line.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { BookingsService, StayChange } from '../bookings.service';
import { deskBookingError, DeskBookingErrorCode } from '../desk-booking-errors';
import { BookingMoneyService } from '../money/booking-money.service';
import { nightsBetween } from '../money/night-postings';
import { agreedRentOf } from '../price-quote';
import { changeDetail, newRentWords, stayWords } from './change-stay-words';
import { RoomOccupancyService } from '../room-occupancy.service';

/** A change of dates or room, as the transports hand it over. */
export interface BookingChangeRequest {
  bookingId?: unknown;
  checkIn?: unknown;
  checkOut?: unknown;
  /** The room to move to: of the booking's only room, or of `lineId` when it has several. */
  roomId?: unknown;
  lineId?: unknown;
  /**
   * A new rent agreed with the guest, checked by the caller (the front desk's rate override; the
   * resolver lets only the roles allowed send it). Without it the booking keeps the rent agreed
   * before, if any, and otherwise the owner's rates price the change.
   */
  agreedRent?: { rentPaise: number; reason: string } | null;
}

export interface BookingChangeResult {
  booking: Booking;
  /** New total less old total, in rupees: more to collect when positive, less when negative. */
  difference: number;
  /** What the guest still owes after the change, in rupees; negative when the hotel owes a refund. */
  balanceDue: number;
}

export interface BookingChangePreview {
  /** The new total, in rupees. */
  total: number;
  nights: number;
  difference: number;
  balanceDue: number;
}

/**
 * Queues the guest's messages about a stay whose dates or rooms changed (the outbox), in the
 * change's transaction: one message per change.
 */
export type StayChangeNotifier = (manager: EntityManager, bookingId: string) => Promise<void>;

/** Ends a preview's transaction so that nothing it did is kept. */
class RolledBack extends Error {
  constructor(readonly result: BookingChangeResult) {
    super('preview rolled back');
  }
}

const given = (value: unknown) => !isBlank(value);

/** The dates and rooms the guest will find, as one comparable string. */
function stayOf(booking: Booking, lines: Pick<BookingLine, 'roomId' | 'checkIn' | 'checkOut'>[]): string {
  const rooms = lines.map((line) => `${line.roomId}@${line.checkIn}/${line.checkOut}`).sort();
  return [booking.checkIn, booking.checkOut, ...rooms].join(' ');
}

/**
 * The desk changes a stay: new dates or another room (moving a room is a change of stay here),
 * priced again by the server, under the same exclusion constraint: at the rent agreed at the desk
 * when the booking has one (it stays with the booking through every change), at a new agreed rent
 * when the owner or a manager sets one with the change (for every night the change prices; it is
 * audited), else at the owner's rates. A change never moves money: a
 * dearer stay leaves a balance to collect, a cheaper one a refund due (a negative balance) that
 * the owner pays back through a refund, which records the money leaving when it does. The
 * lifecycle's move, the money's status, the documents and the audit entry are one transaction;
 * documents are mailed after it commits.
 */
export class ChangeStay {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
    private readonly occupancy: RoomOccupancyService,
    private readonly bookingMoney: BookingMoneyService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly taxDocuments: TaxDocumentsService,
    /** Tells the guest of the new dates or rooms (not for a preview, nor for a new rent alone). */
    private readonly notifyChanged: StayChangeNotifier = async () => {},
  ) {}

  async run(actor: Actor, request: BookingChangeRequest): Promise<BookingChangeResult> {
    const result = await this.inOneTransaction(actor, request, false);
    return { ...result, booking: await this.bookings.get(result.booking.id) };
  }

  /**
   * What a change would do (new total, difference, balance), by making it and rolling it back:
   * the same checks, prices and refusals as run, nothing kept.
   */
  async preview(actor: Actor, request: BookingChangeRequest): Promise<BookingChangePreview> {
    const { booking, difference, balanceDue } = await this.inOneTransaction(actor, request, true);
    return { total: paiseToRupees(booking.totalPaise), nights: booking.nights, difference, balanceDue };
  }

  /** The change in one transaction with its tax documents (none before check-out, when there is no invoice to correct). */
  private async inOneTransaction(actor: Actor, request: BookingChangeRequest, dryRun: boolean): Promise<BookingChangeResult> {
    let lines: BookingLine[] = [];
    try {
      return await this.dataSource.transaction(async (manager) => {
        const booking = await this.lifecycle.lock(manager, request.bookingId);
        lines = await manager.find(BookingLine, {
          where: { bookingId: booking.id },
          relations: { pax: true },
          order: { roomName: 'ASC' },
        });
        const stayBefore = stayOf(booking, lines);
        const result = await this.applyChange(manager, actor, booking, lines, request);
        if (dryRun) throw new RolledBack(result);
        await this.taxDocuments.reconcile(manager, booking.id, actor);
        // A new rent alone changes the price, not what the guest will find: no message.
        if (stayOf(booking, await manager.findBy(BookingLine, { bookingId: booking.id })) !== stayBefore) {
          await this.notifyChanged(manager, booking.id);
        }
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result;
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw this.roomTaken(error, lines, request);
      throw error;
    }
  }

  private async applyChange(
    manager: EntityManager,
    actor: Actor,
    booking: Booking,
    lines: BookingLine[],
    request: BookingChangeRequest,
  ): Promise<BookingChangeResult> {
    const checkedIn = booking.status === BookingStatus.CHECKED_IN;
    this.lifecycle.assertCan(booking, checkedIn ? 'extendStay' : 'changeStay');
    if (booking.status === BookingStatus.HELD && !this.lifecycle.holdLives(booking)) {
      throw new DomainError(
        BookingErrorCode.TransitionNotAllowed,
        'This booking’s hold has run out: make a new booking for the guest instead.',
        'bookingId',
        'conflict',
      );
    }
    const stay = this.newStay(booking, request, checkedIn);
    // A guest in the house who was moved keeps the rooms moved out of as they are: only the rooms
    // they are in now change, each from the day they came into it.
    const current = checkedIn ? lines.filter((line) => line.checkOut === booking.checkOut) : lines;
    const change: StayChange = { stay, lines: this.newLines(current, request) };
    const roomsChanged = change.lines.some((line, index) => line.roomId !== current[index].roomId);
    const newRent = request.agreedRent ? { ...request.agreedRent, by: personName(actor.label) } : undefined;
    if (!roomsChanged && !newRent && stay.checkIn === booking.checkIn && stay.checkOut === booking.checkOut) {
      throw deskBookingError(DeskBookingErrorCode.NothingToChange, 'Choose new dates or another room first', 'checkIn');
    }
    await assertDaysOpen(manager, actor, touchedNights(booking, stay, roomsChanged || newRent !== undefined), {
      what: 'a change of a stay’s nights',
      link: { bookingId: booking.id },
    });
    const agreedBefore = agreedRentOf(booking);
    const priced = await this.bookings.priceStayChange(manager, change, newRent ?? agreedBefore);
    if (booking.status === BookingStatus.HELD && booking.razorpayOrderId && priced.totalPaise !== booking.totalPaise) {
      throw deskBookingError(
        DeskBookingErrorCode.OnlinePaymentUnderWay,
        'The guest has started paying online at the old price. Wait for that payment, or cancel this booking and make a new one.',
        'bookingId',
      );
    }
    const takenLines: typeof priced.lines = [];
    for (const [index, line] of priced.lines.entries()) {
      const from = checkedIn ? current[index].checkIn : stay.checkIn;
      const taken = await this.occupancy.takenRoomIds(
        manager,
        [line.roomId],
        { checkIn: from, checkOut: stay.checkOut },
        booking.id,
      );
      if (taken.length > 0) takenLines.push(line);
    }
    if (takenLines.length > 0) throw this.roomTakenError(takenLines, stay);
    const before = { stay: { checkIn: booking.checkIn, checkOut: booking.checkOut }, totalPaise: booking.totalPaise };
    if (checkedIn) await this.lifecycle.extendStay(manager, booking, priced);
    else await this.lifecycle.changeStay(manager, booking, priced);
    const money = await this.bookingMoney.settle(manager, booking);
    await this.audit.record(manager, actor, {
      action: AuditAction.CHANGE,
      detail: changeDetail(before, current, { ...priced, totalPaise: booking.totalPaise }, money.balanceDuePaise),
      bookingId: booking.id,
    });
    if (newRent) {
      await this.audit.record(manager, actor, {
        action: AuditAction.RATE_OVERRIDE,
        detail: newRentWords(booking, agreedBefore, newRent),
        bookingId: booking.id,
      });
    }
    return {
      booking,
      difference: paiseToRupees(booking.totalPaise - before.totalPaise),
      balanceDue: paiseToRupees(money.balanceDuePaise),
    };
  }

  /**
   * The new dates, each defaulting to the booking's own. A stay that has not begun may start
   * today or later; a guest in the house keeps the arrival date (the lifecycle checks that).
   */
  private newStay(booking: Booking, request: BookingChangeRequest, checkedIn: boolean): Stay {
    const checkIn = given(request.checkIn) ? request.checkIn : booking.checkIn;
    const checkOut = given(request.checkOut) ? request.checkOut : booking.checkOut;
    const keepsArrival = checkIn === booking.checkIn;
    const stay = parseStay(checkIn, checkOut, { now: this.clock(), allowPast: checkedIn || keepsArrival });
    if (stay.checkOut <= todayInHotel(this.clock())) {
      throw deskBookingError(DeskBookingErrorCode.NothingToChange, 'The new check-out date must be after today', 'checkOut');
    }
    return stay;
  }

  /** The booking's rooms with the one moved, each keeping its guests. */
  private newLines(lines: BookingLine[], request: BookingChangeRequest): StayChange['lines'] {
    const keep = lines.map((line) => ({
      roomId: line.roomId,
      pax: line.pax.map(({ name, adultStatus, gender, age }) => ({ name, adultStatus, gender, age })),
    }));
    if (!given(request.roomId)) return keep;
    if (!isUuid(request.roomId)) throw deskBookingError(DeskBookingErrorCode.LineRequired, 'Choose a room', 'roomId');
    let index = 0;
    if (lines.length > 1) {
      index = isUuid(request.lineId) ? lines.findIndex((line) => line.id === request.lineId) : -1;
      if (index < 0) {
        throw deskBookingError(
          DeskBookingErrorCode.LineRequired,
          'This booking has several rooms: say which of them moves',
          'lineId',
        );
      }
    }
    if (keep.some((line, other) => other !== index && line.roomId === request.roomId)) {
      throw new DomainError(BookingErrorCode.RoomRepeated, 'This booking already has that room', 'roomId');
    }
    keep[index] = { ...keep[index], roomId: request.roomId };
    return keep;
  }

  private roomTakenError(lines: { roomName: string }[], stay: Stay): DomainError {
    const names = lines.map((line) => line.roomName).join(', ') || 'The room';
    return new DomainError(
      BookingErrorCode.DatesUnavailable,
      `${names} is not free for some of the nights from ${stayWords(stay)}. Choose other dates or another room.`,
      'checkIn',
      'conflict',
    );
  }

  /** The database refused a night (23P01): name the room its detail names, when we know it. */
  private roomTaken(error: unknown, lines: BookingLine[], request: BookingChangeRequest): DomainError {
    const roomId = /\(([0-9a-f-]{36}),/i.exec(pgDetail(error))?.[1];
    const line = lines.find((candidate) => candidate.roomId === roomId);
    const name = line?.roomName ?? (roomId === request.roomId ? 'The new room' : 'The room');
    return new DomainError(
      BookingErrorCode.DatesUnavailable,
      `${name} was just taken for some of those nights. Choose other dates or another room.`,
      'checkIn',
      'conflict',
    );
  }
}

/** The nights a change alters: every night of both stays when a room moves, else those only one of them has. */
function touchedNights(booking: Booking, stay: Stay, roomsChanged: boolean): string[] {
  const before = nightsBetween(booking.checkIn, booking.checkOut);
  const after = nightsBetween(stay.checkIn, stay.checkOut);
  if (roomsChanged) return [...new Set([...before, ...after])];
  return [...before.filter((night) => !after.includes(night)), ...after.filter((night) => !before.includes(night))];
}
