import { DataSource, EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../shared/clock';
import { Booking, CancellationNotifier, ConfirmationNotifier, HoldNotifier } from '../bookings';
import { messageKey, MessageChannel, MessageKind, queueMessage, releaseMessage } from '../messages';
import { hasEmail } from './mail-message';

/**
 * How long a cancellation's mail waits for its refunds to reach the provider (their references go
 * in it) when the app stops before it could release it: then it goes without them.
 */
export const CANCELLATION_MAIL_WAIT_MS = 2 * 60_000;

/** A booking as its mails are queued: its email, if it has one. */
async function mailableBooking(manager: EntityManager, bookingId: string) {
  const booking = await manager.findOneByOrFail(Booking, { id: bookingId });
  return hasEmail(booking) ? booking : null;
}

/**
 * The guest's mails about their booking, queued in the transaction of what happened (the outbox
 * sends them; booking-mail-renderers.ts writes them): the hold with its way back to paying, the
 * confirmation (again on the guest's asking), the cancellation. A booking without an email (a
 * desk guest may give none) gets none.
 */
export function bookingMailQueue(
  dataSource: DataSource,
  clock: Clock,
): {
  held: HoldNotifier;
  confirmed: ConfirmationNotifier;
  cancelled: CancellationNotifier;
} {
  const email = { channel: MessageChannel.EMAIL } as const;
  const cancellationKey = (bookingId: string) => messageKey({ kind: MessageKind.BOOKING_CANCELLED, ...email, bookingId });
  return {
    held: async (manager, bookingId) => {
      const booking = await mailableBooking(manager, bookingId);
      if (!booking) return;
      await queueMessage(manager, {
        kind: MessageKind.FINISH_PAYING,
        ...email,
        recipient: booking.userEmail,
        bookingId,
        queuedAt: clock(),
      });
    },
    confirmed: async (manager, bookingId, options = {}) => {
      const booking = await mailableBooking(manager, bookingId);
      if (!booking) return false;
      await queueMessage(manager, {
        kind: MessageKind.BOOKING_CONFIRMED,
        ...email,
        recipient: booking.userEmail,
        bookingId,
        // Each time the guest asks again is a mail of its own.
        extra: options.resend ? `resend-${randomUUID()}` : undefined,
        queuedAt: clock(),
      });
      return true;
    },
    cancelled: {
      queue: async (manager, booking, terms, refundsToSend) => {
        if (!hasEmail(booking)) return;
        const now = clock();
        await queueMessage(manager, {
          kind: MessageKind.BOOKING_CANCELLED,
          ...email,
          recipient: booking.userEmail,
          bookingId: booking.id,
          params: { policy: terms.summary, paidPaise: terms.paidPaise },
          queuedAt: now,
          dueAt: refundsToSend ? new Date(now.getTime() + CANCELLATION_MAIL_WAIT_MS) : undefined,
        });
      },
      refundsSent: (bookingId) => releaseMessage(dataSource.manager, cancellationKey(bookingId), clock()),
    },
  };
}
