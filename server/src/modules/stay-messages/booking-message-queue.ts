import { DataSource, EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../shared/clock';
import {
  Booking,
  CancellationNotifier,
  ConfirmationNotifier,
  HoldNotifier,
  PaymentNotifier,
  policySummary,
  StayChangeNotifier,
} from '../bookings';
import { GuestMessage, GuestMessages, messageKey, MessageChannel, MessageKind, releaseMessage } from '../messages';

/**
 * How long a cancellation's messages wait for its refunds to reach the provider (their references
 * go in the mail) when the app stops before it could release them: then they go without them.
 */
export const CANCELLATION_MESSAGE_WAIT_MS = 2 * 60_000;

/**
 * The guest's messages about their stay, queued in the transaction of what happened (the outbox
 * sends them): mail to the booking's email (mail/booking-mail-renderers.ts writes it), and WhatsApp
 * to its phone when that number chose WhatsApp updates (stay-message-variables.ts fills the
 * template; an SMS stands in when WhatsApp fails for good). The hold with its way back to paying,
 * the confirmation (again on the guest's asking), a change of dates or rooms, money that came
 * later, the cancellation. A booking without an email (a desk guest may give none) gets no mail.
 *
 * Each message goes out in the language the guest booked in (booking.language, issue 31).
 */
export function bookingMessageQueue(
  guestMessages: GuestMessages,
  dataSource: DataSource,
  clock: Clock,
): {
  held: HoldNotifier;
  confirmed: ConfirmationNotifier;
  changed: StayChangeNotifier;
  paid: PaymentNotifier;
  cancelled: CancellationNotifier;
} {
  /** Queues `kind` for the booking on every channel it may go by; answers whether any was queued. */
  const queue = async (
    manager: EntityManager,
    booking: Booking,
    message: Omit<GuestMessage, 'bookingId' | 'email' | 'phone' | 'queuedAt'>,
    { queuedAt = clock(), mailOnly = false } = {},
  ) => {
    const queued = await guestMessages.queue(manager, {
      ...message,
      language: booking.language,
      bookingId: booking.id,
      email: booking.userEmail,
      phone: mailOnly ? null : booking.userPhone,
      queuedAt,
    });
    return queued.email !== null || queued.whatsapp !== null;
  };
  const bookingOf = (manager: EntityManager, bookingId: string) => manager.findOneByOrFail(Booking, { id: bookingId });
  return {
    held: async (manager, bookingId) => {
      await queue(manager, await bookingOf(manager, bookingId), { kind: MessageKind.FINISH_PAYING });
    },
    confirmed: async (manager, bookingId, options = {}) => {
      // The guest's "mail it again" (self-service) asks for the mail, and each ask is a mail of its own.
      const message = { kind: MessageKind.BOOKING_CONFIRMED, extra: options.resend ? `resend-${randomUUID()}` : undefined };
      return queue(manager, await bookingOf(manager, bookingId), message, { mailOnly: options.resend });
    },
    changed: async (manager, bookingId) => {
      const now = clock();
      // Each change is a message of its own; its time first, so the keys sort as the changes came.
      const message = { kind: MessageKind.BOOKING_CHANGED, extra: `change-${now.toISOString()}-${randomUUID().slice(0, 8)}` };
      await queue(manager, await bookingOf(manager, bookingId), message, { queuedAt: now });
    },
    paid: async (manager, bookingId, payment) => {
      await queue(manager, await bookingOf(manager, bookingId), {
        kind: MessageKind.PAYMENT_RECEIVED,
        extra: payment.id,
        params: { paymentId: payment.id, amountPaise: payment.amountPaise },
      });
    },
    cancelled: {
      queue: async (manager, booking, terms, refundsToSend) => {
        const now = clock();
        const message = {
          kind: MessageKind.BOOKING_CANCELLED,
          // The policy as it applied, in the guest's language (the mail and WhatsApp say it as given).
          params: {
            policy: policySummary(terms.rule, terms.freeUntil, terms.windowHours > 24, booking.language),
            paidPaise: terms.paidPaise,
          },
          // The refunds' amounts and references go in them: they wait until billing handed the refunds over.
          dueAt: refundsToSend ? new Date(now.getTime() + CANCELLATION_MESSAGE_WAIT_MS) : undefined,
        };
        await queue(manager, booking, message, { queuedAt: now });
      },
      refundsSent: async (bookingId) => {
        for (const channel of [MessageChannel.EMAIL, MessageChannel.WHATSAPP]) {
          const key = messageKey({ kind: MessageKind.BOOKING_CANCELLED, channel, bookingId });
          await releaseMessage(dataSource.manager, key, clock());
        }
      },
    },
  };
}
