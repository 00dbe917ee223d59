import { DataSource } from 'typeorm';
import { maskPhone } from '../../shared/contact-masking';
import { formatRupees } from '../../shared/money';
import { BanquetEvent } from '../banquet';
import { Booking } from '../bookings';
import type { FormIIIKind } from '../guest-register';
import { mailSender, type HotelProfileReader } from '../hotel-settings';
import {
  formatDay,
  formatMoment,
  MessageChannel,
  MessageKind,
  MessageRenderers,
  OutboxMessage,
  PhoneRenderers,
  type MessageLanguage,
  type RenderedMail,
} from '../messages';
import { adminLink, paymentInWords, roomsInWords, stayDatesInWords, webhookProblemInWords } from './owner-alert-words';
import { reportsDueInWords } from './form-iii-alerts';

export interface OwnerAlertRenderingNeeds {
  dataSource: DataSource;
  hotelProfile: HotelProfileReader;
  /** PUBLIC_BASE_URL: the admin links start with it. */
  publicBaseUrl: string;
  /** What has been paid for a stay now (its folio). */
  paidOf(bookingId: string): Promise<number>;
}

/**
 * How the owner's alerts are written when the outbox sends them: short plain mails to the alerts
 * address with a link into the admin, and WhatsApp template variables (message-templates.ts has
 * the texts). Both read the stay, event or notice as it is then; a guest's phone only masked. The
 * new-enquiry mail is the banquet module's (event-enquiry-mail.ts); its WhatsApp is here.
 */
