import { CANCELLATION_POLICY_TEXT } from '../../shared/cancellation-policy-text';
import { clockTime, mailSender, type HotelProfile } from '../hotel-settings';
import { BRAND, button, escapeHtml, guestMailHtml, INK, LINE, MUTED, textFooter } from './guest-mail-layout';
import { formatStayDate } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import type { Booking } from '../bookings';
import { ROOM_TYPE_LABELS } from '../rooms';
import type { Mailable, MailMessage } from './mail-message';

/**
 * The mail a guest gets once a booking is confirmed; `booking.lines` must be loaded. `bookingKey`
 * (BookingKeysService) goes into the booking link, so that opening it proves the booking for
 * self-service without typing the email or phone again.
 */
export function bookingConfirmationMail(
  booking: Mailable<Booking>,
  hotel: HotelProfile,
  publicBaseUrl: string,
  bookingKey?: string,
): MailMessage {
  const details = confirmationDetails(booking, hotel, publicBaseUrl, bookingKey);
  return {
    from: mailSender(hotel),
    to: booking.userEmail,
    subject: `Booking confirmed — ${booking.bookCode} — ${hotel.name}`,
    text: renderText(details),
    html: renderHtml(details),
  };
}

/** The payment state in a guest's words. */
export function paymentStatusInWords(booking: Pick<Booking, 'paymentStatus' | 'paymentMethod'>): string {
  const atHotel = booking.paymentMethod === 'cod';
  switch (booking.paymentStatus) {
    case 'paid':
      return atHotel ? 'Paid at the hotel' : 'Paid online';
    case 'pending':
      return atHotel ? 'To be paid at the hotel' : 'Awaiting online payment';
    case 'failed':
      return 'Online payment failed — please pay from your booking page or at the hotel';
    case 'refunded':
      return 'Refunded';
    case 'partially_refunded':
      return 'Partially refunded';
    case 'void':
      return 'Nothing to pay';
    default:
      return 'Pending';
  }
}

interface RoomRow {
  name: string;
  type: string;
  rate: string;
  amount: string;
}

interface ConfirmationDetails {
  hotel: HotelProfile;
  guestName: string;
  bookCode: string;
  checkIn: string;
  checkOut: string;
  nights: string;
  rooms: RoomRow[];
  total: string;
  payment: string;
  bookingUrl: string;
  findUrl: string;
  sentTo: string;
}

