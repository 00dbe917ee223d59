import { HTML_LANG, localeOfPath } from '../shared/pure/locale';

/** The Devanagari font's regular weight (client/scripts/devanagari-font.mjs), which a Hindi page's text needs first. */
const DEVANAGARI_PRELOAD = '<link rel="preload" href="/fonts/devanagari-400.woff2" as="font" type="font/woff2" crossorigin />';

/**
 * The page's `<html lang>`: its address's language (issue 31: /hi/… is Hindi), so screen readers
 * and search engines read it as what it is. The shells are built with lang="en". A Hindi page
 * also preloads its Devanagari font, so its text is drawn in it from the first paint if it can be.
 */
export function withPageLanguage(html: string, requestPath: string): string {
  const locale = localeOfPath(requestPath);
  const withLang = html.replace(/<html lang="[^"]*"/, () => `<html lang="${HTML_LANG[locale]}"`);
  return locale === 'hi' ? withLang.replace('</head>', () => `${DEVANAGARI_PRELOAD}</head>`) : withLang;
}
