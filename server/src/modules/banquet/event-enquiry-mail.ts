import { formatStayDate } from '../../shared/dates';
import { mailSender, type HotelProfile } from '../hotel-settings';
import { formatRupees } from '../../shared/money';
import type { BanquetEvent } from './banquet-event.entity';
import type { BanquetTermsSnapshot } from './banquet-terms.entity';
import { EventPrice, HALL_SAC } from './event-price';
import type { HallSession } from './hall-session.entity';
import type { Hall } from './hall.entity';
import type { MenuPackage } from './menu-package.entity';

/** A plain mail, as the outbox's mail channel sends it. */
export interface EnquiryMail {
  /** The hotel's name and reservations address (its profile when the mail was written). */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What both mails of a new enquiry tell. */
export interface EnquiryFacts {
  event: BanquetEvent;
  hall: Hall;
  session: HallSession;
  menu: MenuPackage | null;
  price: EventPrice;
  terms: BanquetTermsSnapshot;
  /** The hotel now: its name and contacts, and where the alert goes. */
  hotel: HotelProfile;
}

const percent = (basisPoints: number) => `${basisPoints / 100}%`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The terms as a family reads them, one sentence each (the same facts as the /banquet page). */
export function termsInWords(terms: BanquetTermsSnapshot): string[] {
  const scale = [...terms.cancellationScale].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  const refund = (pct: number) => (pct === 0 ? 'the money paid is kept' : `${pct}% of the money paid is refunded`);
  return [
    `To confirm the date you pay an advance of ${terms.advancePercent}% of the quoted total.`,
    ...terms.milestones.map((m) => `${m.label}: ${m.percent}% of the total, ${plural(m.daysBefore, 'day')} before the event.`),
    'The rest is settled after the event, on the plates actually served (at least the guaranteed count).',
    `The menu and the guaranteed number of plates are fixed ${plural(terms.guaranteeCutoffDays, 'day')} before the event; extra plates are billed at the same price.`,
    `A provisional hold keeps the date for ${plural(terms.holdHours, 'hour')}; without the advance it then lapses and the date is free again.`,
    ...scale.map((step, index) => {
      const previous = scale[index - 1];
      const when =
        index === 0
          ? `${plural(step.minDaysBefore, 'day')} or more before the event`
          : step.minDaysBefore === 0
            ? `Less than ${plural(previous.minDaysBefore, 'day')} before the event`
            : `${step.minDaysBefore} to ${previous.minDaysBefore - 1} days before the event`;
      return `Cancelled ${when.charAt(0).toLowerCase() + when.slice(1)}: ${refund(step.refundPercent)}.`;
    }),
    `GST: ${percent(terms.hallGstBp)} on the hall rent (SAC 997212) and ${percent(terms.cateringGstBp)} on catering (SAC 996334).`,
  ];
}

function priceLines(price: EventPrice): string[] {
  return [
    ...price.lines.map((line) =>
      line.quantity === 1
        ? `${line.description}: ${formatRupees(line.amountPaise)}`
        : `${line.description}: ${line.quantity} × ${formatRupees(line.unitPaise)} = ${formatRupees(line.amountPaise)}`,
    ),
    ...price.taxes.map(
      (tax) =>
        `GST ${percent(tax.rateBp)} on ${tax.sac === HALL_SAC ? 'hall rent' : 'catering'} (SAC ${tax.sac}): ${formatRupees(tax.cgstPaise + tax.sgstPaise)}`,
    ),
    `Estimated total: ${formatRupees(price.totalPaise)}`,
  ];
}

function eventLines(facts: EnquiryFacts): string[] {
  const { event, hall, session, menu } = facts;
  return [
    `Reference:  ${event.reference}`,
    `Date:       ${formatStayDate(event.eventDate)}`,
    `Session:    ${session.name}, ${session.startsAt} to ${session.endsAt}`,
    `Hall:       ${hall.name}`,
    `Occasion:   ${event.occasion}`,
    `Guests:     about ${event.expectedGuests}`,
    `Menu:       ${menu ? `${menu.name}, ${formatRupees(menu.pricePerPlatePaise)} a plate (at least ${menu.minPlates} plates)` : 'to be chosen'}`,
  ];
}

function toHtml(title: string, text: string): string {
  const escape = (value: string) =>
    value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.5">
<pre style="font-family:inherit;white-space:pre-wrap;margin:16px;max-width:640px">${escape(text)}</pre></body></html>`;
}

/** To the family: their reference, the estimate and the terms, and what happens next. */
export function enquiryCustomerMail(facts: EnquiryFacts): EnquiryMail {
  const { event } = facts;
  const text = [
    `Dear ${event.hostName},`,
    '',
    `Thank you for your enquiry for ${facts.hall.name}. We have it, and we will call you within one working day with a quote.`,
    'Nothing is booked or paid yet: the date is kept for you only once we put it on hold or you pay the advance.',
    '',
    ...eventLines(facts),
    '',
    'Estimate (before any change we agree)',
    ...priceLines(facts.price),
    '',
    'Our terms',
    ...termsInWords(facts.terms).map((line) => `- ${line}`),
    '',
    `Please quote ${event.reference} when you write or call.`,
    '',
    facts.hotel.name,
    `Phone: ${facts.hotel.frontDeskPhone} · Email: ${facts.hotel.banquetEmail}`,
    '',
  ].join('\n');
  const subject = `Your banquet enquiry ${event.reference} — ${facts.hotel.name}`;
  return { from: mailSender(facts.hotel), to: event.hostEmail, subject, text, html: toHtml(subject, text) };
}

/** To the hotel: who asked for what, to call them back. */
export function enquiryHotelMail(facts: EnquiryFacts): EnquiryMail {
  const { event } = facts;
  const text = [
    `A new banquet enquiry came from the website.`,
    '',
    ...eventLines(facts),
    '',
    `Host:       ${event.hostName}`,
    `Phone:      ${event.hostPhone}`,
    `Email:      ${event.hostEmail}`,
    ...(event.dietaryNotes ? [`Dietary:    ${event.dietaryNotes}`] : []),
    ...(event.notes ? ['', 'Notes:', event.notes] : []),
    '',
    ...priceLines(facts.price),
    '',
    'Open Events in the admin area to quote it or put it on hold.',
    '',
  ].join('\n');
  const subject = `New banquet enquiry ${event.reference}: ${formatStayDate(event.eventDate)}, ${facts.session.name}`;
  return { from: mailSender(facts.hotel), to: facts.hotel.alertsEmail, subject, text, html: toHtml(subject, text) };
}
