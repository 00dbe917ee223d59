import { RequestHandler, Router } from 'express';
import { Logger } from '../../shared/logger';
import type { FeedDocument, GoogleFeeds } from './google-feeds.service';
import { ROOMS_PAGE } from './landing';

/**
 * Google free booking links over HTTP, thin over GoogleFeeds:
 * - `GET /google/hotel-list/{token}.xml` and `GET /google/prices/{token}.xml` (also POST, as
 *   Google's Pull queries come): the feeds Hotel Center fetches. A wrong token is a plain 404, as any unknown address. Each answer carries an
 *   ETag and Last-Modified and a conditional request that matches is answered 304, no body.
 * - `GET /book?checkIn=…&nights=…&adults=…&rooms=…`: Google's landing link, a 302 to the rooms
 *   page at that stay (without the values that fail the site's rules); never an error page.
 */
export function googleLinksRoutes(services: { googleFeeds: GoogleFeeds }, logger: Logger): Router {
  const router = Router();
  const feed =
    (read: (token: string) => Promise<FeedDocument | undefined>): RequestHandler =>
    async (req, res) => {
      res.set({ 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' });
      try {
        const document = await read(String(req.params.token));
        if (!document) {
          res.status(404).type('text/plain').end('Not found');
          return;
        }
        res.set({ ETag: document.etag, 'Last-Modified': document.lastModified.toUTCString() });
        if (notModified(req.get('If-None-Match'), req.get('If-Modified-Since'), document)) {
          res.status(304).end();
          return;
        }
        res.type('application/xml').send(document.body);
      } catch (error) {
        logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, 'Google feed failed');
        res.status(500).type('text/plain').send('Something went wrong. Please try again later.');
      }
    };
  router.get(
    '/google/hotel-list/:token.xml',
    feed((token) => services.googleFeeds.hotelList(token)),
  );
  const prices = feed((token) => services.googleFeeds.prices(token));
  router.get('/google/prices/:token.xml', prices);
  // Google's Pull delivery POSTs a <Query> naming itineraries: it is answered with the whole
  // message (every itinerary Google may ask about), from the same build; the body is never read.
  router.post('/google/prices/:token.xml', prices);
  router.get('/book', (req, res) => {
    let location = ROOMS_PAGE;
    try {
      location = services.googleFeeds.landing(req.query).location;
    } catch (error) {
      logger.error({ err: error, requestId: res.locals.requestId }, 'Google landing link failed');
    }
    res.set('Cache-Control', 'no-store').redirect(302, location);
  });
  return router;
}

/**
 * A conditional GET answered by what the client has (RFC 9110, 13.1.2 and 13.1.3): If-None-Match
 * by a weak comparison of entity tags, else If-Modified-Since by the second. An origin server
 * decides this itself, whatever Cache-Control the request carries (fetch() adds "no-cache" to any
 * conditional request, which Express's req.fresh takes as a reason to answer in full).
 */
function notModified(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, document: FeedDocument): boolean {
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(document.etag);
  }
  const since = ifModifiedSince === undefined ? Number.NaN : Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(document.lastModified.getTime() / 1000) * 1000 <= since;
}
