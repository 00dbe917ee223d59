import { mailSender, type HotelProfile } from '../hotel-settings';
import type { Locale } from '../../shared/pure/locale';
import { GUEST_MAIL_WORDS, mailWordsFor, pageInLocale, type GuestMailWords } from './mail-words';
import { formatRupees } from '../../shared/money';
import type { Booking } from '../bookings';
import { button, escapeHtml, factRow, factTable, guestMailHtml, paragraph, textFooter } from './guest-mail-layout';
import type { Mailable, MailMessage } from './mail-message';

/** The rooms of a booking in a few words: "Deluxe 101", or "Deluxe 101 and 1 more room". */
export function roomsInWords(booking: Pick<Booking, 'lines'>, words: GuestMailWords = GUEST_MAIL_WORDS.en): string {
  return words.rooms(booking.lines.map((line) => line.roomName));
}

/** "1–4 Dec 2026", "30 Nov – 2 Dec 2026", "30 Dec 2026 – 2 Jan 2027": a stay's dates, short. */
export function stayDatesInWords(checkIn: string, checkOut: string, words: GuestMailWords = GUEST_MAIL_WORDS.en): string {
  return words.stayDates(checkIn, checkOut);
}

/** Where the hold mail's link goes: the payment page for this booking (in the guest's language), with the hold's key. */
export function holdPaymentUrl(publicBaseUrl: string, bookingId: string, key: string, locale: Locale = 'en'): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return `${base}${pageInLocale('/payment', locale)}?booking=${encodeURIComponent(bookingId)}&key=${encodeURIComponent(key)}`;
}

/** The hold mail's own words, in the guest's language. */
interface HoldWords {
  subject(room: string, dates: string): string;
  title: string;
  dear(name: string): string;
  held(several: boolean, until: string): string;
  lapse(several: boolean, until: string): string;
  lost(resumeUrl: string, code: string): string;
  bookingCode: string;
  rooms(several: boolean): string;
  checkIn: string;
  checkOut: string;
  checkInFrom(day: string, time: string): string;
  checkOutBy(day: string, time: string): string;
  total: string;
  finishPaying: string;
}

const HOLD_WORDS: Record<Locale, HoldWords> = {
  en: {
    subject: (room, dates) => `Finish paying for ${room}, ${dates}`,
    title: 'Finish paying',
    dear: (name) => `Dear ${name},`,
    held: (several, until) =>
      `${several ? 'Your rooms are' : 'Your room is'} held for you until ${until}. Pay before then to confirm the booking.`,
    lapse: (several, until) =>
      `The link works until ${until}; after that the hold ends and ${several ? 'the rooms' : 'the room'} may go to another guest.`,
    lost: (resumeUrl, code) => `Lost this mail? Open ${resumeUrl} and enter booking code ${code} with your email or phone.`,
    bookingCode: 'Booking code',
    rooms: (several) => (several ? 'Rooms' : 'Room'),
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    checkInFrom: (day, time) => `${day}, from ${time}`,
    checkOutBy: (day, time) => `${day}, by ${time}`,
    total: 'Total',
    finishPaying: 'Finish paying',
  },
  hi: {
    subject: (room, dates) => `${room}, ${dates} के लिए भुगतान पूरा करें`,
    title: 'भुगतान पूरा करें',
    dear: (name) => `नमस्ते ${name},`,
    held: (several, until) =>
      `${several ? 'आपके कमरे' : 'आपका कमरा'} ${until} तक आपके लिए ${several ? 'रोके गए हैं' : 'रोका गया है'}। बुकिंग कन्फ़र्म करने के लिए उससे पहले भुगतान करें।`,
    lapse: (several, until) => `यह लिंक ${until} तक चलेगा; उसके बाद ${several ? 'कमरे' : 'कमरा'} किसी दूसरे मेहमान को दिया जा सकता है।`,
    lost: (resumeUrl, code) => `यह ईमेल खो गया? ${resumeUrl} खोलें और बुकिंग कोड ${code} के साथ अपना ईमेल या फ़ोन डालें।`,
    bookingCode: 'बुकिंग कोड',
    rooms: (several) => (several ? 'कमरे' : 'कमरा'),
    checkIn: 'चेक-इन',
    checkOut: 'चेक-आउट',
    checkInFrom: (day, time) => `${day}, ${time} से`,
    checkOutBy: (day, time) => `${day}, ${time} तक`,
    total: 'कुल',
    finishPaying: 'भुगतान पूरा करें',
  },
};

/**
 * "Finish paying for {room}, {dates}": the mail a guest gets when a room is held for them, so that
 * closing the checkout is not the end. Its link opens the payment page until the hold lapses.
 * Written in the language the guest booked in.
 */
export function holdMail(booking: Mailable<Booking>, hotel: HotelProfile, payUrl: string, publicBaseUrl: string): MailMessage {
  const mailWords = mailWordsFor(booking.language);
  const words = HOLD_WORDS[mailWords.locale];
  const room = roomsInWords(booking, mailWords);
  const dates = stayDatesInWords(booking.checkIn, booking.checkOut, mailWords);
  const heldUntil = mailWords.moment(booking.holdExpiresAt!);
  const several = booking.lines.length > 1;
  const held = words.held(several, heldUntil);
  const lapse = words.lapse(several, heldUntil);
  const resume = `${publicBaseUrl.replace(/\/+$/, '')}${pageInLocale('/pending-payment', mailWords.locale)}`;
  const lost = words.lost(resume, booking.bookCode);
  const facts: Array<[string, string]> = [
    [words.bookingCode, booking.bookCode],
    [words.rooms(several), booking.lines.map((line) => line.roomName).join(', ')],
    [words.checkIn, words.checkInFrom(mailWords.day(booking.checkIn), mailWords.time(hotel.checkInTime))],
    [words.checkOut, words.checkOutBy(mailWords.day(booking.checkOut), mailWords.time(hotel.checkOutTime))],
    [words.total, formatRupees(booking.totalPaise)],
  ];
  const text = [
    words.dear(booking.userName),
    '',
    held,
    '',
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(14)}${value}`),
    '',
    `${words.finishPaying}: ${payUrl}`,
    lapse,
    lost,
    '',
    ...textFooter(hotel, mailWords),
    '',
  ].join('\n');
  const html = guestMailHtml(
    hotel,
    words.title,
    [
      paragraph(words.dear(booking.userName)),
      paragraph(held),
      factTable(facts.map(([label, value]) => factRow(label, escapeHtml(value)))),
      button(words.finishPaying, payUrl, mailWords),
      paragraph(lapse, true),
      paragraph(lost, true),
    ].join('\n'),
    { words: mailWords },
  );
  return { from: mailSender(hotel), to: booking.userEmail, subject: words.subject(room, dates), text, html };
}
