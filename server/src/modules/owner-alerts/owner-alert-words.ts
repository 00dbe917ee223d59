import { formatRupees } from '../../shared/money';
import type { Booking } from '../bookings';
import { utcDay, type MessageLanguage } from '../messages';

/**
 * The few words owner alerts put together from a stay, a payment notice or an event, in the
 * message's language (owner alerts are queued in English; the Hindi is there for the template's
 * Hindi text, which Meta reviews with the English one).
 */

/** "Deluxe 101", or "Deluxe 101 and 1 more room" ("Deluxe 101 और 1 और कमरा"). */
export function roomsInWords(booking: Pick<Booking, 'lines'>, language: MessageLanguage): string {
  const [first, ...others] = booking.lines ?? [];
  if (!first) return language === 'hi' ? 'कमरा' : 'a room';
  if (others.length === 0) return first.roomName;
  if (language === 'hi') return `${first.roomName} और ${others.length} और कमरे`;
  return `${first.roomName} and ${others.length} more room${others.length === 1 ? '' : 's'}`;
}

/** A stay's dates, short: "1 Dec – 4 Dec 2026" ("1 दिस॰ – 4 दिस॰ 2026"); the year twice when it changes. */
export function stayDatesInWords(booking: Pick<Booking, 'checkIn' | 'checkOut'>, language: MessageLanguage): string {
  const format = (date: string, withYear: boolean) =>
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(utcDay(date));
  const sameYear = booking.checkIn.slice(0, 4) === booking.checkOut.slice(0, 4);
  return `${format(booking.checkIn, !sameYear)} – ${format(booking.checkOut, true)}`;
}

/** How a new booking is paid for, as the owner asks it: paid online, part paid, or at the hotel. */
export function paymentInWords(
  booking: Pick<Booking, 'paymentStatus' | 'paymentMethod'>,
  paidPaise: number,
  language: MessageLanguage,
): string {
  const hi = language === 'hi';
  if (booking.paymentStatus === 'paid') return hi ? 'पूरा भुगतान ऑनलाइन हो गया' : 'paid in full online';
  if (paidPaise > 0) return hi ? `${formatRupees(paidPaise)} एडवांस मिला` : `${formatRupees(paidPaise)} paid in advance`;
  return hi ? 'भुगतान होटल पर होगा' : 'to pay at the hotel';
}

/** What went wrong with a payment notice, in a few words. */
export function webhookProblemInWords(unreadable: boolean, language: MessageLanguage): string {
  if (language === 'hi') return unreadable ? 'उसे पढ़ा नहीं जा सका' : 'उसे किसी बुकिंग या event पर लागू नहीं किया जा सका';
  return unreadable ? 'its content could not be read' : 'it could not be applied to a booking or event';
}

/** PUBLIC_BASE_URL and a path of the admin area: where an alert's button goes. */
export function adminLink(publicBaseUrl: string, path: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/admin/${path}`;
}
