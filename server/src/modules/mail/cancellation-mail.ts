import { mailSender, type HotelProfile } from '../hotel-settings';
import { formatRupees } from '../../shared/money';
import { CancellationNotice, REFUND_TIMING, REFUND_TIMING_HINDI } from '../bookings';
import type { Locale } from '../../shared/pure/locale';
import { mailWordsFor } from './mail-words';
import { button, escapeHtml, factRow, factTable, guestMailHtml, paragraph, textFooter } from './guest-mail-layout';
import { roomsInWords, stayDatesInWords } from './hold-mail';
import type { Mailable, MailMessage } from './mail-message';

type RefundNotice = CancellationNotice['refunds'][number];

/** The cancellation mail's words, in the language the guest booked in (issue 31). */
interface CancelledWords {
  subject(code: string, hotel: string): string;
  title: string;
  dear(name: string): string;
  opening(code: string, what: string): string;
  nothingPaid: string;
  nothingRefunded: string;
  refunded: string;
  to: string;
  when: string;
  reference: string;
  policy(summary: string): string;
  seeBooking: string;
  viewBooking: string;
  questions(phone: string): string;
  /** Where money paid one way goes back. */
  backTo: Record<string, string>;
  backToOnline: string;
  /** "Back to the card you paid with". */
  backToSentence(where: string): string;
  paidBackAtDesk(cash: boolean): string;
  atTheDesk: string;
  noReferenceAtDesk: string;
  referenceToCome: string;
  timing: string;
}

const CANCELLED_WORDS: Record<Locale, CancelledWords> = {
  en: {
    subject: (code, hotel) => `Booking cancelled — ${code} — ${hotel}`,
    title: 'Booking cancelled',
    dear: (name) => `Dear ${name},`,
    opening: (code, what) => `Your booking ${code} (${what}) is cancelled.`,
    nothingPaid: 'Nothing was paid, so there is nothing to refund.',
    nothingRefunded: 'Nothing is refunded for this cancellation.',
    refunded: 'Refunded',
    to: 'To',
    when: 'When',
    reference: 'Refund reference',
    policy: (summary) => `Cancellation policy: ${summary}`,
    seeBooking: 'See your booking',
    viewBooking: 'View your booking',
    questions: (phone) => `Questions? Call us on ${phone}.`,
    backTo: {
      upi: 'the UPI account you paid with',
      card: 'the card you paid with',
      netbanking: 'the bank account you paid from',
      bank_transfer: 'the bank account you paid from',
      wallet: 'the wallet you paid with',
      emi: 'the card you paid with',
      cardless_emi: 'the account you paid with',
      paylater: 'the account you paid with',
    },
    backToOnline: 'the account you paid with online',
    backToSentence: (where) => `Back to ${where}`,
    paidBackAtDesk: (cash) => `Paid back ${cash ? 'in cash' : 'by the way you paid'} at the front desk`,
    atTheDesk: 'At the front desk.',
    noReferenceAtDesk: 'None (paid back at the desk)',
    referenceToCome: 'Given by the payment provider once it accepts the refund; call us if it does not arrive.',
    timing: REFUND_TIMING,
  },
  hi: {
    subject: (code, hotel) => `बुकिंग कैंसल हो गई — ${code} — ${hotel}`,
    title: 'बुकिंग कैंसल हो गई',
    dear: (name) => `नमस्ते ${name},`,
    opening: (code, what) => `आपकी बुकिंग ${code} (${what}) कैंसल हो गई है।`,
    nothingPaid: 'कोई भुगतान नहीं हुआ था, इसलिए कुछ रिफ़ंड नहीं करना है।',
    nothingRefunded: 'इस कैंसलेशन पर कोई रिफ़ंड नहीं है।',
    refunded: 'रिफ़ंड',
    to: 'कहाँ',
    when: 'कब',
    reference: 'रिफ़ंड रेफ़रेंस',
    policy: (summary) => `कैंसलेशन नियम: ${summary}`,
    seeBooking: 'अपनी बुकिंग देखें',
    viewBooking: 'अपनी बुकिंग देखें',
    questions: (phone) => `कोई सवाल? हमें ${phone} पर फ़ोन करें।`,
    backTo: {
      upi: 'उसी UPI अकाउंट में जिससे आपने भुगतान किया था',
      card: 'उसी कार्ड में जिससे आपने भुगतान किया था',
      netbanking: 'उसी बैंक अकाउंट में जिससे आपने भुगतान किया था',
      bank_transfer: 'उसी बैंक अकाउंट में जिससे आपने भुगतान किया था',
      wallet: 'उसी वॉलेट में जिससे आपने भुगतान किया था',
      emi: 'उसी कार्ड में जिससे आपने भुगतान किया था',
      cardless_emi: 'उसी अकाउंट में जिससे आपने भुगतान किया था',
      paylater: 'उसी अकाउंट में जिससे आपने भुगतान किया था',
    },
    backToOnline: 'उसी अकाउंट में जिससे आपने ऑनलाइन भुगतान किया था',
    backToSentence: (where) => `वापस ${where}`,
    paidBackAtDesk: (cash) => `रिसेप्शन पर ${cash ? 'नकद' : 'उसी तरीके से जिससे आपने भुगतान किया था'} लौटाया गया`,
    atTheDesk: 'रिसेप्शन पर।',
    noReferenceAtDesk: 'नहीं (रिसेप्शन पर लौटाया गया)',
    referenceToCome: 'रिफ़ंड स्वीकार होने पर पेमेंट कंपनी इसे देगी; रिफ़ंड न पहुँचे तो हमें फ़ोन करें।',
    timing: REFUND_TIMING_HINDI,
  },
};

