import type { Locale } from './pure/locale';

/**
 * The language a request asks for (issue 31, docs/i18n.md): Hindi when the first language of its
 * `Accept-Language` header is Hindi ("hi", "hi-IN"), else English. The guests' pages send their
 * own language (`hi` on /hi/… pages); a browser's own list counts only when its first choice is
 * Hindi. Anything malformed is English. Only the first tag is read: the header is the client's,
 * its length is bounded by the server's header limit, and nothing else of it is kept.
 */
export function requestLanguage(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0].split(';')[0].trim().toLowerCase();
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}
