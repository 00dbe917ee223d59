import { DataSource, EntityManager } from 'typeorm';
import { Actor, GUEST_ACTOR } from '../../../shared/actor';
import { addDays, daysBetween } from '../../../shared/dates';
import { Clock } from '../../../shared/clock';
import { formatRupees } from '../../../shared/money';
import { AuditAction, AuditService } from '../../audit';
import { assertDaysOpen, FolioPosition } from '../../billing';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { BookingLine } from '../booking-line.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { cancellationMessage } from './cancellation-messages';
import {
  cancellationTerms,
  CancellationTerms,
  GROUP_BOOKING_ROOMS,
  policySummary,
  REFUND_TIMING,
  REFUND_TIMING_HINDI,
} from './cancellation-policy';
import type { Locale } from '../../../shared/pure/locale';
import { Refund, RefundNotice, voidPromise } from '../../billing';
import { Refunds } from '../../billing';
import { TaxDocumentsService } from '../../billing';
import { BookingMoneyService } from '../money/booking-money.service';

export interface CancellationQuote extends CancellationTerms {
  paidPaise: number;
}

/** What the guest is told once their booking is cancelled: the stay, the policy as it applied, the refunds. */
export interface CancellationNotice {
  /** With its rooms. */
  booking: Booking;
  /** The policy as it applied at the cancellation, and what had been paid then. */
  terms: Pick<CancellationQuote, 'summary' | 'paidPaise'>;
  /** The booking's refunds as billing tells of them, after they went to the provider. */
  refunds: RefundNotice[];
}

/** Tells the guest their booking is cancelled (the outbox's messages), in the cancellation's transaction. */
export interface CancellationNotifier {
  /**
   * Queues the guest's messages with the cancellation; with `refundsToSend`, they wait until the
   * refunds went to the provider (refundsSent), as their references go in them.
   */
  queue(manager: EntityManager, booking: Booking, terms: CancellationQuote, refundsToSend: boolean): Promise<void>;
  /** After the commit, once the refunds were handed to the provider: the messages may go. */
  refundsSent(bookingId: string): Promise<void>;
}

/** No messages (tests of the action alone). */
export const NO_CANCELLATION_MESSAGES: CancellationNotifier = { queue: async () => {}, refundsSent: async () => {} };

/** What a no-show keeps and gives back (noShow). */
export interface NoShowSettlement {
  /** What the no-show costs: the policy's charge for cancelling now, on the booked stay. */
  chargePaise: number;
  /** Paid beyond the charge, going back. */
  refundPaise: number;
  /** Recorded in the caller's transaction: send them after it commits (Refunds.send). */
  refunds: Refund[];
  /** The policy as it applied, in the hotel's words. */
  summary: string;
}

/** What a caller other than the hotel adds to a cancellation (the guest's self-service). */
export interface CancelOptions {
  /** Runs first on the locked booking and refuses by throwing (stricter rules than the hotel's). */
  check?: (booking: Booking) => void;
  /** Runs in the same transaction once the booking is cancelled (the guest's audit entry). */
  record?: (manager: EntityManager, booking: Booking, terms: CancellationQuote) => Promise<void>;
  /**
   * The staff member who cancels: named on the audit line and on the documents it issues, and held
   * to the closed-day guard for nights of a closed day.
   */
  actor?: Actor;
}

/** How the guest proved the booking is theirs, and what else they may not do (self-service checks it). */
export interface GuestCancelOptions {
  /** "booking key", "email and book code": written into the audit entry. */
  proved: string;
  /** The guest's stricter rule, on the locked booking: refuses by throwing. */
  check: (booking: Booking) => void;
}

/** A guest's cancellation: the hotel's, with what was refunded and a sentence for the guest. */
export interface SelfCancellation extends Cancellation {
  refundPaise: number;
  guestMessage: string;
}

