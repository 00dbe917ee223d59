import type { MessageLanguage } from './message-kinds';

/**
 * What the opt-out page says, in English and in everyday Hindi (English words such as WhatsApp,
 * STOP and booking stay as guests write them). The hotel's name, the masked number and the
 * desk's phone come in already escaped as HTML.
 */
export interface OptOutWords {
  brokenTitle: string;
  brokenLead: string;
  /** `call`: ", or call us on <a…>…</a>" in this language, or empty without a desk number. */
  brokenHowToStop(name: string, call: string): string;
  callUs(phoneLink: string): string;
  stoppedTitle: string;
  stoppedHeading(name: string): string;
  stoppedText(number: string): string;
  undoButton: string;
  resumedTitle: string;
  resumedHeading(name: string): string;
  resumedText(number: string): string;
  stopButton: string;
  /** The link or button to the page in the other language, in that language. */
  otherLanguage: string;
}

export const OPT_OUT_WORDS: Record<MessageLanguage, OptOutWords> = {
  en: {
    brokenTitle: 'This link does not work',
    brokenLead: 'It may have been cut short when it was copied. Nothing was changed.',
    brokenHowToStop: (name, call) =>
      `To stop WhatsApp messages from ${name}, reply <strong>STOP</strong> to any of our messages${call}.`,
    callUs: (phoneLink) => `, or call us on ${phoneLink}`,
    stoppedTitle: 'WhatsApp messages stopped',
    stoppedHeading: (name) => `You will no longer get WhatsApp messages from ${name}`,
    stoppedText: (number) =>
      `We will not send WhatsApp messages to ${number} any more. Your booking mails still reach you by email.`,
    undoButton: 'Undo: keep sending me updates on WhatsApp',
    resumedTitle: 'WhatsApp updates on',
    resumedHeading: (name) => `You will get updates on WhatsApp from ${name} again`,
    resumedText: (number) =>
      `Updates about your stay or event will reach ${number} on WhatsApp. You can reply <strong>STOP</strong> any time.`,
    stopButton: 'Stop WhatsApp messages',
    otherLanguage: 'हिंदी में पढ़ें',
  },
  hi: {
    brokenTitle: 'यह लिंक काम नहीं कर रहा',
    brokenLead: 'हो सकता है कॉपी करते समय लिंक अधूरा रह गया हो। कुछ भी नहीं बदला गया है।',
    brokenHowToStop: (name, call) =>
      `${name} के WhatsApp मैसेज बंद करने के लिए हमारे किसी भी मैसेज के जवाब में <strong>STOP</strong> लिखकर भेजें${call}।`,
    callUs: (phoneLink) => `, या हमें ${phoneLink} पर फ़ोन करें`,
    stoppedTitle: 'WhatsApp मैसेज बंद',
    stoppedHeading: (name) => `अब आपको ${name} से WhatsApp पर मैसेज नहीं मिलेंगे`,
    stoppedText: (number) => `हम अब ${number} पर WhatsApp मैसेज नहीं भेजेंगे। आपकी booking के मेल पहले की तरह ईमेल पर आते रहेंगे।`,
    undoButton: 'वापस चालू करें: मुझे WhatsApp पर अपडेट भेजते रहें',
    resumedTitle: 'WhatsApp अपडेट चालू',
    resumedHeading: (name) => `अब आपको ${name} से WhatsApp पर फिर से अपडेट मिलेंगे`,
    resumedText: (number) =>
      `आपके ठहरने या कार्यक्रम के अपडेट ${number} पर WhatsApp पर आएँगे। आप कभी भी <strong>STOP</strong> लिखकर भेज सकते हैं।`,
    stopButton: 'WhatsApp मैसेज बंद करें',
    otherLanguage: 'Read in English',
  },
};

/**
 * The page's language: `?lang=` (hi or en) when given, else the browser's Accept-Language
 * (`accepts` is Express's req.acceptsLanguages), else English.
 */
export function optOutLanguage(lang: unknown, accepts: (...languages: string[]) => string | false): MessageLanguage {
  if (lang === 'hi' || lang === 'en') return lang;
  return accepts('en', 'hi') === 'hi' ? 'hi' : 'en';
}
