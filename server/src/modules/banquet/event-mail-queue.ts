import { EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import type { HotelProfileReader } from '../hotel-settings';
import { GuestMessages, MessageChannel, MessageKind, queueMessage } from '../messages';
import type { BanquetEvent } from './banquet-event.entity';

/** A milestone as its reminder names it. */
export interface RemindedStep {
  label: string;
  amountPaise: number;
  dueDate: string;
}

/**
 * The family's mails about their event (and the hotel's alert of a new enquiry), queued in the
 * transaction of what happened; the outbox sends them and event-mail-renderers.ts writes them.
 */
export class EventMailQueue {
  constructor(
    private readonly clock: Clock,
    private readonly hotelProfile: HotelProfileReader,
    private readonly guestMessages: GuestMessages,
  ) {}

  /** A new enquiry: the family's receipt with the estimate and terms, and the hotel's alert. */
  async enquiry(manager: EntityManager, event: BanquetEvent): Promise<void> {
    await this.queue(manager, event, MessageKind.ENQUIRY_RECEIVED, event.hostEmail);
    const hotel = await this.hotelProfile.get(manager);
    // The owner's alert: by mail, and on WhatsApp when the profile has their number.
    const { alertsEmail, alertsPhone } = hotel;
    const queuedAt = this.clock();
    await this.guestMessages.alertOwner(manager, {
      kind: MessageKind.OWNER_NEW_ENQUIRY,
      eventId: event.id,
      alertsEmail,
      alertsPhone,
      queuedAt,
    });
  }

  /** The date is held: the quote, until when, and the payment link (each hold its own mail). */
  async hold(manager: EntityManager, event: BanquetEvent): Promise<void> {
    await this.queue(manager, event, MessageKind.EVENT_HOLD, event.hostEmail, {
      extra: String(event.holdExpiresAt?.getTime() ?? 0),
    });
  }

  /** An online payment arrived (and may have confirmed the event). */
  async paymentReceived(manager: EntityManager, event: BanquetEvent, paymentId: string): Promise<void> {
    await this.queue(manager, event, MessageKind.PAYMENT_RECEIVED, event.hostEmail, {
      extra: paymentId,
      params: { paymentId },
    });
  }

  /** A milestone is due in a few days (`ahead`) or today (`due`): one mail each. */
  async reminder(manager: EntityManager, event: BanquetEvent, step: RemindedStep, kind: 'ahead' | 'due'): Promise<void> {
    await this.queue(manager, event, MessageKind.MILESTONE_DUE, event.hostEmail, {
      extra: `${step.dueDate}-${kind}`,
      params: { label: step.label, amountPaise: step.amountPaise, dueDate: step.dueDate, dueToday: kind === 'due' },
    });
  }

  private async queue(
    manager: EntityManager,
    event: BanquetEvent,
    kind: MessageKind,
    recipient: string,
    more: { extra?: string; params?: Record<string, string | number | boolean> } = {},
  ): Promise<void> {
    await queueMessage(manager, {
      kind,
      channel: MessageChannel.EMAIL,
      recipient,
      eventId: event.id,
      ...more,
      queuedAt: this.clock(),
    });
  }
}
