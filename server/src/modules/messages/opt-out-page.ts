import { maskPhone } from '../../shared/contact-masking';
import type { MessageLanguage } from './message-kinds';
import { OPT_OUT_PATH, OptOutLink } from './messaging-links';
import { OPT_OUT_WORDS } from './opt-out-words';

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
 * The small guest page of the opt-out link, in the site's voice and in the guest's language
 * (English or Hindi, with a link to the other): what happened, to which number (masked), and the
 * one button that undoes it. Plain HTML with forms (it works without scripts, as a link opened
 * from WhatsApp's own browser must).
 */
export function optOutPage(hotel: OptOutHotel, outcome: OptOutOutcome, language: MessageLanguage = 'en'): string {
  const words = OPT_OUT_WORDS[language];
  const name = escape(hotel.name);
  const other: MessageLanguage = language === 'hi' ? 'en' : 'hi';
  if (outcome.kind === 'broken') {
    const call = hotel.phone
      ? words.callUs(`<a href="tel:${escape(hotel.phone.replace(/[^\d+]/g, ''))}">${escape(hotel.phone)}</a>`)
      : '';
    return page(
      language,
      words.brokenTitle,
      `<h1>${words.brokenTitle}</h1>
      <p>${words.brokenLead}</p>
      <p>${words.brokenHowToStop(name, call)}</p>`,
      `<p class="other"><a href="${OPT_OUT_PATH}?lang=${other}" lang="${other}">${OPT_OUT_WORDS[language].otherLanguage}</a></p>`,
    );
  }
  const number = escape(maskPhone(outcome.link.phone));
  // The other language is a form posting the choice just made: the number shows only in hidden
  // fields, and a GET of the link after the undo would stop the messages again.
  if (outcome.kind === 'stopped') {
    return page(
      language,
      words.stoppedTitle,
      `<h1>${words.stoppedHeading(name)}</h1>
      <p>${words.stoppedText(number)}</p>
      ${choiceForm(outcome.link, 'on', words.undoButton, language)}`,
      choiceForm(outcome.link, 'off', words.otherLanguage, other, 'other'),
    );
  }
  return page(
    language,
    words.resumedTitle,
    `<h1>${words.resumedHeading(name)}</h1>
    <p>${words.resumedText(number)}</p>
    ${choiceForm(outcome.link, 'off', words.stopButton, language)}`,
    choiceForm(outcome.link, 'on', words.otherLanguage, other, 'other'),
  );
}

function choiceForm(
  link: OptOutLink,
  whatsapp: 'on' | 'off',
  label: string,
  language: MessageLanguage,
  className?: string,
): string {
  const otherLanguage = className === 'other';
  return `<form method="post" action="${OPT_OUT_PATH}"${className ? ` class="${className}"` : ''}>
        <input type="hidden" name="to" value="${escape(link.phone.slice(1))}">
        <input type="hidden" name="key" value="${escape(link.key)}">
        <input type="hidden" name="whatsapp" value="${whatsapp}">
        <input type="hidden" name="lang" value="${language}">
        <button type="submit"${otherLanguage ? ` lang="${language}"` : ''}>${escape(label)}</button>
      </form>`;
}

function page(language: MessageLanguage, title: string, body: string, otherLanguage: string): string {
  return `<!doctype html>
<html lang="${language}">
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
      .other { margin: 1.5rem 0 0; }
      .other button { border: 0; padding: .5rem 0; min-height: 44px; width: auto; background: none; font-weight: 400; text-decoration: underline; }
      @media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } button { width: 100%; } }
    </style>
  </head>
  <body>
    <main>
      ${body}
      ${otherLanguage}
    </main>
  </body>
</html>
`;
}
