import { formatStayDate } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import { mailSender, type HotelProfile } from '../hotel-settings';

/** A mail as the outbox's mail channel sends it. */
export interface EventMail {
  /** The hotel's name and reservations address (its profile when the mail was written). */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The event as its mails name it. */
export interface MailedEvent {
  reference: string;
  hostName: string;
  hostEmail: string;
  occasion: string;
  eventDate: string;
  hallName: string;
  sessionName: string;
  /** The hotel the mail comes from (its profile now). */
  hotel: HotelProfile;
}

/** The customer's page for paying: `{PUBLIC_BASE_URL}/event/{reference}/pay`. */
export function eventPayUrl(publicBaseUrl: string, reference: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/event/${encodeURIComponent(reference)}/pay`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);

function mail(event: MailedEvent, subject: string, paragraphs: string[], link: { url: string; words: string }): EventMail {
  const text = [
    `Dear ${event.hostName},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.words}: ${link.url}`,
    '',
    event.hotel.name,
    '',
  ].join('\n');
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937;font-size:15px;line-height:1.5">
<p>Dear ${escapeHtml(event.hostName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.words)}</a></p>
<p style="color:#475569;font-size:13px">${escapeHtml(event.hotel.name)}</p>
</body>
</html>
`;
  return { from: mailSender(event.hotel), to: event.hostEmail, subject, text, html };
}

const what = (event: MailedEvent) =>
  `your ${event.occasion.toLowerCase()} at ${event.hallName}, ${event.sessionName} on ${formatStayDate(event.eventDate)} (reference ${event.reference})`;

/** After an online payment: what arrived, where the event stands, what is due next. */
export function eventPaymentReceivedMail(
  event: MailedEvent,
  facts: {
    amountPaise: number;
    confirmed: boolean;
    voucherNumber: string | null;
    next: { label: string; amountPaise: number; dueDate: string | null } | null;
  },
  publicBaseUrl: string,
): EventMail {
  const paragraphs = [
    `We have received ${formatRupees(facts.amountPaise)} for ${what(event)}. Thank you.`,
    facts.confirmed ? 'Your event is confirmed: the hall is yours for that session.' : '',
    facts.voucherNumber ? `Your receipt voucher ${facts.voucherNumber} follows in a separate mail, with its PDF.` : '',
    facts.next
      ? `Next payment: ${facts.next.label}, ${formatRupees(facts.next.amountPaise)}${facts.next.dueDate ? `, due by ${formatStayDate(facts.next.dueDate)}` : ''}.`
      : '',
  ].filter(Boolean);
  return mail(event, `Payment received for your event ${event.reference}`, paragraphs, {
    url: eventPayUrl(publicBaseUrl, event.reference),
    words: 'See your payments and the terms',
  });
}

/** A milestone is due soon (or today) and not paid yet. */
export function eventPaymentReminderMail(
  event: MailedEvent,
  step: { label: string; amountPaise: number; dueDate: string },
  dueToday: boolean,
  publicBaseUrl: string,
): EventMail {
  const when = dueToday ? 'today' : `on ${formatStayDate(step.dueDate)}`;
  return mail(
    event,
    `${dueToday ? 'Due today' : 'Reminder'}: ${step.label} for your event ${event.reference}`,
    [
      `This is a reminder that the ${step.label.toLowerCase()} of ${formatRupees(step.amountPaise)} for ${what(event)} is due ${when}.`,
      `You can pay online in a minute. If you have paid already, please ignore this mail. Questions? Call us on ${event.hotel.reservationsPhone}.`,
    ],
    { url: eventPayUrl(publicBaseUrl, event.reference), words: `Pay ${formatRupees(step.amountPaise)} now` },
  );
}