export function registerOwnerAlerts(
  renderers: MessageRenderers,
  phoneRenderers: PhoneRenderers,
  needs: OwnerAlertRenderingNeeds,
): void {
  const { dataSource, publicBaseUrl } = needs;
  const bookingOf = (message: OutboxMessage) =>
    dataSource.getRepository(Booking).findOneOrFail({ where: { id: message.bookingId! }, relations: { lines: true } });
  const eventOf = (message: OutboxMessage) =>
    dataSource
      .getRepository(BanquetEvent)
      .findOneOrFail({ where: { id: message.eventId! }, relations: { hall: true, session: true } });
  const bookingPage = (booking: Booking) => adminLink(publicBaseUrl, `booking/${booking.id}`);
  const paymentsPage = adminLink(publicBaseUrl, 'payment');
  const mail = async (message: OutboxMessage, subject: string, lines: string[]): Promise<RenderedMail> => {
    const text = [...lines, ''].join('\n');
    return {
      channel: MessageChannel.EMAIL,
      from: mailSender(await needs.hotelProfile.get()),
      to: message.recipient,
      subject,
      text,
      html: plainHtml(subject, text),
    };
  };
  const formIIIPage = adminLink(publicBaseUrl, 'form-iii');
  const channelsPage = adminLink(publicBaseUrl, 'channels');
  const formIIIFacts = (message: OutboxMessage, language: MessageLanguage) => ({
    reportsDue: reportsDueInWords(Number(message.params.count), message.params.reportKind as FormIIIKind, language),
    deadline: formatMoment(String(message.params.dueAt), language),
  });
  const refundOf = (message: OutboxMessage) => formatRupees(Number(message.params.refundPaise ?? 0));
  const webhookFacts = (message: OutboxMessage, language: MessageLanguage) => ({
    occurredAt: formatMoment(String(message.params.occurredAt ?? message.createdAt.toISOString()), language),
    problem: webhookProblemInWords(message.params.unreadable === true, language),
  });

  renderers
    .register(MessageKind.OWNER_NEW_BOOKING, MessageChannel.EMAIL, async (message) => {
      const booking = await bookingOf(message);
      const paid = paymentInWords(booking, await needs.paidOf(booking.id), 'en');
      return mail(message, `New booking ${booking.bookCode}: ${stayDatesInWords(booking, 'en')}, ${booking.userName}`, [
        'A new booking came from the website.',
        '',
        `Booking:  ${booking.bookCode}`,
        `Guest:    ${booking.userName}, ${maskPhone(booking.userPhone)}`,
        `Rooms:    ${roomsInWords(booking, 'en')}`,
        `Dates:    ${formatDay(booking.checkIn, 'en')} to ${formatDay(booking.checkOut, 'en')} (${nights(booking.nights)})`,
        `Total:    ${formatRupees(booking.totalPaise)}, ${paid}`,
        '',
        `Open it in the admin: ${bookingPage(booking)}`,
      ]);
    })
    .register(MessageKind.OWNER_CANCELLATION, MessageChannel.EMAIL, async (message) => {
      const booking = await bookingOf(message);
      return mail(message, `Booking ${booking.bookCode} cancelled: ${stayDatesInWords(booking, 'en')}, ${booking.userName}`, [
        `Booking ${booking.bookCode} has been cancelled; its rooms are free again for those dates.`,
        '',
        `Guest:    ${booking.userName}, ${maskPhone(booking.userPhone)}`,
        `Rooms:    ${roomsInWords(booking, 'en')}`,
        `Dates:    ${formatDay(booking.checkIn, 'en')} to ${formatDay(booking.checkOut, 'en')} (${nights(booking.nights)})`,
        `Refund:   ${refundOf(message)}`,
        '',
        `Open it in the admin: ${bookingPage(booking)}`,
      ]);
    })
    .register(MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED, MessageChannel.EMAIL, async (message) => {
      const { occurredAt, problem } = webhookFacts(message, 'en');
      const { eventId, event, detail } = message.params;
      return mail(message, 'A payment notice could not be processed', [
        `A payment notice from the payment provider could not be processed at ${occurredAt}: ${problem}.`,
        'A payment it reports may not show on its booking or event yet. The provider sends the notice again for a while.',
        '',
        `Notice:   ${String(eventId)}${event ? ` (${String(event)})` : ''}`,
        `Error:    ${String(detail ?? 'not known')}`,
        '',
        `Check the payments page: ${paymentsPage}`,
        'You get at most one such alert an hour; the server log has each failure.',
      ]);
    })
    .register(MessageKind.OWNER_CHANNEL_CONFLICT, MessageChannel.EMAIL, async (message) => {
      const facts = channelConflictFacts(message, 'en');
      return mail(message, `Double booking: ${facts.channel} stay in ${facts.roomName}, ${facts.checkIn} – ${facts.checkOut}`, [
        `A ${facts.channel} stay in ${facts.roomName} from ${facts.checkIn} to ${facts.checkOut} came in its calendar, but those nights are taken here:`,
        ...String(message.params.inTheWay ?? '')
          .split('\n')
          .map((label) => `- ${label}`),
        '',
        'The stay does not take the nights until you settle it: move one of them, cancel the direct booking, or mark it resolved.',
        `The conflict inbox: ${channelsPage}`,
      ]);
    })
    .register(MessageKind.OWNER_CHANNEL_FEED_FAILING, MessageChannel.EMAIL, async (message) => {
      const facts = feedFailureFacts(message, 'en');
      return mail(message, `The ${facts.channel} calendar of ${facts.roomName} is not syncing`, [
        `The ${facts.channel} calendar of ${facts.roomName} has not synced since ${facts.failingSince}: ${facts.problem}`,
        'Until it syncs, rooms sold on that channel may still be for sale on the website. Check the address in the channel, or sync it by hand.',
        '',
        `Channels: ${channelsPage}`,
      ]);
    })
    .register(MessageKind.OWNER_FORM_III_DUE, MessageChannel.EMAIL, async (message) => {
      const booking = await bookingOf(message);
      const { reportsDue, deadline } = formIIIFacts(message, 'en');
      const overdue = new Date(String(message.params.dueAt)) <= message.createdAt;
      return mail(message, `Form III due by ${deadline}: ${reportsDue} (${booking.bookCode})`, [
        `Report ${reportsDue} (booking ${booking.bookCode}) on the Bureau of Immigration's portal by ${deadline}.`,
        overdue
          ? 'The deadline has passed: report it now.'
          : 'The law gives the hotel 24 hours from the arrival or departure to report a foreign guest.',
        '',
        `The sheet to copy from, and where to mark it reported: ${formIIIPage}`,
      ]);
    });

  phoneRenderers
    .register(MessageKind.OWNER_NEW_BOOKING, async (message) => {
      const booking = await bookingOf(message);
      return {
        bookCode: booking.bookCode,
        guestName: booking.userName,
        guestPhoneMasked: maskPhone(booking.userPhone),
        rooms: roomsInWords(booking, message.language),
        stayDates: stayDatesInWords(booking, message.language),
        totalAmount: formatRupees(booking.totalPaise),
        paymentStatus: paymentInWords(booking, await needs.paidOf(booking.id), message.language),
        adminUrl: bookingPage(booking),
      };
    })
    .register(MessageKind.OWNER_NEW_ENQUIRY, async (message) => {
      const event = await eventOf(message);
      return {
        eventReference: event.reference,
        guestName: event.hostName,
        guestPhoneMasked: maskPhone(event.hostPhone),
        hallAndSession: [event.hall?.name, event.session?.name].filter(Boolean).join(', '),
        eventDate: formatDay(event.eventDate, message.language),
        guestCount: String(event.expectedGuests),
        adminUrl: adminLink(publicBaseUrl, `events/${event.id}`),
      };
    })
    .register(MessageKind.OWNER_CANCELLATION, async (message) => {
      const booking = await bookingOf(message);
      return {
        bookCode: booking.bookCode,
        guestName: booking.userName,
        stayDates: stayDatesInWords(booking, message.language),
        refundAmount: refundOf(message),
        adminUrl: bookingPage(booking),
      };
    })
    .register(MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED, (message) =>
      Promise.resolve({ ...webhookFacts(message, message.language), adminUrl: paymentsPage }),
    )
    .register(MessageKind.OWNER_FORM_III_DUE, async (message) => ({
      ...formIIIFacts(message, message.language),
      bookCode: (await bookingOf(message)).bookCode,
      adminUrl: formIIIPage,
    }))
    .register(MessageKind.OWNER_CHANNEL_CONFLICT, (message) =>
      Promise.resolve({ ...channelConflictFacts(message, message.language), adminUrl: channelsPage }),
    )
    .register(MessageKind.OWNER_CHANNEL_FEED_FAILING, (message) =>
      Promise.resolve({ ...feedFailureFacts(message, message.language), adminUrl: channelsPage }),
    );
}

/** A conflict's words as its alert's params carry them (written when it opened). */
function channelConflictFacts(message: OutboxMessage, language: MessageLanguage) {
  const params = message.params;
  return {
    channel: String(params.channel),
    roomName: String(params.roomName),
    checkIn: formatDay(String(params.checkIn), language),
    checkOut: formatDay(String(params.checkOut), language),
    inTheWay:
      String(params.inTheWay ?? '')
        .split('\n')
        .join('; ') || '—',
  };
}

function feedFailureFacts(message: OutboxMessage, language: MessageLanguage) {
  const params = message.params;
  return {
    channel: String(params.channel),
    roomName: String(params.roomName),
    failingSince: formatMoment(new Date(String(params.failingSince)), language),
    problem: String(params.error ?? ''),
  };
}

const nights = (count: number) => `${count} night${count === 1 ? '' : 's'}`;

/** The plain text as the mail's HTML part, escaped. */
function plainHtml(title: string, text: string): string {
  const escape = (value: string) =>
    value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.5">
<pre style="font-family:inherit;white-space:pre-wrap;margin:16px;max-width:640px">${escape(text)}</pre></body></html>`;
}
