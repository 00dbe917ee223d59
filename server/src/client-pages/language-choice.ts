import type { NextFunction, Request, Response } from 'express';
import { englishPath, isInHindi, pathInLocale, type Locale } from '../shared/pure/locale';

/** The cookie that remembers a guest's choice of language (issue 31): not personal data, a year. */
export const LANGUAGE_COOKIE = 'lang';
const A_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'hi';

/** The language a guest chose earlier, from the request's cookie. */
export function chosenLanguage(req: Request): Locale | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * A page's address with its path made safe to redirect to (one leading slash: "//host" would
 * leave the site) and the query `keep` leaves.
 */
function sameSiteAddress(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return `/${pathname.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/**
 * The language switch's link carries `?lang=hi` (or `en`): the choice is remembered in a cookie
 * and the guest is sent on to the page without the parameter. A guest who chose Hindi and opens
 * the home page is sent to /hi (302, never permanent). Nobody is redirected by Accept-Language
 * alone, and no other address is redirected: search engines and shared links get what they ask
 * for (docs/i18n.md).
 */
export function languageChoice(req: Request, res: Response, next: NextFunction): void {
  const query = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '');
  const asked = query.get('lang');
  if (query.has('lang')) {
    query.delete('lang');
    if (isLocale(asked)) {
      res.cookie(LANGUAGE_COOKIE, asked, { maxAge: A_YEAR_MS, sameSite: 'lax', path: '/', httpOnly: true, secure: req.secure });
    }
    res.set('Cache-Control', 'no-store').redirect(302, sameSiteAddress(req.path, query));
    return;
  }
  if (req.path === '/') {
    // The home page's answer depends on the cookie.
    res.vary('Cookie');
    if (chosenLanguage(req) === 'hi' && isInHindi(englishPath(req.path))) {
      res.set('Cache-Control', 'no-store').redirect(302, sameSiteAddress(pathInLocale('/', 'hi'), query));
      return;
    }
  }
  next();
}
