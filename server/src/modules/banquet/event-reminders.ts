import { DataSource, MoreThanOrEqual } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, todayInHotel } from '../../shared/dates';
import { Logger } from '../../shared/logger';
import { BanquetEvent } from './banquet-event.entity';
import { EventMessageQueue } from './event-message-queue';
import { EventMoneyService } from './event-money.service';
import { eventPaymentPlan } from './event-payment-plan';
import { EventReminder } from './event-reminder.entity';
import { EventStatus } from './event-status';

/** A milestone is first reminded of this many days before it is due. */
export const REMINDER_DAYS_AHEAD = 3;

/**
 * Reminds the family of a confirmed event (mail, and WhatsApp when they chose it) before each
 * milestone of its plan is due: once a few days ahead, and once on the day if it is still unpaid;
 * never after the day. Each
 * reminder is a row of event_reminder written in the same transaction as its mail is queued (the
 * outbox sends it, trying again if it must); a second run (or instance) finds the row and queues
 * nothing.
 */
export class EventReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly money: EventMoneyService,
    private readonly mails: EventMessageQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Queues the reminders due now; answers how many. */
  async sendDue(): Promise<number> {
    const today = todayInHotel(this.clock());
    const events = await this.dataSource.getRepository(BanquetEvent).find({
      where: { status: EventStatus.CONFIRMED, eventDate: MoreThanOrEqual(today) },
    });
    let sent = 0;
    for (const event of events) {
      const milestoneDates = new Set(event.terms.milestones.map((milestone) => addDays(event.eventDate, -milestone.daysBefore)));
      const plan = eventPaymentPlan({
        terms: event.terms,
        eventDate: event.eventDate,
        money: await this.money.of(event.id),
        today,
      });
      for (const step of plan.steps.slice(1)) {
        if (step.paid || !step.dueDate || !milestoneDates.has(step.dueDate)) continue;
        // Never for a date already past (a run that missed the day sends nothing late).
        const ahead = today < step.dueDate && today >= addDays(step.dueDate, -REMINDER_DAYS_AHEAD);
        const kind = today === step.dueDate ? 'due' : ahead ? 'ahead' : null;
        if (!kind) continue;
        const amountPaise = Math.min(step.amountPaise, step.cumulativePaise - plan.paidPaise);
        if (await this.send(event, { label: step.label, amountPaise, dueDate: step.dueDate }, kind)) sent += 1;
      }
    }
    return sent;
  }

  private async send(event: BanquetEvent, step: { label: string; amountPaise: number; dueDate: string }, kind: 'ahead' | 'due') {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const once = { eventId: event.id, dueDate: step.dueDate, kind };
        if (await manager.existsBy(EventReminder, once)) return false;
        // The unique index refuses a second row should two runs ever meet (periodic work is exclusive).
        await manager.insert(EventReminder, { ...once, stepLabel: step.label.slice(0, 60), amountPaise: step.amountPaise });
        await this.mails.reminder(manager, event, step, kind);
        this.logger.info({ eventId: event.id, kind, dueDate: step.dueDate }, 'event payment reminder queued');
        return true;
      });
    } catch (error) {
      this.logger.error({ err: error, eventId: event.id, kind }, 'event payment reminder not queued; will try again');
      return false;
    }
  }
}
