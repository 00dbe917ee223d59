import { DataSource, EntityManager, MoreThan } from 'typeorm';
import { Clock } from '../../shared/clock';
import { HOTEL_TIME_ZONE } from '../../shared/dates';
import { Logger } from '../../shared/logger';
import type { PaymentWebhookFailure } from '../billing';
import {
  Booking,
  BookingChannel,
  type CancellationNotifier,
  type CancellationQuote,
  type ConfirmationNotifier,
} from '../bookings';
import type { HotelProfileReader } from '../hotel-settings';
import { GuestMessages, MessageKind, OutboxMessage, type OwnerAlert, type QueuedGuestMessage } from '../messages';
import { dueFormIIIGroups, formIIIAlertExtra } from './form-iii-alerts';

/** How often at most the owner hears that payment notices fail: a failing webhook is retried for hours. */
export const WEBHOOK_ALERT_EVERY_MS = 60 * 60_000;

/** What the channels module tells of a conflict (its ChannelConflictFacts). */
export interface ChannelConflictAlert {
  conflictId: string;
  channel: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  inTheWay: string[];
}

/** What the channels module tells of a failing feed (its ChannelFeedFailure). */
export interface ChannelFeedFailureAlert {
  feedId: string;
  channel: string;
  roomName: string;
  failingSince: Date;
  error: string;
}

export interface OwnerAlertsNeeds {
  dataSource: DataSource;
  clock: Clock;
  hotelProfile: HotelProfileReader;
  guestMessages: GuestMessages;
  logger: Logger;
}

/**
 * The owner's alerts about stays, payments and foreign guests' Form III reports (issues 28, 29): to the profile's alerts email and, when
 * the owner gave one, their WhatsApp number, queued in the transaction of what happened (the
 * banquet's new-enquiry alert is queued by the banquet module itself, the same way). Owner alerts
 * are written in English: they are the hotel's, not a guest's.
 */
export class OwnerAlerts {
  constructor(private readonly needs: OwnerAlertsNeeds) {}

  /**
   * A booking confirmed (paid online, or to pay at the hotel): the owner hears of bookings made on
   * the website. One their own desk made (a walk-in, a phone call) they know of already. Once per
   * booking: a second payment, or the guest asking for the confirmation again, alerts nothing.
   */
  async bookingConfirmed(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await manager.findOneByOrFail(Booking, { id: bookingId });
    if (booking.channel !== BookingChannel.WEBSITE) return;
    await this.alert(manager, { kind: MessageKind.OWNER_NEW_BOOKING, bookingId });
  }

  /** A booking cancelled, by the guest or the hotel: with what goes back, as the policy applied then. */
  async bookingCancelled(manager: EntityManager, booking: Booking, terms: Pick<CancellationQuote, 'refundPaise'>): Promise<void> {
    await this.alert(manager, {
      kind: MessageKind.OWNER_CANCELLATION,
      bookingId: booking.id,
      params: { refundPaise: terms.refundPaise },
    });
  }

