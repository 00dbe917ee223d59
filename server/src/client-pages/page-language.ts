import { HTML_LANG, localeOfPath } from '../shared/pure/locale';

/**
 * The page's `<html lang>`: its address's language (issue 31: /hi/… is Hindi), so screen readers
 * and search engines read it as what it is. The shells are built with lang="en".
 */
export function withPageLanguage(html: string, requestPath: string): string {
  const lang = HTML_LANG[localeOfPath(requestPath)];
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
}