export interface Cancellation {
  /** With its rooms and guests. */
  booking: Booking;
  refunds: Refund[];
  terms: CancellationQuote;
  /** What became of the guest's money, for the hotel. */
  message: string;
}

/**
 * Cancelling a booking, by the hotel or by its guest: the policy decides the refund, the rooms
 * are free again. The lifecycle, the refunds, the void promise, the tax documents and the guest's
 * audit entry are one transaction; refunds go to the provider and documents out by mail after it
 * commits. A no-show's money follows the same policy (noShow, for the no-show action).
 */
export class CancelBooking {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: Refunds,
    private readonly lifecycle: BookingLifecycle,
    private readonly clock: Clock,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly bookingMoney: BookingMoneyService,
    private readonly audit: AuditService,
    private readonly notifyCancelled: CancellationNotifier = NO_CANCELLATION_MESSAGES,
  ) {}

  /** What cancelling now would refund, before anyone confirms it. */
  async quote(bookingId: string): Promise<CancellationQuote> {
    const manager = this.dataSource.manager;
    const booking = await this.lifecycle.read(manager, bookingId);
    const rooms = await manager.countBy(BookingLine, { bookingId: booking.id });
    return this.terms(booking, rooms, await this.bookingMoney.of(manager, booking.id));
  }

  /**
   * The policy as it applies to this booking now, in the hotel's words, while it can still be
   * cancelled (null once it cannot).
   */
  async policyFor(booking: Booking, language: Locale = 'en'): Promise<string | null> {
    if (booking.status !== BookingStatus.HELD && booking.status !== BookingStatus.CONFIRMED) return null;
    const rooms = booking.lines?.length ?? (await this.dataSource.getRepository(BookingLine).countBy({ bookingId: booking.id }));
    return this.policyForStay(booking.checkIn, rooms, language);
  }

  /**
   * The same words for a stay not booked yet (the payment page shows them before the guest pays),
   * in `language` (the page's: Hindi on the Hindi pages).
   */
  policyForStay(checkIn: string, rooms: number, language: Locale = 'en'): string {
    const policy = cancellationTerms({ checkIn, rooms, paidPaise: 0, now: this.clock() });
    if (language === 'hi') {
      const summary = policySummary(policy.rule, policy.freeUntil, rooms >= GROUP_BOOKING_ROOMS, 'hi');
      return `${summary} ${REFUND_TIMING_HINDI}`;
    }
    return `${policy.summary} ${REFUND_TIMING}`;
  }

  /** Cancels and refunds by the policy; cancelling again answers the first cancellation. */
  async cancel(bookingId: string, options: CancelOptions = {}): Promise<Cancellation> {
    const result = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      options.check?.(booking);
      const id = booking.id;
      const money = await this.bookingMoney.of(manager, id);
      const rooms = await manager.countBy(BookingLine, { bookingId: id });
      const terms = this.terms(booking, rooms, money);
      if (booking.status === BookingStatus.CANCELLED) {
        return {
          booking,
          terms,
          refunds: await manager.findBy(Refund, { bookingId: id, reason: 'cancellation' }),
          repeat: true,
        };
      }
      this.lifecycle.assertCan(booking, 'cancel');
      if (options.actor) {
        const nights = Array.from({ length: daysBetween(booking.checkIn, booking.checkOut) }, (_, i) =>
          addDays(booking.checkIn, i),
        );
        await assertDaysOpen(manager, options.actor, nights, { what: 'a cancellation', link: { bookingId: id } });
      }
      const refunds = await this.refunds.recordOver(
        manager,
        money.refundable,
        terms.refundPaise,
        'cancellation',
        (payment) => `cancel-${payment.id}`,
      );
      // A promise to pay at the hotel is void once the stay is cancelled.
      await voidPromise(manager, { bookingId: id }, 'Booking cancelled');
      await this.lifecycle.cancel(manager, booking, terms);
      await options.record?.(manager, booking, terms);
      if (options.actor) {
        await this.audit.record(manager, options.actor, {
          action: AuditAction.CANCEL,
          detail: `Cancelled by the hotel; ${refundWords(terms)}`,
          bookingId: id,
        });
      }
      await this.notifyCancelled.queue(manager, booking, terms, refunds.length > 0);
      // A refund after the invoice is a credit note; of an advance, a refund voucher (mailed by the outbox).
      await this.taxDocuments.reconcile(manager, id, options.actor);
      return { booking, terms, refunds, repeat: false };
    });
    try {
      await this.refunds.send(result.refunds);
    } finally {
      if (!result.repeat && result.refunds.length > 0) await this.notifyCancelled.refundsSent(result.booking.id);
    }
    const booking = await this.dataSource
      .getRepository(Booking)
      .findOneOrFail({ where: { id: result.booking.id }, relations: { lines: { pax: true } } });
    return {
      booking,
      refunds: result.refunds,
      terms: result.terms,
      message: cancellationMessage(result.refunds, result.terms.refundPaise),
    };
  }

  /**
   * The guest cancels online (self-service proved the booking is theirs): the hotel's cancel, with
   * the guest's rule checked on the locked booking, their audit entry in the same transaction,
   * and what becomes of their money in their words.
   */
  async byGuest(bookingId: string, options: GuestCancelOptions): Promise<SelfCancellation> {
    const cancellation = await this.cancel(bookingId, {
      check: options.check,
      record: (manager, booking, terms) =>
        this.audit.record(manager, GUEST_ACTOR, {
          action: AuditAction.CANCEL,
          detail: `Cancelled online by the guest (proved with the ${options.proved}); ${refundWords(terms)}`,
          bookingId: booking.id,
        }),
    });
    const refundPaise = cancellation.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
    const guestMessage =
      refundPaise > 0
        ? `Your booking is cancelled. ${formatRupees(refundPaise)} is on its way back to you. ${REFUND_TIMING}`
        : 'Your booking is cancelled. Nothing was paid, so there is nothing to refund.';
    return { ...cancellation, refundPaise, guestMessage };
  }

  /**
   * A no-show, in the caller's transaction on the locked booking: the policy decides what is
   * kept, as if the guest had cancelled now (on the arrival day that is the late rule, half the
   * booked stay). Money the folio holds beyond that charge goes back as its refundable entries
   * allow (online first; never a reversed, reversing or flagged entry); a promise to pay the
   * whole stay at the hotel is void.
   */
  async noShow(manager: EntityManager, booking: Booking): Promise<NoShowSettlement> {
    const rooms = await manager.countBy(BookingLine, { bookingId: booking.id });
    const policy = cancellationTerms({ checkIn: booking.checkIn, rooms, paidPaise: booking.totalPaise, now: this.clock() });
    const chargePaise = booking.totalPaise - policy.refundPaise;
    const money = await this.bookingMoney.of(manager, booking.id);
    const refunds = await this.refunds.recordOver(
      manager,
      money.refundable,
      money.paidPaise - chargePaise,
      'cancellation',
      (payment) => `no-show-${payment.id}`,
    );
    await voidPromise(manager, { bookingId: booking.id }, 'No-show');
    const refundPaise = refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
    return { chargePaise, refundPaise, refunds, summary: policy.summary };
  }

  /** The policy on what the folio holds (nothing, for the policy's words alone). */
  private terms(booking: Booking, rooms: number, money: FolioPosition | null): CancellationQuote {
    const paidPaise = money?.paidPaise ?? 0;
    return { ...cancellationTerms({ checkIn: booking.checkIn, rooms, paidPaise, now: this.clock() }), paidPaise };
  }
}

function refundWords(terms: CancellationQuote): string {
  if (terms.paidPaise === 0) return 'nothing was paid, nothing to refund.';
  return `${formatRupees(terms.refundPaise)} of ${formatRupees(terms.paidPaise)} refunded (${terms.refundPercent}%, ${terms.rule}).`;
}