function confirmationDetails(
  booking: Mailable<Booking>,
  hotel: HotelProfile,
  publicBaseUrl: string,
  bookingKey?: string,
): ConfirmationDetails {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const key = bookingKey ? `?key=${encodeURIComponent(bookingKey)}` : '';
  return {
    hotel,
    guestName: booking.userName,
    bookCode: booking.bookCode,
    checkIn: `${formatStayDate(booking.checkIn)}, from ${clockTime(hotel.checkInTime)}`,
    checkOut: `${formatStayDate(booking.checkOut)}, by ${clockTime(hotel.checkOutTime)}`,
    nights: plural(booking.nights, 'night'),
    rooms: booking.lines.map((line) => ({
      name: line.roomName,
      type: ROOM_TYPE_LABELS[line.roomType] ?? line.roomType,
      rate: `${formatRupees(line.ratePaise)} per night`,
      amount: formatRupees(line.amountPaise),
    })),
    total: formatRupees(booking.totalPaise),
    payment: paymentStatusInWords(booking),
    bookingUrl: `${base}/booking/${encodeURIComponent(booking.id)}${key}`,
    findUrl: `${base}/find-booking`,
    sentTo: booking.userEmail,
  };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function renderText(d: ConfirmationDetails): string {
  const { hotel } = d;
  return [
    `Dear ${d.guestName},`,
    '',
    `Thank you for booking with ${hotel.name}. Your booking is confirmed.`,
    '',
    `Booking code: ${d.bookCode}`,
    `Check-in:     ${d.checkIn}`,
    `Check-out:    ${d.checkOut}`,
    `Nights:       ${d.nights}`,
    '',
    d.rooms.length === 1 ? 'Room' : 'Rooms',
    ...d.rooms.map((room) => `- ${room.name} (${room.type}): ${room.rate}, ${room.amount} for the stay`),
    '',
    `Total:        ${d.total}`,
    `Payment:      ${d.payment}`,
    '',
    `See your booking at any time: ${d.bookingUrl}`,
    'There you can cancel, tell us when you arrive, or download your receipt. Keep this link to yourself: it opens your booking without asking for your email or phone.',
    `Lost this mail? Find your booking with its code and your email or phone: ${d.findUrl}`,
    '',
    'Cancellation policy',
    CANCELLATION_POLICY_TEXT,
    '',
    'We look forward to welcoming you.',
    '',
    ...textFooter(hotel),
    '',
    `Confirmation sent to ${d.sentTo}`,
    '',
  ].join('\n');
}

function renderHtml(d: ConfirmationDetails): string {
  const e = escapeHtml;
  const { hotel } = d;
  const label = `padding:6px 12px 6px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap`;
  const value = `padding:6px 0;color:${INK};font-size:15px;vertical-align:top`;
  const summaryRow = (name: string, content: string) =>
    `<tr><td style="${label}">${name}</td><td style="${value}">${content}</td></tr>`;
  const roomRows = d.rooms
    .map(
      (room) => `<tr>
<td style="padding:10px 8px 10px 0;border-top:1px solid ${LINE};vertical-align:top"><div style="font-size:15px;color:${INK};font-weight:600">${e(room.name)}</div><div style="font-size:13px;color:${MUTED}">${e(room.type)} · ${e(room.rate)}</div></td>
<td style="padding:10px 0;border-top:1px solid ${LINE};text-align:right;vertical-align:top;font-size:15px;color:${INK};white-space:nowrap">${e(room.amount)}</td>
</tr>`,
    )
    .join('\n');

  const body = `<p style="margin:0 0 12px">Dear ${e(d.guestName)},</p>
<p style="margin:0 0 16px">Thank you for booking with ${e(hotel.name)}. Your booking is confirmed.</p>
<div style="margin:0 0 16px;padding:12px 16px;background:#eff6ff;border-radius:6px;text-align:center">
<div style="font-size:13px;color:${MUTED}">Booking code</div>
<div style="font-size:24px;font-weight:700;letter-spacing:0.12em;color:${BRAND}">${e(d.bookCode)}</div>
</div>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px">
${summaryRow('Check-in', e(d.checkIn))}
${summaryRow('Check-out', e(d.checkOut))}
${summaryRow('Nights', e(d.nights))}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 8px">
${roomRows}
<tr>
<td style="padding:12px 8px 4px 0;border-top:2px solid ${INK};font-size:16px;font-weight:700;color:${INK}">Total</td>
<td style="padding:12px 0 4px;border-top:2px solid ${INK};text-align:right;font-size:16px;font-weight:700;color:${INK};white-space:nowrap">${e(d.total)}</td>
</tr>
<tr><td colspan="2" style="padding:0 0 8px;font-size:14px;color:${MUTED}">Payment: ${e(d.payment)}</td></tr>
</table>
${button('View your booking', d.bookingUrl)}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">There you can cancel, tell us when you arrive, or download your receipt. Keep this link to yourself: it opens your booking without asking for your email or phone. Lost this mail? <a href="${e(d.findUrl)}" style="color:${BRAND}">Find my booking</a> with its code and your email or phone.</p>
<h2 style="margin:20px 0 6px;font-size:15px;color:${INK}">Cancellation policy</h2>
<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">${e(CANCELLATION_POLICY_TEXT)}</p>
<p style="margin:0">We look forward to welcoming you.</p>`;
  return guestMailHtml(hotel, 'Booking confirmed', body, {
    documentTitle: `Booking confirmed — ${d.bookCode}`,
    footerNote: `Confirmation sent to ${d.sentTo}`,
  });
}
