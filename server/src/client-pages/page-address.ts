import { englishPath } from '../shared/pure/locale';
import { staySearchOf } from '../shared/pure/stay-search';

/** Pages whose query carries nothing they show: the room page (/room/{id}, and /hi/room/{id} in Hindi). */
const NO_QUERY = /^\/room\/[^/]+\/?$/;
const ROOMS_PAGE = /^\/check-rooms-and-rates\/?$/;

/**
 * The address a page that shows the same to everyone is rendered at and kept under: its path and
 * only the query parameters the page reads (the rooms page's stay, see shared/pure/stay-search.ts),
 * in one order. Any other parameter changes nothing on the page, so `?x=1`, `?x=2`… are one page
 * and one render, not a render each.
 */
export function sharedPageAddress(requestPath: string, originalUrl: string): string {
  // A Hindi page (/hi/…) reads what its English page reads.
  const page = englishPath(requestPath);
  if (NO_QUERY.test(page)) return requestPath;
  if (ROOMS_PAGE.test(page)) {
    const query = originalUrl.includes('?') ? originalUrl.slice(originalUrl.indexOf('?')) : '';
    const stay = staySearchOf(query).toString();
    return stay ? `${requestPath}?${stay}` : requestPath;
  }
  return originalUrl;
}
