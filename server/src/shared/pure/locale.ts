/**
 * The languages of the guests' site (issue 31, docs/i18n.md): English at the spec's addresses,
 * Hindi at the same addresses under /hi. The page's language is its address's, on the server and
 * in the browser alike. One file for both builds (the client imports it as @server-pure/locale).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The prefix of Hindi addresses. */
const HINDI_PREFIX = '/hi';

/** The language of a page at this path: Hindi for /hi and /hi/…, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The path of the same page in English (/hi/room/7 → /room/7, /hi → /). */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** The path of an English page in `locale` (/room/7 → /hi/room/7 in Hindi, / → /hi). */
export function pathInLocale(englishPathname: string, locale: Locale): string {
  if (locale === 'en') return englishPathname;
  return englishPathname === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${englishPathname}`;
}

/** The `lang` attribute of a page in this language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', hi: 'hi' };

/**
 * The pages that exist in Hindi so far (their English route patterns), as the slices of
 * docs/i18n.md land: the client routes them under /hi, links from a Hindi page go to them (and to
 * the English pages until then), and the server names them as alternates and in the sitemap.
 */
export const HINDI_PAGES: readonly string[] = [
  '/',
  '/check-rooms-and-rates',
  '/room/:id',
  '/user-details',
  '/payment',
  '/pending-payment',
  '/booking/:id',
  '/receipt',
  '/find-booking',
];

/** Whether the page at this English path ("/", "/room/7") is in Hindi too (HINDI_PAGES' patterns, ":id" for any part). */
export function isInHindi(englishPathname: string): boolean {
  const parts = (englishPathname.replace(/\/+$/, '') || '/').split('/');
  return HINDI_PAGES.some((pattern) => {
    const wanted = pattern.split('/');
    return (
      wanted.length === parts.length && wanted.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
    );
  });
}
