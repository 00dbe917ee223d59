import { mailSender, type HotelProfile } from '../hotel-settings';
import { BRAND, button, escapeHtml, guestMailHtml, INK, LINE, MUTED, textFooter } from './guest-mail-layout';
import { formatRupees } from '../../shared/money';
import type { Booking } from '../bookings';
import { CONFIRMATION_WORDS, type ConfirmationWords } from './confirmation-words';
import type { Mailable, MailMessage } from './mail-message';
import { mailWordsFor, pageInLocale, type GuestMailWords } from './mail-words';

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
    subject: details.words.subject(booking.bookCode, hotel.name),
    text: renderText(details),
    html: renderHtml(details),
  };
}

/** The payment state in a guest's words (English; the mail says it in the guest's language). */
export const paymentStatusInWords = CONFIRMATION_WORDS.en.paymentStatus;

interface RoomRow {
  name: string;
  type: string;
  rate: string;
  amount: string;
}

interface ConfirmationDetails {
  hotel: HotelProfile;
  words: ConfirmationWords;
  mailWords: GuestMailWords;
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
  const mailWords = mailWordsFor(booking.language);
  const words = CONFIRMATION_WORDS[mailWords.locale];
  return {
    hotel,
    words,
    mailWords,
    guestName: booking.userName,
    bookCode: booking.bookCode,
    checkIn: words.checkInFrom(mailWords.day(booking.checkIn), mailWords.time(hotel.checkInTime)),
    checkOut: words.checkOutBy(mailWords.day(booking.checkOut), mailWords.time(hotel.checkOutTime)),
    nights: mailWords.nights(booking.nights),
    rooms: booking.lines.map((line) => ({
      name: line.roomName,
      type: mailWords.roomType(line.roomType),
      rate: words.perNight(formatRupees(line.ratePaise)),
      amount: formatRupees(line.amountPaise),
    })),
    total: formatRupees(booking.totalPaise),
    payment: words.paymentStatus(booking),
    bookingUrl: `${base}${pageInLocale(`/booking/${encodeURIComponent(booking.id)}`, mailWords.locale)}${key}`,
    findUrl: `${base}${pageInLocale('/find-booking', mailWords.locale)}`,
    sentTo: booking.userEmail,
  };
}

/** "Check-in:     …": a label and its value, the values lined up. */
const labelled = (label: string, value: string) => `${`${label}:`.padEnd(13)} ${value}`;

function renderText(d: ConfirmationDetails): string {
  const { hotel, words } = d;
  const lost =
    d.mailWords.locale === 'en'
      ? `Lost this mail? Find your booking with its code and your email or phone: ${d.findUrl}`
      : `${words.lostThisMail} ${words.findMyBooking} ${words.findWithCode}: ${d.findUrl}`;
  return [
    words.dear(d.guestName),
    '',
    words.thanks(hotel.name),
    '',
    labelled(words.bookingCode, d.bookCode),
    labelled(words.checkIn, d.checkIn),
    labelled(words.checkOut, d.checkOut),
    labelled(words.nights, d.nights),
    '',
    words.rooms(d.rooms.length),
    ...d.rooms.map((room) => words.roomLine(room)),
    '',
    labelled(words.total, d.total),
    labelled(words.payment, d.payment),
    '',
    `${words.seeYourBooking}: ${d.bookingUrl}`,
    words.linkNote,
    lost,
    '',
    words.cancellationPolicy,
    words.policy,
    '',
    words.lookForward,
    '',
    ...textFooter(hotel, d.mailWords),
    '',
    words.sentTo(d.sentTo),
    '',
  ].join('\n');
}

function renderHtml(d: ConfirmationDetails): string {
  const e = escapeHtml;
  const { hotel, words } = d;
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

  const body = `<p style="margin:0 0 12px">${e(words.dear(d.guestName))}</p>
<p style="margin:0 0 16px">${e(words.thanks(hotel.name))}</p>
<div style="margin:0 0 16px;padding:12px 16px;background:#eff6ff;border-radius:6px;text-align:center">
<div style="font-size:13px;color:${MUTED}">${e(words.bookingCode)}</div>
<div style="font-size:24px;font-weight:700;letter-spacing:0.12em;color:${BRAND}">${e(d.bookCode)}</div>
</div>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px">
${summaryRow(e(words.checkIn), e(d.checkIn))}
${summaryRow(e(words.checkOut), e(d.checkOut))}
${summaryRow(e(words.nights), e(d.nights))}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 8px">
${roomRows}
<tr>
<td style="padding:12px 8px 4px 0;border-top:2px solid ${INK};font-size:16px;font-weight:700;color:${INK}">${e(words.total)}</td>
<td style="padding:12px 0 4px;border-top:2px solid ${INK};text-align:right;font-size:16px;font-weight:700;color:${INK};white-space:nowrap">${e(d.total)}</td>
</tr>
<tr><td colspan="2" style="padding:0 0 8px;font-size:14px;color:${MUTED}">${e(words.payment)}: ${e(d.payment)}</td></tr>
</table>
${button(words.viewYourBooking, d.bookingUrl, d.mailWords)}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">${e(words.linkNote)} ${e(words.lostThisMail)} <a href="${e(d.findUrl)}" style="color:${BRAND}">${e(words.findMyBooking)}</a> ${e(words.findWithCode)}.</p>
<h2 style="margin:20px 0 6px;font-size:15px;color:${INK}">${e(words.cancellationPolicy)}</h2>
<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">${e(words.policy)}</p>
<p style="margin:0">${e(words.lookForward)}</p>`;
  return guestMailHtml(hotel, words.title, body, {
    documentTitle: words.documentTitle(d.bookCode),
    footerNote: words.sentTo(d.sentTo),
    words: d.mailWords,
  });
}
