import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { formatRupees } from '../../../shared/money';
import { AuditAction, AuditService } from '../../audit';
import { assertDaysOpen, Refunds, TaxDocumentsService } from '../../billing';
import { nightsBetween } from '../money/night-postings';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking } from '../booking.entity';
import { BookingMoneyService } from '../money/booking-money.service';
import { bookingWithRooms } from './booking-with-rooms';
import { CancelBooking } from './cancel-booking';

/** Whether a rule's no-show still applies to the booking, as it is under its lock. */
export type NoShowCondition = (manager: EntityManager, booking: Booking) => Promise<boolean>;

export interface NoShowResult {
  booking: Booking;
  /** What the policy kept and what went back, for the desk. */
  message: string;
}

/**
 * The guest never came: the first night stays theirs, later nights are freed, and the
 * cancellation policy decides what is kept; paid money beyond it goes back. The lifecycle's move,
 * the refunds, the documents and the audit entry are one transaction on the locked booking;
 * refunds go to the provider and documents out by mail after it commits.
 */
export class MarkNoShow {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly bookingMoney: BookingMoneyService,
    private readonly cancellations: CancelBooking,
    private readonly refunds: Refunds,
    private readonly audit: AuditService,
    private readonly taxDocuments: TaxDocumentsService,
  ) {}

  async run(actor: Actor, bookingId: unknown): Promise<NoShowResult> {
    return (await this.mark(actor, bookingId))!;
  }

  /**
   * The same, by a rule rather than a person (the pay-at-hotel no-show sweep): only when
   * `stillDue`, asked on the locked booking, says the rule still applies (null when it does not,
   * nothing changed); `why` goes into the audit entry.
   */
  runIf(actor: Actor, bookingId: string, stillDue: NoShowCondition, why: string): Promise<NoShowResult | null> {
    return this.mark(actor, bookingId, { stillDue, why });
  }

  private async mark(
    actor: Actor,
    bookingId: unknown,
    rule?: { stillDue: NoShowCondition; why: string },
  ): Promise<NoShowResult | null> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      if (rule && !(await rule.stillDue(manager, booking))) return null;
      this.lifecycle.assertCan(booking, 'markNoShow');
      await assertDaysOpen(manager, actor, nightsBetween(booking.checkIn, booking.checkOut), {
        what: 'a no-show of a stay’s nights',
        link: { bookingId: booking.id },
      });
      const settlement = await this.cancellations.noShow(manager, booking);
      await this.lifecycle.markNoShow(manager, booking, settlement.chargePaise);
      const money = await this.bookingMoney.settle(manager, booking);
      const documents = await this.taxDocuments.reconcile(manager, booking.id, actor);
      const message = noShowMessage(settlement.chargePaise, settlement.refundPaise, money.balanceDuePaise);
      await this.audit.record(manager, actor, {
        action: AuditAction.NO_SHOW,
        detail: [`Marked ${booking.bookCode} as a no-show.`, rule?.why, message, settlement.summary].filter(Boolean).join(' '),
        bookingId: booking.id,
      });
      return { id: booking.id, refunds: settlement.refunds, message, documents };
    });
    if (!outcome) return null;
    await this.refunds.send(outcome.refunds);
    return { booking: await bookingWithRooms(this.dataSource, outcome.id), message: outcome.message };
  }
}

function noShowMessage(chargePaise: number, refundPaise: number, balanceDuePaise: number): string {
  const parts = [`The cancellation policy keeps ${formatRupees(chargePaise)}.`];
  if (refundPaise > 0) parts.push(`${formatRupees(refundPaise)} is refunded to the guest.`);
  if (balanceDuePaise > 0) parts.push(`${formatRupees(balanceDuePaise)} is still due.`);
  return parts.join(' ');
}
