import { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { HotelProfileReader } from '../hotel-settings';
import { Booking, BookingStatus, CancellationNotice } from '../bookings';
import { MessageChannel, MessageKind, MessageNoLongerApplies, MessageRenderers, OutboxMessage } from '../messages';
import { bookingConfirmationMail } from './booking-confirmation';
import { bookingCancelledMail } from './cancellation-mail';
import { bookingChangedMail, paymentReceivedMail, preArrivalMail } from './booking-update-mails';
import { holdMail, holdPaymentUrl } from './hold-mail';
import { asRenderedMail } from './mail-message';
import { mailWordsFor } from './mail-words';
import { arrivalUrl, preArrivalStillDue } from './pre-arrival';

export interface BookingMailNeeds {
  dataSource: DataSource;
  publicBaseUrl: string;
  hotelProfile: HotelProfileReader;
  /** The booking's self-service key: its links open the booking without asking for the email or phone. */
  keyFor: (bookingId: string) => string;
  /** A key for one hold: the payment link works until the hold lapses. */
  holdKeyFor: (bookingId: string, holdExpiresAt: Date) => string;
  /** The booking's refunds as billing tells of them (with the provider's references once it accepted them). */
  refundsOf: (bookingId: string) => Promise<CancellationNotice['refunds']>;
  /** What the guest has paid and still owes now, in paise (the booking's folio). */
  moneyOf: (bookingId: string) => Promise<{ paidPaise: number; balanceDuePaise: number }>;
  /** The app's clock: a message about a day gone by is not sent. */
  clock: Clock;
}

/**
 * How the outbox writes the guest's mails about a booking (queued by stay-messages' booking
 * message queue): from the booking as it is when the mail goes, to the address it was queued for:
 * booking-confirmation.ts, hold-mail.ts, booking-update-mails.ts (pre-arrival, changed, payment received),
 * cancellation-mail.ts.
 */
export function registerBookingMails(renderers: MessageRenderers, needs: BookingMailNeeds): void {
  const base = needs.publicBaseUrl.replace(/\/+$/, '');
  const booking = async (message: OutboxMessage) => {
    const found = await needs.dataSource
      .getRepository(Booking)
      .findOneOrFail({ where: { id: message.bookingId! }, relations: { lines: true } });
    // To the address it was queued for (the booking's email then).
    return Object.assign(found, { userEmail: message.recipient });
  };
  const bookingUrl = (id: string) => `${base}/booking/${encodeURIComponent(id)}?key=${encodeURIComponent(needs.keyFor(id))}`;
  renderers
    .register(MessageKind.BOOKING_CONFIRMED, MessageChannel.EMAIL, async (message) => {
      const confirmed = await booking(message);
      const mail = bookingConfirmationMail(confirmed, await needs.hotelProfile.get(), base, needs.keyFor(confirmed.id));
      return asRenderedMail(mail);
    })
    .register(MessageKind.FINISH_PAYING, MessageChannel.EMAIL, async (message) => {
      const held = await booking(message);
      // Paid, cancelled or lapsed before the mail could go: "finish paying" would mislead.
      if (held.status !== BookingStatus.HELD || !held.holdExpiresAt) {
        throw new MessageNoLongerApplies(`the booking is ${held.status} now, no longer held`);
      }
      const payUrl = holdPaymentUrl(
        base,
        held.id,
        needs.holdKeyFor(held.id, held.holdExpiresAt),
        mailWordsFor(held.language).locale,
      );
      return asRenderedMail(holdMail(held, await needs.hotelProfile.get(), payUrl, base));
    })
    .register(MessageKind.BOOKING_CANCELLED, MessageChannel.EMAIL, async (message) => {
      const cancelled = await booking(message);
      const terms = { summary: String(message.params.policy), paidPaise: Number(message.params.paidPaise) };
      const notice = { booking: cancelled, terms, refunds: await needs.refundsOf(cancelled.id) };
      return asRenderedMail(bookingCancelledMail(notice, await needs.hotelProfile.get(), bookingUrl(cancelled.id)));
    })
    .register(MessageKind.PRE_ARRIVAL, MessageChannel.EMAIL, async (message) => {
      const arriving = await booking(message);
      preArrivalStillDue(arriving, message, needs.clock());
      return asRenderedMail(preArrivalMail(arriving, await needs.hotelProfile.get(), arrivalUrl(bookingUrl(arriving.id))));
    })
    .register(MessageKind.BOOKING_CHANGED, MessageChannel.EMAIL, async (message) => {
      const changed = await booking(message);
      return asRenderedMail(bookingChangedMail(changed, await needs.hotelProfile.get(), bookingUrl(changed.id)));
    })
    // Events have a payment received mail of their own (banquet's): this one is a stay's.
    .register(
      MessageKind.PAYMENT_RECEIVED,
      MessageChannel.EMAIL,
      async (message) => {
        const paid = await booking(message);
        const money = await needs.moneyOf(paid.id);
        const payment = { amountPaise: Number(message.params.amountPaise), ...money };
        return asRenderedMail(paymentReceivedMail(paid, await needs.hotelProfile.get(), payment, bookingUrl(paid.id)));
      },
      'booking',
    );
}
