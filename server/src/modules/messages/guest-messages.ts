import { checkPhone } from '../../shared/phone';
import { Between, EntityManager } from 'typeorm';
import { addDays, calendarDateAt } from '../../shared/dates';
import { MessageChannel, MessageKind, MessageLanguage, REMINDER_KINDS } from './message-kinds';
import { aboutOf, MessageRenderers, type MessageAbout } from './message-renderers';
import { goesByWhatsApp } from './message-templates';
import { MessagingConsent } from './messaging-consent.entity';
import { OutboxMessage } from './outbox-message.entity';
import { queueMessage, type MessageToQueue } from './outbox-queue';

/** One thing that happened, told to a guest (or the family of an event) on every channel it may go by. */
export interface GuestMessage {
  kind: MessageKind;
  bookingId?: string | null;
  eventId?: string | null;
  /** The guest's email: mail goes only when there is one (a desk guest may give none). */
  email?: string | null;
  /** The guest's mobile: WhatsApp goes only when this number chose WhatsApp updates. */
  phone?: string | null;
  language?: MessageLanguage;
  /** What tells this message apart from others of its kind about the same stay or event (see MessageToQueue). */
  extra?: string;
  params?: MessageToQueue['params'];
  /** Now, by the app's clock. */
  queuedAt: Date;
  dueAt?: Date;
}

/** What was queued: the new rows' ids by channel (null: not queued, or queued before). */
export interface QueuedGuestMessage {
  email: string | null;
  whatsapp: string | null;
}

/** The hotel's own alert: to the profile's alerts address and the owner's WhatsApp number. */
export interface OwnerAlert {
  kind: MessageKind;
  bookingId?: string | null;
  eventId?: string | null;
  /** Whom the alert names when it is about neither a stay nor an event (a payment notice's id). */
  subjectId?: string;
  alertsEmail?: string | null;
  alertsPhone?: string | null;
  extra?: string;
  params?: MessageToQueue['params'];
  queuedAt: Date;
}

/**
 * Puts a guest's message on its channels (issue 28, item 4), in the caller's transaction: mail to
 * the guest's email, and WhatsApp to their number when it chose WhatsApp updates (read in the same
 * transaction, so a booking form's choice counts for the booking's own messages). A guest without
 * opt-in gets mail only; SMS goes only as a WhatsApp message's fallback (sms-fallback.ts) and for
 * codes. A channel whose template for the kind is not written (no renderer) is passed over: each
 * module registers what it sends.
 */
export class GuestMessages {
  constructor(private readonly renderers: MessageRenderers) {}

  async queue(manager: EntityManager, message: GuestMessage): Promise<QueuedGuestMessage> {
    const { email, phone, ...about } = message;
    const queued: QueuedGuestMessage = { email: null, whatsapp: null };
    const subject = aboutOf(message);
    const remindedToday = (channel: MessageChannel, recipient: string) =>
      REMINDER_KINDS.has(message.kind) && sentThatDay(manager, { kind: message.kind, channel, recipient }, message.queuedAt);
    if (email && email.includes('@') && this.renderers.has(message.kind, MessageChannel.EMAIL, subject)) {
      if (!(await remindedToday(MessageChannel.EMAIL, email))) {
        queued.email = await queueMessage(manager, { ...about, channel: MessageChannel.EMAIL, recipient: email });
      }
    }
    const number = phone ? e164(phone) : null;
    if (number && this.goesByWhatsApp(message.kind, subject) && (await optedIn(manager, number))) {
      if (!(await remindedToday(MessageChannel.WHATSAPP, number))) {
        queued.whatsapp = await queueMessage(manager, { ...about, channel: MessageChannel.WHATSAPP, recipient: number });
      }
    }
    return queued;
  }

  /**
   * The owner's alert: mail to the alerts address, WhatsApp to the owner's number when the profile
   * has one (the owner gave it for this; no guest consent is involved). Never in a guest's language.
   */
  async alertOwner(manager: EntityManager, alert: OwnerAlert): Promise<QueuedGuestMessage> {
    const { alertsEmail, alertsPhone, ...about } = alert;
    const queued: QueuedGuestMessage = { email: null, whatsapp: null };
    const subject = aboutOf(alert);
    if (alertsEmail && this.renderers.has(alert.kind, MessageChannel.EMAIL, subject)) {
      queued.email = await queueMessage(manager, { ...about, channel: MessageChannel.EMAIL, recipient: alertsEmail });
    }
    const number = alertsPhone ? e164(alertsPhone) : null;
    if (number && this.goesByWhatsApp(alert.kind, subject)) {
      queued.whatsapp = await queueMessage(manager, { ...about, channel: MessageChannel.WHATSAPP, recipient: number });
    }
    return queued;
  }

  private goesByWhatsApp(kind: MessageKind, about: MessageAbout | undefined): boolean {
    return goesByWhatsApp(kind) && this.renderers.has(kind, MessageChannel.WHATSAPP, about);
  }
}

/**
 * Whether a message of this kind went to this recipient on this channel on the hotel's calendar
 * day of `now` (queued that day, whatever became of it). Reminders are queued by the periodic work,
 * which runs once across instances, so two runs cannot both find none.
 */
async function sentThatDay(
  manager: EntityManager,
  message: { kind: MessageKind; channel: MessageChannel; recipient: string },
  now: Date,
): Promise<boolean> {
  const day = calendarDateAt(now);
  return manager.exists(OutboxMessage, {
    where: {
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      createdAt: Between(hotelMidnight(day), new Date(hotelMidnight(addDays(day, 1)).getTime() - 1)),
    },
  });
}

/** Midnight starting `day` in the hotel's zone (IST: UTC+05:30 all year). */
function hotelMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** Whether this number's choice on record is WhatsApp updates (no row: no). */
async function optedIn(manager: EntityManager, phone: string): Promise<boolean> {
  return (await manager.findOneBy(MessagingConsent, { phone }))?.whatsapp === true;
}

function e164(phone: string): string | null {
  const verdict = checkPhone(phone);
  return 'phone' in verdict ? verdict.phone : null;
}
