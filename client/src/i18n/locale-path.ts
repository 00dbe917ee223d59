import { matchPath } from 'react-router-dom';
import { englishPath, HINDI_PAGES, isInHindi, localeOfPath, pathInLocale, type Locale } from '@server-pure/locale';
import { useLocale } from './translator';

export { englishPath, HINDI_PAGES, localeOfPath };

/** Where a link to `path` (an English path, with its query or hash) goes from a page in `locale`. */
export function linkInLocale(path: string, locale: Locale, hindiPages: readonly string[] = HINDI_PAGES): string {
  if (locale === 'en') return path;
  const [pathname, rest] = splitPath(path);
  const translated = hindiPages.some((pattern) => matchPath(pattern, pathname) !== null);
  return translated ? `${pathInLocale(englishPath(pathname), locale)}${rest}` : path;
}

const splitPath = (path: string): [string, string] => {
  const at = path.search(/[?#]/);
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
};

/** Links from this page: to the same language's pages where they exist. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => linkInLocale(path, locale);
}

/** The query parameter a language switch adds: the server remembers the choice (cookie `lang`) and drops it. */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * Where the language switch of the page at `pathname` + `search` (in `locale`) leads: the same page
 * in the other language, its query kept, with `lang` for the server to remember; undefined when
 * the page is not in both languages yet.
 */
export function otherLanguageAddress(pathname: string, search: string, locale: Locale): string | undefined {
  const english = englishPath(pathname);
  if (!isInHindi(english)) return undefined;
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAMETER, other);
  return `${pathInLocale(english, other)}?${query.toString()}`;
}