  /**
   * A payment provider's notice that was genuinely signed but could not be applied (a forged one
   * never gets here). The provider retries it for hours, and a broken deployment fails every
   * notice, so at most one alert goes in any hour (checked under a lock, across instances); its
   * key names the notice and the hotel hour. In a transaction of its own: the notice's rolled back.
   */
  async paymentWebhookFailed(failure: PaymentWebhookFailure): Promise<void> {
    const now = this.needs.clock();
    await this.needs.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['owner-alert:payment-webhook-failed']);
      const recent = await manager.existsBy(OutboxMessage, {
        kind: MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED,
        createdAt: MoreThan(new Date(now.getTime() - WEBHOOK_ALERT_EVERY_MS)),
      });
      if (recent) return;
      await this.alert(manager, {
        kind: MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED,
        subjectId: failure.eventId,
        extra: hotelHour(now),
        params: {
          eventId: failure.eventId,
          event: failure.event,
          unreadable: failure.unreadable,
          detail: failure.detail.slice(0, 300),
          occurredAt: now.toISOString(),
        },
      });
    });
  }

  /**
   * Foreign guests' Form III reports (issue 29): an alert when a booking's arrival or departure
   * opens reports, and one more when FORM_III_ALERT_HOURS_LEFT are left and they are still due.
   * Run by the periodic work (once across instances); the outbox's key makes each alert go once.
   * Answers how many alerts were queued.
   */
  async formIIIDue(): Promise<number> {
    const now = this.needs.clock();
    return this.needs.dataSource.transaction(async (manager) => {
      let queued = 0;
      for (const group of await dueFormIIIGroups(manager)) {
        const sent = await this.alert(manager, {
          kind: MessageKind.OWNER_FORM_III_DUE,
          bookingId: group.bookingId,
          extra: formIIIAlertExtra(group, now),
          params: { reportKind: group.kind, count: group.count, dueAt: group.dueAt.toISOString() },
        });
        if (sent.email || sent.whatsapp) queued += 1;
      }
      return queued;
    });
  }

  /** An OTA's stay could not take its nights (issue 30): at once, by mail and WhatsApp. */
  async channelConflict(manager: EntityManager, conflict: ChannelConflictAlert): Promise<void> {
    await this.alert(manager, {
      kind: MessageKind.OWNER_CHANNEL_CONFLICT,
      subjectId: conflict.conflictId,
      params: { ...conflict, inTheWay: conflict.inTheWay.slice(0, 5).join('\n').slice(0, 1000) },
    });
  }

  /** An OTA calendar failing for an hour: once per failing spell (its start is in the key). */
  async channelFeedFailing(manager: EntityManager, failure: ChannelFeedFailureAlert): Promise<void> {
    await this.alert(manager, {
      kind: MessageKind.OWNER_CHANNEL_FEED_FAILING,
      subjectId: failure.feedId,
      extra: failure.failingSince.toISOString(),
      params: { ...failure, failingSince: failure.failingSince.toISOString(), error: failure.error.slice(0, 300) },
    });
  }

  /** The booking's confirmation as the guest gets it, and the owner's alert in the same transaction. */
  withConfirmationAlert(notifyGuest: ConfirmationNotifier): ConfirmationNotifier {
    return async (manager, bookingId, options = {}) => {
      const queued = await notifyGuest(manager, bookingId, options);
      if (!options.resend) await this.bookingConfirmed(manager, bookingId);
      return queued;
    };
  }

  /** The guest's cancellation messages, and the owner's alert in the same transaction. */
  withCancellationAlert(notifyGuest: CancellationNotifier): CancellationNotifier {
    return {
      queue: async (manager, booking, terms, refundsToSend) => {
        await notifyGuest.queue(manager, booking, terms, refundsToSend);
        await this.bookingCancelled(manager, booking, terms);
      },
      refundsSent: (bookingId) => notifyGuest.refundsSent(bookingId),
    };
  }

  /** Never lets a failing alert hide the failure it reports: it is logged, and the caller goes on. */
  reportWebhookFailure = async (failure: PaymentWebhookFailure): Promise<void> => {
    try {
      await this.paymentWebhookFailed(failure);
    } catch (error) {
      this.needs.logger.error({ err: error, eventId: failure.eventId }, 'owner alert of a failed payment webhook not queued');
    }
  };

  private async alert(
    manager: EntityManager,
    alert: Omit<OwnerAlert, 'alertsEmail' | 'alertsPhone' | 'queuedAt'>,
  ): Promise<QueuedGuestMessage> {
    const hotel = await this.needs.hotelProfile.get(manager);
    return this.needs.guestMessages.alertOwner(manager, {
      ...alert,
      alertsEmail: hotel.alertsEmail,
      alertsPhone: hotel.alertsPhone,
      queuedAt: this.needs.clock(),
    });
  }
}

let hourFormat: Intl.DateTimeFormat | undefined;

/** "2026-11-21T10": the hour of the hotel's day an instant falls in. */
export function hotelHour(instant: Date): string {
  hourFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: HOTEL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const parts = hourFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}`;
}
