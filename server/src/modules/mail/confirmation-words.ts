import { CANCELLATION_POLICY_TEXT, CANCELLATION_POLICY_TEXT_HINDI } from '../../shared/cancellation-policy-text';
import type { Locale } from '../../shared/pure/locale';
import type { Booking } from '../bookings';

/** The booking confirmation's own words, in the language the guest booked in (issue 31). */
export interface ConfirmationWords {
  subject(code: string, hotel: string): string;
  title: string;
  documentTitle(code: string): string;
  dear(name: string): string;
  thanks(hotel: string): string;
  bookingCode: string;
  checkIn: string;
  checkOut: string;
  nights: string;
  checkInFrom(day: string, time: string): string;
  checkOutBy(day: string, time: string): string;
  rooms(count: number): string;
  perNight(rate: string): string;
  roomLine(room: { name: string; type: string; rate: string; amount: string }): string;
  total: string;
  payment: string;
  paymentStatus(booking: Pick<Booking, 'paymentStatus' | 'paymentMethod'>): string;
  seeYourBooking: string;
  viewYourBooking: string;
  linkNote: string;
  lostThisMail: string;
  findMyBooking: string;
  findWithCode: string;
  cancellationPolicy: string;
  policy: string;
  lookForward: string;
  sentTo(email: string): string;
}

/** The payment state in a guest's words. */
function englishPaymentStatus(booking: Pick<Booking, 'paymentStatus' | 'paymentMethod'>): string {
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

function hindiPaymentStatus(booking: Pick<Booking, 'paymentStatus' | 'paymentMethod'>): string {
  const atHotel = booking.paymentMethod === 'cod';
  switch (booking.paymentStatus) {
    case 'paid':
      return atHotel ? 'होटल पर भुगतान हो गया' : 'ऑनलाइन भुगतान हो गया';
    case 'pending':
      return atHotel ? 'भुगतान होटल पर करना है' : 'ऑनलाइन भुगतान बाकी है';
    case 'failed':
      return 'ऑनलाइन भुगतान नहीं हो पाया — अपनी बुकिंग के पेज से या होटल पर भुगतान करें';
    case 'refunded':
      return 'रिफ़ंड हो गया';
    case 'partially_refunded':
      return 'कुछ रकम रिफ़ंड हो गई';
    case 'void':
      return 'कोई भुगतान नहीं करना है';
    default:
      return 'बाकी';
  }
}

export const CONFIRMATION_WORDS: Record<Locale, ConfirmationWords> = {
  en: {
    subject: (code, hotel) => `Booking confirmed — ${code} — ${hotel}`,
    title: 'Booking confirmed',
    documentTitle: (code) => `Booking confirmed — ${code}`,
    dear: (name) => `Dear ${name},`,
    thanks: (hotel) => `Thank you for booking with ${hotel}. Your booking is confirmed.`,
    bookingCode: 'Booking code',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Nights',
    checkInFrom: (day, time) => `${day}, from ${time}`,
    checkOutBy: (day, time) => `${day}, by ${time}`,
    rooms: (count) => (count === 1 ? 'Room' : 'Rooms'),
    perNight: (rate) => `${rate} per night`,
    roomLine: (room) => `- ${room.name} (${room.type}): ${room.rate}, ${room.amount} for the stay`,
    total: 'Total',
    payment: 'Payment',
    paymentStatus: englishPaymentStatus,
    seeYourBooking: 'See your booking at any time',
    viewYourBooking: 'View your booking',
    linkNote:
      'There you can cancel, tell us when you arrive, or download your receipt. Keep this link to yourself: it opens your booking without asking for your email or phone.',
    lostThisMail: 'Lost this mail?',
    findMyBooking: 'Find my booking',
    findWithCode: 'with its code and your email or phone',
    cancellationPolicy: 'Cancellation policy',
    policy: CANCELLATION_POLICY_TEXT,
    lookForward: 'We look forward to welcoming you.',
    sentTo: (email) => `Confirmation sent to ${email}`,
  },
  hi: {
    subject: (code, hotel) => `बुकिंग कन्फ़र्म — ${code} — ${hotel}`,
    title: 'बुकिंग कन्फ़र्म हो गई',
    documentTitle: (code) => `बुकिंग कन्फ़र्म — ${code}`,
    dear: (name) => `नमस्ते ${name},`,
    thanks: (hotel) => `${hotel} में बुकिंग करने के लिए धन्यवाद। आपकी बुकिंग कन्फ़र्म हो गई है।`,
    bookingCode: 'बुकिंग कोड',
    checkIn: 'चेक-इन',
    checkOut: 'चेक-आउट',
    nights: 'रातें',
    checkInFrom: (day, time) => `${day}, ${time} से`,
    checkOutBy: (day, time) => `${day}, ${time} तक`,
    rooms: (count) => (count === 1 ? 'कमरा' : 'कमरे'),
    perNight: (rate) => `${rate} प्रति रात`,
    roomLine: (room) => `- ${room.name} (${room.type}): ${room.rate}, पूरे ठहराव के ${room.amount}`,
    total: 'कुल',
    payment: 'भुगतान',
    paymentStatus: hindiPaymentStatus,
    seeYourBooking: 'अपनी बुकिंग कभी भी देखें',
    viewYourBooking: 'अपनी बुकिंग देखें',
    linkNote:
      'वहाँ आप बुकिंग कैंसल कर सकते हैं, हमें बता सकते हैं कि आप कब पहुँचेंगे, या अपनी रसीद डाउनलोड कर सकते हैं। यह लिंक किसी और को न दें: इससे आपकी बुकिंग ईमेल या फ़ोन पूछे बिना खुल जाती है।',
    lostThisMail: 'यह ईमेल खो गया?',
    findMyBooking: 'मेरी बुकिंग देखें',
    findWithCode: '— बुकिंग कोड और अपने ईमेल या फ़ोन से',
    cancellationPolicy: 'कैंसलेशन नियम',
    policy: CANCELLATION_POLICY_TEXT_HINDI,
    lookForward: 'आपके स्वागत का हमें इंतज़ार रहेगा।',
    sentTo: (email) => `यह कन्फ़र्मेशन ${email} पर भेजा गया`,
  },
};
