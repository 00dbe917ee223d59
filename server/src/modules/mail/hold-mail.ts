import { formatHotelDateTime, formatStayDate } from '../../shared/dates';
import { clockTime, mailSender, type HotelProfile } from '../hotel-settings';
import { formatRupees } from '../../shared/money';
import type { Booking } from '../bookings';
import { button, escapeHtml, factRow, factTable, guestMailHtml, paragraph, textFooter } from './guest-mail-layout';
import type { Mailable, MailMessage } from './mail-message';

/** The rooms of a booking in a few words: "Deluxe 101", or "Deluxe 101 and 1 more room". */
export function roomsInWords(booking: Pick<Booking, 'lines'>): string {
  const [first, ...others] = booking.lines;
  if (!first) return 'your room';
  return others.length === 0
    ? first.roomName
    : `${first.roomName} and ${others.length} more room${others.length === 1 ? '' : 's'}`;
}

/** "1–4 Dec 2026", "30 Nov – 2 Dec 2026", "30 Dec 2026 – 2 Jan 2027": a stay's dates, short. */
export function stayDatesInWords(checkIn: string, checkOut: string): string {
  const [inDay, inMonth, inYear] = formatStayDate(checkIn)
    .replace(/^\w+, /, '')
    .split(' ');
  const [outDay, outMonth, outYear] = formatStayDate(checkOut)
    .replace(/^\w+, /, '')
    .split(' ');
  if (inYear !== outYear) return `${inDay} ${inMonth} ${inYear} – ${outDay} ${outMonth} ${outYear}`;
  if (inMonth !== outMonth) return `${inDay} ${inMonth} – ${outDay} ${outMonth} ${outYear}`;
  return `${inDay}–${outDay} ${outMonth} ${outYear}`;
}

/** Where the hold mail's link goes: the payment page for this booking, with the hold's key. */
export function holdPaymentUrl(publicBaseUrl: string, bookingId: string, key: string): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return `${base}/payment?booking=${encodeURIComponent(bookingId)}&key=${encodeURIComponent(key)}`;
}

/**
 * "Finish paying for {room}, {dates}": the mail a guest gets when a room is held for them, so that
 * closing the checkout is not the end. Its link opens the payment page until the hold lapses.
 */
export function holdMail(booking: Mailable<Booking>, hotel: HotelProfile, payUrl: string, publicBaseUrl: string): MailMessage {
  const room = roomsInWords(booking);
  const dates = stayDatesInWords(booking.checkIn, booking.checkOut);
  const heldUntil = formatHotelDateTime(booking.holdExpiresAt!);
  const several = booking.lines.length > 1;
  const held = `${several ? 'Your rooms are' : 'Your room is'} held for you until ${heldUntil}. Pay before then to confirm the booking.`;
  const lapse = `The link works until ${heldUntil}; after that the hold ends and ${several ? 'the rooms' : 'the room'} may go to another guest.`;
  const resume = `${publicBaseUrl.replace(/\/+$/, '')}/pending-payment`;
  const lost = `Lost this mail? Open ${resume} and enter booking code ${booking.bookCode} with your email or phone.`;
  const facts: Array<[string, string]> = [
    ['Booking code', booking.bookCode],
    [several ? 'Rooms' : 'Room', booking.lines.map((line) => line.roomName).join(', ')],
    ['Check-in', `${formatStayDate(booking.checkIn)}, from ${clockTime(hotel.checkInTime)}`],
    ['Check-out', `${formatStayDate(booking.checkOut)}, by ${clockTime(hotel.checkOutTime)}`],
    ['Total', formatRupees(booking.totalPaise)],
  ];
  const text = [
    `Dear ${booking.userName},`,
    '',
    held,
    '',
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(14)}${value}`),
    '',
    `Finish paying: ${payUrl}`,
    lapse,
    lost,
    '',
    ...textFooter(hotel),
    '',
  ].join('\n');
  const html = guestMailHtml(
    hotel,
    'Finish paying',
    [
      paragraph(`Dear ${booking.userName},`),
      paragraph(held),
      factTable(facts.map(([label, value]) => factRow(label, escapeHtml(value)))),
      button('Finish paying', payUrl),
      paragraph(lapse, true),
      paragraph(lost, true),
    ].join('\n'),
  );
  return { from: mailSender(hotel), to: booking.userEmail, subject: `Finish paying for ${room}, ${dates}`, text, html };
}
