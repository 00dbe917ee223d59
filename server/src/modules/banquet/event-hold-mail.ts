import { formatHotelDateTime, formatStayDate } from '../../shared/dates';
import { mailSender, type HotelProfile } from '../hotel-settings';
import { formatRupees } from '../../shared/money';
import type { BanquetEvent } from './banquet-event.entity';
import { BanquetTermsSnapshot } from './banquet-terms.entity';
import { EventMail, eventPayUrl } from './event-mails';
import { priceEvent } from './event-price';

const percent = (bp: number) => `${bp / 100}%`;
const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** The terms as a customer reads them, one sentence each. */
export function termsInWords(terms: BanquetTermsSnapshot): string[] {
  const milestones = [...terms.milestones].sort((a, b) => b.daysBefore - a.daysBefore);
  const scale = [...terms.cancellationScale].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  return [
    `An advance of ${terms.advancePercent}% of the total confirms the event.`,
    ...milestones.map(
      (milestone) => `${milestone.label}: ${milestone.percent}% of the total, ${days(milestone.daysBefore)} before the event.`,
    ),
    'Whatever is left is settled after the event.',
    `The menu and the guaranteed number of plates are fixed ${days(terms.guaranteeCutoffDays)} before the event; ` +
      'we bill the guaranteed plates, or the plates served if there are more.',
    ...scale.map((step, index) => {
      const refund = step.refundPercent === 0 ? 'nothing is refunded' : `${step.refundPercent}% of what you paid is refunded`;
      const higher = index > 0 ? scale[index - 1].minDaysBefore : null;
      const when =
        higher === null
          ? `${days(step.minDaysBefore)} or more before the event`
          : step.minDaysBefore === 0
            ? `less than ${days(higher)} before the event`
            : `${step.minDaysBefore} to ${higher - 1} days before the event`;
      return `If you cancel ${when}, ${refund}.`;
    }),
    `GST: ${percent(terms.hallGstBp)} on the hall (SAC 997212), ${percent(terms.cateringGstBp)} on catering (SAC 996334).`,
  ];
}

interface HoldMailDetails {
  hotel: HotelProfile;
  hostName: string;
  reference: string;
  facts: Array<[string, string]>;
  lines: Array<[string, string]>;
  taxes: Array<[string, string]>;
  total: string;
  holdUntil: string;
  terms: string[];
  payUrl: string;
}

export function eventHoldMail(event: BanquetEvent, hotel: HotelProfile, publicBaseUrl: string): EventMail {
  const price = priceEvent(event.lines);
  const session = event.session;
  const d: HoldMailDetails = {
    hotel,
    hostName: event.hostName,
    reference: event.reference,
    facts: [
      ['Reference', event.reference],
      ['Date', formatStayDate(event.eventDate)],
      ['Hall', event.hall?.name ?? ''],
      ['Session', session ? `${session.name}, ${session.startsAt}–${session.endsAt}` : ''],
      ['Occasion', event.occasion],
      ['Guests', String(event.expectedGuests)],
    ],
    lines: price.lines.map((line) => [
      `${line.description}${line.quantity > 1 ? ` (${line.quantity} × ${formatRupees(line.unitPaise)})` : ''}`,
      formatRupees(line.amountPaise).replace('₹-', '−₹'),
    ]),
    taxes: price.taxes.map((tax) => [`GST ${percent(tax.rateBp)} (SAC ${tax.sac})`, formatRupees(tax.cgstPaise + tax.sgstPaise)]),
    total: formatRupees(price.totalPaise),
    holdUntil: event.holdExpiresAt ? formatHotelDateTime(event.holdExpiresAt) : '',
    terms: termsInWords(event.terms),
    payUrl: eventPayUrl(publicBaseUrl, event.reference),
  };
  return {
    from: mailSender(hotel),
    to: event.hostEmail,
    subject: `Your date is on hold until ${d.holdUntil} — ${event.reference} — ${hotel.name}`,
    text: renderText(d),
    html: renderHtml(d),
  };
}

function renderText(d: HoldMailDetails): string {
  return [
    `Dear ${d.hostName},`,
    '',
    `We are keeping the date for you until ${d.holdUntil}. Pay the advance by then to confirm the event; after that the date is free for others.`,
    '',
    ...d.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Your quote',
    ...d.lines.map(([label, value]) => `- ${label}: ${value}`),
    ...d.taxes.map(([label, value]) => `- ${label}: ${value}`),
    `Total: ${d.total}`,
    '',
    `Pay the advance here: ${d.payUrl}`,
    '',
    'Our terms',
    ...d.terms.map((term) => `- ${term}`),
    '',
    `Questions? Call us on ${d.hotel.frontDeskPhone} or write to ${d.hotel.banquetEmail}.`,
    '',
    d.hotel.name,
    '',
  ].join('\n');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const e = (value: string) => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const row = ([label, value]: [string, string], strong = false) =>
  `<tr><td style="padding:6px 12px 6px 0;color:#475569;font-size:14px;vertical-align:top">${e(label)}</td>` +
  `<td style="padding:6px 0;text-align:right;font-size:15px;color:#1f2937;white-space:nowrap${strong ? ';font-weight:700' : ''}">${e(value)}</td></tr>`;

function renderHtml(d: HoldMailDetails): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your date is on hold — ${e(d.reference)}</title></head>
<body style="margin:0;padding:16px 8px;background:#f1f5f9;${FONT}">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:20px 24px;color:#1f2937;font-size:15px;line-height:1.5">
<p style="margin:0 0 4px;font-size:13px;color:#475569;text-transform:uppercase;letter-spacing:0.04em">${e(d.hotel.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">Your date is on hold</h1>
<p style="margin:0 0 12px">Dear ${e(d.hostName)},</p>
<p style="margin:0 0 16px">We are keeping the date for you until <strong>${e(d.holdUntil)}</strong>. Pay the advance by then to confirm the event; after that the date is free for others.</p>
<table role="presentation" style="width:100%;margin:0 0 16px">${d.facts.map((fact) => row(fact)).join('')}</table>
<h2 style="font-size:17px;margin:0 0 8px">Your quote</h2>
<table role="presentation" style="width:100%;margin:0 0 16px">${[...d.lines, ...d.taxes].map((line) => row(line)).join('')}${row(['Total', d.total], true)}</table>
<p style="margin:16px 0;text-align:center"><a href="${e(d.payUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">Pay the advance</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">Or open this link: <a href="${e(d.payUrl)}" style="color:#1d4ed8">${e(d.payUrl)}</a></p>
<h2 style="font-size:17px;margin:0 0 8px">Our terms</h2>
<ul style="margin:0 0 16px;padding-left:20px">${d.terms.map((term) => `<li>${e(term)}</li>`).join('')}</ul>
<p style="margin:0;font-size:14px;color:#475569">Questions? Call us on ${e(d.hotel.frontDeskPhone)} or write to ${e(d.hotel.banquetEmail)}.</p>
</div>
</body>
</html>`;
}
