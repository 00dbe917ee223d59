import { maskPhone } from '../../shared/contact-masking';
import { OPT_OUT_PATH, OptOutLink } from './messaging-links';

/** What the page says about the hotel: its name, and how to reach the desk when a link is broken. */
export interface OptOutHotel {
  name: string;
  /** The front desk's number, as the profile shows it. */
  phone?: string | null;
}

/** Which page a request gets: the opt-out done, the undo done, or a link that is not the hotel's. */
export type OptOutOutcome = { kind: 'stopped'; link: OptOutLink } | { kind: 'resumed'; link: OptOutLink } | { kind: 'broken' };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The small guest page of the opt-out link, in the site's voice: what happened, to which number
 * (masked), and the one button that undoes it. Plain HTML with a form (it works without scripts,
 * as a link opened from WhatsApp's own browser must).
 */
export function optOutPage(hotel: OptOutHotel, outcome: OptOutOutcome): string {
  const name = escape(hotel.name);
  if (outcome.kind === 'broken') {
    const call = hotel.phone
      ? `, or call us on <a href="tel:${escape(hotel.phone.replace(/[^\d+]/g, ''))}">${escape(hotel.phone)}</a>`
      : '';
    return page(
      'This link does not work',
      `<h1>This link does not work</h1>
      <p>It may have been cut short when it was copied. Nothing was changed.</p>
      <p>To stop WhatsApp messages from ${name}, reply <strong>STOP</strong> to any of our messages${call}.</p>`,
    );
  }
  const number = escape(maskPhone(outcome.link.phone));
  if (outcome.kind === 'stopped') {
    return page(
      'WhatsApp messages stopped',
      `<h1>You will no longer get WhatsApp messages from ${name}</h1>
      <p>We will not send WhatsApp messages to ${number} any more. Your booking mails still reach you by email.</p>
      ${choiceForm(outcome.link, 'on', 'Undo: keep sending me updates on WhatsApp')}`,
    );
  }
  return page(
    'WhatsApp updates on',
    `<h1>You will get updates on WhatsApp from ${name} again</h1>
    <p>Updates about your stay or event will reach ${number} on WhatsApp. You can reply <strong>STOP</strong> any time.</p>
    ${choiceForm(outcome.link, 'off', 'Stop WhatsApp messages')}`,
  );
}

function choiceForm(link: OptOutLink, whatsapp: 'on' | 'off', label: string): string {
  return `<form method="post" action="${OPT_OUT_PATH}">
        <input type="hidden" name="to" value="${escape(link.phone.slice(1))}">
        <input type="hidden" name="key" value="${escape(link.key)}">
        <input type="hidden" name="whatsapp" value="${whatsapp}">
        <button type="submit">${escape(label)}</button>
      </form>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escape(title)}</title>
    <style>
      body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: #f8fafc; }
      main { max-width: 34rem; margin: 12vh auto 2rem; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
      h1 { font-size: 1.35rem; line-height: 1.3; margin: 0 0 .75rem; }
      p { margin: 0 0 1rem; }
      button { font: inherit; font-weight: 600; padding: .7rem 1.1rem; min-height: 44px; border-radius: 8px; border: 1px solid #1e3a8a; background: #fff; color: #1e3a8a; cursor: pointer; }
      button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
      a { color: #1e3a8a; }
      @media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } button { width: 100%; } }
    </style>
  </head>
  <body>
    <main>
      ${body}
    </main>
  </body>
</html>
`;
}
