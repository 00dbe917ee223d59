import { englishPath, HTML_LANG, isInHindi, localeOfPath, pathInLocale } from '../shared/pure/locale';

/** The Devanagari font's regular weight (client/scripts/devanagari-font.mjs), which a Hindi page's text needs first. */
const DEVANAGARI_PRELOAD = '<link rel="preload" href="/fonts/devanagari-400.woff2" as="font" type="font/woff2" crossorigin />';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page in both languages names both addresses (`hreflang`, on the site's public base URL when
 * one is set), the English one as the default for other languages (Google's x-default).
 */
function languageAlternates(requestPath: string, baseUrl: string): string {
  const english = englishPath(requestPath);
  if (!isInHindi(english)) return '';
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(baseUrl + path)}" />`;
  return link('en', english) + link('hi', pathInLocale(english, 'hi')) + link('x-default', english);
}

/**
 * The page's `<html lang>`: its address's language (issue 31: /hi/… is Hindi), so screen readers
 * and search engines read it as what it is. The shells are built with lang="en". A Hindi page
 * also preloads its Devanagari font, so its text is drawn in it from the first paint if it can be.
 * A page in both languages links its other language's address.
 */
export function withPageLanguage(html: string, requestPath: string, baseUrl = ''): string {
  const locale = localeOfPath(requestPath);
  const withLang = html.replace(/<html lang="[^"]*"/, () => `<html lang="${HTML_LANG[locale]}"`);
  const head = `${languageAlternates(requestPath, baseUrl)}${locale === 'hi' ? DEVANAGARI_PRELOAD : ''}`;
  return head ? withLang.replace('</head>', () => `${head}</head>`) : withLang;
}
