import { formatStayDate } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import { clockTime, hotelAddressLines, mailSender, type HotelProfile } from '../hotel-settings';
import type { Booking } from '../bookings';
import { button, escapeHtml, factRow, factTable, guestMailHtml, paragraph, textFooter } from './guest-mail-layout';
import { roomsInWords, stayDatesInWords } from './hold-mail';
import type { Mailable, MailMessage } from './mail-message';

/** A booking as these mails read it: with its lines, to the address it was queued for. */
type MailedBooking = Mailable<Booking>;

/**
 * "Your booking has changed": the stay as it is now (the desk changed its dates, moved the guest
 * to another room, or gave a new check-out date), so the guest does not go by an older mail.
 */
export function bookingChangedMail(booking: MailedBooking, hotel: HotelProfile, bookingUrl: string): MailMessage {
  const opening = `Your booking ${booking.bookCode} has been changed. This is your stay as it is now; it replaces what earlier mails said.`;
  const facts = stayFacts(booking, hotel);
  const question = `Did you not ask for this change? Please call us on ${hotel.reservationsPhone}.`;
  return updateMail(booking, hotel, {
    subject: `Booking changed — ${booking.bookCode} — ${roomsInWords(booking)}, ${stayDatesInWords(booking.checkIn, booking.checkOut)}`,
    title: 'Your booking has changed',
    opening,
    facts,
    closing: question,
    bookingUrl,
  });
}

/**
 * "See you tomorrow", the day before arrival: when check-in opens, where the hotel is (its address
 * and map link), whom to call, and the booking's page, where the guest can say when they expect
 * to arrive (`arrivalUrl`: the page's arrival section).
 */
export function preArrivalMail(booking: MailedBooking, hotel: HotelProfile, arrivalUrl: string): MailMessage {
  const opening = `We look forward to welcoming you tomorrow, ${formatStayDate(booking.checkIn)}. Check-in is from ${clockTime(hotel.checkInTime)}.`;
  const facts: Array<[string, string]> = [
    ...stayFacts(booking, hotel),
    ['Address', hotelAddressLines(hotel).join(', ')],
    ...(hotel.mapUrl ? ([['Map', hotel.mapUrl]] as Array<[string, string]>) : []),
    ['Front desk', hotel.frontDeskPhone],
  ];
  const closing = `Please tell us when you expect to arrive on your booking's page. Running late or have a question? Call us on ${hotel.frontDeskPhone}.`;
  return updateMail(booking, hotel, {
    subject: `See you tomorrow — ${booking.bookCode} — check-in from ${clockTime(hotel.checkInTime)}`,
    title: 'See you tomorrow',
    opening,
    facts,
    closing,
    bookingUrl: arrivalUrl,
  });
}

/** What a payment mail tells beside the stay: this payment, and where the booking's money stands now. */
export interface PaymentReceivedFacts {
  amountPaise: number;
  paidPaise: number;
  balanceDuePaise: number;
}

/**
 * "Payment received": money that came for a booking already confirmed (the balance paid later by
 * the guest's link, or paid during the stay), with what is still to pay. The receipt (a tax
 * document) is mailed on its own.
 */
export function paymentReceivedMail(
  booking: MailedBooking,
  hotel: HotelProfile,
  payment: PaymentReceivedFacts,
  bookingUrl: string,
): MailMessage {
  const amount = formatRupees(payment.amountPaise);
  const balance = Math.max(0, payment.balanceDuePaise);
  const opening = `We have received your payment of ${amount} for booking ${booking.bookCode}. Thank you!`;
  const facts: Array<[string, string]> = [
    ...stayFacts(booking, hotel),
    ['Paid so far', formatRupees(payment.paidPaise)],
    ['Balance due', formatRupees(balance)],
  ];
  const closing =
    balance === 0
      ? 'Nothing more is due for this stay.'
      : `Please pay the balance of ${formatRupees(balance)} online or at the hotel.`;
  return updateMail(booking, hotel, {
    subject: `Payment received — ${amount} — ${booking.bookCode}`,
    title: 'Payment received',
    opening,
    facts,
    closing,
    bookingUrl,
  });
}

function stayFacts(booking: MailedBooking, hotel: HotelProfile): Array<[string, string]> {
  const several = booking.lines.length > 1;
  return [
    ['Booking code', booking.bookCode],
    [several ? 'Rooms' : 'Room', booking.lines.map((line) => line.roomName).join(', ')],
    ['Check-in', `${formatStayDate(booking.checkIn)}, from ${clockTime(hotel.checkInTime)}`],
    ['Check-out', `${formatStayDate(booking.checkOut)}, by ${clockTime(hotel.checkOutTime)}`],
    ['Total', formatRupees(booking.totalPaise)],
  ];
}

/** The frame both mails share: greeting, opening, the facts, the booking's button, a closing line. */
function updateMail(
  booking: MailedBooking,
  hotel: HotelProfile,
  parts: { subject: string; title: string; opening: string; facts: Array<[string, string]>; closing: string; bookingUrl: string },
): MailMessage {
  const { facts, bookingUrl } = parts;
  const text = [
    `Dear ${booking.userName},`,
    '',
    parts.opening,
    '',
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(14)}${value}`),
    '',
    `See your booking: ${bookingUrl}`,
    parts.closing,
    '',
    ...textFooter(hotel),
    '',
  ].join('\n');
  const html = guestMailHtml(
    hotel,
    parts.title,
    [
      paragraph(`Dear ${booking.userName},`),
      paragraph(parts.opening),
      factTable(facts.map(([label, value]) => factRow(label, escapeHtml(value)))),
      button('View booking', bookingUrl),
      paragraph(parts.closing, true),
    ].join('\n'),
  );
  return { from: mailSender(hotel), to: booking.userEmail, subject: parts.subject, text, html };
}
