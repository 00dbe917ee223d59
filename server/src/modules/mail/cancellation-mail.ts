import { mailSender, type HotelProfile } from '../hotel-settings';
import { formatRupees } from '../../shared/money';
import { CancellationNotice, REFUND_TIMING } from '../bookings';
import { button, escapeHtml, factRow, factTable, guestMailHtml, paragraph, textFooter } from './guest-mail-layout';
import { roomsInWords, stayDatesInWords } from './hold-mail';
import type { Mailable, MailMessage } from './mail-message';

type RefundNotice = CancellationNotice['refunds'][number];

/** Where money paid one way goes back, in the guest's words. */
const BACK_TO: Record<string, string> = {
  upi: 'the UPI account you paid with',
  card: 'the card you paid with',
  netbanking: 'the bank account you paid from',
  bank_transfer: 'the bank account you paid from',
  wallet: 'the wallet you paid with',
  emi: 'the card you paid with',
  cardless_emi: 'the account you paid with',
  paylater: 'the account you paid with',
};

/** One refund in a sentence: how much, back to what, and when it should arrive. */
export function refundInWords(refund: RefundNotice): { amount: string; to: string; when: string; reference: string } {
  const amount = formatRupees(refund.amountPaise);
  if (refund.atDesk) {
    const how = refund.method === 'cash' ? 'in cash' : 'by the way you paid';
    return {
      amount,
      to: `Paid back ${how} at the front desk`,
      when: 'At the front desk.',
      reference: 'None (paid back at the desk)',
    };
  }
  return {
    amount,
    to: `Back to ${(refund.method && BACK_TO[refund.method]) ?? 'the account you paid with online'}`,
    when: REFUND_TIMING,
    reference: refund.reference ?? 'Given by the payment provider once it accepts the refund; call us if it does not arrive.',
  };
}

/**
 * "Booking cancelled": what was cancelled, what is refunded, to which method, when it should
 * arrive and the refund reference, and the policy as it applied. `bookingUrl` opens the booking.
 */
export function bookingCancelledMail(
  notice: CancellationNotice & { booking: Mailable<CancellationNotice['booking']> },
  hotel: HotelProfile,
  bookingUrl: string,
): MailMessage {
  const { booking, refunds, terms } = notice;
  const what = `${roomsInWords(booking)}, ${stayDatesInWords(booking.checkIn, booking.checkOut)}`;
  const opening = `Your booking ${booking.bookCode} (${what}) is cancelled.`;
  const refunded = refunds.filter((refund) => refund.reason === 'cancellation');
  const nothing =
    terms.paidPaise === 0 ? 'Nothing was paid, so there is nothing to refund.' : 'Nothing is refunded for this cancellation.';
  const blocks = refunded.map(refundInWords);
  const text = [
    `Dear ${booking.userName},`,
    '',
    opening,
    '',
    ...(blocks.length === 0
      ? [nothing]
      : blocks.flatMap((refund) => [
          `Refunded:         ${refund.amount}`,
          `To:               ${refund.to}`,
          `When:             ${refund.when}`,
          `Refund reference: ${refund.reference}`,
          '',
        ])),
    '',
    `Cancellation policy: ${terms.summary}`,
    '',
    `See your booking: ${bookingUrl}`,
    `Questions? Call us on ${hotel.reservationsPhone}.`,
    '',
    ...textFooter(hotel),
    '',
  ].join('\n');
  const html = guestMailHtml(
    hotel,
    'Booking cancelled',
    [
      paragraph(`Dear ${booking.userName},`),
      paragraph(opening),
      ...(blocks.length === 0
        ? [paragraph(nothing)]
        : blocks.map((refund) =>
            factTable([
              factRow('Refunded', `<strong>${escapeHtml(refund.amount)}</strong>`),
              factRow('To', escapeHtml(refund.to)),
              factRow('When', escapeHtml(refund.when)),
              factRow('Refund reference', escapeHtml(refund.reference)),
            ]),
          )),
      paragraph(`Cancellation policy: ${terms.summary}`, true),
      button('View your booking', bookingUrl),
      paragraph(`Questions? Call us on ${hotel.reservationsPhone}.`, true),
    ].join('\n'),
  );
  return {
    from: mailSender(hotel),
    to: booking.userEmail,
    subject: `Booking cancelled — ${booking.bookCode} — ${hotel.name}`,
    text,
    html,
  };
}
