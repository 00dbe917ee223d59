import { Router } from 'express';
import type { IcalExportsService } from './ical-exports.service';

/**
 * GET /ical/{token}.ics: the hotel's calendar for an OTA (no sign-in: the token is the secret).
 * Conditional requests answer 304; an unknown token 404 with nothing more.
 */
export function icalRoutes(exports: IcalExportsService): Router {
  const router = Router();
  router.get('/ical/:file', async (req, res, next) => {
    try {
      const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(req.params.file);
      const feed = match ? await exports.feed(match[1]) : undefined;
      res.set('X-Robots-Tag', 'noindex').set('Cache-Control', 'private, no-cache');
      if (!feed) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.set('ETag', feed.etag).set('Last-Modified', feed.lastModified.toUTCString());
      if (req.headers['if-none-match'] === feed.etag) {
        res.status(304).end();
        return;
      }
      res.type('text/calendar; charset=utf-8').send(feed.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
