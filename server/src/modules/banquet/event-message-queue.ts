import { EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import type { HotelProfileReader } from '../hotel-settings';
import { GuestMessage, GuestMessages, MessageKind } from '../messages';
import type { BanquetEvent } from './banquet-event.entity';

/** A milestone as its reminder names it. */
export interface RemindedStep {
  label: string;
  amountPaise: number;
  dueDate: string;
}

/**
 * The family's messages about their event (and the hotel's alert of a new enquiry), queued in the
 * transaction of what happened; the outbox sends them. Mail to the host's email
 * (event-mail-renderers.ts writes it) and WhatsApp to the host's phone when that number chose
 * WhatsApp updates (event-message-variables.ts fills the template; an SMS stands in when WhatsApp
 * fails for good).
 */
export class EventMessageQueue {
  constructor(
    private readonly clock: Clock,
    private readonly hotelProfile: HotelProfileReader,
    private readonly guestMessages: GuestMessages,
  ) {}

  /** A new enquiry: the family's receipt with the estimate and terms, and the hotel's alert. */
  async enquiry(manager: EntityManager, event: BanquetEvent): Promise<void> {
    await this.queue(manager, event, { kind: MessageKind.ENQUIRY_RECEIVED });
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

  /** The date is held: the quote, until when, and the payment link (each hold its own message). */
  async hold(manager: EntityManager, event: BanquetEvent): Promise<void> {
    const heldUntil = event.holdExpiresAt?.getTime() ?? 0;
    await this.queue(manager, event, { kind: MessageKind.EVENT_HOLD, extra: String(heldUntil), params: { heldUntil } });
  }

  /** An online payment arrived (and may have confirmed the event). */
  async paymentReceived(manager: EntityManager, event: BanquetEvent, paymentId: string): Promise<void> {
    await this.queue(manager, event, { kind: MessageKind.PAYMENT_RECEIVED, extra: paymentId, params: { paymentId } });
  }

  /**
   * A milestone is due in a few days (`ahead`) or today (`due`): one message each. A family is
   * reminded at most once a day on each channel (GuestMessages), whatever the number of events.
   */
  async reminder(manager: EntityManager, event: BanquetEvent, step: RemindedStep, kind: 'ahead' | 'due'): Promise<void> {
    await this.queue(manager, event, {
      kind: MessageKind.MILESTONE_DUE,
      extra: `${step.dueDate}-${kind}`,
      params: { label: step.label, amountPaise: step.amountPaise, dueDate: step.dueDate, dueToday: kind === 'due' },
    });
  }

  private async queue(
    manager: EntityManager,
    event: BanquetEvent,
    message: Pick<GuestMessage, 'kind' | 'extra' | 'params'>,
  ): Promise<void> {
    await this.guestMessages.queue(manager, {
      ...message,
      eventId: event.id,
      email: event.hostEmail,
      phone: event.hostPhone,
      queuedAt: this.clock(),
    });
  }
}
