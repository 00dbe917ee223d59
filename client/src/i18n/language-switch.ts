import { matchPath } from 'react-router-dom';
import { englishPath, pathInLocale, type Locale } from '@server-pure/locale';
import { HINDI_PAGES } from './locale-path';

/** The query parameter a language switch adds: the server remembers the choice (cookie `lang`) and drops it. */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * Where the language switch of the page at `pathname` + `search` (in `locale`) leads: the same page
 * in the other language, its query kept, with `lang` for the server to remember; undefined when
 * the page is not in both languages yet.
 */
export function otherLanguageAddress(pathname: string, search: string, locale: Locale): string | undefined {
  const english = englishPath(pathname);
  if (!HINDI_PAGES.some((pattern) => matchPath(pattern, english) !== null)) return undefined;
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAMETER, other);
  return `${pathInLocale(english, other)}?${query.toString()}`;
}
