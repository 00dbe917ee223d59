import { matchPath } from 'react-router-dom';
import { englishPath, pathInLocale, type Locale } from '@server-pure/locale';
import { useLocale } from './translator';

/**
 * The pages that exist in Hindi so far (their route patterns), as the slices of docs/i18n.md land.
 * A link from a Hindi page goes to the Hindi page where there is one, and to the English page
 * until then: a guest never follows a link to a page that is not there.
 */
export const HINDI_PAGES: readonly string[] = ['/'];

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