/** One refund in a sentence: how much, back to what, and when it should arrive (in the mail's language). */
export function refundInWords(
  refund: RefundNotice,
  words: CancelledWords = CANCELLED_WORDS.en,
): { amount: string; to: string; when: string; reference: string } {
  const amount = formatRupees(refund.amountPaise);
  if (refund.atDesk) {
    return {
      amount,
      to: words.paidBackAtDesk(refund.method === 'cash'),
      when: words.atTheDesk,
      reference: words.noReferenceAtDesk,
    };
  }
  const backTo = (refund.method && words.backTo[refund.method]) ?? words.backToOnline;
  return {
    amount,
    to: words.backToSentence(backTo),
    when: words.timing,
    reference: refund.reference ?? words.referenceToCome,
  };
}

/**
 * "Booking cancelled": what was cancelled, what is refunded, to which method, when it should
 * arrive and the refund reference, and the policy as it applied. `bookingUrl` opens the booking.
 * Written in the language the guest booked in (the policy was worded in it when the cancellation
 * was queued).
 */
export function bookingCancelledMail(
  notice: CancellationNotice & { booking: Mailable<CancellationNotice['booking']> },
  hotel: HotelProfile,
  bookingUrl: string,
): MailMessage {
  const { booking, refunds, terms } = notice;
  const mailWords = mailWordsFor(booking.language);
  const words = CANCELLED_WORDS[mailWords.locale];
  const what = `${roomsInWords(booking, mailWords)}, ${stayDatesInWords(booking.checkIn, booking.checkOut, mailWords)}`;
  const opening = words.opening(booking.bookCode, what);
  const refunded = refunds.filter((refund) => refund.reason === 'cancellation');
  const nothing = terms.paidPaise === 0 ? words.nothingPaid : words.nothingRefunded;
  const blocks = refunded.map((refund) => refundInWords(refund, words));
  const labelled = (label: string, value: string) => `${`${label}:`.padEnd(17)} ${value}`;
  const text = [
    words.dear(booking.userName),
    '',
    opening,
    '',
    ...(blocks.length === 0
      ? [nothing]
      : blocks.flatMap((refund) => [
          labelled(words.refunded, refund.amount),
          labelled(words.to, refund.to),
          labelled(words.when, refund.when),
          labelled(words.reference, refund.reference),
          '',
        ])),
    '',
    words.policy(terms.summary),
    '',
    `${words.seeBooking}: ${bookingUrl}`,
    words.questions(hotel.reservationsPhone),
    '',
    ...textFooter(hotel, mailWords),
    '',
  ].join('\n');
  const html = guestMailHtml(
    hotel,
    words.title,
    [
      paragraph(words.dear(booking.userName)),
      paragraph(opening),
      ...(blocks.length === 0
        ? [paragraph(nothing)]
        : blocks.map((refund) =>
            factTable([
              factRow(words.refunded, `<strong>${escapeHtml(refund.amount)}</strong>`),
              factRow(words.to, escapeHtml(refund.to)),
              factRow(words.when, escapeHtml(refund.when)),
              factRow(words.reference, escapeHtml(refund.reference)),
            ]),
          )),
      paragraph(words.policy(terms.summary), true),
      button(words.viewBooking, bookingUrl, mailWords),
      paragraph(words.questions(hotel.reservationsPhone), true),
    ].join('\n'),
    { words: mailWords },
  );
  return {
    from: mailSender(hotel),
    to: booking.userEmail,
    subject: words.subject(booking.bookCode, hotel.name),
    text,
    html,
  };
}
