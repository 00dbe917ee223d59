import { hotelAddressLines, telLink, type HotelProfile } from '../hotel-settings';
import { GUEST_MAIL_WORDS, type GuestMailWords } from './mail-words';

/**
 * The frame of the mails about a booking (its confirmation, a hold waiting for payment, a
 * cancellation): the hotel's name and a heading, the body, and the hotel's details beneath.
 */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

export const BRAND = '#1d4ed8';
export const INK = '#1f2937';
export const MUTED = '#475569';
export const LINE = '#e2e8f0';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The hotel's details under a plain-text mail, in the mail's language. */
export function textFooter(hotel: HotelProfile, words: GuestMailWords = GUEST_MAIL_WORDS.en): string[] {
  return [
    hotel.name,
    hotelAddressLines(hotel).join(', '),
    `${words.phone}: ${hotel.frontDeskPhone} · ${words.reservations}: ${hotel.reservationsPhone}`,
    `${words.email}: ${hotel.reservationsEmail}`,
  ];
}

/** A row of facts: label on the left, the value (already escaped) on the right. */
export function factRow(label: string, valueHtml: string): string {
  return `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:${INK};font-size:15px;vertical-align:top">${valueHtml}</td></tr>`;
}

export function factTable(rows: string[]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px">${rows.join('\n')}</table>`;
}

export function paragraph(text: string, muted = false): string {
  return `<p style="margin:0 0 14px;${muted ? `font-size:14px;color:${MUTED}` : ''}">${escapeHtml(text)}</p>`;
}

export function button(label: string, url: string, words: GuestMailWords = GUEST_MAIL_WORDS.en): string {
  const e = escapeHtml;
  return `<p style="margin:16px 0;text-align:center"><a href="${e(url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${e(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${MUTED};word-break:break-all">${e(words.orOpenThisLink)}: <a href="${e(url)}" style="color:${BRAND}">${e(url)}</a></p>`;
}

/**
 * The whole HTML document: `bodyHtml` is already escaped where it holds data. `documentTitle`
 * names the document when it says more than the heading; `footerNote` ends the hotel's details.
 */
export function guestMailHtml(
  hotel: HotelProfile,
  title: string,
  bodyHtml: string,
  {
    documentTitle = title,
    footerNote,
    words = GUEST_MAIL_WORDS.en,
  }: { documentTitle?: string; footerNote?: string; words?: GuestMailWords } = {},
): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${words.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(documentTitle)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;border:1px solid ${LINE}">
<tr><td style="background:${BRAND};padding:20px 24px;color:#ffffff">
<div style="font-size:13px;letter-spacing:0.04em;text-transform:uppercase;opacity:0.9">${e(hotel.name)}</div>
<div style="font-size:22px;font-weight:700;margin-top:4px">${e(title)}</div>
</td></tr>
<tr><td style="padding:20px 24px;color:${INK};font-size:15px;line-height:1.5">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;border-top:1px solid ${LINE};font-size:13px;color:${MUTED};line-height:1.6">
<strong style="color:${INK}">${e(hotel.name)}</strong><br>
${e(hotelAddressLines(hotel).join(', '))}<br>
${e(words.phone)}: <a href="${e(telLink(hotel.frontDeskPhone))}" style="color:${BRAND}">${e(hotel.frontDeskPhone)}</a> · ${e(words.reservations)}: <a href="${e(telLink(hotel.reservationsPhone))}" style="color:${BRAND}">${e(hotel.reservationsPhone)}</a><br>
${e(words.email)}: <a href="mailto:${e(hotel.reservationsEmail)}" style="color:${BRAND}">${e(hotel.reservationsEmail)}</a>${footerNote ? `<br>\n${e(footerNote)}` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
